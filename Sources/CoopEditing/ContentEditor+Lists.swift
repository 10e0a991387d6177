import CoopRecords
import CoopValues
import CoopYAML

/// A dated record written as a list item (a note, an expense, a contribution, a delivery):
/// its kind, its day and its other fields, values already YAML text.
public struct RecordItem: Sendable {
    /// The kind of record; its declaration's ``RecordDeclaration/identity`` is ``RecordDeclaration/Identity/date``.
    public let kind: RecordKind
    /// The day.
    public let date: CivilDate
    /// The fields after `date`, in the order they are written.
    public let fields: [(key: FieldKey, value: FieldValue)]

    /// A record of `kind` on `date` with `values`, written in the order the kind declares its
    /// fields; nil for a kind whose records are not dated.
    public init?(_ kind: RecordKind, date: CivilDate, values: [FieldKey: FieldValue]) {
        guard kind.declaration.identity == .date else { return nil }
        self.kind = kind
        self.date = date
        fields = kind.declaration.fields.compactMap { field in
            guard field.key != .date, let value = values[field.key] else { return nil }
            return (field.key, value)
        }
    }

    /// The record as one line, a flow mapping: `- {date: 2026-11-06, person: Jen, eggs: 12}`,
    /// for a file whose records are written so.
    var flowListItem: String {
        "- {\(FieldKey.date.name): \(date.iso)"
            + fields.map { ", \($0.key.name): \($0.value.flowText)" }.joined() + "}"
    }

    /// The record as the lines of a list item, the first starting `- date:`.
    var listItem: [String] {
        ["- \(FieldKey.date.name): \(date.iso)"]
            + fields.flatMap { field in field.value.lines(key: field.key, indent: 2).enumerated().map { $0 == 0 ? "  " + $1 : $1 } }
    }
}

extension ContentEditor {
    /// Whether the entry of `lines`, whose first line is `first`, is a one-line flow
    /// mapping: `- {…}` on a line of its own.
    static func isOneLineFlow(_ first: String, lines entry: Placement.Entry) -> Bool {
        let text = first.drop { $0 == " " }
        return entry.firstLine == entry.lastLine && text.hasPrefix("- {")
    }

    /// Adds `item` to the file holding its kind of record (see ``Coop/file(for:stem:among:existing:)``),
    /// in date order when the file is ordered.
    public func add(_ item: RecordItem) throws -> Change {
        for (key, value) in item.fields { if let refusal = value.refusal(key: key) { throw EditError.refused(refusal) } }
        return try locked {
            let coop = try current().coop
            let declaration = item.kind.declaration
            let located = (declaration.dates?(coop) ?? []).map { ($0.date, relative($0.location.path)) }
            let path = Coop.file(for: item.date, stem: declaration.stem, among: located, existing: existingFiles(declaration.stem))
            return try edit(path) { file, root throws(EditError) in
                let placement = try Placement(root: root, file: file, date: ContentEditor.itemDate)
                let indent = String(repeating: " ", count: placement.indent)
                let line = placement.line(for: item.date)
                // Written as its neighbours are: one line when the record before it (or, at
                // the top, after it) is a one-line flow mapping, as the sample's deliveries.
                let neighbour = placement.entries.last { $0.lastLine < line } ?? placement.entries.first
                let body =
                    neighbour.map { Self.isOneLineFlow(file.line($0.firstLine), lines: $0) } ?? false
                    ? [item.flowListItem] : item.listItem
                file.insert(body.map { indent + $0 }, beforeLine: line)
                return (line, body)
            }
        }
    }
}
