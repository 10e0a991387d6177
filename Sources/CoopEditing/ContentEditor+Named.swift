import CoopFiles
import CoopRecords
import CoopValues

/// A record known by its name rather than its day: a hen, a person, a kind of egg, a chore
/// (named by its title: ``RecordDeclaration/namedBy``). Values are already YAML text.
public struct NamedItem: Sendable {
    /// The kind of record; its declaration's ``RecordDeclaration/identity`` is ``RecordDeclaration/Identity/name``.
    public let kind: RecordKind
    /// The record's name.
    public let name: String
    /// The fields after `name`, in the order they are written.
    public let fields: [(key: FieldKey, value: FieldValue)]

    /// A record of `kind` named `name` with `values`, written in the order the kind declares
    /// its fields; nil for a kind whose records are not named.
    public init?(_ kind: RecordKind, name: String, values: [FieldKey: FieldValue]) {
        guard kind.declaration.identity == .name else { return nil }
        self.kind = kind
        self.name = name
        fields = kind.declaration.fields.compactMap { field in
            guard field.key != kind.declaration.namedBy, let value = values[field.key] else { return nil }
            return (field.key, value)
        }
    }

    /// The key the record is named by: `name`, a chore's `title`.
    var nameKey: FieldKey { kind.declaration.namedBy ?? .name }

    /// The record as the lines of a list item: `- name: Pearl`, then its fields.
    var listItem: [String] {
        ["- \(nameKey.name): \(YAMLText.scalar(name))"]
            + fields.flatMap { field in field.value.lines(key: field.key, indent: 2).enumerated().map { $0 == 0 ? "  " + $1 : $1 } }
    }

    /// The record as the lines of a file of its own (a hen in `hens/`).
    var mapping: [String] {
        ["\(nameKey.name): \(YAMLText.scalar(name))"] + fields.flatMap { $0.value.lines(key: $0.key, indent: 0) }
    }
}

extension ContentEditor {
    /// Adds `item` at the end of the list of its kind (`hens.yaml`, `people.yaml`,
    /// `kinds.yaml`), or, for a hen in a coop that keeps one file a hen in `hens/`, as a file
    /// of its own named after her slug. The content rules (names unique ignoring case,
    /// references that exist) are checked with the new record before anything is written.
    public func add(_ item: NamedItem) throws -> Change {
        for (key, value) in [(item.nameKey, FieldValue.text(item.name))] + item.fields {
            if let refusal = value.refusal(key: key) { throw EditError.refused(refusal) }
        }
        return try locked {
            _ = try current()
            let declaration = item.kind.declaration
            let stem = declaration.stem
            let existing = existingFiles(stem)
            let list = existing.first { $0 == "\(stem).yaml" || $0 == "\(stem).yml" }
            if declaration.shape == .list(oneRecordPerFile: true), list == nil, existing.contains(stem + "/") {
                let path = "\(stem)/\(Slug.make(item.name)).yaml"
                guard FileSystem.entry(at: fullPath(path), followingLinks: false) == .missing else {
                    throw EditError.refused(.fileExists(file: shown(path)))
                }
                return try edit(path) { file, _ throws(EditError) in
                    file.insert(item.mapping, beforeLine: 1)
                    return (1, item.mapping)
                }
            }
            return try edit(list ?? "\(stem).yaml") { file, root throws(EditError) in
                let placement = try Placement(root: root, file: file, date: { _, _ in nil })
                let indent = String(repeating: " ", count: placement.indent)
                let line = placement.lineCount + 1
                file.insert(item.listItem.map { indent + $0 }, beforeLine: line)
                return (line, item.listItem)
            }
        }
    }
}
