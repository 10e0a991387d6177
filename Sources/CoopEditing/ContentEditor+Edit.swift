import CoopFiles
import CoopRecords
import CoopValues
import CoopYAML

/// Where a record is written: its file, relative to the content folder, and the line it
/// starts on. Printed and read as `notes.yaml:12`.
public struct RecordPlace: Sendable, Hashable, CustomStringConvertible {
    /// The file, relative to the content folder (`eggs/2026.yaml`).
    public let path: String
    /// The 1-based line the record starts on.
    public let line: Int

    /// The place `line` of `path`.
    public init(path: String, line: Int) {
        self.path = path
        self.line = line
    }

    /// The place written as `path:line`, or `nil` when `text` is not one (or its path could
    /// leave the content folder).
    public init?(_ text: String) {
        guard let colon = text.lastIndex(of: ":"), let line = Int(text[text.index(after: colon)...]), line > 0 else { return nil }
        let path = String(text[..<colon])
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.isEmpty, !path.hasPrefix("/"), !segments.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else { return nil }
        self.init(path: path, line: line)
    }

    /// `path:line`.
    public var description: String { "\(path):\(line)" }
}

extension ContentEditor {
    /// A short fingerprint of the record at `place` as written now (a hash of its lines);
    /// `nil` when no record starts there. An edit form carries it, so that a save can tell
    /// whether the record changed in between.
    public func fingerprint(at place: RecordPlace) -> String? {
        recordText(at: place).map(FNV1a.hex)
    }

    /// The lines of the record at `place` as written now, joined with `\n`; `nil` when no
    /// record starts there.
    public func recordText(at place: RecordPlace) -> String? {
        guard let (bytes, parse) = parsedFile(place.path), case .success(let root) = parse else { return nil }
        let file = TextFile(bytes)
        guard let span = try? span(at: place, root: root, file: file) else { return nil }
        return span.map { file.line($0) }.joined(separator: "\n")
    }

    /// The fields of the record (a list item, or a hen's own file) at `place` as written
    /// now: each key with its value (a list's items, or one value); `nil` when no record
    /// starts there. What an edit form starts from.
    public func fields(at place: RecordPlace) -> [(key: String, values: [String])]? {
        guard let (_, parse) = parsedFile(place.path), case .success(let root) = parse,
            case .mapping(let mapping)? = Self.item(at: place, in: root)
        else { return nil }
        return mapping.pairs.compactMap { pair in
            guard case .scalar(let key) = pair.key else { return nil }
            switch pair.value {
            case .scalar(let value): return (key.value, value.isNull ? [] : [value.value])
            case .sequence(let list):
                return (key.value, list.items.compactMap { if case .scalar(let item) = $0 { item.value } else { nil } })
            case .mapping(let facts):
                // Free facts, one `name: value` line each, as the form's box shows them.
                return (
                    key.value,
                    facts.pairs.compactMap { pair in
                        guard case .scalar(let name) = pair.key, case .scalar(let value) = pair.value else { return nil }
                        return name.value + ": " + value.value
                    }
                )
            }
        }
    }

