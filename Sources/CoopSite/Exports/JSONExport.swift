import CoopRecords
import CoopValues

/// `data/coop.json`: every record and the settings, for scripts.
///
/// The document is an object: `generator` ("Coop Count"), `version` (1: the layout below;
/// a change that breaks readers raises it), `currency`, `settings`, then one array per
/// record kind (`kinds`, `hens`, `eggs`, `notes`, `people`, `expenses`, `contributions`,
/// `deliveries`), always present, possibly empty. Keys are the names of the content files;
/// an absent optional field is `null`. Dates are `"YYYY-MM-DD"` strings; money is a string
/// with two decimals (`"24.99"`) in `currency`; shares are numbers (`1.5`). Records refer
/// to each other by name. The layout is ``JSONValue``'s.
enum JSONExport {
    /// The file's path in the site.
    static let path = "data/coop.json"

    /// The document of `coop`.
    static func bytes(_ coop: Coop) -> [UInt8] {
        document(coop).bytes
    }

    /// The document of `coop` as a value.
    static func document(_ coop: Coop) -> JSONValue {
        .object([
            ("generator", .string("Coop Count")),
            ("version", .int(1)),
            ("currency", .string(coop.settings.currency.code)),
            ("settings", settings(coop.settings)),
            ("kinds", .array(coop.kinds.map(kind))),
            ("hens", .array(coop.hens.map { hen($0, coop) })),
            ("eggs", .array(coop.eggs.entries.map { eggs($0, coop) })),
            ("notes", .array(coop.notes.map { note($0, coop) })),
            ("people", .array(coop.people.map(person))),
            ("expenses", .array(coop.expenses.map { expense($0, coop) })),
            ("contributions", .array(coop.contributions.map { contribution($0, coop) })),
            ("deliveries", .array(coop.deliveries.map { delivery($0, coop) })),
        ])
    }

    private static func settings(_ settings: Settings) -> JSONValue {
        .object([
            ("title", .string(settings.title)),
            ("description", .text(settings.description)),
            ("week_starts", .string(settings.weekStart.name.lowercased())),
            ("latitude", settings.latitude.map { .number(String($0)) } ?? .null),
            ("goal", settings.weeklyGoal.map { .object([("eggs_per_week", .int($0))]) } ?? .null),
            ("base_url", .text(settings.baseURL)),
            ("edit_url", .text(settings.editURL)),
        ])
    }

    private static func kind(_ kind: EggKind) -> JSONValue {
        .object([
            ("name", .string(kind.name)), ("slug", .string(kind.slug)), ("label", .text(kind.label)),
            ("color", .text(kind.color)), ("size", .text(kind.size)), ("details", details(kind.details)),
        ])
    }

    private static func hen(_ hen: Hen, _ coop: Coop) -> JSONValue {
        .object([
            ("name", .string(hen.name)), ("slug", .string(hen.slug)), ("breed", .text(hen.breed)),
            ("kind", .string(coop.kinds[hen.kindIndex].name)), ("hatched", date(hen.hatched)), ("added", date(hen.added)),
            ("started_laying", date(hen.startedLaying)), ("removed", date(hen.removed)),
            ("removed_reason", .text(hen.removedReason)), ("photo", .text(hen.photo)), ("about", .text(hen.about)),
            ("details", details(hen.details)),
        ])
    }

    /// An egg entry: `laid` has every kind (0 included), `cracked_by_kind` and `credits`
    /// only the kinds and hens named; `until` is the last day of a range, else `null`.
    private static func eggs(_ entry: EggEntry, _ coop: Coop) -> JSONValue {
        let laid = zip(coop.kinds, entry.laid).map { ($0.name, JSONValue.int($1)) }
        let cracked = zip(coop.kinds, entry.crackedByKind).filter { $1 > 0 }.map { ($0.name, JSONValue.int($1)) }
        let credits = entry.credits.map { (coop.hens[$0.henIndex].name, JSONValue.int($0.count)) }
        return .object([
            ("date", date(entry.first)), ("until", entry.isRange ? date(entry.last) : .null), ("laid", .object(laid)),
            ("cracked", .int(entry.cracked)), ("cracked_by_kind", .object(cracked)), ("credits", .object(credits)),
        ])
    }

    private static func note(_ note: Note, _ coop: Coop) -> JSONValue {
        .object([
            ("date", date(note.date)), ("until", date(note.until)), ("title", .string(note.title)),
            ("tags", .array(note.tags.map(JSONValue.string))),
            ("hens", .array(note.henIndexes.map { .string(coop.hens[$0].name) })), ("text", .text(note.text)),
        ])
    }

    private static func person(_ person: Person) -> JSONValue {
        .object([
            ("name", .string(person.name)), ("slug", .string(person.slug)),
            ("periods", .array(person.periods.map { period in
                .object([("from", date(period.from)), ("until", date(period.until)),
                         ("shares", .number(period.shares.description))])
            })),
            ("details", details(person.details)),
        ])
    }

    private static func expense(_ expense: Expense, _ coop: Coop) -> JSONValue {
        .object([
            ("date", date(expense.date)), ("item", .string(expense.item)), ("amount", money(expense.amount)),
            ("consumable", .bool(expense.consumable)), ("shared", .bool(expense.shared)),
            ("paid_by", .text(expense.paidByIndex.map { coop.people[$0].name })),
            ("tags", .array(expense.tags.map(JSONValue.string))),
        ])
    }

    private static func contribution(_ contribution: Contribution, _ coop: Coop) -> JSONValue {
        .object([
            ("date", date(contribution.date)), ("person", .string(coop.people[contribution.personIndex].name)),
            ("amount", money(contribution.amount)), ("note", .text(contribution.note)),
        ])
    }

    private static func delivery(_ delivery: Delivery, _ coop: Coop) -> JSONValue {
        .object([
            ("date", date(delivery.date)), ("person", .string(coop.people[delivery.personIndex].name)),
            ("eggs", .int(delivery.eggs)), ("note", .text(delivery.note)),
        ])
    }

    /// `"2026-11-22"`, or `null`.
    private static func date(_ value: CivilDate?) -> JSONValue { value.map { .string($0.iso) } ?? .null }

    /// `"24.99"`: exact, never a floating-point number.
    private static func money(_ amount: Money) -> JSONValue { .string(amount.description) }

    /// Free facts as an object, in the order written.
    private static func details(_ rows: [DetailRow]) -> JSONValue { .object(rows.map { ($0.label, .string($0.value)) }) }
}
