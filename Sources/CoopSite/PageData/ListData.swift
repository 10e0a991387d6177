import CoopTemplate
import CoopValues

/// The data of `list/eggs/YYYY-MM.html` (and `list/index.html`, the current month).
struct EggListPageData: PageData {
    static let template = "pages/list-eggs.xhtml"

    let common: PageCommon
    let eggs: EggMonth

    static let templateFields = TemplateFields<EggListPageData>("EggListPage", [
        .fields(of: \.common),
        .field("eggs", \.eggs),
    ])
}

/// A month's egg counts, a row a day.
struct EggMonth: TemplateData {
    let label: String
    let id: String
    let previous: Link?
    let next: Link?
    let kinds: [KindHeading]
    let severalKinds: Bool
    let rows: [EggRow]
    let byKind: [Int]
    let laid: Int
    let cracked: Int
    let edible: Int
    let recordedDays: Int
    let calendarURL: String
    let gapColumns: Int
    let showNotes: Bool

    static let templateFields = TemplateFields<EggMonth>("EggMonth", [
        .field("label", \.label),
        .field("id", \.id),
        .field("previous", \.previous),
        .field("next", \.next),
        .field("kinds", \.kinds),
        .field("severalKinds", \.severalKinds),
        .field("rows", \.rows),
        .field("byKind", \.byKind),
        .field("laid", \.laid),
        .field("cracked", \.cracked),
        .field("edible", \.edible),
        .field("recordedDays", \.recordedDays),
        .field("calendarURL", \.calendarURL),
        .field("gapColumns", \.gapColumns, "how many columns a day's counts take"),
        .field("showNotes", \.showNotes, "whether the coop has notes or ranges to show beside the days"),
    ])
}

/// The heading of a kind's column.
struct KindHeading: TemplateData {
    let name: String
    let label: String
    let color: String?

    static let templateFields = TemplateFields<KindHeading>("KindHeading", [
        .field("name", \.name),
        .field("label", \.label),
        .field("color", \.color),
    ])
}

/// A day of a month's egg list.
struct EggRow: TemplateData {
    let date: CivilDate
    let laid: Int?
    let isFuture: Bool
    let range: String?
    let byKind: [Int]
    let cracked: Int
    let notes: [String]

    static let templateFields = TemplateFields<EggRow>("EggRow", [
        .field("date", \.date),
        .field("recorded", \.recorded),
        .field("isFuture", \.isFuture),
        .field("gap", \.gap, "a past day not recorded"),
        .field("range", \.range, "the range the day belongs to, as written"),
        .field("byKind", \.byKind),
        .field("laid", \.laidOrZero),
        .field("cracked", \.cracked),
        .field("edible", \.edible),
        .field("notes", \.notes),
    ])

    /// Whether the day's eggs were written down.
    var recorded: Bool { laid != nil }
    /// A past day not recorded.
    var gap: Bool { laid == nil && !isFuture }
    /// The eggs laid, 0 when not recorded.
    var laidOrZero: Int { laid ?? 0 }
    /// The eggs that were not cracked.
    var edible: Int { (laid ?? 0) - cracked }
}

/// The data of `list/notes.html`.
struct NoteListPageData: PageData {
    static let template = "pages/list-notes.xhtml"

    let common: PageCommon
    let notes: [Prepared<NoteItem>]
    let tags: [TagItem]

    static let templateFields = TemplateFields<NoteListPageData>("NoteListPage", [
        .fields(of: \.common),
        .field("notes", \.notes),
        .field("tags", \.tags),
    ])
}

/// The data of `tags/<tag>.html`.
struct TagPageData: PageData {
    static let template = "pages/tag.xhtml"

    let common: PageCommon
    let tag: String
    let notes: [Prepared<NoteItem>]
    let expenses: [ExpenseRow]

    static let templateFields = TemplateFields<TagPageData>("TagPage", [
        .fields(of: \.common),
        .field("tag", \.tag),
        .field("notes", \.notes),
        .field("expenses", \.expenses),
    ])
}

/// The data of `list/expenses.html`.
struct ExpenseListPageData: PageData {
    static let template = "pages/list-expenses.xhtml"

    let common: PageCommon
    let expenses: [ExpenseRow]
    let total: CurrencyAmount
    let consumables: CurrencyAmount
    let oneTime: CurrencyAmount
    let unshared: CurrencyAmount

    static let templateFields = TemplateFields<ExpenseListPageData>("ExpenseListPage", [
        .fields(of: \.common),
        .field("expenses", \.expenses),
        .field("total", \.total),
        .field("consumables", \.consumables),
        .field("oneTime", \.oneTime),
        .field("unshared", \.unshared),
    ])
}

/// An expense.
struct ExpenseRow: TemplateData {
    let date: CivilDate
    let item: String
    let amount: CurrencyAmount
    let consumable: Bool
    let shared: Bool
    let paidBy: Link?
    let tags: [TagItem]

    static let templateFields = TemplateFields<ExpenseRow>("ExpenseRow", [
        .field("date", \.date),
        .field("item", \.item),
        .field("amount", \.amount),
        .field("consumable", \.consumable),
        .field("shared", \.shared),
        .field("paidBy", \.paidBy),
        .field("tags", \.tags),
    ])
}

/// The data of `list/contributions.html`.
struct ContributionListPageData: PageData {
    static let template = "pages/list-contributions.xhtml"

    let common: PageCommon
    let contributions: [ContributionRow]
    let total: CurrencyAmount

    static let templateFields = TemplateFields<ContributionListPageData>("ContributionListPage", [
        .fields(of: \.common),
        .field("contributions", \.contributions),
        .field("total", \.total),
    ])
}

/// A contribution to the pot.
struct ContributionRow: TemplateData {
    let date: CivilDate
    let person: Link
    let amount: CurrencyAmount
    let note: String?

    static let templateFields = TemplateFields<ContributionRow>("ContributionRow", [
        .field("date", \.date),
        .field("person", \.person),
        .field("amount", \.amount),
        .field("note", \.note),
    ])
}

/// The data of `list/deliveries.html`.
struct DeliveryListPageData: PageData {
    static let template = "pages/list-deliveries.xhtml"

    let common: PageCommon
    let deliveries: [DeliveryRow]
    let total: Int

    static let templateFields = TemplateFields<DeliveryListPageData>("DeliveryListPage", [
        .fields(of: \.common),
        .field("deliveries", \.deliveries),
        .field("total", \.total),
    ])
}

/// Eggs handed to a person.
struct DeliveryRow: TemplateData {
    let date: CivilDate
    let person: Link
    let eggs: Int
    let note: String?

    static let templateFields = TemplateFields<DeliveryRow>("DeliveryRow", [
        .field("date", \.date),
        .field("person", \.person),
        .field("eggs", \.eggs),
        .field("note", \.note),
    ])
}
