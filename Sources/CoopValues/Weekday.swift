/// A day of the week; raw values count from Sunday = 0.
public enum Weekday: Int, Sendable, CaseIterable, Comparable {
    /// Sunday.
    case sunday = 0
    /// Monday.
    case monday, tuesday, wednesday, thursday, friday, saturday

    /// The day as the content format writes it (`week_starts: monday`): its case name,
    /// the same in every language.
    public var keyword: String { String(describing: self) }

    /// The seven days in order, starting with `first`.
    public static func week(startingOn first: Weekday) -> [Weekday] {
        (0..<7).map { Weekday(rawValue: (first.rawValue + $0) % 7)! }
    }

    /// Sunday first.
    public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }
}
