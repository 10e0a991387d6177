import CoopInsight
import CoopLocale
import CoopRecords
import CoopValues

/// What the pages say of feed, losses and savings: the stats' figures, the flock's losses,
/// the dashboard's run-out line and the money page's savings.
extension Message {
    /// The feed group's title: "Feed".
    static let feedTitle = Message("feed.title")

    /// What the feed bought counts: "expenses tagged feed with a quantity".
    static let feedBoughtNote = Message("feed.bought-note")

    /// The losses by cause group's title.
    static let lossesByCause = Message("losses.by-cause")

    /// The losses by year group's title.
    static let lossesByYear = Message("losses.by-year")

    /// How the loss rate is computed.
    static let lossesMethod = Message("losses.method")

    /// The savings group's title: "Savings".
    static let savingsTitle = Message("savings.title")

    /// The feed graph's title and menu label: "Feed".
    static let feedGraphTitle = Message("feed-graph.title")

    /// The feed chart's description.
    static let feedGraphSummary = Message("feed-graph.summary")

    /// The feed graph's introduction.
    static let feedGraphIntro = Message("feed-graph.intro")

    /// The feed table's caption.
    static let feedGraphCaption = Message("feed-graph.caption")

    /// A column of the feed table: bought, per-dozen, per-hen, edible.
    static func feedGraphLabel(_ name: String) -> Message { Message("feed-graph.label." + name) }

    /// The unit after the chart's values: " kg".
    static func feedUnitSuffix(_ unit: WeightUnit) -> Message { Message("feed.unit-suffix", ["unit": .text(unit.rawValue)]) }

    /// A weight in a unit: "1.25 kg", "110 g".
    static func weight(_ amount: Double, _ unit: WeightUnit, places: Int) -> Message {
        Message("feed.weight", ["amount": .decimal(amount, places: places), "unit": .text(unit.rawValue)])
    }

    /// A feed figure's label for the last 12 months or all time: "Feed per dozen, last 12
    /// months" (`name`: bought, per-dozen or per-hen).
    static func feedLabel(_ name: String, lastYear: Bool) -> Message {
        Message("feed.\(name)-" + (lastYear ? "last-year" : "all-time"))
    }

    /// The eggs and hen-days a feed figure divides by: "1,093 edible eggs, 2,190 hen-days".
    static func feedNote(eggs: Int, henDays: Int) -> Message {
        Message("feed.note", ["eggs": .count(eggs), "henDays": .count(henDays)])
    }

    /// The dashboard's line: "The 20 kg bag of 2 Nov lasts until about Mon 30 Nov."
    static func feedRunsOut(_ runOut: FeedRunOut) -> Message {
        Message(
            "feed.runs-out",
            [
                "amount": .decimal(runOut.total, places: runOut.total.rounded() == runOut.total ? 0 : 1),
                "unit": .text(runOut.quantity.unit.rawValue), "bought": .date(runOut.bought), "until": .date(runOut.runsOut),
            ])
    }

    /// A cause of loss, as a label: "Predator", "Old age".
    static func lossCause(_ cause: LossCause) -> Message { Message("losses.cause", ["cause": .text(cause.rawValue)]) }

    /// A count of hens lost: "3 hens".
    static func lossCount(_ hens: Int) -> Message { Message("losses.hens", ["hens": .count(hens)]) }

    /// A year's loss rate: "25% of the 8.0 hens present on average".
    static func lossRate(_ rate: Double, averageHens: Double) -> Message {
        Message("losses.rate", ["rate": .percent(rate, places: 0), "hens": .decimal(averageHens, places: 1)])
    }

    /// A saving's period label: "This year", "2025", "All time".
    static func savingsPeriod(_ year: Int?, current: Bool) -> Message {
        guard let year else { return Message("savings.all-time") }
        return current ? Message("savings.this-year") : Message("savings.year", ["year": .digits(year)])
    }

    /// What a saving compares: "1,093 eggs: $410.00 at the store's price, feed and supplies $236.00".
    static func savingsNote(_ savings: EggSavings, _ currency: Currency) -> Message {
        Message(
            "savings.note",
            ["eggs": .count(savings.edibleEggs), "worth": .money(savings.storeWorth, currency), "cost": .money(savings.cost, currency)])
    }

    /// A saving in a sentence: "This year: 1,093 eggs, $410.00 at the store's price; feed and
    /// supplies $236.00: $174.00 saved."
    static func savingsSentence(_ period: String, _ savings: EggSavings, _ currency: Currency) -> Message {
        Message(
            "savings.sentence",
            [
                "period": .text(period), "eggs": .count(savings.edibleEggs), "worth": .money(savings.storeWorth, currency),
                "cost": .money(savings.cost, currency), "saved": .money(savings.saved.magnitude, currency),
                "outcome": .text(savings.saved >= .zero ? "saved" : "lost"),
            ])
    }
}

extension Money {
    /// The amount without its sign.
    var magnitude: Money { self < .zero ? .zero - self : self }
}

extension Message {
    /// The hatching group's title: "Hatching".
    static let hatchingTitle = Message("hatching.title")

    /// A figure label of the hatching group (`hatching.<name>`): eggs-set, hatched, rate.
    static func hatching(_ name: String) -> Message { Message("hatching." + name) }

    /// A hen's hatching on her page: "6 chicks from 8 eggs she sat on (75%)".
    static func henHatching(hatched: Int, eggs: Int, rate: String) -> Message {
        Message("hatching.hen", ["hatched": .count(hatched), "eggs": .count(eggs), "rate": .text(rate)])
    }

    /// The eggs still under a hen, on her page: "8 eggs under her, still to hatch".
    static func henHatchingWaiting(eggs: Int) -> Message { Message("hatching.hen-waiting", ["eggs": .count(eggs)]) }

    /// The hatch rate's note: "6 chicks from 8 eggs".
    static func hatchingNote(hatched: Int, eggs: Int) -> Message {
        Message("hatching.note", ["hatched": .count(hatched), "eggs": .count(eggs)])
    }

    /// The dashboard's line for eggs under a hen or in the incubator: "8 eggs set 1 Apr
    /// under Henrietta hatch about Wednesday 22 April."
    static func hatchingDue(_ hatch: Hatch, hen: String?, day: CivilDate) -> Message {
        Message(
            "hatching.due",
            [
                "eggs": .count(hatch.eggs), "set": .date(hatch.date), "who": .text(hen == nil ? "incubator" : "hen"),
                "hen": .text(hen ?? ""), "day": .date(day),
            ])
    }
}
