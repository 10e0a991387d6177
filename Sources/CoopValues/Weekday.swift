/// A day of the week; raw values count from Sunday = 0.
public enum Weekday: Int, Sendable, CaseIterable, Comparable {
    /// Sunday.
    case sunday = 0
    /// Monday.
    case monday, tuesday, wednesday, thursday, friday, saturday

    /// The English name: "Monday".
    public var name: String { Self.names[rawValue] }

    /// The English names, Sunday first.
    private static let names = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// The three-letter name: "Mon".
    public var shortName: String { String(name.prefix(3)) }

    /// The seven days in order, starting with `first`.
    public static func week(startingOn first: Weekday) -> [Weekday] {
        (0..<7).map { Weekday(rawValue: (first.rawValue + $0) % 7)! }
    }

    /// Sunday first.
    public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }
}
