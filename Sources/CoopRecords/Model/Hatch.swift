import CoopDiagnostics
import CoopValues

/// Eggs set to hatch, under a broody hen or in an incubator (`hatches.yaml`).
public struct Hatch: Sendable {
    /// The day the eggs were set.
    public let date: CivilDate
    /// How many eggs were set, 1 or more.
    public let eggs: Int
    /// The index in ``Coop/hens`` of the broody hen sitting on them; `nil` for an incubator.
    public let henIndex: Int?
    /// The index in ``Coop/kinds`` of the kind of the eggs set, when given.
    public let kindIndex: Int?
    /// Chicks hatched, once known (at most ``eggs``).
    public let hatched: Int?
    /// The day they hatched, when written (`hatched_on`).
    public let hatchedOn: CivilDate?
    /// Where it is written.
    public let location: SourceLocation

    /// Days from setting to hatching for chickens, when the kind does not say.
    public static let chickenIncubationDays = 21

    /// Creates a hatch.
    public init(
        date: CivilDate, eggs: Int, henIndex: Int? = nil, kindIndex: Int? = nil, hatched: Int? = nil, hatchedOn: CivilDate? = nil,
        location: SourceLocation
    ) {
        self.date = date
        self.eggs = eggs
        self.henIndex = henIndex
        self.kindIndex = kindIndex
        self.hatched = hatched
        self.hatchedOn = hatchedOn
        self.location = location
    }

    /// The day they hatch: `hatched_on`, or the day set plus the kind's `incubation_days`
    /// (21 without a kind or without them).
    public func hatchDay(kinds: [EggKind]) -> CivilDate {
        if let hatchedOn { return hatchedOn }
        let days = kindIndex.flatMap { kinds.indices.contains($0) ? kinds[$0].incubationDays : nil } ?? Self.chickenIncubationDays
        return date.adding(days: days)
    }
}
