import CoopTemplate
import CoopValues

/// The data of `calendar/YYYY-MM.html` (and `calendar/index.html`, the current month).
struct CalendarMonthPageData: PageData {
    static let template = "pages/calendar-month.xhtml"

    let common: PageCommon
    let month: CalendarMonth

    static let templateFields = TemplateFields<CalendarMonthPageData>(
        "CalendarMonthPage",
        [
            .fields(of: { $0.common }),
            .field("month", { $0.month }),
        ])
}

/// A month of the calendar: its totals and its grid of weeks.
struct CalendarMonth: TemplateData {
    let label: String
    let id: String
    let laid: Int
    let edible: Int
    let cracked: Int
    let recordedDays: Int
    let days: Int
    let perDay: Double?
    let goalDays: Int?
    let previous: Link?
    let next: Link?
    let weekdays: [String]
    let weeks: [CalendarWeek]
    let notes: [Prepared<NoteItem>]
    let listURL: String
    let yearURL: String
    let hasRange: Bool
    /// Whether a day of the month has its eggs withheld (for the legend).
    var hasWithheld = false
    /// Whether eggs set hatch (or are due to) on a day of the month (for the legend).
    var hasHatch = false

    static let templateFields = TemplateFields<CalendarMonth>(
        "CalendarMonth",
        [
            .field("label", { $0.label }, "November 2026"),
            .field("id", { $0.id }, "2026-11"),
            .field("laid", { $0.laid }),
            .field("edible", { $0.edible }),
            .field("cracked", { $0.cracked }),
            .field("recordedDays", { $0.recordedDays }),
            .field("days", { $0.days }),
            .field("perDay", { $0.perDay }),
            .field("goalDays", { $0.goalDays }, "days meeting the daily share of the goal"),
            .field("previous", { $0.previous }),
            .field("next", { $0.next }),
            .field("weekdays", { $0.weekdays }, "column headings"),
            .field("weeks", { $0.weeks }),
            .field("notes", { $0.notes }),
            .field("listURL", { $0.listURL }, "the month's egg list"),
            .field("yearURL", { $0.yearURL }),
            .field("hasRange", { $0.hasRange }, "a day of the month is part of a range (for the legend)"),
            .field("hasWithheld", { $0.hasWithheld }, "a day of the month has its eggs withheld after a treatment (for the legend)"),
            .field("hasHatch", { $0.hasHatch }, "eggs set hatch, or are due to, on a day of the month (for the legend)"),
        ])
}

/// A week of a month's grid.
struct CalendarWeek: TemplateData {
    let days: [Prepared<DayCell>]

    static let templateFields = TemplateFields<CalendarWeek>(
        "CalendarWeek",
        [
            .field("days", { $0.days })
        ])
}

/// One day's cell, in a month's grid or a year's heatmap; a padding cell stands for a day
/// of another month.
struct DayCell: TemplateData {
    let day: Int
    let date: CivilDate
    let inMonth: Bool
    let recorded: Bool
    let laid: Int?
    let level: Int
    let isRange: Bool
    let isGoal: Bool
    let isToday: Bool
    let isFuture: Bool
    let notes: [String]
    let deliveries: Int
    /// Whether the day's eggs are withheld after a treatment.
    let withheld: Bool
    /// Whether eggs set hatch, or are due to, on the day.
    var hatch = false
    let label: String
    /// Under coop serve, what tapping the day opens: its entry's edit form, or the egg form
    /// for it when it is not recorded.
    var app: Link? = nil
    /// The day's row in its month's egg list (`list/eggs/2026-11.html#d2026-11-22`), for a day
    /// from the first record up to today: tapping the day opens it, with the day's eggs by kind.
    var listURL: String? = nil
    /// A day before the first record: the records had not begun, so it is no gap.
    var before = false

    static let templateFields = TemplateFields<DayCell>(
        "DayCell",
        [
            .field("day", { $0.day }, "the day of the month"),
            .field("date", { $0.date }),
            .field("inMonth", { $0.inMonth }, "false for the padding days of other months"),
            .field("outside", { $0.outside }, "true for the padding days of other months"),
            .field("recorded", { $0.recorded }),
            .field("laid", { $0.laid }, "eggs, when recorded"),
            .field("level", { $0.level }, "0-4: how good a day it was"),
            .field("isRange", { $0.isRange }, "counted as part of a range"),
            .field("isGoal", { $0.isGoal }, "laid the daily share of the goal"),
            .field("isToday", { $0.isToday }),
            .field("isFuture", { $0.isFuture }),
            .field("notes", { $0.notes }, "titles of notes on the day"),
            .field("deliveries", { $0.deliveries }, "eggs handed out"),
            .field("withheld", { $0.withheld }, "the day's eggs are withheld after a treatment: not to be eaten or sold"),
            .field("hatch", { $0.hatch }, "eggs set hatch, or are due to, on the day"),
            .field("label", { $0.label }, "a description for screen readers and tooltips"),
            .field("app", { $0.app }, "under coop serve, the form the day opens: edit its entry, or add one"),
            .field(
                "listURL", { $0.listURL },
                "the day's row in its month's egg list, for a day from the first record up to today: what tapping the day opens"),
            .field("before", { $0.before }, "a day before the first record: no gap, the records had not begun"),
        ])

    /// A padding day of another month.
    var outside: Bool { !inMonth }

    /// A padding cell: only its day number and a date, no data.
    static func padding(_ dayNumber: Int, date: CivilDate) -> DayCell {
        DayCell(
            day: dayNumber, date: date, inMonth: false, recorded: false, laid: nil, level: 0, isRange: false, isGoal: false,
            isToday: false, isFuture: false, notes: [], deliveries: 0, withheld: false, label: "")
    }
}

/// The data of `calendar/YYYY.html`.
struct CalendarYearPageData: PageData {
    static let template = "pages/calendar-year.xhtml"

    let common: PageCommon
    let year: CalendarYear

    static let templateFields = TemplateFields<CalendarYearPageData>(
        "CalendarYearPage",
        [
            .fields(of: { $0.common }),
            .field("year", { $0.year }),
        ])
}

/// A year of the calendar: a row of day cells and a total per month.
struct CalendarYear: TemplateData {
    let label: String
    let laid: Int
    let recordedDays: Int
    let perDay: Double?
    let previous: Link?
    let next: Link?
    let months: [YearMonthRow]
    let dayNumbers: [Int]
    let hasRange: Bool

    static let templateFields = TemplateFields<CalendarYear>(
        "CalendarYear",
        [
            .field("label", { $0.label }),
            .field("laid", { $0.laid }),
            .field("recordedDays", { $0.recordedDays }),
            .field("perDay", { $0.perDay }),
            .field("previous", { $0.previous }),
            .field("next", { $0.next }),
            .field("months", { $0.months }),
            .field("dayNumbers", { $0.dayNumbers }, "1 to 31, for headings"),
            .field("hasRange", { $0.hasRange }, "a day of the year is part of a range (for the legend)"),
        ])
}

/// A month's row of a year's heatmap.
struct YearMonthRow: TemplateData {
    let label: String
    let url: String?
    let laid: Int?
    let recordedDays: Int
    let cells: [Prepared<DayCell>]

    static let templateFields = TemplateFields<YearMonthRow>(
        "YearMonthRow",
        [
            .field("label", { $0.label }, "Nov"),
            .field("url", { $0.url }),
            .field("laid", { $0.laid }, "none for a month that has not started or has no record (not recorded, never 0)"),
            .field("recordedDays", { $0.recordedDays }),
            .field("cells", { $0.cells }, "31 cells, padded"),
        ])
}
