import CoopRecords
import CoopValues
import CoopYAML

extension ContentEditor {
    /// The comment at the top of a new egg file.
    static func eggFileHeader(_ year: Int) -> String {
        "# Eggs collected in \(year). One line a day: date: count, or counts by kind."
    }

    /// Adds the eggs of `day`: `counts` by name (a kind or a hen; `nil` for the default kind)
    /// and `cracked` among them. Refuses a day already recorded unless `replace`.
    public func addEggs(on day: CivilDate, counts: [(name: String?, count: Int)], cracked: Int?, replace: Bool) throws -> Change {
        try locked {
            let coop = try current().coop
            let text: String
            if counts.count == 1, counts[0].name == nil, cracked == nil {
                text = "\(day.iso): \(counts[0].count)"
            } else {
                let defaultKind = coop.kinds[0].name
                var parts = counts.map { "\(YAMLText.scalar($0.name ?? defaultKind)): \($0.count)" }
                if let cracked { parts.append("cracked: \(cracked)") }
                text = "\(day.iso): {\(parts.joined(separator: ", "))}"
            }
            if let existing = coop.eggs.entries.first(where: { $0.first <= day && day <= $0.last }) {
                let place = "\(existing.location.path), line \(existing.location.line)"
                guard replace else {
                    throw EditError.refused("\(day.iso) is already recorded (\(place)); add --replace to change it")
                }
                guard !existing.isRange else {
                    throw EditError.refused("\(day.iso) is part of the range \(existing.first.iso)..\(existing.last.iso) (\(place)); change the range by hand")
                }
                return try edit(relative(existing.location.path), replaced: true) { file, root throws(EditError) in
                    let placement = try Placement(root: root, file: file, date: ContentEditor.eggDate)
                    guard let entry = placement.entries.first(where: { $0.firstLine == existing.location.line }) else {
                        throw .refused("cannot find \(day.iso) in \(existing.location.path)")
                    }
                    let indent = String(repeating: " ", count: max(0, existing.location.column - 1))
                    file.replace(lines: entry.firstLine...entry.lastLine, with: [indent + text])
                    return (entry.firstLine, [text])
                }
            }
            let path = Coop.file(for: day, stem: "eggs", among: coop.eggs.entries.map { ($0.first, relative($0.location.path)) },
                                 existing: existingFiles("eggs"))
            return try edit(path) { file, root throws(EditError) in
                let placement = try Placement(root: root, file: file, date: ContentEditor.eggDate)
                var lines = [String(repeating: " ", count: placement.indent) + text]
                if root == nil, file.bytes.isEmpty {
                    lines.insert(ContentEditor.eggFileHeader(day.year), at: 0)
                }
                let line = placement.line(for: day)
                file.insert(lines, beforeLine: line)
                return (line + lines.count - 1, [text])
            }
        }
    }
}
