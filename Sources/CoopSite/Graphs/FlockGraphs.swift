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
        let coop = context.coop
        let credits = HenPages.credited(coop)
        guard !credits.isEmpty else { return nil }
        let hens = coop.hens.indices.filter { credits[$0] != nil }
        let totals = hens.map { credits[$0]!.reduce(0) { $0 + $1.1 } }
        let chart = Chart(
            id: "chart-hens", title: "Eggs credited to each hen",
            summary: "Eggs written down with a hen's name: "
                + zip(hens, totals).map { "\(coop.hens[$0].name) \($1)" }.joined(separator: ", ") + ".",
            style: .bars, x: .categories(hens.map { coop.hens[$0].name }),
            series: [Chart.Series(name: "Eggs credited", values: totals.map(Double.init))])
        let rows = zip(hens, totals).map { index, total in
            let days = credits[index]!.map(\.0)
            return (
                coop.hens[index].name,
                [
                    String(total), days.min().map(DatePattern.dayMonthYear.format) ?? "–",
                    days.max().map(DatePattern.dayMonthYear.format) ?? "–",
                ]
            )
        }
        return GraphContent(
            slug: "hens", title: "Eggs per hen", menuLabel: "Eggs per hen", group: "Flock",
            intro:
                "Only eggs written down with a hen's name (like {Henrietta: 1}) are counted here, so this shows who has been seen laying, not every hen's whole output.",
            chart: chart, table: GraphTable(caption: "Eggs credited to each hen", headers: ["Hen", "Eggs", "First", "Last"], rows: rows))
    }

    static func cracked(_ context: SiteContext) -> GraphContent? {
        let insight = context.insight
        guard context.thresholds.cracked else { return nil }
        let months = insight.months
        let shares = months.map { $0.totals.crackedShare.map { $0 * 100 } }
        let chart = Chart(
            id: "chart-cracked", title: "Cracked eggs",
            summary:
                "The share of eggs found cracked each month; \(NumberFormat.percent(insight.stats.allTime.crackedShare ?? 0, places: 1)) in all.",
            style: .bars, x: .time(months.map(\.start), .month),
            series: [Chart.Series(name: "Cracked", color: "#b54a3c", values: shares)], unit: "%")
        let rows = months.indices.reversed().filter { months[$0].totals.isRecorded }.map { i -> (String, [String]) in
            let t = months[i].totals
            return (
                "\(months[i].start.yearMonth.monthName) \(months[i].start.year)",
                [String(t.cracked), String(t.laid), t.crackedShare.map { NumberFormat.percent($0, places: 1) } ?? "–"]
            )
        }
        return GraphContent(
            slug: "cracked", title: "Cracked eggs", menuLabel: "Cracked eggs", group: "Flock",
            intro:
                "A rising share of cracked eggs can mean thin shells (more oyster shell?), an egg eater, or nest boxes that need more bedding.",
            chart: chart,
            table: GraphTable(
                caption: "Cracked eggs each month, newest first", headers: ["Month", "Cracked", "Laid", "Share"], rows: rows),
            figures: [
                (
                    "Cracked", NumberFormat.grouped(insight.stats.allTime.cracked),
                    NumberFormat.percent(insight.stats.allTime.crackedShare ?? 0, places: 1) + " of eggs laid"
                )
            ])
    }
}
