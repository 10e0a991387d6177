import CoopDiagnostics
import CoopValues

/// A medicine or treatment given to hens, and the days their eggs are not to be eaten or
/// sold because of it: from its first day to its last day plus ``withdrawalDays``.
public struct Treatment: Sendable {
    /// The first day.
    public let date: CivilDate
    /// The last day (the first, for a single day).
    public let until: CivilDate
    /// The product or the treatment: "Fenbendazole".
    public let what: String
    /// Indexes in ``Coop/hens`` of the hens treated; empty for the whole flock.
    public let henIndexes: [Int]
    /// Days after the last day during which the eggs are still withheld.
    public let withdrawalDays: Int
    /// The text, in Markdown.
    public let text: String?
    /// Tags, for tag pages.
    public let tags: [String]
    /// Where it is written.
    public let location: SourceLocation

    /// Creates a treatment.
    public init(
        date: CivilDate, until: CivilDate? = nil, what: String, henIndexes: [Int] = [], withdrawalDays: Int = 0,
        text: String? = nil, tags: [String] = [], location: SourceLocation
    ) {
        self.date = date
        self.until = until ?? date
        self.what = what
        self.henIndexes = henIndexes
        self.withdrawalDays = withdrawalDays
        self.text = text
        self.tags = tags
        self.location = location
    }

    /// Whether it treats the whole flock rather than named hens.
    public var isWholeFlock: Bool { henIndexes.isEmpty }

    /// The last day whose eggs are withheld: the last day of the treatment plus the withdrawal.
    public var withheldUntil: CivilDate { until.adding(days: withdrawalDays) }

    /// Whether the eggs of `day` are withheld because of it.
    public func withholds(_ day: CivilDate) -> Bool { day >= date && day <= withheldUntil }

    /// Whether the hen at `henIndex` of `coop`'s hens is treated: named, or in the flock on
    /// one of its days when it treats the whole flock.
    public func treats(_ henIndex: Int, in hens: [Hen]) -> Bool {
        guard isWholeFlock else { return henIndexes.contains(henIndex) }
        let hen = hens[henIndex]
        return (hen.added.map { $0 <= until } ?? true) && (hen.removed.map { $0 > date } ?? true)
    }
}

extension Coop {
    /// The treatments whose withdrawal holds back the eggs of `day`.
    public func treatments(withholding day: CivilDate) -> [Treatment] { treatments.filter { $0.withholds(day) } }

    /// Whether a treatment's withdrawal holds back the eggs of `day`: the calendar's ⊘.
    public func withholds(_ day: CivilDate) -> Bool { treatments.contains { $0.withholds(day) } }
}
