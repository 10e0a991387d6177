import CoopCharts
import CoopInsight
import CoopLocale
import CoopValues

/// What the graph pages say around every chart: the menu and its groups, how a phone's chart
/// is cut, the table's common headers, a week's tooltip and the molts marked.
extension Message {
    /// The graph tab's menu: "Graphs".
    static let graphsMenu = Message("graphs.menu")

    /// A group of the graph menu: "Eggs", "Weekly eggs by kind", "Money".
    static func graphGroup(_ group: GraphGroup) -> Message { Message("graphs.group." + group.rawValue) }

    /// The stretch a phone's first view of a chart shows: "The last 26 weeks", "The last 2 years".
    static func graphRecent(_ count: Int, _ period: Chart.Period) -> Message {
        switch period {
        case .day: Message("graphs.last-days", ["count": .count(count)])
        case .week where count % 52 == 0: Message("graphs.last-years", ["count": .count(count / 52)])
        case .week: Message("graphs.last-weeks", ["count": .count(count)])
        case .month where count % 12 == 0: Message("graphs.last-years", ["count": .count(count / 12)])
        case .month: Message("graphs.last-months", ["count": .count(count)])
        }
    }

    /// The link to the whole of a chart from its recent stretch: "The whole history, since July 2024".
    static func graphWhole(since first: CivilDate) -> Message { Message("graphs.whole-history", ["first": .date(first)]) }

    /// A molt found in the laying rate, marked on a chart, with its name (``moltName(_:)``):
    /// "Molt (found in the laying rate)".
    static func moltFound(_ name: String) -> Message { Message("graphs.molt-found", ["name": .text(name)]) }

    /// A week in a chart's tooltip: "Week of 16 Nov 2026".
    static func weekOf(_ day: CivilDate) -> Message { Message("graphs.week-of", ["day": .date(day)]) }

    /// A chart's tooltip in a sentence: a shaded span "Fence & gate: 3 Nov 2026 – 5 Nov 2026",
    /// a marker "8 Nov 2026: Molt started", a bar's value "Week of 16 Nov 2026: Eggs 20".
    static func chartTooltip(_ tooltip: ChartTooltip) -> Message {
        switch tooltip {
        case .span(let label, let from, let to):
            Message("graphs.tooltip.span", ["label": .text(label), "from": .date(from), "to": .date(to)])
        case .marker(let day, let label): Message("graphs.tooltip.marker", ["day": .date(day), "label": .text(label)])
        case .value(let point, let series, let value):
            Message("graphs.tooltip.value", ["point": .text(point), "series": .text(series), "value": .text(value)])
        }
    }

    /// A column heading shared by the graphs' tables: "Month", "Week of", "Eggs".
    static func graphColumn(_ column: GraphColumn) -> Message { Message("graphs.column." + column.rawValue) }

    /// Hours of daylight in a table: "10.5 h".
    static func graphHours(_ hours: Double) -> Message { Message("graphs.hours", ["hours": .decimal(hours, places: 1)]) }

    /// The unit after the hours of daylight on a chart's right axis: "h".
    static let graphHoursUnit = Message("graphs.hours-unit")

    /// The day length's line, in a legend: "Day length".
    static let graphDayLength = Message("graphs.column.day-length")
}

/// The groups of the graph menu, each a message `graphs.group.<name>`.
enum GraphGroup: String, Sendable {
    case eggs
    case weeklyByKind = "weekly-by-kind"
    case totalByKind = "total-by-kind"
    case oneTag = "one-tag"
    case seasons, flock, forecast, money
}

/// The column headings several graphs' tables share, each a message `graphs.column.<name>`.
enum GraphColumn: String, Sendable {
    case month
    case weekOf = "week-of"
    case eggs
    case dayLength = "day-length"
    case inAll = "in-all"
}

extension ChartWords {
    /// The charts' words in the site's language: its formats, `graphs.week-of` for a week's
    /// tooltip, and `graphs.tooltip.*` for the sentences of the tooltips.
    init(_ words: Words) {
        self.init(formats: words.formats, week: { words(.weekOf($0)) }, tooltip: { words(.chartTooltip($0)) })
    }
}

extension SiteContext {
    /// How the charts write in the site's language.
    var chartWords: ChartWords { ChartWords(words) }
}
