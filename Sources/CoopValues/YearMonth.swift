/// A month of a particular year, such as 2026-11.
public struct YearMonth: Hashable, Comparable, Sendable, Strideable, CustomStringConvertible {
    /// The year.
    public let year: Int
    /// The month, 1-12.
    public let month: Int

    /// Creates a month; `month` must be 1-12.
    public init(year: Int, month: Int) {
        precondition((1...12).contains(month), "month out of range")
        self.year = year
        self.month = month
    }

    /// The first day of the month.
    public var firstDay: CivilDate { CivilDate(clampingYear: year, month: month, day: 1) }
    /// The last day of the month.
    public var lastDay: CivilDate { CivilDate(clampingYear: year, month: month, day: dayCount) }
    /// How many days the month has.
    public var dayCount: Int { CivilDate.daysIn(month: month, year: year) }
    /// Every day of the month, in order.
    public var days: ClosedRange<CivilDate> { firstDay...lastDay }

    /// `YYYY-MM`, as used in page names (`calendar/2026-11.html`).
    public var description: String { CivilDate.pad(year, 4) + "-" + CivilDate.pad(month, 2) }

    /// Months since year 0, for arithmetic.
    private var ordinal: Int { year * 12 + (month - 1) }

    /// The month `n` months away.
    public func advanced(by n: Int) -> YearMonth {
        let o = ordinal + n
        return YearMonth(year: o >= 0 ? o / 12 : (o - 11) / 12, month: ((o % 12) + 12) % 12 + 1)
    }

    /// The number of months from this one to `other`.
    public func distance(to other: YearMonth) -> Int { other.ordinal - ordinal }

    /// Earlier months first.
    public static func < (lhs: YearMonth, rhs: YearMonth) -> Bool { lhs.ordinal < rhs.ordinal }
}
