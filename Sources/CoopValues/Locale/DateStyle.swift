/// The ways Coop Count writes a date, each named after what it shows. Each language says
/// how it writes them (``LocaleFormats/datePattern(_:)``); templates name them in their
/// `date` filter (`| date "day-month-year"`) and messages in their placeholders
/// (`{day, date, day-month}`).
public enum DateStyle: String, CaseIterable, Sendable {
    /// `3 Nov`: chart ticks, the ends of short spans.
    case dayMonth = "day-month"
    /// `22 Nov 2026`: the site's dates, chart tooltips.
    case dayMonthYear = "day-month-year"
    /// `Sun 22`: a day in a month's calendar.
    case shortWeekdayDay = "short-weekday-day"
    /// `Mon 17 Nov`: alerts, `coop add`.
    case shortWeekdayDayMonth = "short-weekday-day-month"
    /// `Mon 16 Nov 2026`: `coop share`, the lists' days.
    case shortWeekdayDayMonthYear = "short-weekday-day-month-year"
    /// `Sunday 22 November`: the dashboard's today.
    case weekdayDayMonth = "weekday-day-month"
    /// `Sunday 22 November 2026`: the calendar's days.
    case weekdayDayMonthYear = "weekday-day-month-year"
    /// `November 2026`: a month's pages.
    case monthYear = "month-year"
    /// `November`: a month in a year.
    case month = "month"
    /// `Nov`: a month on a chart's axis.
    case shortMonth = "short-month"
    /// `Nov 2026`: a month on a long chart's axis.
    case shortMonthYear = "short-month-year"

    /// The style's place in ``allCases``, without searching it.
    var ordinal: Int {
        switch self {
        case .dayMonth: 0
        case .dayMonthYear: 1
        case .shortWeekdayDay: 2
        case .shortWeekdayDayMonth: 3
        case .shortWeekdayDayMonthYear: 4
        case .weekdayDayMonth: 5
        case .weekdayDayMonthYear: 6
        case .monthYear: 7
        case .month: 8
        case .shortMonth: 9
        case .shortMonthYear: 10
        }
    }

    /// How English writes it, in the letters of ``DatePattern``.
    public var englishPattern: String {
        switch self {
        case .dayMonth: "d MMM"
        case .dayMonthYear: "d MMM yyyy"
        case .shortWeekdayDay: "EEE d"
        case .shortWeekdayDayMonth: "EEE d MMM"
        case .shortWeekdayDayMonthYear: "EEE d MMM yyyy"
        case .weekdayDayMonth: "EEEE d MMMM"
        case .weekdayDayMonthYear: "EEEE d MMMM yyyy"
        case .monthYear: "MMMM yyyy"
        case .month: "MMMM"
        case .shortMonth: "MMM"
        case .shortMonthYear: "MMM yyyy"
        }
    }
}
