import CoopTemplate

/// The data of `graphs/index.html` and `graphs/<name>.html`.
struct GraphPageData: PageData {
    static let template = "pages/graph.xhtml"

    let common: PageCommon
    let graph: GraphData

    static let templateFields = TemplateFields<GraphPageData>("GraphPage", [
        .fields(of: \.common),
        .field("graph", \.graph),
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

    static let templateFields = TemplateFields<GraphData>("Graph", [
        .field("id", \.id),
        .field("title", \.title),
        .field("intro", \.intro),
        .field("chart", \.chart, "the chart as inline SVG"),
        .field("table", \.table),
        .field("figures", \.figures),
        .field("method", \.method, "how it is computed"),
        .field("tagFilters", \.tagFilters, "the same graph with one tag's notes"),
        .field("notes", \.notes, "the notes marked on the chart"),
    ])
}

/// A chart's numbers as a table.
struct TableData: TemplateData {
    let caption: String
    let headers: [String]
    let rows: [TableRow]

    static let templateFields = TemplateFields<TableData>("Table", [
        .field("caption", \.caption),
        .field("headers", \.headers),
        .field("rows", \.rows),
    ])
}

/// A row of a table: its label, then its cells.
struct TableRow: TemplateData {
    let label: String
    let cells: [String]

    static let templateFields = TemplateFields<TableRow>("TableRow", [
        .field("label", \.label),
        .field("cells", \.cells),
    ])
}
