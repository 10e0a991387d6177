import CoopInsight
import CoopLocale
import CoopRecords
import CoopValues

extension StatsPage {
    /// Feed bought, per dozen edible eggs and per hen a day, over the last 12 months and all
    /// time; only once an expense is feed (tagged `feed`, with a quantity).
    static func feed(_ context: SiteContext) -> [StatGroup] {
        let coop = context.coop
        guard let firstFeed = coop.expenses.filter(\.isFeed).map(\.date).min() else { return [] }
        let words = context.words
        let today = context.today
        let start = min(firstFeed, context.insight.series.firstDay)
        var figures: [Figure] = []
        for (lastYear, from) in [(true, today.adding(days: -364)), (false, start)] {
            let use = FeedUse(coop: coop, series: context.insight.series, from: from, through: today)
            figures += feedFigures(use, lastYear: lastYear, words: context.words)
        }
        return [StatGroup(title: words(.feedTitle), figures: figures)]
    }

    /// The three figures of `use`: the feed bought, per dozen and per hen a day.
    static func feedFigures(_ use: FeedUse, lastYear: Bool, words: Words) -> [Figure] {
        let note = words(.feedNote(eggs: use.edibleEggs, henDays: use.henDays))
        // A hen eats grams (or ounces) a day: the smaller unit reads better.
        let small: WeightUnit = use.unit == .lb ? .oz : .g
        return [
            Figure(
                words(.feedLabel("bought", lastYear: lastYear)), words(.weight(use.weight, use.unit, places: 0)),
                note: words(.feedBoughtNote)),
            Figure(
                words(.feedLabel("per-dozen", lastYear: lastYear)),
                use.perDozen.map { words(.weight($0, use.unit, places: 2)) } ?? "–", note: note),
            Figure(
                words(.feedLabel("per-hen", lastYear: lastYear)),
                use.perHenDay.map { words(.weight($0 * use.unit.grams / small.grams, small, places: small == .g ? 0 : 1)) } ?? "–",
                note: note),
        ]
    }

    /// The hens lost, by cause and by year, with the yearly loss rate; only once a hen has a
    /// `cause`.
    static func losses(_ context: SiteContext) -> [StatGroup] {
        guard let losses = FlockLosses(hens: context.coop.hens, today: context.today) else { return [] }
        return lossGroups(losses, context: context)
    }

    /// The groups of `losses`: by cause, then by year.
    static func lossGroups(_ losses: FlockLosses, context: SiteContext) -> [StatGroup] {
        let words = context.words
        let byCause = zip(LossCause.allCases, losses.byCause).filter { $0.1 > 0 }.map { cause, count in
            Figure(words(.lossCause(cause)), words(.lossCount(count)))
        }
        let byYear = losses.years.reversed().map { year in
            Figure(
                String(year.year), words(.lossCount(year.losses)),
                note: year.rate.map { words(.lossRate($0, averageHens: year.averageHens)) })
        }
        return [
            StatGroup(title: words(.lossesByCause), figures: byCause),
            StatGroup(title: words(.lossesByYear), figures: byYear, summary: words(.lossesMethod)),
        ]
    }

    /// What the edible eggs would have cost at the store against their feed and supplies,
    /// each year and all time; only with `store_price` and expenses.
    static func savings(_ context: SiteContext) -> [StatGroup] {
        guard !context.coop.expenses.isEmpty, context.insight.hasEggs else { return [] }
        let (years, allTime) = EggSavings.byYear(coop: context.coop, series: context.insight.series, today: context.today)
        guard let allTime else { return [] }
        let write = TextFormats(context)
        let words = context.words
        let figures = savingsPeriods(years, allTime, context: context).map { label, savings in
            Figure(
                label, write.money(savings.saved),
                note: words(.savingsNote(savings, context.currency)))
        }
        return [StatGroup(title: words(.savingsTitle), figures: figures)]
    }

    /// Each year's savings and all time's, with their labels: "This year", "2025", "All time".
    static func savingsPeriods(_ years: [EggSavings], _ allTime: EggSavings, context: SiteContext) -> [(String, EggSavings)] {
        let words = context.words
        return years.map { (words(.savingsPeriod($0.start.year, current: $0.start.year == context.today.year)), $0) }
            + [(words(.savingsPeriod(nil, current: false)), allTime)]
    }
}

extension StatsPage {
    /// Eggs set, chicks hatched and the hatch rate; only once a hatch is written.
    static func hatching(_ context: SiteContext) -> [StatGroup] {
        let coop = context.coop
        guard !coop.hatches.isEmpty else { return [] }
        let words = context.words
        let write = TextFormats(context)
        let all = HatchRate(coop.hatches)
        var figures = [
            Figure(words(.hatching("eggs-set")), write.count(coop.hatches.reduce(0) { $0 + $1.eggs })),
            Figure(words(.hatching("hatched")), write.count(all.hatched)),
        ]
        if let rate = all.rate {
            figures.append(
                Figure(words(.hatching("rate")), write.percent(rate), note: words(.hatchingNote(hatched: all.hatched, eggs: all.eggsSet))))
        }
        return [StatGroup(title: words(.hatchingTitle), figures: figures)]
    }
}

extension StatsPage {
    /// Hen `index`'s hatching, for her page: the chicks from the eggs she sat on, or the eggs
    /// still under her; `nil` when she never sat.
    static func henHatching(_ index: Int, context: SiteContext) -> String? {
        let hers = context.coop.hatches.filter { $0.henIndex == index }
        guard !hers.isEmpty else { return nil }
        let rate = HatchRate(hers)
        let write = TextFormats(context)
        guard let fraction = rate.rate else {
            return context.words(.henHatchingWaiting(eggs: hers.filter { $0.hatched == nil }.reduce(0) { $0 + $1.eggs }))
        }
        return context.words(.henHatching(hatched: rate.hatched, eggs: rate.eggsSet, rate: write.percent(fraction)))
    }
}
