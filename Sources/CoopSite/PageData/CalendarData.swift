import CoopTemplate
import CoopValues

/// The data of `calendar/YYYY-MM.html` (and `calendar/index.html`, the current month).
struct CalendarMonthPageData: PageData {
    static let template = "pages/calendar-month.xhtml"

    let common: PageCommon
    let month: CalendarMonth

    static let templateFields = TemplateFields<CalendarMonthPageData>("CalendarMonthPage", [
        .fields(of: \.common),
        .field("month", \.month),
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

    static let templateFields = TemplateFields<CalendarMonth>("CalendarMonth", [
        .field("label", \.label, "November 2026"),
        .field("id", \.id, "2026-11"),
        .field("laid", \.laid),
        .field("edible", \.edible),
        .field("cracked", \.cracked),
        .field("recordedDays", \.recordedDays),
        .field("days", \.days),
        .field("perDay", \.perDay),
        .field("goalDays", \.goalDays, "days meeting the daily share of the goal"),
        .field("previous", \.previous),
        .field("next", \.next),
        .field("weekdays", \.weekdays, "column headings"),
        .field("weeks", \.weeks),
        .field("notes", \.notes),
        .field("listURL", \.listURL, "the month's egg list"),
        .field("yearURL", \.yearURL),
        .field("hasRange", \.hasRange, "a day of the month is part of a range (for the legend)"),
    ])
}

/// A week of a month's grid.
struct CalendarWeek: TemplateData {
    let days: [Prepared<DayCell>]

    static let templateFields = TemplateFields<CalendarWeek>("CalendarWeek", [
        .field("days", \.days),
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
    let label: String

    static let templateFields = TemplateFields<DayCell>("DayCell", [
        .field("day", \.day, "the day of the month"),
        .field("date", \.date),
        .field("inMonth", \.inMonth, "false for the padding days of other months"),
        .field("outside", \.outside, "true for the padding days of other months"),
        .field("recorded", \.recorded),
        .field("laid", \.laid, "eggs, when recorded"),
        .field("level", \.level, "0-4: how good a day it was"),
        .field("isRange", \.isRange, "counted as part of a range"),
        .field("isGoal", \.isGoal, "laid the daily share of the goal"),
        .field("isToday", \.isToday),
        .field("isFuture", \.isFuture),
        .field("notes", \.notes, "titles of notes on the day"),
        .field("deliveries", \.deliveries, "eggs handed out"),
        .field("label", \.label, "a description for screen readers and tooltips"),
    ])

    /// A padding day of another month.
    var outside: Bool { !inMonth }

    /// A padding cell: only its day number and a date, no data.
    static func padding(_ dayNumber: Int, date: CivilDate) -> DayCell {
        DayCell(day: dayNumber, date: date, inMonth: false, recorded: false, laid: nil, level: 0, isRange: false, isGoal: false,
                isToday: false, isFuture: false, notes: [], deliveries: 0, label: "")
    }
}

/// The data of `calendar/YYYY.html`.
struct CalendarYearPageData: PageData {
    static let template = "pages/calendar-year.xhtml"

    let common: PageCommon
    let year: CalendarYear

    static let templateFields = TemplateFields<CalendarYearPageData>("CalendarYearPage", [
        .fields(of: \.common),
        .field("year", \.year),
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

    static let templateFields = TemplateFields<CalendarYear>("CalendarYear", [
        .field("label", \.label),
        .field("laid", \.laid),
        .field("recordedDays", \.recordedDays),
        .field("perDay", \.perDay),
        .field("previous", \.previous),
        .field("next", \.next),
        .field("months", \.months),
        .field("dayNumbers", \.dayNumbers, "1 to 31, for headings"),
        .field("hasRange", \.hasRange, "a day of the year is part of a range (for the legend)"),
    ])
}

/// A month's row of a year's heatmap.
struct YearMonthRow: TemplateData {
    let label: String
    let url: String?
    let laid: Int?
    let recordedDays: Int
    let cells: [Prepared<DayCell>]

    static let templateFields = TemplateFields<YearMonthRow>("YearMonthRow", [
        .field("label", \.label, "Nov"),
        .field("url", \.url),
        .field("laid", \.laid, "none for a month that has not started"),
        .field("recordedDays", \.recordedDays),
        .field("cells", \.cells, "31 cells, padded"),
    ])
}
