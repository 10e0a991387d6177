import CoopFiles
import CoopRecords
import CoopValues
import CoopYAML

extension ContentEditor {
    /// The settings file of the content folder: `coop.yaml`, or `coop.yml` when only that one
    /// is written (relative to the content folder).
    public var settingsFile: String {
        FileSystem.read(fullPath("coop.yaml")) == nil && FileSystem.read(fullPath("coop.yml")) != nil ? "coop.yml" : "coop.yaml"
    }

    /// The settings as written now, each key with its value as text (`goal` with its
    /// `eggs_per_week`), and the fingerprint of the whole file (see ``editSettings(expecting:fields:)``);
    /// `nil` when the file cannot be read as settings (a YAML error, not a mapping).
    public func settings() -> (values: [(key: String, value: String)], fingerprint: String)? {
        let bytes = FileSystem.read(fullPath(settingsFile)) ?? []
        let fingerprint = FNV1a.hex(String(decoding: bytes, as: UTF8.self))
        guard let (_, parse) = parsedFile(settingsFile) else { return ([], fingerprint) }
        guard case .success(let root) = parse else { return nil }
        guard case .mapping(let mapping)? = root else { return root == nil ? ([], fingerprint) : nil }
        let values = mapping.pairs.compactMap { pair -> (key: String, value: String)? in
            guard case .scalar(let key) = pair.key else { return nil }
            switch pair.value {
            case .scalar(let value): return value.isNull ? nil : (key.value, Self.oneLine(value.value))
            case .mapping(let goal) where key.value == FieldKey.goal.name:
                guard case .scalar(let count)? = Self.eggsPerWeek(goal) else { return nil }
                return (key.value, count.value)
            default: return nil
            }
        }
        return (values, fingerprint)
    }

    /// Sets settings in the settings file: each of `fields` is set to its value (`goal` to
    /// its eggs a week, a ``FieldValue/literal(_:)``), or removed when it is `nil`. Only what
    /// changes is rewritten: a value on one line is replaced in its line, its key and any
    /// comment after it kept (the goal's number too, in `goal: {eggs_per_week: 30}` or its
    /// block form); a new setting goes after the last; a file that does not exist is made.
    /// Checked with every rule first, written atomically under the folder's lock; refused
    /// when the file's ``settings()`` fingerprint is no longer `original`.
    public func editSettings(expecting original: String, fields: [(key: FieldKey, value: FieldValue?)]) throws -> Change {
        let path = settingsFile
        for case (let key, let value?) in fields {
            if let refusal = value.refusal(key: key) { throw EditError.refused(refusal) }
        }
        return try locked {
            try edit(path, replaced: true) { file, root throws(EditError) in
                guard FNV1a.hex(String(decoding: file.bytes, as: UTF8.self)) == original else {
                    throw .refused(.recordChanged(file: shown(path)))
                }
                var mapping: YAMLMapping?
                switch root {
                case nil: mapping = nil
                case .mapping(let found)?:
                    guard !found.isFlow else { throw .refused(.fileIsFlowMapping) }
                    mapping = found
                default: throw .refused(.fileIsSingleValue)
                }
                var last = file.lineCount
                while last > 0, Placement.isBlankOrComment(file.line(last)) { last -= 1 }
                let keys = mapping.map { Self.keySpans($0, lastLine: last, file: file) } ?? []
                var changes: [LineChange] = []
                for (key, value) in fields {
                    let existing = keys.first { $0.key == key.name }
                    switch (existing, value) {
                    case (nil, nil): continue
                    case (let existing?, nil): changes.append((existing.lines.lowerBound, existing.lines, []))
                    case (nil, let value?):
                        // After the last setting; in a file of comments only, after them.
                        let end = (keys.map(\.lines.upperBound).max() ?? file.lineCount) + 1
                        changes.append((end, nil, Self.settingLines(key, value)))
                    case (let existing?, let value?):
                        // The scalar whose text changes: the setting's, or the goal's number.
                        var scalar: YAMLScalar?
                        if key == .goal, case .mapping(let goal)? = existing.value, case .scalar(let count)? = Self.eggsPerWeek(goal) {
                            scalar = count
                        } else if key != .goal, case .scalar(let found)? = existing.value {
                            scalar = found
                        }
                        let text = Self.settingText(value)
                        // A form's box holds one line: a value written as a block is the same when
                        // its lines, joined with spaces, are.
                        if let scalar, let typed = Self.settingValue(value), scalar.value == typed || Self.oneLine(scalar.value) == typed {
                            continue
                        }
                        if let scalar, let text, key == .goal || existing.lines.count == 1,
                            let line = Self.spliced(scalar, with: text, in: file)
                        {
                            changes.append((scalar.mark.line, scalar.mark.line...scalar.mark.line, [line]))
                        } else {
                            let prefix = String(file.line(existing.lines.lowerBound).unicodeScalars.prefix(existing.column))
                            let lines = Self.settingLines(key, value)
                            changes.append((existing.lines.lowerBound, existing.lines, [prefix + lines[0]] + lines.dropFirst()))
                        }
                    }
                }
                // New settings end up in the form's order.
                file.apply(changes)
                return (1, changes.flatMap(\.lines))
            }
        }
    }

    /// `text` on one line, as a form's text box shows it: its line ends spaces, none at its end.
    static func oneLine(_ text: String) -> String {
        var line = text.replacing("\n", with: " ")
        while line.last == " " { line.removeLast() }
        return line
    }

    /// The `eggs_per_week` of a goal, if it is written.
    private static func eggsPerWeek(_ goal: YAMLMapping) -> YAMLNode? {
        goal.pairs.first { pair in
            if case .scalar(let key) = pair.key { key.value == FieldKey.eggsPerWeek.name } else { false }
        }?.value
    }

    /// A setting's lines: `key: value`, the goal as `goal: {eggs_per_week: 30}`.
    private static func settingLines(_ key: FieldKey, _ value: FieldValue) -> [String] {
        guard key == .goal, let count = settingText(value) else { return value.lines(key: key, indent: 0) }
        return ["\(key.name): {\(FieldKey.eggsPerWeek.name): \(count)}"]
    }

    /// The value as YAML reads it back.
    private static func settingValue(_ value: FieldValue) -> String? {
        switch value {
        case .text(let text), .literal(let text): text
        case .list, .mapping, .days: nil
        }
    }

    /// The value as written on one line; `nil` when it takes several.
    private static func settingText(_ value: FieldValue) -> String? {
        switch value {
        case .text(let text): text.contains("\n") ? nil : YAMLText.scalar(text)
        // Quoted unless one plain token: it never becomes a comment, an alias or more keys.
        case .literal(let text): YAMLText.literal(text)
        case .list, .mapping, .days: nil
        }
    }

    /// The line of `scalar` with the scalar replaced by `text`, every other character kept;
    /// `nil` when the scalar is not written on one line as plain or quoted text.
    private static func spliced(_ scalar: YAMLScalar, with text: String, in file: TextFile) -> String? {
        guard [.plain, .singleQuoted, .doubleQuoted].contains(scalar.style), scalar.tag == nil else { return nil }
        let line = Array(file.line(scalar.mark.line).unicodeScalars)
        let start = scalar.mark.column - 1
        guard start >= 0, start + scalar.length <= line.count else { return nil }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: line[..<start])
        view.append(contentsOf: text.unicodeScalars)
        view.append(contentsOf: line[(start + scalar.length)...])
        return String(view)
    }
}
