import CoopDiagnostics
import CoopValues

/// One line of an egg file: what was collected on a day, or over an inclusive range of days.
public struct EggEntry: Sendable {
    /// Eggs credited to one hen, by her name as a key.
    public struct Credit: Sendable, Hashable {
        /// The index of the hen in ``Coop/hens``.
        public let henIndex: Int
        /// How many of the eggs were hers.
        public let count: Int

        /// Creates a credit.
        public init(henIndex: Int, count: Int) {
            self.henIndex = henIndex
            self.count = count
        }
    }

    /// The first day covered.
    public let first: CivilDate
    /// The last day covered (the same as `first` for a single day).
    public let last: CivilDate
    /// Eggs laid, by index in ``Coop/kinds``.
    public let laid: [Int]
    /// Cracked (not edible) eggs in all, among those laid.
    public let cracked: Int
    /// Cracked eggs by kind, where the kind is known; sums to at most `cracked`.
    public let crackedByKind: [Int]
    /// Eggs credited to particular hens (they are also counted in `laid`).
    public let credits: [Credit]
    /// Eggs withheld because of a treatment (``WithheldEggs``): laid and not cracked, but
    /// not to be eaten or sold.
    public private(set) var withheld = 0
    /// Withheld eggs by kind; sums to `withheld`.
    public private(set) var withheldByKind: [Int]
    /// Where the entry is written.
    public let location: SourceLocation

    /// Creates an entry.
    public init(
        first: CivilDate, last: CivilDate, laid: [Int], cracked: Int = 0, crackedByKind: [Int]? = nil,
        credits: [Credit] = [], location: SourceLocation
    ) {
        self.first = first
        self.last = last
        self.laid = laid
        self.cracked = cracked
        self.crackedByKind = crackedByKind ?? [Int](repeating: 0, count: laid.count)
        self.credits = credits
        self.location = location
        withheldByKind = [Int](repeating: 0, count: laid.count)
    }

    /// The entry with `byKind` eggs of each kind withheld.
    func withholding(_ byKind: [Int]) -> EggEntry {
        var entry = self
        entry.withheldByKind = byKind
        entry.withheld = byKind.reduce(0, +)
        return entry
    }

    /// Whether the entry covers more than one day (written `FROM..TO`).
    public var isRange: Bool { last > first }
    /// How many days the entry covers.
    public var dayCount: Int { first.days(until: last) + 1 }
    /// Eggs laid in all.
    public var total: Int { laid.reduce(0, +) }
    /// Eggs fit to eat: laid minus cracked and withheld.
    public var edible: Int { total - cracked - withheld }
}

/// Every egg entry of the coop, sorted by first day, without overlaps.
public struct EggLog: Sendable {
    /// The entries, earliest first.
    public let entries: [EggEntry]

    /// Creates a log from entries in any order.
    public init(_ entries: [EggEntry]) {
        self.entries = entries.sorted { $0.first < $1.first }
    }

    /// The first day recorded.
    public var firstDay: CivilDate? { entries.first?.first }
    /// The last day recorded.
    public var lastDay: CivilDate? { entries.last?.last }
    /// How many days the entries cover.
    public var dayCount: Int { entries.reduce(0) { $0 + $1.dayCount } }
    /// Eggs laid in all.
    public var totalLaid: Int { entries.reduce(0) { $0 + $1.total } }
}
