import CoopFiles
import CoopRecords
import CoopValues

/// A record known by its name rather than its day: a hen, a person, a kind of egg. Values
/// are already YAML text.
public struct NamedItem: Sendable {
    /// The file stem: `hens`, `people` or `kinds`.
    public let stem: String
    /// The record's name.
    public let name: String
    /// The fields after `name`, in the order they are written.
    public let fields: [(key: String, value: FieldValue)]

    /// A record of the list `stem` named `name`, with `fields` after its name.
    public init(stem: String, name: String, fields: [(key: String, value: FieldValue)]) {
        self.stem = stem
        self.name = name
        self.fields = fields
    }

    /// A hen.
    public static func hen(name: String, breed: String?, kind: String?, hatched: CivilDate?, added: CivilDate?) -> NamedItem {
        var fields: [(String, FieldValue)] = []
        if let breed { fields.append(("breed", .text(breed))) }
        if let kind { fields.append(("kind", .text(kind))) }
        if let hatched { fields.append(("hatched", .literal(hatched.iso))) }
        if let added { fields.append(("added", .literal(added.iso))) }
        return NamedItem(stem: "hens", name: name, fields: fields)
    }

    /// A person sharing the eggs (`shares` as typed, checked by the content rules).
    public static func person(name: String, shares: String?, from: CivilDate?) -> NamedItem {
        var fields: [(String, FieldValue)] = []
        if let shares { fields.append(("shares", .literal(shares))) }
        if let from { fields.append(("from", .literal(from.iso))) }
        return NamedItem(stem: "people", name: name, fields: fields)
    }

    /// A kind of egg.
    public static func kind(name: String, label: String?, color: String?) -> NamedItem {
        var fields: [(String, FieldValue)] = []
        if let label { fields.append(("label", .text(label))) }
        if let color { fields.append(("color", .text(color))) }
        return NamedItem(stem: "kinds", name: name, fields: fields)
    }

    /// The record as the lines of a list item: `- name: Pearl`, then its fields.
    var listItem: [String] {
        ["- name: \(YAMLText.scalar(name))"]
            + fields.flatMap { field in field.value.lines(key: field.key, indent: 2).enumerated().map { $0 == 0 ? "  " + $1 : $1 } }
    }

    /// The record as the lines of a file of its own (a hen in `hens/`).
    var mapping: [String] {
        ["name: \(YAMLText.scalar(name))"] + fields.flatMap { $0.value.lines(key: $0.key, indent: 0) }
    }
}

extension ContentEditor {
    /// Adds `item` at the end of the list of its kind (`hens.yaml`, `people.yaml`,
    /// `kinds.yaml`), or, for a hen in a coop that keeps one file a hen in `hens/`, as a file
    /// of its own named after her slug. The content rules (names unique ignoring case,
    /// references that exist) are checked with the new record before anything is written.
    public func add(_ item: NamedItem) throws -> Change {
        try locked {
            _ = try current()
            let existing = existingFiles(item.stem)
            let list = existing.first { $0 == "\(item.stem).yaml" || $0 == "\(item.stem).yml" }
            if item.stem == "hens", list == nil, existing.contains("hens/") {
                let path = "hens/\(Slug.make(item.name)).yaml"
                guard FileSystem.entry(at: fullPath(path), followingLinks: false) == .missing else {
                    throw EditError.refused("\(shown(path)) already exists; a hen in hens/ has a file of her own")
                }
                return try edit(path) { file, _ throws(EditError) in
                    file.insert(item.mapping, beforeLine: 1)
                    return (1, item.mapping)
                }
            }
            return try edit(list ?? "\(item.stem).yaml") { file, root throws(EditError) in
                let placement = try Placement(root: root, file: file, date: { _, _ in nil })
                let indent = String(repeating: " ", count: placement.indent)
                let line = placement.lineCount + 1
                file.insert(item.listItem.map { indent + $0 }, beforeLine: line)
                return (line, item.listItem)
            }
        }
    }
}