    /// Sets fields of the record (a list item, or a hen's own file) at `place`: each of
    /// `fields`, in the order records of its kind write them, is set to its value, or removed
    /// when it is `nil`. Only the lines of fields whose value changes are rewritten; every
    /// other byte of the file, the record's other fields and comments included, stays.
    /// Refuses when the record's ``fingerprint(at:)`` is no longer `original` (it changed since the
    /// form was made).
    public func edit(_ place: RecordPlace, expecting original: String, fields: [(key: FieldKey, value: FieldValue?)]) throws -> Change {
        for (key, value) in fields { if let refusal = value?.refusal(key: key) { throw EditError.refused(refusal) } }
        // No read of the content before: the check of the content with the edit reports any
        // error, the edit's or one there before.
        return try locked {
            try edit(place.path, replaced: true) { file, root throws(EditError) in
                let span = try span(at: place, root: root, file: file)
                try Self.check(span.map { file.line($0) }.joined(separator: "\n"), is: original, at: shown(place.path))
                guard let item = Self.item(at: place, in: root), case .mapping(let mapping) = item else {
                    throw .refused(.recordNotKeyValueLines(file: shown(place.path), line: place.line))
                }
                if mapping.isFlow {
                    // One line, `- {date: …, eggs: 12}`, stays one line; over several, edited by hand.
                    guard span.lowerBound == span.upperBound,
                        var flow = FlowRecordLine(file.line(place.line), braceAt: mapping.mark.column - 1),
                        flow.entries.count == mapping.pairs.count
                    else { throw .refused(.recordIsFlowMapping(file: shown(place.path), line: place.line)) }
                    try Self.edit(&flow, mapping, fields: fields)
                    file.replace(lines: span, with: [flow.line])
                    return (place.line, [flow.line.drop { $0 == " " }.description])
                }
                let keys = Self.keySpans(mapping, lastLine: span.upperBound, file: file)
                var changes: [LineChange] = []
                for (index, (key, value)) in fields.enumerated() {
                    let existing = keys.first { $0.key == key.name }
                    if let existing, let node = existing.value, let value, Self.holds(node, value) { continue }
                    switch (existing, value) {
                    case (nil, nil): continue
                    case (let existing?, nil):
                        guard existing.lines.lowerBound != keys[0].lines.lowerBound else {
                            throw .refused(.firstFieldEmpty(key))
                        }
                        changes.append((existing.lines.lowerBound, existing.lines, []))
                    case (let existing?, let value?):
                        if case .mapping(let facts) = value, let node = existing.value,
                            let factChanges = Self.factChanges(node, facts: facts, lines: existing.lines, file: file)
                        {
                            // Free facts written as a block: only the lines of the facts that change.
                            changes += factChanges
                            continue
                        }
                        if case .days(let days) = value, let node = existing.value,
                            let dayChanges = Self.dayChanges(node, days: days, file: file)
                        {
                            // Days written one `- ` line each: a line for each new day.
                            changes += dayChanges
                            continue
                        }
                        let first = file.line(existing.lines.lowerBound)
                        let prefix = String(first.unicodeScalars.prefix(existing.column))
                        var written = value.lines(key: key, indent: existing.column)
                        // A comment after a one-line value stays after the new one.
                        if existing.lines.count == 1, written.count == 1, let comment = Self.trailingComment(of: first) {
                            written[0] += comment
                        }
                        changes.append((existing.lines.lowerBound, existing.lines, [prefix + written[0]] + written.dropFirst()))
                    case (nil, let value?):
                        // Before the next field of the record's usual order already there, else at its end.
                        let later = fields[(index + 1)...].compactMap { next in keys.first { $0.key == next.key.name } }
                            .first { $0.lines.lowerBound != keys[0].lines.lowerBound }
                        let column = keys.dropFirst().first?.column ?? keys[0].column
                        let indent = String(repeating: " ", count: column)
                        let line = later?.lines.lowerBound ?? (keys.map(\.lines.upperBound).max() ?? span.upperBound) + 1
                        // The key's line indented; a block's lines are indented under it already.
                        let written = value.lines(key: key, indent: column)
                        changes.append((line, nil, [indent + written[0]] + written.dropFirst()))
                    }
                }
                // The fields end up in their order.
                file.apply(changes)
                return (place.line, changes.flatMap(\.lines))
            }
        }
    }

    /// Rewrites the egg entry at `place` (a day or a range, which keeps its dates) with
    /// `counts` by name (`nil`: the default kind) and `cracked`. Refuses when the entry's
    /// ``fingerprint(at:)`` is no longer `original`.
    public func editEggs(
        _ place: RecordPlace, expecting original: String, counts: [(name: String?, count: Int)], cracked: Int?
    ) throws -> Change {
        try locked {
            let coop = try current().coop
            return try edit(place.path, replaced: true) { file, root throws(EditError) in
                let span = try span(at: place, root: root, file: file)
                try Self.check(span.map { file.line($0) }.joined(separator: "\n"), is: original, at: shown(place.path))
                guard case .mapping(let mapping)? = root, let pair = mapping.pairs.first(where: { $0.key.mark.line == place.line }),
                    case .scalar(let key) = pair.key
                else { throw .refused(.noEggEntry(file: shown(place.path), line: place.line)) }
                let indent = String(repeating: " ", count: max(0, key.mark.column - 1))
                // The key as written: a day or a range, which YAML would otherwise have quoted.
                let text = key.value + ": " + Self.eggValue(counts: counts, cracked: cracked, defaultKind: coop.kinds[0].name)
                file.replace(lines: span, with: [indent + text])
                return (place.line, [text])
            }
        }
    }

