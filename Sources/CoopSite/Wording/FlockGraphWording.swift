import CoopLocale

/// What the flock's graphs say: the eggs credited to each hen, and the share cracked.
extension Message {
    /// The per-hen graph's title and menu label: "Eggs per hen".
    static let hensGraphTitle = Message("hens-graph.title")

    /// The per-hen chart's title and the table's caption: "Eggs credited to each hen".
    static let hensGraphChartTitle = Message("hens-graph.chart-title")

    /// The per-hen chart's description, with each hen's eggs (``hensGraphHen(_:eggs:)``)
    /// between commas: "Eggs written down with a hen's name: Daisy 12, Pearl 3."
    static func hensGraphSummary(_ hens: String) -> Message { Message("hens-graph.summary", ["hens": .text(hens)]) }

    /// One hen and her eggs in the per-hen chart's description: "Daisy 12".
    static func hensGraphHen(_ name: String, eggs: Int) -> Message {
        Message("hens-graph.hen-eggs", ["name": .text(name), "eggs": .count(eggs)])
    }

    /// The per-hen chart's series: "Eggs credited".
    static let hensGraphSeries = Message("hens-graph.series")

    /// The per-hen graph's introduction.
    static let hensGraphIntro = Message("hens-graph.intro")

    /// A column of the per-hen table: "Hen", "First", "Last".
    static func hensGraphColumn(_ name: String) -> Message { Message("hens-graph.column." + name) }

    /// The cracked graph's title, menu label, figure and series: "Cracked eggs".
    static let crackedTitle = Message("cracked-graph.title")

    /// The cracked chart's description: "The share of eggs found cracked each month; 1.2% in all."
    static func crackedSummary(_ share: Double) -> Message { Message("cracked-graph.summary", ["share": .percent(share, places: 1)]) }

    /// The cracked chart's series and figure: "Cracked".
    static let crackedSeries = Message("cracked-graph.series")

    /// The cracked graph's introduction.
    static let crackedIntro = Message("cracked-graph.intro")

    /// The cracked table's caption.
    static let crackedCaption = Message("cracked-graph.caption")

    /// A column of the cracked table: "Cracked", "Laid", "Share".
    static func crackedColumn(_ name: String) -> Message { Message("cracked-graph.column." + name) }

    /// The cracked figure's note: "1.2% of eggs laid".
    static func crackedFigureNote(_ share: Double) -> Message {
        Message("cracked-graph.figure-note", ["share": .percent(share, places: 1)])
    }
}
