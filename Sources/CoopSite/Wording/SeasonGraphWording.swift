import CoopInsight
import CoopLocale
import CoopValues

/// What the season graphs say: each month across the years, and the laying rate with its molts.
extension Message {
    /// The seasons graph's page title: "Month by month across the years".
    static let seasonsTitle = Message("seasons-graph.title")
    /// Its menu label: "Month by month".
    static let seasonsMenu = Message("seasons-graph.menu")
    /// Its chart's title: "Eggs a day, month by month, each year".
    static let seasonsChartTitle = Message("seasons-graph.chart-title")
    /// Its chart's description, from the first year to the last.
    static func seasonsSummary(from first: Int, to last: Int) -> Message {
        Message("seasons-graph.summary", ["first": .digits(first), "last": .digits(last)])
    }
    /// Its chart's description when the earlier years are a shaded range (``SeasonGraphs/linedYears``):
    /// the recent years' lines from `first` to `last`, the range from `earliest` to `latest`.
    static func seasonsSummaryBand(from first: Int, to last: Int, rangeFrom earliest: Int, to latest: Int) -> Message {
        Message(
            "seasons-graph.summary-band",
            ["first": .digits(first), "last": .digits(last), "earliest": .digits(earliest), "latest": .digits(latest)])
    }
    /// The shaded range's name in the legend: "1997–2021, lowest to highest".
    static func seasonsBand(from earliest: Int, to latest: Int) -> Message {
        Message("seasons-graph.band", ["earliest": .digits(earliest), "latest": .digits(latest)])
    }
    /// Its introduction.
    static let seasonsIntro = Message("seasons-graph.intro")
    /// Its introduction when the earlier years are a shaded range, naming how many years are lines.
    static func seasonsIntroBand(lines: Int) -> Message { Message("seasons-graph.intro-band", ["lines": .count(lines)]) }
    /// Its table's caption: "Eggs a day (on recorded days)".
    static let seasonsCaption = Message("seasons-graph.caption")
    /// The figures of summer and winter: "Summer", "Winter".
    static func seasonsFigure(summer: Bool) -> Message { Message(summer ? "seasons-graph.summer" : "seasons-graph.winter") }
    /// Their note: "eggs a day".
    static let seasonsFigureNote = Message("seasons-graph.eggs-a-day")

    /// The laying rate graph's title, menu label and chart title: "Laying rate".
    static let layingRateTitle = Message("laying-rate-graph.title")
    /// Its chart's description.
    static let layingRateSummary = Message("laying-rate-graph.summary")
    /// Its series: "Eggs per hen a day".
    static let layingRateSeries = Message("laying-rate-graph.series")
    /// Its introduction.
    static let layingRateIntro = Message("laying-rate-graph.intro")
    /// Its table's caption.
    static let layingRateCaption = Message("laying-rate-graph.caption")
    /// A column of its table: "Per hen a day", "Hen-days".
    static func layingRateColumn(_ name: String) -> Message { Message("laying-rate-graph.column." + name) }
    /// The figure of the whole history: "All time".
    static let layingRateAllTime = Message("laying-rate-graph.all-time")
    /// Its note: "eggs per hen a day".
    static let layingRateAllTimeNote = Message("laying-rate-graph.all-time-note")
    /// A molt's figure: "Molt from 15 Sep 2025", its name from ``moltName(_:)``.
    static func layingRateMolt(_ name: String, from start: CivilDate) -> Message {
        Message("laying-rate-graph.molt", ["name": .text(name), "start": .date(start)])
    }
    /// How far laying fell in it: "40% fewer".
    static func layingRateMoltDrop(_ drop: Double) -> Message {
        Message("laying-rate-graph.molt-drop", ["drop": .percent(drop, places: 0)])
    }
    /// A molt still going on.
    static let layingRateMoltOngoing = Message("laying-rate-graph.molt-ongoing")
    /// The end of a molt: "until 19 Oct 2025".
    static func layingRateMoltUntil(_ end: CivilDate) -> Message { Message("laying-rate-graph.molt-until", ["end": .date(end)]) }
    /// How the rate and the molts are found: two paragraphs.
    static let layingRateMethod = [Message("laying-rate-graph.method-week"), Message("laying-rate-graph.method-molt")]
}