    /// Removes the record at `place`: its lines are taken out and every other byte stays.
    /// Refuses when its ``fingerprint(at:)`` is no longer `original`, for a hen with a file
    /// of her own, and when the content without it breaks a rule (see ``remove(_:)``).
    public func remove(at place: RecordPlace, expecting original: String) throws -> Change {
        try locked {
            try edit(place.path) { file, root throws(EditError) in
                if case .mapping? = root, place.path.hasPrefix("hens/") {
                    throw .refused(.henHasOwnFile(file: shown(place.path)))
                }
                let span = try span(at: place, root: root, file: file)
                let lines = span.map { file.line($0) }
                try Self.check(lines.joined(separator: "\n"), is: original, at: shown(place.path))
                file.replace(lines: span, with: [])
                return (span.lowerBound, lines)
            }
        }
    }

    /// Refuses when `now` (a record's text) does not have the fingerprint `original`.
    private static func check(_ now: String, is original: String, at file: String) throws(EditError) {
        guard FNV1a.hex(now) == original else {
            throw .refused(.recordChanged(file: file))
        }
    }

    /// The lines of the record at `place`: from its first line to its last, without the
    /// blank lines and comments after it.
    func span(at place: RecordPlace, root: YAMLNode?, file: TextFile) throws(EditError) -> ClosedRange<Int> {
        if case .mapping(let mapping)? = root, place.path.hasPrefix("hens/"), mapping.pairs.first?.key.mark.line == place.line {
            var last = file.lineCount
            while last > place.line, Placement.isBlankOrComment(file.line(last)) { last -= 1 }
            return place.line...last
        }
        let placement = try Placement(root: root, file: file, date: { _, _ in nil })
        guard let entry = placement.entries.first(where: { $0.firstLine == place.line }) else {
            throw .refused(.noRecord(file: shown(place.path), line: place.line))
        }
        return entry.firstLine...entry.lastLine
    }

    /// The record's node: the list item starting at `place`, or a hen file's mapping.
    private static func item(at place: RecordPlace, in root: YAMLNode?) -> YAMLNode? {
        switch root {
        case .sequence(let list)?: list.items.first { $0.mark.line == place.line }
        case .mapping(let mapping)? where mapping.pairs.first?.key.mark.line == place.line: root
        default: nil
        }
    }

    /// A field of a record: its key, value, the column (0-based) its key starts at, and its lines.
    struct KeySpan {
        let key: String
        let value: YAMLNode?
        let column: Int
        let lines: ClosedRange<Int>
    }

    /// The fields of `mapping` with the lines each spans (to the next field, less blank lines
    /// and comments, which stay where they are).
    static func keySpans(_ mapping: YAMLMapping, lastLine: Int, file: TextFile) -> [KeySpan] {
        let pairs = mapping.pairs.compactMap { pair -> (String, YAMLNode, YAMLMark)? in
            guard case .scalar(let key) = pair.key else { return nil }
            return (key.value, pair.value, key.mark)
        }
        return pairs.enumerated().map { index, pair in
            var last = index + 1 < pairs.count ? pairs[index + 1].2.line - 1 : lastLine
            while last > pair.2.line, Placement.isBlankOrComment(file.line(last)) { last -= 1 }
            return KeySpan(key: pair.0, value: pair.1, column: pair.2.column - 1, lines: pair.2.line...max(pair.2.line, last))
        }
    }

