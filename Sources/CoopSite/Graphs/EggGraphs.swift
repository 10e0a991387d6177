import CoopCharts
import CoopParallel
import CoopInsight
import CoopRecords
import CoopValues

/// Weekly and total eggs, for all kinds and per kind; and the weekly graph with only one
/// tag's notes.
enum EggGraphs {
    static func all(_ context: SiteContext) -> [GraphContent] {
        let coop = context.coop
        return [weekly(context, kind: nil, notes: coop.notes, slug: "weekly", title: "Weekly eggs"), total(context, kind: nil)]
    }

    /// The weekly and total graphs of each kind, when there are several.
    static func byKind(_ context: SiteContext) -> [GraphContent] {
        let coop = context.coop
        guard coop.hasSeveralKinds else { return [] }
        return Array(coop.kinds.indices).parallelMap { index in
            let kind = coop.kinds[index]
            return [weekly(context, kind: index, notes: coop.notes, slug: "weekly-\(kind.slug)", title: "Weekly \(kind.displayName) eggs"),
                    total(context, kind: index)]
        }.flatMap { $0 }
    }

    /// A weekly graph per note tag, with only that tag's notes marked.
    static func tagFiltered(_ context: SiteContext) -> [GraphContent] {
        let coop = context.coop
        let names = context.tagNames
        return names.keys.sorted().parallelMap { slug -> GraphContent? in
            let notes = coop.notes.filter { $0.tags.contains { Slug.make($0) == slug } }
            guard !notes.isEmpty else { return nil }
            let name = names[slug] ?? slug
            return weekly(context, kind: nil, notes: notes, slug: "weekly-tag-\(slug)", title: "Weekly eggs and #\(name) notes",
                          menuLabel: "#\(name)", group: "Weekly eggs with notes of one tag", filtered: true)
        }.compactMap { graph in graph.map { var graph = $0; graph.inMenu = false; return graph } }
    }

    static func weekly(_ context: SiteContext, kind: Int?, notes: [Note], slug: String, title: String, menuLabel: String? = nil,
                       group: String = "Eggs", filtered: Bool = false) -> GraphContent {
        let insight = context.insight
        let coop = context.coop
        let weeks = insight.weeks
        let dates = weeks.map(\.start)
        var series: [Chart.Series]
        if let kind {
            series = [Chart.Series(name: coop.kinds[kind].displayName, color: coop.kinds[kind].color,
                                   values: weeks.map { $0.totals.isRecorded ? Double($0.totals.laidByKind[kind]) : nil })]
        } else if coop.hasSeveralKinds {
            series = coop.kinds.enumerated().map { index, k in
                Chart.Series(name: k.displayName, color: k.color, values: weeks.map { $0.totals.isRecorded ? Double($0.totals.laidByKind[index]) : nil })
            }
        } else {
            series = [Chart.Series(name: "Eggs", color: coop.kinds[0].color, values: weeks.map { $0.totals.isRecorded ? Double($0.totals.laid) : nil })]
        }
        let overlay = insight.weekDayLengths.map { Chart.Overlay(name: "Day length", values: $0, unit: "h") }
        let laid = weeks.map { week in kind.map { week.totals.laidByKind[$0] } ?? week.totals.laid }
        let best = zip(weeks, laid).max { $0.1 < $1.1 }
        let summary = "Eggs laid each week from \(DatePatterns.medium.format(dates.first!)) to \(DatePatterns.medium.format(context.today))"
            + (best.map { "; the best week, from \(DatePatterns.medium.format($0.0.start)), had \($0.1)." } ?? ".")
        let chart = Chart(id: "chart-\(slug)", title: title, summary: summary, style: series.count > 1 ? .stackedBars : .bars,
                          x: .time(dates, .week), series: series,
                          annotations: GraphPages.annotations(notes, molts: filtered || kind != nil ? [] : insight.molts), overlay: overlay)
        let headers = ["Week of"] + (kind == nil && coop.hasSeveralKinds ? coop.kinds.map(\.displayName) : []) + ["Eggs", "Days recorded"]
            + (overlay == nil ? [] : ["Day length"])
        let rows = weeks.indices.reversed().map { i -> (String, [String]) in
            let week = weeks[i]
            var cells = kind == nil && coop.hasSeveralKinds ? week.totals.laidByKind.map { GraphPages.count(week.totals.isRecorded ? $0 : nil) } : []
            cells.append(GraphPages.count(week.totals.isRecorded ? laid[i] : nil))
            cells.append(String(week.totals.recordedDays))
            if let values = overlay?.values { cells.append(GraphPages.decimal(values[i]) + " h") }
            return (context.weekLabels[i], cells)
        }
        var graph = GraphContent(
            slug: slug, title: title, menuLabel: menuLabel ?? (kind.map { coop.kinds[$0].displayName } ?? "Weekly eggs"),
            group: kind == nil ? group : "Weekly eggs by kind", intro: filtered
                ? "Eggs laid each week, with only the notes of this tag marked."
                : "Eggs laid each week." + (chart.annotations.isEmpty ? "" : " Notes are marked on top; spans and molts are shaded.")
                    + (overlay == nil ? "" : " The dashed line is the hours of daylight."),
            chart: chart, table: GraphTable(caption: "Eggs laid each week, newest first", headers: headers, rows: rows))
        if kind == nil, !filtered {
            graph.tagFilters = context.tagNames.sorted { $0.key < $1.key }
                .filter { slug, _ in coop.notes.contains { $0.tags.contains { Slug.make($0) == slug } } }
                .map { ("#\($0.value)", "graphs/weekly-tag-\($0.key).html") }
        }
        if filtered { graph.notes = notes.reversed() }
        return graph
    }

    static func total(_ context: SiteContext, kind: Int?) -> GraphContent {
        let insight = context.insight
        let coop = context.coop
        var running = 0
        let cumulative = insight.weeks.map { week -> Double in
            running += kind.map { week.totals.laidByKind[$0] } ?? week.totals.laid
            return Double(running)
        }
        let name = kind.map { coop.kinds[$0].displayName } ?? "All eggs"
        let slug = kind.map { "total-\(coop.kinds[$0].slug)" } ?? "total"
        let chart = Chart(id: "chart-\(slug)", title: "Total \(kind == nil ? "" : name + " ")eggs laid",
                          summary: "Eggs laid since \(DatePatterns.medium.format(insight.series.firstDay)), added up week by week: \(NumberFormat.grouped(running)) in all.",
                          style: .line, x: .time(insight.weeks.map(\.start), .week),
                          series: [Chart.Series(name: name, color: kind.flatMap { coop.kinds[$0].color }, values: cumulative)])
        var sum = 0
        let rows = insight.months.map { month -> (String, [String]) in
            let laid = kind.map { month.totals.laidByKind[$0] } ?? month.totals.laid
            sum += laid
            return ("\(month.start.yearMonth.monthName) \(month.start.year)", [NumberFormat.grouped(laid), NumberFormat.grouped(sum)])
        }.reversed()
        return GraphContent(slug: slug, title: "Total \(kind == nil ? "" : name + " ")eggs laid", menuLabel: kind == nil ? "Total eggs" : name,
                            group: kind == nil ? "Eggs" : "Total eggs by kind",
                            intro: "All the eggs laid so far, added up. The steeper the line, the better the laying.",
                            chart: chart, table: GraphTable(caption: "Eggs by month and in all, newest first",
                                                            headers: ["Month", "Eggs", "In all"], rows: Array(rows)),
                            figures: [("Eggs laid", NumberFormat.grouped(running), "since \(DatePatterns.medium.format(insight.series.firstDay))")])
    }
}
