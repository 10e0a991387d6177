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
