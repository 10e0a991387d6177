/// A time of day on the clock of the coop, `HH:MM` from 00:00 to 23:59: when a chore's
/// reminder rings, when the eggs are collected.
public struct TimeOfDay: Sendable, Hashable, Comparable {
    /// The hour, 0 to 23.
    public let hour: Int
    /// The minute, 0 to 59.
    public let minute: Int

    /// 09:00, a chore's reminder when it says no time.
    public static let morning = TimeOfDay(checkedHour: 9, minute: 0)

    /// The time `hour`:`minute`, or nil when either is out of range.
    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.init(checkedHour: hour, minute: minute)
    }

    private init(checkedHour hour: Int, minute: Int) {
        self.hour = hour
        self.minute = minute
    }

    /// The time written `HH:MM` (`7:30` too: one or two digits for the hour), or nil.
    public static func parse(_ text: String) -> TimeOfDay? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].utf8.count), parts[1].utf8.count == 2,
            parts.allSatisfy({ $0.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } }),
            let hour = Int(parts[0]), let minute = Int(parts[1])
        else { return nil }
        return TimeOfDay(hour: hour, minute: minute)
    }

    /// `HH:MM`.
    public var text: String { (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)" }

    /// Earlier first.
    public static func < (a: TimeOfDay, b: TimeOfDay) -> Bool { (a.hour, a.minute) < (b.hour, b.minute) }
}
