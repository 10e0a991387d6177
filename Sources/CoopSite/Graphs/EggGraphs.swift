import CoopCharts
import CoopInsight
import CoopParallel
import CoopRecords
import CoopValues

/// Weekly and total eggs, for all kinds and per kind; and the weekly graph with only one
/// tag's notes.
enum EggGraphs {
    /// The weekly graph of all eggs, the graph tab's page.
    static let weeklySlug = "weekly"

    /// The weekly graph with only the notes of the tag `slug` marked.
    static func tagSlug(_ slug: String) -> String { "\(weeklySlug)-tag-\(slug)" }

    /// The weekly graph of all eggs (made with what the weekly graphs share) and the total,
    /// each when it has its weeks (``ViewThresholds``).
    static func all(_ context: SiteContext, _ shared: WeeklyEggs) -> [GraphContent] {
        (context.thresholds.weeklyEggs ? [shared.all] : []) + (context.thresholds.totalEggs ? [total(context, kind: nil)] : [])
    }

    /// The weekly and total graphs of each kind, when there are several.
    static func byKind(_ context: SiteContext, _ shared: WeeklyEggs) -> [GraphContent] {
        let coop = context.coop
        guard coop.hasSeveralKinds else { return [] }
        let thresholds = context.thresholds
        return Array(coop.kinds.indices).parallelMap { index in
            (thresholds.weeklyEggs ? [weekly(context, kind: index, columns: shared.columns)] : [])
                + (thresholds.totalEggs ? [total(context, kind: index)] : [])
        }.flatMap { $0 }
    }

    /// A weekly graph per note tag, with only that tag's notes marked: the weekly graph of all
    /// eggs with other notes, sharing its series, table and chart drawing.
    static func tagFiltered(_ context: SiteContext, _ shared: WeeklyEggs) -> [GraphContent] {
        guard context.thresholds.weeklyEggs else { return [] }
        let first = context.insight.weeks.first?.start ?? context.today
        return graphedTags(context, from: first).graphed.map { tag in
            oneTag(of: shared.all, slug: tag.slug, name: tag.name, notes: tag.notes, context: context)
        }
    }

    /// The tags whose notes fall on a weekly chart starting on `first`, and of them those that
    /// have a one-tag graph, in the order of their slugs: every tag up to
    /// ``TagLimits/graphs``, otherwise those on the most notes (the first in the tags' order first among
    /// equals).
    static func graphedTags(
        _ context: SiteContext, from first: CivilDate
    ) -> (
        graphed: [(slug: String, name: String, notes: [Int])], shown: Int
    ) {
        let tagged = context.tagged
        let shown = tagged.slugs.compactMap { slug -> (slug: String, name: String, notes: [Int])? in
            let name = tagged.names[slug] ?? slug
            guard let notes = tagged.notes[slug]?.filter({ GraphPages.isShown(context.coop.notes[$0], from: first) }), !notes.isEmpty
            else { return nil }
            return (slug, name, notes)
        }
        guard shown.count > TagLimits.graphs else { return (shown, shown.count) }
        let most = shown.enumerated().sorted { ($0.element.notes.count, $1.offset) > ($1.element.notes.count, $0.offset) }
        return (most.prefix(TagLimits.graphs).sorted { $0.offset < $1.offset }.map(\.element), shown.count)
    }

    /// `all` (the weekly graph of all eggs) with only `notes` (indexes in ``Coop/notes``),
    /// those of the tag `slug`, marked.
    private static func oneTag(of all: GraphContent, slug tag: String, name: String, notes: [Int], context: SiteContext) -> GraphContent {
        let coop = context.coop
        let slug = Self.tagSlug(tag)
        let title = context.words(.weeklyTagTitle(name))
        var chart = all.chart
        chart.id = "chart-\(slug)"
        chart.title = title
        chart.annotations = GraphPages.annotations(notes.map { coop.notes[$0] }, molts: [], words: context.words)
        var graph = GraphContent(
            slug: slug, title: title, menuLabel: "#\(name)", group: .oneTag, intro: context.words(.weeklyTagIntro), chart: chart,
            table: all.table)
        graph.noteIndexes = notes.reversed()
        graph.notesTag = tag
        graph.sharedDrawing = all.sharedDrawing
        graph.sharedPhoneDrawing = all.sharedPhoneDrawing
        graph.inMenu = false
        return graph
    }

