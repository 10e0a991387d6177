import CoopRecords
import CoopValues
import CoopYAML

extension ContentEditor {
    /// The comment at the top of a new egg file.
    static func eggFileHeader(_ year: Int) -> String {
        "# Eggs collected in \(year). One line a day: date: count, or counts by kind."
    }

    /// What to do with a day already recorded.
    public enum Recorded: Sendable {
        /// Refuse: the day is already written down.
        case refuse
        /// Replace its entry with the new counts.
        case replace
        /// Add the new counts to it: a second collection the same day.
        case addTo
    }

    /// Adds the eggs of `day`: `counts` by name (a kind or a hen; `nil` for the default kind)
    /// and `cracked` among them. A day already recorded is refused, replaced or added to, as
    /// `recorded` says.
    public func addEggs(on day: CivilDate, counts: [(name: String?, count: Int)], cracked: Int?, replace: Bool) throws -> Change {
        try addEggs(on: day, counts: counts, cracked: cracked, recorded: replace ? .replace : .refuse)
    }

    /// Adds the eggs of `day` (see ``addEggs(on:counts:cracked:replace:)``), or, with
    /// `until`, of the days from `day` to `until` collected together (a range: it may not
    /// overlap a day or a range already recorded).
    public func addEggs(
        on day: CivilDate, until: CivilDate? = nil, counts: [(name: String?, count: Int)], cracked: Int?, recorded: Recorded
    ) throws -> Change {
        try locked {
            let coop = try current().coop
            let last = until ?? day
            if last < day { throw EditError.refused(.rangeEndsBeforeStart(first: day, last: last)) }
            let existing = coop.eggs.entries.first(where: { $0.first <= last && day <= $0.last })
            if until != nil, let existing {
                throw EditError.refused(
                    .rangeOverlaps(
                        first: day, last: last, recorded: existing.first...existing.last, file: existing.location.path,
                        line: existing.location.line))
            }
            var counts = counts
            var cracked = cracked
            if recorded == .addTo, let existing, !existing.isRange {
                (counts, cracked) = Self.adding(counts, cracked: cracked, to: existing, in: coop)
            }
            let key = until.map { "\(day.iso)..\($0.iso)" } ?? day.iso
            let text = "\(key): " + Self.eggValue(counts: counts, cracked: cracked, defaultKind: coop.kinds[0].name)
            if let existing {
                guard recorded != .refuse else {
                    throw EditError.refused(.dayRecorded(day, file: existing.location.path, line: existing.location.line))
                }
                guard !existing.isRange else {
                    throw EditError.refused(
                        .dayInRecordedRange(
                            day, range: existing.first...existing.last, file: existing.location.path, line: existing.location.line))
                }
                return try edit(relative(existing.location.path), replaced: true) { file, root throws(EditError) in
                    let placement = try Placement(root: root, file: file, date: ContentEditor.eggDate)
                    guard let entry = placement.entries.first(where: { $0.firstLine == existing.location.line }) else {
                        throw .refused(.dayNotFound(day, file: existing.location.path))
                    }
                    let indent = String(repeating: " ", count: max(0, existing.location.column - 1))
                    file.replace(lines: entry.firstLine...entry.lastLine, with: [indent + text])
                    return (entry.firstLine, [text])
                }
            }
            let path = Coop.file(
                for: day, stem: "eggs", among: coop.eggs.entries.map { ($0.first, relative($0.location.path)) },
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

    /// An egg entry's value as written after its date: `5`, or `{brown: 3, blue: 2, cracked: 1}`
    /// (`nil` names the default kind, `defaultKind`).
    static func eggValue(counts: [(name: String?, count: Int)], cracked: Int?, defaultKind: String) -> String {
        if counts.count == 1, counts[0].name == nil, cracked == nil { return "\(counts[0].count)" }
        var parts = counts.map { "\(YAMLText.scalar($0.name ?? defaultKind)): \($0.count)" }
        if let cracked { parts.append("cracked: \(cracked)") }
        return "{\(parts.joined(separator: ", "))}"
    }

    /// `counts` and `cracked` added to what `existing` (a single day) holds, by name: the
    /// kinds' counts (less the eggs credited to hens), each hen's credit, the cracked eggs.
    /// A name typed in another case is the coop's kind or hen.
    static func adding(
        _ counts: [(name: String?, count: Int)], cracked: Int?, to existing: EggEntry, in coop: Coop
    )
        -> (counts: [(name: String?, count: Int)], cracked: Int?)
    {
        var merged: [(name: String?, count: Int)] = []
        func add(_ name: String?, _ count: Int) {
            if let index = merged.firstIndex(where: { $0.name == name }) {
                merged[index].count += count
            } else {
                merged.append((name, count))
            }
        }
        let defaultKind = coop.kinds[0].name
        var byKind = existing.laid
        for credit in existing.credits { byKind[coop.hens[credit.henIndex].kindIndex] -= credit.count }
        for (index, count) in byKind.enumerated() where count > 0 || (index == 0 && existing.credits.isEmpty && existing.total == 0) {
            add(index == 0 ? nil : coop.kinds[index].name, count)
        }
        for credit in existing.credits { add(coop.hens[credit.henIndex].name, credit.count) }
        let names = coop.kinds.map(\.name) + coop.hens.map(\.name)
        for (name, count) in counts {
            let known = name.flatMap { typed in names.first { $0.lowercased() == typed.lowercased() } } ?? name
            add(known == defaultKind ? nil : known, count)
        }
        let allCracked = existing.cracked + (cracked ?? 0)
        return (merged, cracked == nil && existing.cracked == 0 ? nil : allCracked)
    }
}
