import CoopValues

/// How often a chore comes back: every `count` days, weeks or months (`every: 2 weeks`).
public struct ChorePeriod: Sendable, Hashable {
    /// The unit of a period.
    public enum Unit: String, Sendable, CaseIterable {
        case day, week, month
    }

    /// How many units, 1 or more.
    public let count: Int
    /// Days, weeks or months.
    public let unit: Unit

    /// Every `count` `unit`s.
    public init(_ count: Int, _ unit: Unit) {
        self.count = count
        self.unit = unit
    }

    /// The words a unit may be written with, singular and plural, for did-you-mean.
    public static let unitWords = ["day", "days", "week", "weeks", "month", "months"]

    /// The period as written: `2 weeks`, `month`.
    public var text: String {
        count == 1 ? unit.rawValue : "\(count) \(unit.rawValue)s"
    }

    /// The day `times` periods after `start`. Months are counted from `start` every time, not
    /// step by step: a month after 31 January is the last day of February (28 or 29), two
    /// months after it 31 March, so a chore due on the 31st comes back on the last day of the
    /// shorter months without drifting to the 28th.
    public func day(_ times: Int, after start: CivilDate) -> CivilDate {
        switch unit {
        case .day: return start.adding(days: count * times)
        case .week: return start.adding(days: 7 * count * times)
        case .month:
            let months = start.month - 1 + count * times
            let year = start.year + months / 12
            let month = months % 12 + 1
            let day = min(start.day, CivilDate.daysIn(month: month, year: year))
            return CivilDate(year: year, month: month, day: day) ?? start
        }
    }
}
