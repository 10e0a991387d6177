import CoopDiagnostics
import CoopFiles
import CoopRecords
import CoopValues
import CoopYAML

extension ContentEditor {
    /// What an import did.
    public struct Import: Sendable {
        /// Lines added, by file (as the user names it).
        public let added: [(file: String, lines: Int)]
        /// Rows that could not be used.
        public let skipped: [SkippedRow]
    }

    /// Imports the egg counts of a CSV file (`bytes`), by the rules of ``addEggs(on:counts:cracked:replace:)``:
    /// rows of one day are merged, days already recorded (or overlapping a range) are skipped
    /// and reported with the row's line, and every other row is kept. Nothing is written if
    /// the content with the new lines has errors.
    public func importCSV(_ bytes: [UInt8], columns: CSVColumns) throws -> Import {
        let table = CSVTable(bytes)
        var (rows, skipped) = try CSVImport.read(table, columns: columns)
        return try locked {
            let coop = try current().coop
            var taken = TakenDays()
            for entry in coop.eggs.entries { taken.take(entry.first, entry.last, line: 0) }
            var accepted: [ImportedRow] = []
            // The accepted row of each span of days (one at most: a second of the same span
            // merges into it or clashes with it).
            var acceptedBySpan: [Int64: Int] = [:]
            // Rows of the same days and different kinds merge; anything else overlapping is a duplicate.
            for row in rows {
                let span = Int64(row.first.dayNumber) << 32 | Int64(UInt32(bitPattern: row.last.dayNumber))
                if let index = acceptedBySpan[span], row.counts[0].kind != nil,
                    !accepted[index].counts.contains(where: { $0.kind == row.counts[0].kind })
                {
                    let merged = accepted[index]
                    accepted[index] = ImportedRow(
                        line: merged.line, first: merged.first, last: merged.last, counts: merged.counts + row.counts)
                    continue
                }
                if let clash = taken.firstOverlap(row.first, row.last) {
                    let days = row.first == row.last ? row.first.iso : "\(row.first.iso)..\(row.last.iso)"
                    let with = clash.line > 0 ? "the row on line \(clash.line)" : "the records"
                    skipped.append(SkippedRow(line: row.line, reason: "\(days) is already recorded (by \(with))"))
                    continue
                }
                taken.take(row.first, row.last, line: row.line)
                acceptedBySpan[span] = accepted.count
                accepted.append(row)
            }
            rows = accepted.sorted { $0.first < $1.first }
            let defaultKind = coop.kinds[0].name
            var byFile: [String: [(day: CivilDate, text: String)]] = [:]
            // Labelled as `Coop.file(for:stem:among:existing:)` takes them: unlabelled, the whole
            // list was converted at each call, once per row.
            var located: [(date: CivilDate, path: String)] = coop.eggs.entries.map { ($0.first, relative($0.location.path)) }
            for row in rows {
                let path = Coop.file(for: row.first, stem: "eggs", among: located, existing: existingFiles("eggs"))
                located.append((row.first, path))
                let key = row.first == row.last ? row.first.iso : "\(row.first.iso)..\(row.last.iso)"
                let value =
                    row.counts.count == 1 && row.counts[0].kind == nil
                    ? String(row.counts[0].count)
                    : "{" + row.counts.map { "\(YAMLText.scalar($0.kind ?? defaultKind)): \($0.count)" }.joined(separator: ", ") + "}"
                byFile[path, default: []].append((row.first, "\(key): \(value)"))
            }
            var overlay: [String: [UInt8]] = [:]
            for (path, entries) in byFile {
                let read = parsedFile(path)
                let existing = read?.bytes
                var file = TextFile(existing ?? [])
                let root = try read.flatMap { read throws(EditError) in try parsed(read.parse, path: path) }
                let placement = try Placement(root: root, file: file, date: ContentEditor.eggDate)
                // Insert from the bottom up, so earlier line numbers stay right.
                let groups = Dictionary(grouping: entries) { placement.line(for: $0.day) }
                for line in groups.keys.sorted(by: >) {
                    let lines = groups[line]!.sorted { $0.day < $1.day }.map { String(repeating: " ", count: placement.indent) + $0.text }
                    file.insert(lines, beforeLine: line)
                }
                if existing == nil, let year = entries.first?.day.year {
                    file.insert([ContentEditor.eggFileHeader(year)], beforeLine: 1)
                }
                overlay[path] = file.bytes
            }
            let checked = load(overlay: overlay)
            if checked.hasErrors { throw EditError.invalid(checked.diagnostics, checked.sources) }
            for (path, bytes) in overlay {
                try write(bytes, to: path)
            }
            return Import(added: byFile.keys.sorted().map { (shown($0), byFile[$0]!.count) }, skipped: skipped.sorted { $0.line < $1.line })
        }
    }

    /// The root of `parse`, the file at `path`; refused when the file has a YAML error.
    private func parsed(_ parse: Result<YAMLNode?, Diagnostic>, path: String) throws(EditError) -> YAMLNode? {
        switch parse {
        case .success(let node): return node
        case .failure: throw .refused(.fileHasYAMLError(file: shown(path)))
        }
    }
}
