import CoopLocale
import CoopValues

/// What the list tab says from Swift: its menu, the pages' titles, and a span note's dates
/// beside a day. The pages' other sentences are in their templates.
extension Message {
    /// "Lists": the list tab's menu.
    static var listsMenu: Message { Message("lists.title") }

    /// "Records": the menu's group of the kinds of record other than eggs.
    static var recordsGroup: Message { Message("lists.records") }

    /// "Eggs 2026": the menu's group of a year's egg months.
    static func eggsOfYear(_ year: Int) -> Message { Message("lists.eggs-year", ["year": .digits(year)]) }

    /// "Expenses, 2025": the title of an earlier year's page of a long list or ledger (``YearPages``).
    static func ofYear(_ title: String, _ year: Int) -> Message {
        Message("site.of-year", ["title": .text(title), "year": .digits(year)])
    }

    /// "Notes": the list of notes, in the menu and as its title.
    static var notesList: Message { Message("lists.notes") }

    /// "Expenses".
    static var expensesList: Message { Message("lists.expenses") }

    /// "Contributions".
    static var contributionsList: Message { Message("lists.contributions") }

    /// "Deliveries".
    static var deliveriesList: Message { Message("lists.deliveries") }

    /// "Eggs in November 2026": a month's egg list; `month` is the month as written.
    static func eggsInMonth(_ month: String) -> Message { Message("lists.eggs-title", ["month": .text(month)]) }

    /// "Fence repair (3 Nov – 5 Nov)": a note over several days, beside its first day in the month.
    static func noteSpan(_ title: String, from start: CivilDate, to end: CivilDate) -> Message {
        Message("lists.note-span", ["title": .text(title), "from": .date(start), "to": .date(end)])
    }

    /// "Tagged molt": a tag's page.
    static func tagged(_ tag: String) -> Message { Message("tag.title", ["tag": .text(tag)]) }
}
