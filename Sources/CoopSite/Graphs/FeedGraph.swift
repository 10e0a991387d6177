import CoopCharts
import CoopInsight
import CoopRecords
import CoopValues

/// Feed month by month: the feed bought, per dozen edible eggs and per hen a day, from the
/// month of the first feed bought. Only once an expense is feed.
enum FeedGraph {
    /// The graph, or `nil` without feed.
    static func byMonth(_ context: SiteContext) -> GraphContent? {
        let coop = context.coop
        guard let first = coop.expenses.filter(\.isFeed).map(\.date).min()?.yearMonth, first <= context.today.yearMonth else {
            return nil
        }
        let write = TextFormats(context)
        let words = context.words
        let series = context.insight.series
        let months = (0...first.distance(to: context.today.yearMonth)).map { first.advanced(by: $0) }
        let uses = months.map { FeedUse(coop: coop, series: series, from: $0.firstDay, through: min($0.lastDay, context.today)) }
        let unit = FeedUse.unit(of: coop)
        let small: WeightUnit = unit == .lb ? .oz : .g
        func weight(_ value: Double?, _ unit: WeightUnit, places: Int) -> String {
            value.map { words(.weight($0, unit, places: places)) } ?? "–"
        }
        func perHen(_ use: FeedUse) -> String {
            weight(use.perHenDay.map { $0 * unit.grams / small.grams }, small, places: small == .g ? 0 : 1)
        }
        let perDozenName = words(.feedGraphLabel("per-dozen"))
        let chart = Chart(
            id: "chart-feed", title: words(.feedGraphTitle), summary: words(.feedGraphSummary), style: .line,
            x: .time(months.map(\.firstDay), .month), series: [Chart.Series(name: perDozenName, values: uses.map(\.perDozen))],
            unit: words(.feedUnitSuffix(unit)), decimals: 2, words: context.chartWords)
        let rows = zip(months, uses).reversed().map { month, use in
            (
                write.month(month),
                [weight(use.weight, unit, places: 0), weight(use.perDozen, unit, places: 2), perHen(use), write.count(use.edibleEggs)]
            )
        }
        let year = FeedUse(coop: coop, series: series, from: context.today.adding(days: -364), through: context.today)
        return GraphContent(
            slug: "feed", title: words(.feedGraphTitle), menuLabel: words(.feedGraphTitle), group: .money,
            intro: words(.feedGraphIntro), chart: chart,
            table: GraphTable(
                caption: words(.feedGraphCaption),
                headers: [words(.graphColumn(.month))]
                    + ["bought", "per-dozen", "per-hen", "edible"].map { words(.feedGraphLabel($0)) }, rows: rows),
            figures: [
                (words(.feedLabel("per-dozen", lastYear: true)), weight(year.perDozen, unit, places: 2), nil),
                (words(.feedLabel("per-hen", lastYear: true)), perHen(year), nil),
            ])
    }
}
