import CoopCharts
import CoopTemplate

/// The data of `graphs/index.html` and `graphs/<name>.html`.
struct GraphPageData: PageData {
    static let template = "pages/graph.xhtml"

    let common: PageCommon
    let graph: GraphData

    static let templateFields = TemplateFields<GraphPageData>(
        "GraphPage",
        [
            .fields(of: { $0.common }),
            .field("graph", { $0.graph }),
        ])
}

/// A graph: the chart, drawn for a wide screen and for a phone, the same numbers as a table,
/// and words around them.
struct GraphData: TemplateData {
    let id: String
    let title: String
    let intro: String
    let chart: Markup
    let phoneChart: Markup
    let stretch: ChartStretch?
    let legend: [LegendItem]
    let table: Prepared<TableData>
    let figures: [Figure]
    let method: [String]
    let tagFilters: [Link]
    let allTags: Link?
    let notes: [Prepared<NoteItem>]

    static let templateFields = TemplateFields<GraphData>(
        "Graph",
        [
            .field("id", { $0.id }),
            .field("title", { $0.title }),
            .field("intro", { $0.intro }),
            .field("chart", { $0.chart }, "the chart as inline SVG, 720 units wide: the whole history"),
            .field(
                "phoneChart", { $0.phoneChart },
                "the chart as a phone shows it first, 320 units wide: its most recent stretch when the whole would not read well"),
            .field("stretch", { $0.stretch }, "what the phone's chart leaves out, when it is cut to its recent stretch"),
            .field("legend", { $0.legend }, "the series, band and overlay, with their colours, for a legend beside the chart"),
            .field("table", { $0.table }),
            .field("figures", { $0.figures }),
            .field("method", { $0.method }, "how it is computed"),
            .field("tagFilters", { $0.tagFilters }, "the same graph with one tag's notes: the tags on the most notes, when there are many"),
            .field("allTags", { $0.allTags }, "when some tags have no one-tag graph, a link to the list of notes, where every tag is"),
            .field("notes", { $0.notes }, "the notes marked on the chart"),
        ])
}

/// How a phone's chart is cut: the stretch it shows, and the whole history one tap away.
struct ChartStretch: TemplateData {
    let recent: String
    let whole: String

    static let templateFields = TemplateFields<ChartStretch>(
        "ChartStretch",
        [
            .field("recent", { $0.recent }, "the stretch the phone's chart shows: 'The last 26 weeks'"),
            .field("whole", { $0.whole }, "the link to the whole chart: 'The whole history, since July 2024'"),
        ])
}

/// An entry of a chart's legend.
struct LegendItem: TemplateData {
    let name: String
    let swatch: String
    let light: String?
    let dark: String?

    /// The template data of `entry`.
    init(_ entry: LegendEntry) {
        name = entry.name
        swatch = entry.swatch.rawValue
        light = entry.color?.light.hex
        dark = entry.color?.dark.hex
    }

    static let templateFields = TemplateFields<LegendItem>(
        "LegendItem",
        [
            .field("name", { $0.name }),
            .field("swatch", { $0.swatch }, "box, line, band (a range) or dashed (the day length)"),
            .field("light", { $0.light }, "a series' colour in the light scheme: '#a0612f'"),
            .field("dark", { $0.dark }, "its colour in the dark scheme"),
        ])
}

/// A chart's numbers as a table.
struct TableData: TemplateData {
    let caption: String
    let headers: [String]
    let rows: [TableRow]

    static let templateFields = TemplateFields<TableData>(
        "Table",
        [
            .field("caption", { $0.caption }),
            .field("headers", { $0.headers }),
            .field("rows", { $0.rows }),
        ])
}

/// A row of a table: its label, then its cells.
struct TableRow: TemplateData {
    let label: String
    let cells: [String]

    static let templateFields = TemplateFields<TableRow>(
        "TableRow",
        [
            .field("label", { $0.label }),
            .field("cells", { $0.cells }),
        ])
}
