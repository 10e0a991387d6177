import CoopCharts
import CoopInsight
import CoopLocale
import CoopParallel
import CoopRecords
import CoopTemplate
import CoopValues

/// A graph page's data: the chart, the same numbers as a table, and words around them.
struct GraphContent: Sendable {
    let slug: String
    let title: String
    let menuLabel: String
    /// The graph's page: the weekly graph is the graph tab's own.
    var address: PageAddress { slug == EggGraphs.weeklySlug ? .graphs : .graph(slug: slug) }
    let group: GraphGroup
    let intro: String
    let chart: Chart
    let table: GraphTable
    var figures: [(String, String, String?)] = []
    var method: [String] = []
    var tagFilters: [(label: String, url: String)] = []
    /// When some tags have no one-tag graph (``TagLimits/graphs``), a link to where every tag is.
    var allTags: (label: String, url: String)?
    /// The notes listed under the graph, as indexes in ``Coop/notes``.
    var noteIndexes: [Int] = []
    /// The slug of the tag whose notes a one-tag graph lists: each shows that tag among its tags.
    var notesTag: String?
    /// The chart's axes, data and legend drawn once for every graph that shows them (the
    /// weekly graph and its one-tag versions), if it has such a drawing: its own chart then
    /// differs from the drawn one only in its id, title and annotations.
    var sharedDrawing: ChartDrawing?
    /// The same for the chart a phone shows first (``Chart/onPhone``).
    var sharedPhoneDrawing: ChartDrawing?
    /// Whether the graph menu lists it: the one-tag graphs are reached from their graph's
    /// "Only one tag's notes" links instead.
    var inMenu = true
}

/// A data table beside a chart, made into template data once: graphs that show the same
/// table (the weekly graph and its one-tag versions) share it.
struct GraphTable: Sendable {
    /// The `Table` object of the graph page's data.
    let data: Prepared<TableData>

    /// A table with a caption, column headers, and rows of a label and cells.
    init(caption: String, headers: [String], rows: [(String, [String])]) {
        data = Prepared(TableData(caption: caption, headers: headers, rows: rows.map { TableRow(label: $0, cells: $1) }))
    }
}

/// `graphs/index.html` and `graphs/<name>.html`: one page per graph, each with the chart as
/// inline SVG and its numbers as a table; the menu lists every graph that has data.
enum GraphPages {
    static func pages(_ context: SiteContext) -> [SitePage] {
        guard context.thresholds.weeklyEggs else { return [] }
        let graphs = catalog(context)
        let groups = graphs.filter(\.inMenu).reduce(into: [(GraphGroup, [MenuLink])]()) { groups, graph in
            let link = MenuLink(graph.menuLabel, graph.address.path)
            if let index = groups.firstIndex(where: { $0.0 == graph.group }) {
                groups[index].1.append(link)
            } else {
                groups.append((graph.group, [link]))
            }
        }
        let words = context.words
        let menu = Menu(
            title: words(.graphsMenu), sections: groups.map { MenuSection(title: words(.graphGroup($0.0)), links: $0.1) })
        return graphs.map { graph in
            SitePage(
                graph.address,
                data: GraphPageData(
                    common: context.common(graph.address, title: graph.title, menu: menu), graph: data(graph, context: context)))
        }
    }

    /// Every graph with data, in menu order.
    static func catalog(_ context: SiteContext) -> [GraphContent] {
        // What the weekly egg graphs share, made once; then the families, which are
        // independent: made on every core, kept in menu order.
        let weekly = WeeklyEggs(context)
        let families: [@Sendable (SiteContext) -> [GraphContent]] = [
            { EggGraphs.all($0, weekly) }, { EggGraphs.byKind($0, weekly) }, { SeasonGraphs.all($0, weekly.columns) }, FlockGraphs.all,
            ForecastGraph.all,
            MoneyGraphs.all, SalesGraphs.all, { EggGraphs.tagFiltered($0, weekly) },
        ]
        return families.parallelMap { $0(context) }.flatMap { $0 }
    }

    static func data(_ graph: GraphContent, context: SiteContext) -> GraphData {
        let chart = graph.chart
        let drawing = graph.sharedDrawing ?? ChartDrawing(chart)
        let phone = graph.sharedPhoneDrawing ?? ChartDrawing(chart.onPhone)
        var stretch: ChartStretch?
        if let count = chart.phoneRecentCount, case .time(let dates, let period) = chart.x, let first = dates.first {
            stretch = ChartStretch(recent: context.words(.graphRecent(count, period)), whole: context.words(.graphWhole(since: first)))
        }
        return GraphData(
            id: graph.slug, title: graph.title, intro: graph.intro,
            chart: Markup(trustedUTF8: drawing.svgBytes(id: chart.id, title: chart.title, annotations: chart.annotations)),
            phoneChart: Markup(trustedUTF8: phone.svgBytes(id: chart.id + "-phone", title: chart.title, annotations: chart.annotations)),
            stretch: stretch, legend: drawing.legend.map(LegendItem.init), table: graph.table.data,
            figures: graph.figures.map { Figure($0.0, $0.1, note: $0.2) }, method: graph.method,
            tagFilters: graph.tagFilters.map { Link($0.label, $0.url) }, allTags: graph.allTags.map { Link($0.label, $0.url) },
            notes: graph.noteIndexes.map { index in graph.notesTag.map { context.note(index, onPageOfTag: $0) } ?? context.notes[index] })
    }

    /// Whether `note` falls on a chart starting on `first`: it ends on or after that day. A
    /// note from before the records began is neither marked nor listed under the chart.
    static func isShown(_ note: Note, from first: CivilDate) -> Bool { (note.until ?? note.date) >= first }

    /// Notes as chart annotations: a marker, or a shaded span when the note has an end; and
    /// the molts found in the records that no note tells, named in `words`.
    static func annotations(_ notes: [Note], molts: [MoltPeriod], words: Words) -> [Chart.Annotation] {
        notes.map { Chart.Annotation(start: $0.date, end: $0.until, label: $0.title, kind: $0.until == nil ? "note" : "span") }
            + molts.filter { !$0.noted }.map {
                Chart.Annotation(
                    start: $0.start, end: $0.end, label: words(.moltFound(words(.moltName($0)))), kind: "molt",
                    shade: .tinted("var(--molt, #8a6bbf)"))
            }
    }
}
