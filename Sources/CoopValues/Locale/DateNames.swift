/// The names a language gives the months and the days of the week, as dates are written in
/// it: `November`, `Nov`; `Sunday`, `Sun`, `S`. Part of ``LocaleFormats``.
public struct DateNames: Sendable, Hashable {
    /// The months in full, January first: 12 names.
    public let months: [String]
    /// The months shortened, January first: 12 names (`Nov`, `nov.`).
    public let shortMonths: [String]
    /// The days of the week in full, Sunday first: 7 names.
    public let weekdays: [String]
    /// The days of the week shortened, Sunday first: 7 names (`Sun`, `dim.`).
    public let shortWeekdays: [String]
    /// The days of the week in one letter or two, Sunday first: 7 names (`S`, `D`).
    public let weekdayLetters: [String]
    /// How a date writes the first day of a month where it writes its day in one digit or
    /// two (`d`), when the language does not write `1`: `1er` in French (`1er juin`). `nil`: `1`.
    public let firstDay: String?

    /// Names from lists of the right lengths (12 months, 7 days); `nil` otherwise.
    public init?(
        months: [String], shortMonths: [String], weekdays: [String], shortWeekdays: [String], weekdayLetters: [String],
        firstDay: String? = nil
    ) {
        guard months.count == 12, shortMonths.count == 12, weekdays.count == 7, shortWeekdays.count == 7, weekdayLetters.count == 7
        else { return nil }
        self.months = months
        self.shortMonths = shortMonths
        self.weekdays = weekdays
        self.shortWeekdays = shortWeekdays
        self.weekdayLetters = weekdayLetters
        self.firstDay = firstDay
    }

    /// The names with every one passed through `change` (the pseudo-language's brackets).
    public func map(_ change: (String) -> String) -> DateNames {
        // The lengths are kept, so the result is always valid.
        DateNames(
            months: months.map(change), shortMonths: shortMonths.map(change), weekdays: weekdays.map(change),
            shortWeekdays: shortWeekdays.map(change), weekdayLetters: weekdayLetters.map(change), firstDay: firstDay.map(change)) ?? self
    }

    /// English: the short forms are the first three letters, the letters the first one.
    public static let english: DateNames = {
        let months = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
        ]
        let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        return DateNames(
            months: months, shortMonths: months.map { String($0.prefix(3)) }, weekdays: weekdays,
            shortWeekdays: weekdays.map { String($0.prefix(3)) }, weekdayLetters: weekdays.map { String($0.prefix(1)) })!
    }()
}