    /// Sets `fields` in the one-line flow mapping `flow` (whose parse is `mapping`): a changed
    /// value rewrites its entry, a removed one drops it, a new one goes before the next field
    /// of the record's order already there, else at the end; the others stay as written.
    private static func edit(
        _ flow: inout FlowRecordLine, _ mapping: YAMLMapping, fields: [(key: FieldKey, value: FieldValue?)]
    ) throws(EditError) {
        var keys = (0..<flow.entries.count).map { flow.key($0) }
        let nodes = Dictionary(
            mapping.pairs.compactMap { pair -> (String, YAMLNode)? in
                guard case .scalar(let key) = pair.key else { return nil }
                return (key.value, pair.value)
            }
        ) { first, _ in first }
        for (index, (key, value)) in fields.enumerated() {
            let at = keys.firstIndex(of: key.name)
            switch (at, value) {
            case (nil, nil): continue
            case (let at?, nil):
                guard at != 0 else { throw .refused(.firstFieldEmpty(key)) }
                flow.entries.remove(at: at)
                keys.remove(at: at)
            case (let at?, let value?):
                if let node = nodes[key.name], holds(node, value) { continue }
                flow.entries[at] = flow.entry(key.name, value.flowText, like: at)
            case (nil, let value?):
                let later = fields[(index + 1)...].compactMap { next in keys.firstIndex(of: next.key.name) }.first { $0 != 0 }
                let at = later ?? keys.count
                flow.entries.insert(flow.entry(key.name, value.flowText, like: nil), at: at)
                keys.insert(key.name, at: at)
            }
        }
    }

    /// The comment at the end of a one-line field (`tags: [molt]   # hers`), with the spaces
    /// before it; `nil` when there is none. A `#` inside quotes, or not after a space, is
    /// part of the value.
    static func trailingComment(of line: String) -> String? {
        let scalars = Array(line.unicodeScalars)
        var index = 0
        var quote: Unicode.Scalar?
        while index < scalars.count {
            let scalar = scalars[index]
            if let open = quote {
                if open == "\"", scalar == "\\" {
                    index += 2
                    continue
                }
                if scalar == open {
                    // '' inside single quotes is one quote.
                    if open == "'", index + 1 < scalars.count, scalars[index + 1] == "'" {
                        index += 2
                        continue
                    }
                    quote = nil
                }
            } else if scalar == "\"" || scalar == "'", index > 0, " [{,:".unicodeScalars.contains(scalars[index - 1]) {
                quote = scalar
            } else if scalar == "#", index > 0, scalars[index - 1] == " " || scalars[index - 1] == "\t" {
                var start = index
                while start > 0, scalars[start - 1] == " " || scalars[start - 1] == "\t" { start -= 1 }
                var out = String.UnicodeScalarView()
                out.append(contentsOf: scalars[start...])
                return String(out)
            }
            index += 1
        }
        return nil
    }

    /// Whether `node` already holds `value`, so that its lines need not change.
    private static func holds(_ node: YAMLNode, _ value: FieldValue) -> Bool {
        switch (node, value) {
        case (.scalar(let scalar), .text(let text)):
            return scalar.value == text || scalar.value.hasSuffix("\n") && String(scalar.value.dropLast()) == text
        case (.scalar(let scalar), .literal(let text)): return scalar.value == text
        case (.scalar(let scalar), .list(let items)): return !scalar.isNull && [scalar.value] == items
        case (.scalar(let scalar), .days(let days)): return !scalar.isNull && [scalar.value] == days.map(\.iso)
        case (.sequence(let list), .days(let days)):
            return list.items.map { node -> String? in
                if case .scalar(let scalar) = node { return scalar.value }
                return nil
            } == days.map(\.iso)
        case (.mapping(let mapping), .mapping(let facts)):
            return mapping.pairs.map { pair -> DetailRow? in
                guard case .scalar(let name) = pair.key, case .scalar(let value) = pair.value else { return nil }
                return DetailRow(label: name.value, value: value.value)
            } == facts
        case (.sequence(let list), .list(let items)):
            // The same items in any order: a form lists them in its own order (the flock's).
            let written = list.items.map { node -> String? in
                if case .scalar(let scalar) = node { return scalar.value }
                return nil
            }
            return written.count == items.count && written.compactMap { $0 }.sorted() == items.sorted()
        default: return false
        }
    }
}
