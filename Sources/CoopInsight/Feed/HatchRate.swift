import CoopRecords
import CoopValues

/// The coop's hatching: eggs set and chicks hatched, and the hatch rate.
///
/// The hatch rate counts only the hatches whose `hatched` is written (a hatch still under
/// the hen has no result yet): chicks hatched ÷ eggs set in those hatches.
public struct HatchRate: Sendable, Equatable {
    /// Eggs set in the hatches with a result.
    public let eggsSet: Int
    /// Chicks hatched in them.
    public let hatched: Int
    /// Hatches still waiting for a result.
    public let waiting: Int

    /// Chicks over eggs set; `nil` before any hatch has a result.
    public var rate: Double? { eggsSet > 0 ? Double(hatched) / Double(eggsSet) : nil }

    /// The rate of `hatches` (all of the coop's, or one hen's).
    public init(_ hatches: [Hatch]) {
        let done = hatches.filter { $0.hatched != nil }
        eggsSet = done.reduce(0) { $0 + $1.eggs }
        hatched = done.reduce(0) { $0 + ($1.hatched ?? 0) }
        waiting = hatches.count - done.count
    }

    /// The hatches still to hatch on `today`: set on or before it, no result written, due on
    /// or after it, the one due first first.
    public static func due(_ coop: Coop, on today: CivilDate) -> [Hatch] {
        coop.hatches.filter { $0.hatched == nil && $0.date <= today && $0.hatchDay(kinds: coop.kinds) >= today }
            .sorted { $0.hatchDay(kinds: coop.kinds) < $1.hatchDay(kinds: coop.kinds) }
    }
}
