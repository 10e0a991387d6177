/// Eggs over some period: laid, cracked, withheld and edible, in all and by kind, and how
/// many of its days were recorded.
public struct EggTotals: Sendable, Equatable {
    /// Eggs laid.
    public var laid: Int
    /// Eggs cracked (among those laid).
    public var cracked: Int
    /// Eggs withheld after a treatment (among those laid, none of them cracked).
    public var withheld: Int = 0
    /// Eggs laid, by kind index.
    public var laidByKind: [Int]
    /// Days with a record (a range's days count).
    public var recordedDays: Int
    /// Days in the period.
    public var days: Int

    /// Eggs fit to eat: laid, less cracked and withheld.
    public var edible: Int { laid - cracked - withheld }

    /// Laid eggs per recorded day, or `nil` if no day was recorded.
    public var perRecordedDay: Double? { recordedDays > 0 ? Double(laid) / Double(recordedDays) : nil }

    /// The share of laid eggs that were cracked, or `nil` if none were laid.
    public var crackedShare: Double? { laid > 0 ? Double(cracked) / Double(laid) : nil }

    /// Whether any day of the period was recorded.
    public var isRecorded: Bool { recordedDays > 0 }

    /// Nothing, over `days` days.
    public static func empty(kinds: Int, days: Int = 0) -> EggTotals {
        EggTotals(laid: 0, cracked: 0, laidByKind: [Int](repeating: 0, count: kinds), recordedDays: 0, days: days)
    }
}
