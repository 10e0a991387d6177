import CoopCharts
import CoopInsight
import CoopRecords
import CoopValues

/// The flock: eggs credited to each hen, and the share of cracked eggs.
enum FlockGraphs {
    static func all(_ context: SiteContext) -> [GraphContent] {
        [perHen(context), cracked(context)].compactMap { $0 }
    }

    static func perHen(_ context: SiteContext) -> GraphContent? {
        let write = TextFormats(context)
        let coop = context.coop
        let words = context.words
        let credits = HenPages.credited(coop)
        guard !credits.isEmpty else { return nil }
        let hens = coop.hens.indices.filter { credits[$0] != nil }
        let totals = hens.map { credits[$0]!.reduce(0) { $0 + $1.1 } }
        let chart = Chart(
            id: "chart-hens", title: words(.hensGraphChartTitle),
            summary: words(
                .hensGraphSummary(zip(hens, totals).map { words(.hensGraphHen(coop.hens[$0].name, eggs: $1)) }.joined(separator: ", "))),
            style: .bars, x: .categories(hens.map { coop.hens[$0].name }),
            series: [Chart.Series(name: words(.hensGraphSeries), values: totals.map(Double.init))], words: context.chartWords)
        let rows = zip(hens, totals).map { index, total in
            let days = credits[index]!.map(\.0)
            return (
                coop.hens[index].name,
                [String(total), days.min().map(write.day) ?? "–", days.max().map(write.day) ?? "–"]
            )
        }
        return GraphContent(
            slug: "hens", title: words(.hensGraphTitle), menuLabel: words(.hensGraphTitle), group: .flock,
            intro: words(.hensGraphIntro), chart: chart,
            table: GraphTable(
                caption: words(.hensGraphChartTitle),
                headers: [
                    words(.hensGraphColumn("hen")), words(.graphColumn(.eggs)), words(.hensGraphColumn("first")),
                    words(.hensGraphColumn("last")),
                ], rows: rows))
    }

    static func cracked(_ context: SiteContext) -> GraphContent? {
        let write = TextFormats(context)
        let insight = context.insight
        let words = context.words
        guard context.thresholds.cracked else { return nil }
        let months = insight.months
        let shares = months.map { $0.totals.crackedShare.map { $0 * 100 } }
        let chart = Chart(
            id: "chart-cracked", title: words(.crackedTitle), summary: words(.crackedSummary(insight.stats.allTime.crackedShare ?? 0)),
            style: .bars, x: .time(months.map(\.start), .month),
            series: [Chart.Series(name: words(.crackedSeries), color: "#b54a3c", values: shares)],
            unit: words.formats.numbers.percentSuffix, words: context.chartWords)
        let rows = months.indices.reversed().filter { months[$0].totals.isRecorded }.map { i -> (String, [String]) in
            let t = months[i].totals
            return (
                write.month(months[i].start.yearMonth),
                [String(t.cracked), String(t.laid), t.crackedShare.map { write.percent($0, places: 1) } ?? "–"]
            )
        }
        return GraphContent(
            slug: "cracked", title: words(.crackedTitle), menuLabel: words(.crackedTitle), group: .flock, intro: words(.crackedIntro),
            chart: chart,
            table: GraphTable(
                caption: words(.crackedCaption),
                headers: [
                    words(.graphColumn(.month)), words(.crackedColumn("cracked")), words(.crackedColumn("laid")),
                    words(.crackedColumn("share")),
                ], rows: rows),
            figures: [
                (
                    words(.crackedSeries), write.count(insight.stats.allTime.cracked),
                    words(.crackedFigureNote(insight.stats.allTime.crackedShare ?? 0))
                )
            ])
    }
}