    /// The weekly graph of one kind, or of all eggs (`kind` nil: every kind stacked, with the
    /// molts found and links to the one-tag graphs of the tags that notes carry).
    static func weekly(_ context: SiteContext, kind: Int?, columns: WeekColumns) -> GraphContent {
        let insight = context.insight
        let coop = context.coop
        let words = context.words
        let weeks = insight.weeks
        let dates = weeks.map(\.start)
        let slug = kind.map { "\(Self.weeklySlug)-\(coop.kinds[$0].slug)" } ?? Self.weeklySlug
        let title = words(.weeklyTitle(kind: kind.map { coop.kinds[$0].displayName }))
        let stacksKinds = kind == nil && coop.hasSeveralKinds
        var series: [Chart.Series]
        if let kind {
            series = [
                Chart.Series(
                    name: coop.kinds[kind].displayName, color: coop.kinds[kind].color,
                    values: weeks.map { $0.totals.isRecorded ? Double($0.totals.laidByKind[kind]) : nil })
            ]
        } else if stacksKinds {
            series = coop.kinds.enumerated().map { index, k in
                Chart.Series(
                    name: k.displayName, color: k.color,
                    values: weeks.map { $0.totals.isRecorded ? Double($0.totals.laidByKind[index]) : nil })
            }
        } else {
            series = [
                Chart.Series(
                    name: words(.weeklySeries), color: coop.kinds[0].color,
                    values: weeks.map { $0.totals.isRecorded ? Double($0.totals.laid) : nil })
            ]
        }
        let overlay = columns.dayLengthLine
        let laid = weeks.map { week in kind.map { week.totals.laidByKind[$0] } ?? week.totals.laid }
        let best = zip(weeks, laid).max { $0.1 < $1.1 }
        let summary = words(.weeklySummary(from: dates.first ?? context.today, to: context.today, best: best.map { ($0.0.start, $0.1) }))
        let chart = Chart(
            id: "chart-\(slug)", title: title, summary: summary, style: series.count > 1 ? .stackedBars : .bars,
            x: .time(dates, .week), series: series,
            annotations: GraphPages.annotations(
                coop.notes.filter { GraphPages.isShown($0, from: dates.first ?? context.today) }, molts: kind != nil ? [] : insight.molts,
                words: words),
            overlay: overlay, words: context.chartWords)
        let headers =
            [words(.graphColumn(.weekOf))] + (stacksKinds ? coop.kinds.map(\.displayName) : [])
            + [words(.graphColumn(.eggs)), words(.weeklyDaysRecorded)]
            + (overlay == nil ? [] : [words(.graphColumn(.dayLength))])
        let rows = weeks.indices.reversed().map { i -> (String, [String]) in
            var row: [String] = []
            row.reserveCapacity(headers.count - 1)
            if let kind {
                row.append(columns.laidByKind[i][kind])
            } else {
                if stacksKinds { row += columns.laidByKind[i] }
                row.append(columns.laid[i])
            }
            row.append(columns.recordedDays[i])
            if let dayLengths = columns.dayLengths { row.append(dayLengths[i]) }
            return (columns.labels[i], row)
        }
        var graph = GraphContent(
            slug: slug, title: title, menuLabel: kind.map { coop.kinds[$0].displayName } ?? words(.weeklyMenu),
            group: kind == nil ? .eggs : .weeklyByKind,
            intro: words(.weeklyIntro(notesMarked: !chart.annotations.isEmpty, daylight: overlay != nil)),
            chart: chart, table: GraphTable(caption: words(.weeklyCaption), headers: headers, rows: rows))
        if kind == nil {
            let first = dates.first ?? context.today
            let tags = graphedTags(context, from: first)
            graph.tagFilters = tags.graphed.map { ("#\($0.name)", PageAddress.graph(slug: Self.tagSlug($0.slug)).path) }
            if tags.shown > tags.graphed.count {
                // The others are in the list of notes, every tag with its chip.
                graph.allTags = (words(.allTags(tags.shown)), PageAddress.records(.notes).path)
            }
        }
        return graph
    }

    static func total(_ context: SiteContext, kind: Int?) -> GraphContent {
        let write = TextFormats(context)
        let insight = context.insight
        let coop = context.coop
        let words = context.words
        var running = 0
        let cumulative = insight.weeks.map { week -> Double? in
            running += kind.map { week.totals.laidByKind[$0] } ?? week.totals.laid
            return Double(running)
        }
        let kindName = kind.map { coop.kinds[$0].displayName }
        let name = kindName ?? words(.totalSeries)
        let slug = kind.map { "total-\(coop.kinds[$0].slug)" } ?? "total"
        let title = words(.totalTitle(kind: kindName))
        let chart = Chart(
            id: "chart-\(slug)", title: title, summary: words(.totalSummary(since: insight.series.firstDay, eggs: running)),
            style: .line, x: .time(insight.weeks.map(\.start), .week),
            series: [Chart.Series(name: name, color: kind.flatMap { coop.kinds[$0].color }, values: cumulative)],
            words: context.chartWords)
        var sum = 0
        let rows = insight.months.map { month -> (String, [String]) in
            let laid = kind.map { month.totals.laidByKind[$0] } ?? month.totals.laid
            sum += laid
            return (write.month(month.start.yearMonth), [write.count(laid), write.count(sum)])
        }.reversed()
        return GraphContent(
            slug: slug, title: title, menuLabel: kind == nil ? words(.totalMenu) : name,
            group: kind == nil ? .eggs : .totalByKind, intro: words(.totalIntro), chart: chart,
            table: GraphTable(
                caption: words(.totalCaption),
                headers: [words(.graphColumn(.month)), words(.graphColumn(.eggs)), words(.graphColumn(.inAll))], rows: Array(rows)),
            figures: [(words(.totalFigure), write.count(running), words(.totalFigureSince(insight.series.firstDay)))])
    }
}
