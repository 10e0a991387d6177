/// A calendar day with no time of day and no time zone, as written in the coop's files.
///
/// Stored as the number of days since 1970-01-01 so that comparing, subtracting and
/// stepping are integer operations; year, month and day are derived when asked
/// (Howard Hinnant's `civil_from_days`). Supports years 1 through 9999.
public struct CivilDate: Hashable, Comparable, Sendable, Strideable, CustomStringConvertible {
    /// Days since 1970-01-01 (negative before).
    public let dayNumber: Int32

    /// The day `dayNumber` days after 1970-01-01.
    public init(dayNumber: Int32) { self.dayNumber = dayNumber }

    /// The given day, or `nil` if it does not exist (`2026-02-30`) or lies outside years 1-9999.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            day >= 1, day <= CivilDate.daysIn(month: month, year: year)
        else { return nil }
        dayNumber = Int32(CivilDate.dayNumber(year: year, month: month, day: day))
    }

    /// The given day of any year, never failing: the month is brought into 1-12 and the day
    /// into the days of that month, and a day beyond what ``dayNumber`` holds is its first or
    /// last. For computed days (the first of a year, the last of a month) on paths that data
    /// reaches, where a failable initializer would need a force-unwrap.
    public init(clampingYear year: Int, month: Int, day: Int) {
        let year = min(max(year, -6_000_000), 6_000_000)
        let month = min(max(month, 1), 12)
        let day = min(max(day, 1), CivilDate.daysIn(month: month, year: year))
        dayNumber = Int32(clamping: CivilDate.dayNumber(year: year, month: month, day: day))
    }

    /// 1 January of `year`.
    public static func firstDay(ofYear year: Int) -> CivilDate { CivilDate(clampingYear: year, month: 1, day: 1) }

    /// 31 December of `year`.
    public static func lastDay(ofYear year: Int) -> CivilDate { CivilDate(clampingYear: year, month: 12, day: 31) }

    /// Days from 1970-01-01 to a valid day (Howard Hinnant's `days_from_civil`), for years
    /// within ±6 million, whose day numbers fit in an `Int` without overflow.
    private static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let shiftedMonth = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Year, month (1-12) and day (1-31).
    public var components: (year: Int, month: Int, day: Int) {
        let z = Int(dayNumber) + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The year.
    public var year: Int { components.year }
    /// The month, 1-12.
    public var month: Int { components.month }
    /// The day of the month, 1-31.
    public var day: Int { components.day }

    /// The year and month this day falls in.
    public var yearMonth: YearMonth {
        let c = components
        return YearMonth(year: c.year, month: c.month)
    }

    /// The day of the week.
    public var weekday: Weekday {
        // 1970-01-01 was a Thursday.
        let index = (Int(dayNumber) % 7 + 7 + 4) % 7
        return Weekday(rawValue: index)!
    }

    /// The 1-based day of the year (1 January is 1).
    public var dayOfYear: Int {
        let c = components
        return Int(dayNumber) - Int(CivilDate.firstDay(ofYear: c.year).dayNumber) + 1
    }

    /// The day `days` days later (earlier when negative). Never traps: a day beyond what
    /// ``dayNumber`` holds is its first or last (no supported date comes near it).
    public func adding(days: Int) -> CivilDate {
        let (sum, overflow) = Int(dayNumber).addingReportingOverflow(days)
        return CivilDate(dayNumber: overflow ? (days < 0 ? .min : .max) : Int32(clamping: sum))
    }

    /// Whole days from this day to `other` (positive when `other` is later).
    public func days(until other: CivilDate) -> Int { Int(other.dayNumber) - Int(dayNumber) }

    /// The first day of the week containing this day, for weeks starting on `start`.
    public func startOfWeek(_ start: Weekday) -> CivilDate {
        adding(days: -((weekday.rawValue - start.rawValue + 7) % 7))
    }

    /// `YYYY-MM-DD`.
    public var description: String { iso }

    /// `YYYY-MM-DD`, the form used in the content files.
    public var iso: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(10)
        appendISO(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``iso`` as UTF-8 bytes.
    public func appendISO(to out: inout [UInt8]) {
        out.append(iso: self)
    }

    static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    /// Whether `year` is a leap year in the proleptic Gregorian calendar.
    public static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The number of days in `month` of `year`.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Earlier days first.
    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool { lhs.dayNumber < rhs.dayNumber }

    /// The number of days from this day to `other`.
    public func distance(to other: CivilDate) -> Int { days(until: other) }

    /// The day `n` days away.
    public func advanced(by n: Int) -> CivilDate { adding(days: n) }
}

extension CivilDate {
    /// The days a coop's records and its "today" may fall on: 1900-01-01 to 9998-12-31.
    /// Every computation over them (a year back, a forecast a year ahead, a week's end) stays
    /// within the years ``init(year:month:day:)`` supports, so no date from the data can make
    /// one fail.
    public static let supported = CivilDate(dayNumber: -25_567)...CivilDate(dayNumber: 2_932_531)

    /// "1900-01-01 to 9998-12-31", for messages.
    public static let supportedDescription = "1900-01-01 to 9998-12-31"

    /// Why a piece of text is not a date.
    public enum ParseError: Error, Equatable, Sendable {
        /// Not of the form `YYYY-MM-DD`.
        case notADate
        /// Of the right form, but no such day (`2026-02-30`, `2026-13-01`).
        case impossible(year: Int, month: Int, day: Int)
    }

    /// Reads a strict `YYYY-MM-DD`: four-digit year, two-digit month and day.
    public static func parse(_ text: some StringProtocol) -> Result<CivilDate, ParseError> {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else {
            return .failure(.notADate)
        }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else {
            return .failure(.notADate)
        }
        guard let date = CivilDate(year: year, month: month, day: day) else {
            return .failure(.impossible(year: year, month: month, day: day))
        }
        return .success(date)
    }

    /// The date as given by a `--today` option or a test: `YYYY-MM-DD`, or `nil`.
    public init?(iso: some StringProtocol) {
        guard case .success(let date) = CivilDate.parse(iso) else { return nil }
        self = date
    }

    /// The UTC calendar day of a Unix timestamp (seconds since 1970), as `SOURCE_DATE_EPOCH` gives.
    public init(unixSeconds: Int64) {
        let days = unixSeconds >= 0 ? unixSeconds / 86_400 : (unixSeconds - 86_399) / 86_400
        self.init(dayNumber: Int32(clamping: days))
    }
}
