import CoopTemplate
import CoopValues

/// The data of `list/eggs/YYYY-MM.html` (and `list/index.html`, the current month).
struct EggListPageData: PageData {
    static let template = "pages/list-eggs.xhtml"

    let common: PageCommon
    let eggs: EggMonth

    static let templateFields = TemplateFields<EggListPageData>(
        "EggListPage",
        [
            .fields(of: { $0.common }),
            .field("eggs", { $0.eggs }),
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
    let showCracked: Bool
    /// Eggs withheld after a treatment, in the month.
    var withheld = 0
    /// Whether the coop has eggs withheld after a treatment: the Withheld and Edible columns.
    var showWithheld = false

    static let templateFields = TemplateFields<EggMonth>(
        "EggMonth",
        [
            .field("label", { $0.label }),
            .field("id", { $0.id }),
            .field("previous", { $0.previous }),
            .field("next", { $0.next }),
            .field("kinds", { $0.kinds }),
            .field("severalKinds", { $0.severalKinds }),
            .field("rows", { $0.rows }),
            .field("byKind", { $0.byKind }),
            .field("laid", { $0.laid }),
            .field("cracked", { $0.cracked }),
            .field("edible", { $0.edible }),
            .field("recordedDays", { $0.recordedDays }),
            .field("calendarURL", { $0.calendarURL }),
            .field("gapColumns", { $0.gapColumns }, "how many columns a day's counts take"),
            .field("showNotes", { $0.showNotes }, "whether the coop has notes or ranges to show beside the days"),
            .field(
                "showCracked", { $0.showCracked },
                "whether the coop has recorded a cracked egg: the Cracked and Edible columns (else edible is laid)"),
            .field("withheld", { $0.withheld }, "eggs withheld after a treatment: not to eat or sell"),
            .field("showWithheld", { $0.showWithheld }, "whether the coop has eggs withheld after a treatment: the Withheld column"),
            .field("showEdible", { $0.showCracked || $0.showWithheld }, "whether the Edible column shows: cracked or withheld eggs"),
        ])
}

/// The heading of a kind's column.
struct KindHeading: TemplateData {
    let name: String
    let label: String
    let color: String?

    static let templateFields = TemplateFields<KindHeading>(
        "KindHeading",
        [
            .field("name", { $0.name }),
            .field("label", { $0.label }),
            .field("color", { $0.color }),
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
    /// Eggs withheld after a treatment.
    var withheld = 0
    let notes: [String]
    var actions: RecordActions? = nil

    static let templateFields = TemplateFields<EggRow>(
        "EggRow",
        [
            .field("date", { $0.date }),
            .field("recorded", { $0.recorded }),
            .field("isFuture", { $0.isFuture }),
            .field("gap", { $0.gap }, "a past day not recorded"),
            .field("range", { $0.range }, "the range the day belongs to, as written"),
            .field("byKind", { $0.byKind }),
            .field("laid", { $0.laidOrZero }),
            .field("cracked", { $0.cracked }),
            .field("withheld", { $0.withheld }, "eggs withheld after a treatment"),
            .field("edible", { $0.edible }),
            .field("notes", { $0.notes }),
            .field("actions", { $0.actions }, "Edit and Remove, under coop serve"),
        ])

    /// Whether the day's eggs were written down.
    var recorded: Bool { laid != nil }
    /// A past day not recorded.
    var gap: Bool { laid == nil && !isFuture }
    /// The eggs laid, 0 when not recorded.
    var laidOrZero: Int { laid ?? 0 }
    /// The eggs neither cracked nor withheld.
    var edible: Int { (laid ?? 0) - cracked - withheld }
}

/// The data of `list/notes.html`.
struct NoteListPageData: PageData {
    static let template = "pages/list-notes.xhtml"

    let common: PageCommon
    /// The menu of years; `nil` when the list is one page (``NoteListPages/onePageUpTo`` notes
    /// or fewer, or all in one year).
    let yearMenu: YearMenu?
    let notes: [Prepared<NoteItem>]
    let years: [NoteYear]
    let tags: [TagItem]

    static let templateFields = TemplateFields<NoteListPageData>(
        "NoteListPage",
        [
            .fields(of: { $0.common }),
            .field("yearMenu", { $0.yearMenu }, "the menu of years of a list of more than 40 notes, a page a year; absent on one page"),
            .field("notes", { $0.notes }, "the page's notes, newest first: every note, or its year's"),
            .field("years", { $0.years }, "the same notes by year, newest first, each under its own heading"),
            .field("tags", { $0.tags }, "every tag of the coop, on the list's own page (list/notes.html); empty on an earlier year's"),
        ])
}

/// The notes of one year, in the list of notes.
struct NoteYear: TemplateData {
    let year: String
    let notes: [Prepared<NoteItem>]

    static let templateFields = TemplateFields<NoteYear>(
        "NoteYear",
        [
            .field("year", { $0.year }, "2026"),
            .field("notes", { $0.notes }, "its notes, newest first"),
        ])
}

/// The data of `tags/<tag>.html` (the newest year) and `tags/<tag>/2025.html`.
struct TagPageData: PageData {
    static let template = "pages/tag.xhtml"

    let common: PageCommon
    let tag: String
    /// The menu of years; `nil` when the tagged records fall in one year.
    let years: YearMenu?
    let notes: [Prepared<NoteItem>]
    let expenses: [ExpenseRow]

    static let templateFields = TemplateFields<TagPageData>(
        "TagPage",
        [
            .fields(of: { $0.common }),
            .field("tag", { $0.tag }),
            .field("years", { $0.years }, "the menu of years, when the tagged records span several"),
            .field("notes", { $0.notes }),
            .field("expenses", { $0.expenses }),
        ])
}

/// The data of `list/expenses.html` (the newest year) and `list/expenses/2025.html`.
struct ExpenseListPageData: PageData {
    static let template = "pages/list-expenses.xhtml"

    let common: PageCommon
    /// The menu of years; `nil` when every expense falls in one year.
    let years: YearMenu?
    let expenses: [ExpenseRow]
    let total: CurrencyAmount
    let consumables: CurrencyAmount
    let oneTime: CurrencyAmount
    let unshared: CurrencyAmount
    /// Every expense's amount, of every year.
    let allTime: CurrencyAmount

    static let templateFields = TemplateFields<ExpenseListPageData>(
        "ExpenseListPage",
        [
            .fields(of: { $0.common }),
            .field("years", { $0.years }, "the menu of years, when the expenses span several"),
            .field("expenses", { $0.expenses }, "the year's expenses, newest first"),
            .field("total", { $0.total }, "the year's"),
            .field("consumables", { $0.consumables }, "the year's"),
            .field("oneTime", { $0.oneTime }, "the year's"),
            .field("unshared", { $0.unshared }, "the year's"),
            .field("allTime", { $0.allTime }, "the total of every year"),
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
    var actions: RecordActions? = nil

    static let templateFields = TemplateFields<ExpenseRow>(
        "ExpenseRow",
        [
            .field("date", { $0.date }),
            .field("item", { $0.item }),
            .field("amount", { $0.amount }),
            .field("consumable", { $0.consumable }),
            .field("shared", { $0.shared }),
            .field("paidBy", { $0.paidBy }),
            .field("tags", { $0.tags }),
            .field("actions", { $0.actions }, "Edit and Remove, under coop serve"),
        ])
}

/// The data of `list/contributions.html` (the newest year) and `list/contributions/2025.html`.
struct ContributionListPageData: PageData {
    static let template = "pages/list-contributions.xhtml"

    let common: PageCommon
    /// The menu of years; `nil` when every contribution falls in one year.
    let years: YearMenu?
    let contributions: [ContributionRow]
    let total: CurrencyAmount
    /// Every contribution's amount, of every year.
    let allTime: CurrencyAmount

    static let templateFields = TemplateFields<ContributionListPageData>(
        "ContributionListPage",
        [
            .fields(of: { $0.common }),
            .field("years", { $0.years }, "the menu of years, when the contributions span several"),
            .field("contributions", { $0.contributions }, "the year's contributions, newest first"),
            .field("total", { $0.total }, "the year's"),
            .field("allTime", { $0.allTime }, "the total of every year"),
        ])
}

/// A contribution to the pot.
struct ContributionRow: TemplateData {
    let date: CivilDate
    let person: Link
    let amount: CurrencyAmount
    let note: String?
    var actions: RecordActions? = nil

    static let templateFields = TemplateFields<ContributionRow>(
        "ContributionRow",
        [
            .field("date", { $0.date }),
            .field("person", { $0.person }),
            .field("amount", { $0.amount }),
            .field("note", { $0.note }),
            .field("actions", { $0.actions }, "Edit and Remove, under coop serve"),
        ])
}

/// The data of `list/deliveries.html` (the newest year) and `list/deliveries/2025.html`.
struct DeliveryListPageData: PageData {
    static let template = "pages/list-deliveries.xhtml"

    let common: PageCommon
    /// The menu of years; `nil` when every delivery falls in one year.
    let years: YearMenu?
    let deliveries: [DeliveryRow]
    /// The year's totals.
    let total: DeliveryTotals
    /// The totals of every year.
    let allTime: DeliveryTotals

    static let templateFields = TemplateFields<DeliveryListPageData>(
        "DeliveryListPage",
        [
            .fields(of: { $0.common }),
            .field("years", { $0.years }, "the menu of years, when the deliveries span several"),
            .field("deliveries", { $0.deliveries }, "the year's deliveries, newest first"),
            .field("total", { $0.total }, "the year's totals"),
            .field("allTime", { $0.allTime }, "the totals of every year"),
        ])
}

/// Eggs handed to a person.
struct DeliveryRow: TemplateData {
    let date: CivilDate
    let person: Link
    let eggs: Int
    let paid: CurrencyAmount?
    let note: String?
    var actions: RecordActions? = nil

    static let templateFields = TemplateFields<DeliveryRow>(
        "DeliveryRow",
        [
            .field("date", { $0.date }),
            .field("person", { $0.person }),
            .field("eggs", { $0.eggs }),
            .field("paid", { $0.paid }, "the money received, for a sale"),
            .field("note", { $0.note }),
            .field("actions", { $0.actions }, "Edit and Remove, under coop serve"),
        ])
}
