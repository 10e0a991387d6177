import CoopRecords
import CoopValues
import CoopYAML

/// A record written as a list item: its fields in order, values already YAML text.
public struct RecordItem: Sendable {
    /// The file stem: `notes`, `expenses`, `contributions`, `deliveries`.
    public let stem: String
    /// The day.
    public let date: CivilDate
    /// The fields after `date`, as `key: value` with the value already written as YAML.
    public let fields: [(key: String, value: String)]

    /// A note.
    public static func note(date: CivilDate, title: String, tags: [String], text: String?, until: CivilDate?, hens: [String]) -> RecordItem
    {
        var fields: [(String, String)] = []
        if let until { fields.append(("until", until.iso)) }
        fields.append(("title", YAMLText.scalar(title)))
        if !tags.isEmpty { fields.append(("tags", YAMLText.list(tags))) }
        if !hens.isEmpty { fields.append(("hens", YAMLText.list(hens))) }
        if let text { fields.append(("text", YAMLText.scalar(text))) }
        return RecordItem(stem: "notes", date: date, fields: fields)
    }

    /// An expense (`amount` as typed, checked by the content rules).
    public static func expense(
        date: CivilDate, item: String, amount: String, tags: [String], paidBy: String?,
        oneTime: Bool, shared: Bool
    ) -> RecordItem {
        var fields: [(String, String)] = [("item", YAMLText.scalar(item)), ("amount", amount)]
        if oneTime { fields.append(("consumable", "false")) }
        if !shared { fields.append(("shared", "false")) }
        if let paidBy { fields.append(("paid_by", YAMLText.scalar(paidBy))) }
        if !tags.isEmpty { fields.append(("tags", YAMLText.list(tags))) }
        return RecordItem(stem: "expenses", date: date, fields: fields)
    }

    /// A delivery of eggs to a person.
    public static func delivery(date: CivilDate, person: String, eggs: String, note: String?) -> RecordItem {
        var fields: [(String, String)] = [("person", YAMLText.scalar(person)), ("eggs", eggs)]
        if let note { fields.append(("note", YAMLText.scalar(note))) }
        return RecordItem(stem: "deliveries", date: date, fields: fields)
    }

    /// Money a person paid into the pot.
    public static func contribution(date: CivilDate, person: String, amount: String, note: String?) -> RecordItem {
        var fields: [(String, String)] = [("person", YAMLText.scalar(person)), ("amount", amount)]
        if let note { fields.append(("note", YAMLText.scalar(note))) }
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
                let body = ["- date: \(item.date.iso)"] + item.fields.map { "  \($0.key): \($0.value)" }
                let line = placement.line(for: item.date)
                file.insert(body.map { indent + $0 }, beforeLine: line)
                return (line, body)
            }
        }
    }
}
