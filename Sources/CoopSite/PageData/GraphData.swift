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

/// A graph: the chart, the same numbers as a table, and words around them.
struct GraphData: TemplateData {
    let id: String
    let title: String
    let intro: String
    let chart: Markup
    let table: Prepared<TableData>
    let figures: [Figure]
    let method: [String]
    let tagFilters: [Link]
    let notes: [Prepared<NoteItem>]

    static let templateFields = TemplateFields<GraphData>(
        "Graph",
        [
            .field("id", { $0.id }),
            .field("title", { $0.title }),
            .field("intro", { $0.intro }),
            .field("chart", { $0.chart }, "the chart as inline SVG"),
            .field("table", { $0.table }),
            .field("figures", { $0.figures }),
            .field("method", { $0.method }, "how it is computed"),
            .field("tagFilters", { $0.tagFilters }, "the same graph with one tag's notes"),
            .field("notes", { $0.notes }, "the notes marked on the chart"),
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
