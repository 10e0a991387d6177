import CoopLocale
import CoopValues

/// What the weekly and total egg graphs say: their titles, summaries, introductions and tables.
extension Message {
    /// The weekly graph's title: "Weekly eggs", or of one kind: "Weekly brown eggs".
    static func weeklyTitle(kind: String?) -> Message {
        kind.map { Message("weekly-graph.title-kind", ["kind": .text($0)]) } ?? Message("weekly-graph.title")
    }

    /// The weekly graph of all eggs in the menu: "Weekly eggs".
    static let weeklyMenu = Message("weekly-graph.menu")

    /// The one series of the weekly graph of all eggs of one kind: "Eggs".
    static let weeklySeries = Message("weekly-graph.series")

    /// The weekly chart's description: "Eggs laid each week from 3 Nov 2025 to 22 Nov 2026;
    /// the best week, from 6 Apr 2026, had 31." (the best week when there is one).
    static func weeklySummary(from first: CivilDate, to last: CivilDate, best: (start: CivilDate, laid: Int)?) -> Message {
        guard let best else { return Message("weekly-graph.summary", ["from": .date(first), "to": .date(last)]) }
        return Message(
            "weekly-graph.summary-best", ["from": .date(first), "to": .date(last), "best": .date(best.start), "eggs": .count(best.laid)])
    }

    /// The weekly graph's introduction, saying what the notes' marks and the dashed line
    /// are when the chart has them.
    static func weeklyIntro(notesMarked: Bool, daylight: Bool) -> Message {
        Message(
            "weekly-graph.intro", ["notes": .text(notesMarked ? "marked" : "none"), "daylight": .text(daylight ? "shown" : "none")])
    }

    /// The weekly table's caption: "Eggs laid each week, newest first".
    static let weeklyCaption = Message("weekly-graph.caption")

    /// The weekly table's column of days recorded: "Days recorded".
    static let weeklyDaysRecorded = Message("weekly-graph.days-recorded")

    /// The weekly graph with one tag's notes: "Weekly eggs and #molt notes".
    static func weeklyTagTitle(_ tag: String) -> Message { Message("weekly-graph.tag-title", ["tag": .text(tag)]) }

    /// Its introduction.
    static let weeklyTagIntro = Message("weekly-graph.tag-intro")

    /// The link from the weekly graph to every tag, when only some have a one-tag graph:
    /// "all 2,000 tags".
    static func allTags(_ count: Int) -> Message { Message("graphs.all-tags", ["count": .count(count)]) }

    /// The total graph's title: "Total eggs laid", or of one kind: "Total brown eggs laid".
    static func totalTitle(kind: String?) -> Message {
        kind.map { Message("total-graph.title-kind", ["kind": .text($0)]) } ?? Message("total-graph.title")
    }

    /// The total graph of all eggs in the menu: "Total eggs".
    static let totalMenu = Message("total-graph.menu")

    /// The total graph's series of all eggs: "All eggs".
    static let totalSeries = Message("total-graph.series")

    /// The total chart's description: "Eggs laid since 3 Nov 2025, added up week by week: 1,234 in all."
    static func totalSummary(since first: CivilDate, eggs: Int) -> Message {
        Message("total-graph.summary", ["first": .date(first), "eggs": .count(eggs)])
    }

    /// The total graph's introduction.
    static let totalIntro = Message("total-graph.intro")

    /// The total table's caption.
    static let totalCaption = Message("total-graph.caption")

    /// The total's figure: "Eggs laid".
    static let totalFigure = Message("total-graph.figure")

    /// The total's figure's note: "since 3 Nov 2025".
    static func totalFigureSince(_ first: CivilDate) -> Message { Message("total-graph.figure-since", ["first": .date(first)]) }
}
