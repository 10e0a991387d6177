import CoopRecords
import CoopValues
import CoopYAML

/// A record written as a list item: its fields in order, values already YAML text.
public struct RecordItem: Sendable {
    /// The file stem: `notes`, `expenses`, `contributions`, `deliveries`.
    public let stem: String
    /// The day.
    public let date: CivilDate
    /// The fields after `date`, in the order they are written.
    public let fields: [(key: String, value: FieldValue)]

    /// A record of the list `stem` on `date` with `fields` after its date.
    public init(stem: String, date: CivilDate, fields: [(key: String, value: FieldValue)]) {
        self.stem = stem
        self.date = date
        self.fields = fields
    }

    /// The record as the lines of a list item, the first starting `- date:`.
    var listItem: [String] {
        ["- date: \(date.iso)"]
            + fields.flatMap { field in field.value.lines(key: field.key, indent: 2).enumerated().map { $0 == 0 ? "  " + $1 : $1 } }
    }

    /// A note.
    public static func note(date: CivilDate, title: String, tags: [String], text: String?, until: CivilDate?, hens: [String]) -> RecordItem
    {
        var fields: [(String, FieldValue)] = []
        if let until { fields.append(("until", .literal(until.iso))) }
        fields.append(("title", .text(title)))
        if !tags.isEmpty { fields.append(("tags", .list(tags))) }
        if !hens.isEmpty { fields.append(("hens", .list(hens))) }
        if let text { fields.append(("text", .text(text))) }
        return RecordItem(stem: "notes", date: date, fields: fields)
    }

    /// An expense (`amount` as typed, checked by the content rules).
    public static func expense(
        date: CivilDate, item: String, amount: String, tags: [String], paidBy: String?,
        oneTime: Bool, shared: Bool
    ) -> RecordItem {
        var fields: [(String, FieldValue)] = [("item", .text(item)), ("amount", .literal(amount))]
        if oneTime { fields.append(("consumable", .literal("false"))) }
        if !shared { fields.append(("shared", .literal("false"))) }
        if let paidBy { fields.append(("paid_by", .text(paidBy))) }
        if !tags.isEmpty { fields.append(("tags", .list(tags))) }
        return RecordItem(stem: "expenses", date: date, fields: fields)
    }

    /// A delivery of eggs to a person; with `paid` (as typed, checked by the content rules), a sale.
    public static func delivery(date: CivilDate, person: String, eggs: String, paid: String? = nil, note: String?) -> RecordItem {
        var fields: [(String, FieldValue)] = [("person", .text(person)), ("eggs", .literal(eggs))]
        if let paid { fields.append(("paid", .literal(paid))) }
        if let note { fields.append(("note", .text(note))) }
        return RecordItem(stem: "deliveries", date: date, fields: fields)
    }

    /// Money a person paid into the pot.
    public static func contribution(date: CivilDate, person: String, amount: String, note: String?) -> RecordItem {
        var fields: [(String, FieldValue)] = [("person", .text(person)), ("amount", .literal(amount))]
        if let note { fields.append(("note", .text(note))) }
        return RecordItem(stem: "contributions", date: date, fields: fields)
    }
}

extension ContentEditor {
    /// Adds `item` to the file holding its kind of record (see ``Coop/file(for:stem:among:)``),
    /// in date order when the file is ordered.
    public func add(_ item: RecordItem) throws -> Change {
        try locked {
            let coop = try current().coop
            let located: [(date: CivilDate, path: String)]
            switch item.stem {
            case "notes": located = coop.notes.map { ($0.date, relative($0.location.path)) }
            case "expenses": located = coop.expenses.map { ($0.date, relative($0.location.path)) }
            case "contributions": located = coop.contributions.map { ($0.date, relative($0.location.path)) }
            default: located = coop.deliveries.map { ($0.date, relative($0.location.path)) }
            }
            let path = Coop.file(for: item.date, stem: item.stem, among: located, existing: existingFiles(item.stem))
            return try edit(path) { file, root throws(EditError) in
                let placement = try Placement(root: root, file: file, date: ContentEditor.itemDate)
                let indent = String(repeating: " ", count: placement.indent)
                let body = item.listItem
                let line = placement.line(for: item.date)
                file.insert(body.map { indent + $0 }, beforeLine: line)
                return (line, body)
            }
        }
    }
}
