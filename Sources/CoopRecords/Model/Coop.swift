import CoopValues

/// Everything in a coop's content folder, read and checked: the input of every page.
///
/// Immutable and `Sendable`, so pages can be computed from it in parallel. Records
/// refer to each other by index (`Hen.kindIndex`, `Expense.paidByIndex`).
public struct Coop: Sendable {
    /// The settings from `coop.yaml`.
    public let settings: Settings
    /// The egg kinds; at least one. The first is the default kind.
    public let kinds: [EggKind]
    /// The hens, in the order written.
    public let hens: [Hen]
    /// The egg counts.
    public let eggs: EggLog
    /// The notes, by date.
    public let notes: [Note]
    /// The people sharing, in the order first listed.
    public let people: [Person]
    /// The expenses, by date.
    public let expenses: [Expense]
    /// Money paid into the pot, by date.
    public let contributions: [Contribution]
    /// Eggs handed out, by date.
    public let deliveries: [Delivery]
    /// The treatments, by date.
    public let treatments: [Treatment]
    /// The chores that come back, in the order written.
    public let chores: [Chore]
    /// Eggs set to hatch, by date.
    public let hatches: [Hatch]
    /// Paths, relative to the content folder, of the non-YAML files to copy to the site (photos).
    public let assets: [String]

    /// Creates a coop; notes, ledgers and treatments are sorted by date (stably), and the
    /// eggs the treatments withhold are set on the egg entries (``WithheldEggs``).
    public init(
        settings: Settings = Settings(), kinds: [EggKind] = [.implicit], hens: [Hen] = [], eggs: EggLog = EggLog([]),
        notes: [Note] = [], people: [Person] = [], expenses: [Expense] = [],
        contributions: [Contribution] = [], deliveries: [Delivery] = [], treatments: [Treatment] = [], hatches: [Hatch] = [],
        assets: [String] = [], chores: [Chore] = []
    ) {
        self.settings = settings
        self.kinds = kinds.isEmpty ? [.implicit] : kinds
        self.hens = hens
        let treatments = treatments.stableSorted { $0.date < $1.date }
        self.treatments = treatments
        self.hatches = hatches.stableSorted { $0.date < $1.date }
        self.eggs =
            treatments.isEmpty
            ? eggs : EggLog(WithheldEggs.apply(treatments, hens: hens, kinds: self.kinds.count, to: eggs.entries))
        self.notes = notes.stableSorted { $0.date < $1.date }
        self.people = people
        self.expenses = expenses.stableSorted { $0.date < $1.date }
        self.contributions = contributions.stableSorted { $0.date < $1.date }
        self.deliveries = deliveries.stableSorted { $0.date < $1.date }
        self.assets = assets
        self.chores = chores
    }

    /// Whether the coop tells more than one kind of egg apart.
    public var hasSeveralKinds: Bool { kinds.count > 1 }
}

extension Array {
    /// Sorted by `areInIncreasingOrder`, keeping equal elements in their original order.
    func stableSorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
        enumerated().sorted { a, b in
            areInIncreasingOrder(a.element, b.element) || (!areInIncreasingOrder(b.element, a.element) && a.offset < b.offset)
        }.map(\.element)
    }
}
