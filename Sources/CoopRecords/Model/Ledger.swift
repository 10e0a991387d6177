import CoopDiagnostics
import CoopValues

/// Money spent on the coop.
public struct Expense: Sendable {
    /// The day it was paid.
    public let date: CivilDate
    /// What was bought.
    public let item: String
    /// How much, > 0.
    public let amount: Money
    /// How much it bought, by weight (`quantity`): with the tag `feed`, it is feed.
    public let quantity: Weight?
    /// Whether it is used up (feed) rather than a one-time cost (a coop). Default true.
    public let consumable: Bool
    /// Whether everyone shares it (default true); `false` makes it the payer's own cost.
    public let shared: Bool
    /// The index in ``Coop/people`` of who paid; `nil` means paid from the pot.
    public let paidByIndex: Int?
    /// Tags, for grouping ("feed").
    public let tags: [String]
    /// Where it is written.
    public let location: SourceLocation

    /// Whether it is feed: tagged `feed`, with a quantity.
    public var isFeed: Bool { quantity != nil && tags.contains { $0.lowercased() == "feed" } }

    /// Creates an expense.
    public init(
        date: CivilDate, item: String, amount: Money, quantity: Weight? = nil, consumable: Bool = true, shared: Bool = true,
        paidByIndex: Int? = nil, tags: [String] = [], location: SourceLocation
    ) {
        self.date = date
        self.item = item
        self.amount = amount
        self.quantity = quantity
        self.consumable = consumable
        self.shared = shared
        self.paidByIndex = paidByIndex
        self.tags = tags
        self.location = location
    }
}

/// Money a person paid into the coop's pot.
public struct Contribution: Sendable {
    /// The day it was paid.
    public let date: CivilDate
    /// The index in ``Coop/people`` of who paid.
    public let personIndex: Int
    /// How much, > 0.
    public let amount: Money
    /// What it was for ("November").
    public let note: String?
    /// Where it is written.
    public let location: SourceLocation

    /// Creates a contribution.
    public init(date: CivilDate, personIndex: Int, amount: Money, note: String? = nil, location: SourceLocation) {
        self.date = date
        self.personIndex = personIndex
        self.amount = amount
        self.note = note
        self.location = location
    }
}

/// Eggs handed to a person.
public struct Delivery: Sendable {
    /// The day they were handed over.
    public let date: CivilDate
    /// The index in ``Coop/people`` of who received them.
    public let personIndex: Int
    /// How many eggs, > 0.
    public let eggs: Int
    /// The money received for them, when they were sold.
    public let paid: Money?
    /// A remark.
    public let note: String?
    /// Where it is written.
    public let location: SourceLocation

    /// Whether it is a sale (it has `paid`).
    public var isSale: Bool { paid != nil }

    /// Creates a delivery.
    public init(date: CivilDate, personIndex: Int, eggs: Int, paid: Money? = nil, note: String? = nil, location: SourceLocation) {
        self.date = date
        self.personIndex = personIndex
        self.eggs = eggs
        self.paid = paid
        self.note = note
        self.location = location
    }
}
