import CoopInsight
import CoopLocale
import CoopValues

/// What the stats page says: its groups, its figures' labels and notes.
extension Message {
    /// The stats page's title: "Stats".
    static let statsTitle = Message("stats.title")

    /// A group's title, a figure's label or a note that says nothing but itself: "All time",
    /// "Eggs laid", "on recorded days" (the key `stats.<name>`).
    static func stats(_ name: String) -> Message { Message("stats." + name) }

    /// "since 9 Nov 2026".
    static func statsSince(_ day: CivilDate) -> Message { Message("stats.since", ["day": .date(day)]) }

    /// "from 16 Nov 2026", of the best week.
    static func statsFrom(_ day: CivilDate) -> Message { Message("stats.from", ["day": .date(day)]) }

    /// The note of a season's eggs a day, with its months: "eggs a day, June to August".
    static func statsSeasonNote(from first: Int, to last: Int) -> Message {
        Message(
            "stats.season-note",
            ["from": .date(YearMonth(year: 2001, month: first).firstDay), "to": .date(YearMonth(year: 2001, month: last).firstDay)])
    }

    /// When the next molt is likely, with how often its window held: "The next molt is likely to
    /// start between 20 Aug and 5 Sep (around 28 Aug), going by the molts of the last 3 years. …"
    static func statsNextMolt(_ next: NextMolt) -> Message {
        Message(
            "stats.next-molt",
            [
                "from": .date(next.from), "through": .date(next.through), "usual": .date(next.usual),
                "seasons": .count(next.seasons), "held": .count(next.held), "judged": .count(next.judged),
            ])
    }

    /// The share of the eggs found cracked: "1.2% of eggs laid".
    static func statsShareOfLaid(_ share: Double) -> Message { Message("stats.share-of-laid", ["share": .percent(share, places: 1)]) }

    /// A kind's share of the eggs: "44% of eggs".
    static func statsShareOfEggs(_ share: Double) -> Message { Message("stats.share-of-eggs", ["share": .percent(share, places: 0)]) }

    /// A rate of laying: "0.55 per hen a day".
    static func statsPerHenADay(_ rate: Double) -> Message { Message("stats.per-hen-a-day", ["rate": .decimal(rate, places: 2)]) }

    /// Last year's note: "1 Jan to 22 Nov; 0.55 per hen a day", the rate empty without one.
    static func statsLastYearNote(from first: CivilDate, to last: CivilDate, rate: String) -> Message {
        Message("stats.last-year-note", ["from": .date(first), "to": .date(last), "rate": .text(rate)])
    }

    /// A kind's rate's note: "eggs per hen a day over 1,234 hen-days".
    static func statsKindRateNote(henDays: Int) -> Message { Message("stats.kind-rate-note", ["days": .count(henDays)]) }

    /// A breed's rate's note: "Brown eggs per hen a day", or "eggs per hen a day" with one kind;
    /// with several breeds, that their eggs are counted together.
    static func statsBreedRateNote(kind: String?, together: Bool) -> Message {
        let together = MessageValue.text(together ? "yes" : "no")
        guard let kind else { return Message("stats.breed-rate-note", ["together": together]) }
        return Message("stats.kind-breed-rate-note", ["kind": .text(kind), "together": together])
    }

    /// The price of a dozen's note: "consumables; all in $4.60".
    static func statsAllIn(_ allIn: String) -> Message { Message("stats.all-in", ["allIn": .text(allIn)]) }

    /// A season's consumables: "Winter consumables".
    static func statsSeasonConsumables(_ season: String) -> Message { Message("stats.season-consumables", ["season": .text(season)]) }

    /// The price received for a dozen over a period: "A dozen sold, last 12 months".
    static func statsDozenSold(lastYear: Bool) -> Message { Message(lastYear ? "stats.dozen-sold-last-year" : "stats.dozen-sold-all-time") }

    /// What a dozen kept cost over a period: "A dozen kept, last 12 months".
    static func statsDozenKept(lastYear: Bool) -> Message { Message(lastYear ? "stats.dozen-kept-last-year" : "stats.dozen-kept-all-time") }

    /// What a dozen cost over a period: "A dozen, last 12 months".
    static func statsDozen(lastYear: Bool) -> Message { Message(lastYear ? "stats.dozen-last-year" : "stats.dozen-all-time") }

    /// The eggs sold and their price: "624 eggs for $208.00".
    static func statsEggsFor(_ eggs: Int, _ income: Money, _ currency: Currency) -> Message {
        Message("stats.eggs-for", ["eggs": .count(eggs), "income": .money(income, currency)])
    }

    /// "12 days": a streak of days.
    static func statsDays(_ days: Int) -> Message { Message("stats.days", ["days": .count(days)]) }

    /// "longest 30 days".
    static func statsLongestDays(_ days: Int) -> Message { Message("stats.longest-days", ["days": .count(days)]) }

    /// "3 weeks": a streak of weeks.
    static func statsWeeks(_ weeks: Int) -> Message { Message("stats.weeks", ["weeks": .count(weeks)]) }

    /// "longest 5 weeks".
    static func statsLongestWeeks(_ weeks: Int) -> Message { Message("stats.longest-weeks", ["weeks": .count(weeks)]) }

    /// "12 of 20": weeks meeting the goal of the complete weeks.
    static func statsWeeksMet(_ met: Int, of weeks: Int) -> Message {
        Message("stats.weeks-met", ["met": .count(met), "weeks": .count(weeks)])
    }

    /// "goal: 30 eggs a week".
    static func statsGoal(_ goal: Int) -> Message { Message("stats.goal", ["goal": .count(goal)]) }
}
