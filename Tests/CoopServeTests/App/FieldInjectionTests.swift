import CoopEditing
import CoopLocale
import CoopRecords
import CoopTestSupport
import CoopValues
import Foundation
import Testing

@testable import CoopServe

/// Every field of every form of the coop app, given each value a person (or a crafted
/// request) could send — line ends, `: `, ` #`, quotes, brackets, YAML's indicators, tabs,
/// the line breaks other than LF, direction controls, control characters, text that looks
/// like a number, a date, a boolean or null, 100 KB of text — when adding a record and when
/// editing one: either the save is refused with a message and no byte of any file changed,
/// or the content still passes the check, the field reads back exactly what the form holds
/// for it, and no other byte changed. The fields come from the kinds' declarations, as the
/// app's forms do, so a field added later is covered too.
@Suite struct FieldInjectionTests {
    /// A small content folder with a record of every kind, written one key a line.
    static let files = [
        "kinds.yaml": "- name: brown\n- name: green\n",
        "hens.yaml": "- name: Pearl\n  kind: brown\n- name: Fern\n",
        "people.yaml": "- name: Jen\n  shares: 2\n- name: Rivera family\n",
        "notes.yaml":
            "# notes\n- date: 2026-11-01\n  title: Molt started\n  tags: [molt]   # hers\n  hens: [Pearl]\n  text: |\n    Feathers everywhere.\n    Again.\n- date: 2026-11-03\n  title: Fox\n",
        "expenses.yaml":
            "- date: 2026-11-02\n  item: Layer feed\n  amount: 24.99\n  paid_by: Jen\n- date: 2026-11-04\n  item: Straw\n  amount: 8\n",
        "contributions.yaml": "- date: 2026-11-05\n  person: Jen\n  amount: 20\n",
        "deliveries.yaml": "- date: 2026-11-06\n  person: Jen\n  eggs: 6\n",
        "eggs.yaml": "2026-11-20: 5   # windy\n2026-11-21: 4\n",
        "treatments.yaml": "- date: 2026-11-08\n  what: Fenbendazole\n  hens: [Fern]\n  withdrawal_days: 3\n",
        "hatches.yaml": "- date: 2026-11-02\n  eggs: 6\n  by: incubator\n",
        "chores.yaml":
            "- title: Clean the coop\n  every: 2 weeks\n  from: 2026-01-04\n  done: [2026-01-04]\n- title: Water\n  every: day\n  from: 2026-11-01\n",
    ]

    /// The record each kind's edit form opens (one no other record names, so a new name is
    /// not refused for that).
    static let edited: [RecordKind: String] = [
        .kinds: "kinds.yaml:2", .hens: "hens.yaml:3", .people: "people.yaml:3", .notes: "notes.yaml:2",
        .expenses: "expenses.yaml:1", .contributions: "contributions.yaml:1", .deliveries: "deliveries.yaml:1", .eggs: "eggs.yaml:2",
        .treatments: "treatments.yaml:1",
        .hatches: "hatches.yaml:1",
        .chores: "chores.yaml:5",
    ]

    /// The default theme's English words, as the app's pages say them.
    static let words: Words = {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../../Themes/default/messages/en.yaml"
        ).path
        let bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
        guard case .success(let catalogue) = Catalogue.load(language: "en", bytes: bytes, path: path) else { return .englishFormatsOnly }
        return Words(catalogue)
    }()

    /// The values tried in every field.
    static let hostile: [String] = [
        "12\npaid_by: Mallory", "12\npaid_by: Jen", "12\n  paid_by: Jen", "2\n  note: sneaky", "Fox\n  shares: 9",
        "a\n- date: 2026-11-09\n  title: injected", "key: value", "a #b", "#x", "\"quoted'", "'single'",
        "[x, y]", "{a: b}", "x]", "a, b", "&anchor", "*alias", "!tag", "%x", "@x", "`x", "|", ">", "a:", ":", "a\tb", "\tx",
        "a\u{2028}b", "a\u{2029}b", "a\u{85}b", "a\u{202E}b", "\u{2066}x\u{2069}", "\u{FEFF}x", "\u{200B}", "- x", "-", "? x",
        "12", "-3", "0.5", "1e3", ".inf", "2026-11-01", "2026-11-01..2026-11-02", "true", "no", "null", "~", "a\u{7}b", "\u{0}",
        "a\rb", "\u{1B}[2J", "  indented\ncode", "\tcode\nmore", " \nx", "a\n\tb", "a\n    b\n  c", "\n\nlater", "line\n# heading",
        "a\n\n\n", "x\n  ", "Pearl, Jr.", "feed, bulk",
        "---", "...", "a \"b\" c", "back\\slash", "שלום", String(repeating: "lorem ipsum ", count: 8_600),
    ]

    @Test func everyFieldHoldsOneValueOrIsRefused() throws {
        let (tried, saved) = try Self.tryEveryField(in: Self.files, kinds: RecordKind.appKinds, editing: [false, true])
        // Most values can be written as they are in the fields that take text.
        #expect(tried > 1_000 && saved > tried / 10)
    }

    /// Records written as one `{ }` mapping on one line, as the sample content writes every
    /// delivery and contribution, edited with every value in every field.
    @Test func oneLineFlowRecordsStayOneLine() throws {
        var files = Self.files
        files["deliveries.yaml"] = "- {date: 2026-11-06, person: Jen, eggs: 6}\n- {date: 2026-11-07, person: Jen, eggs: 2}\n"
        files["contributions.yaml"] = "- {date: 2026-11-05, person: Jen, amount: 20, note: first month}\n"
        let (tried, saved) = try Self.tryEveryField(in: files, kinds: [.deliveries, .contributions], editing: [true])
        #expect(tried > 300 && saved > tried / 10)
    }

    /// Tries every value of ``hostile`` in every field of the forms of `kinds` in a folder of
    /// `files`, adding and editing as `editing` says; how many saves were tried, and how many wrote.
    static func tryEveryField(in files: [String: String], kinds: [RecordKind], editing modes: [Bool]) throws -> (Int, Int) {
        let folder = TemporaryFolder(files: files)
        let original = Self.snapshot(folder)
        // The files parsed, kept between the tries as the app keeps them between requests.
        let parses = SharedParseCache()
        var tried = 0
        var saved = 0
        for kind in kinds {
            let coop = Self.load(folder, parses).coop
            let names = Self.fieldNames(kind, coop: coop)
            #expect(!names.isEmpty, "\(kind)")
            for name in names {
                for value in Self.hostile {
                    for editing in modes {
                        tried += 1
                        if try Self.attempt(kind, name: name, value: value, editing: editing, folder: folder, parses: parses) {
                            saved += 1
                        }
                        // Back to the files as they were for the next value.
                        Self.restore(folder, original)
                    }
                }
            }
        }
        return (tried, saved)
    }

    /// The names of `kind`'s form fields: the declaration's questions, or the egg form's.
    static func fieldNames(_ kind: RecordKind, coop: Coop) -> [String] {
        guard kind == .eggs else {
            return RecordForm.fields(of: kind, coop: coop, words: Self.words).flatMap { field -> [String] in
                if case .picks = field.input { return [field.name, field.otherName] }
                return [field.name]
            }
        }
        return ["date", "until", "cracked"] + coop.kinds.map(EggForm.countName) + coop.hens.map(EggForm.henName)
    }

    /// Saves a form of `kind` (a new record, or the one ``edited`` names) whose field `name`
    /// holds `value`, and checks what became of it; whether it was written.
    static func attempt(
        _ kind: RecordKind, name: String, value: String, editing: Bool, folder: TemporaryFolder, parses: SharedParseCache
    ) throws -> Bool {
        let label = "\(kind) \(editing ? "edit" : "add") \(name) = \(value.debugDescription.prefix(60))"
        let before = snapshot(folder)
        let editor = ContentEditor(directory: folder.path, displayRoot: "content", today: CivilDate(iso: "2026-11-22")!, parses: parses)
        let coop = load(folder, parses).coop
        var form: RecordForm
        var place: RecordPlace?
        if editing {
            let record = try #require(edited[kind])
            let at = try #require(RecordPlace(record))
            form = try #require(RecordForm.editing(at, editor: editor, coop: coop, back: nil), "\(label)")
            // A box shows ticked when the record says so or leaves it to the value the format
            // assumes; the browser sends it back ticked.
            for field in kind == .eggs ? [] : RecordForm.fields(of: kind, coop: coop, words: Self.words) {
                guard case .flag = field.input else { continue }
                let ticked = (form.values[field.name] ?? field.implied).map { $0 == "true" } ?? false
                form.values.set(field.name, ticked ? "true" : nil)
            }
            place = at
        } else {
            form = RecordForm.adding(kind, today: CivilDate(iso: "2026-11-10")!, preset: answers(kind, coop: coop), back: nil)
        }
        form.values.set(name, value)
        let oldFields = place.flatMap { editor.fields(at: $0) }
        let change: ContentEditor.Change
        do {
            change = try form.save(with: editor, coop: coop, words: Self.words)
        } catch {
            let problem = AppProblem(error, words: Self.words)
            #expect(problem.message?.isEmpty == false || !problem.diagnostics.isEmpty, "\(label)")
            #expect(snapshot(folder) == before, "\(label): refused, but written")
            // A diagnostic points at a line of a file as it is.
            for block in problem.diagnostics.flatMap(\.blocks) { #expect(block.excerpt != nil, "\(label): \(block.message)") }
            return false
        }
        let after = snapshot(folder)
        let path = editor.relative(change.file)
        #expect(!load(folder, parses).hasErrors, "\(label)")
        for (other, bytes) in before where other != path { #expect(after[other] == bytes, "\(label): \(other) changed") }
        guard kind != .eggs else {
            // The day's line rewritten, or the new day's line added; nothing else.
            let oldLines = lines(before[path] ?? [])
            let newLines = lines(after[path] ?? [])
            let at = change.line - 1
            if editing {
                #expect(newLines.count == oldLines.count, "\(label)")
                #expect(
                    newLines.enumerated().filter { $0.offset != at }.map(\.element)
                        == oldLines.enumerated().filter { $0.offset != at }.map(\.element), "\(label)")
            } else {
                #expect(Array(newLines[..<at]) + Array(newLines[(at + change.lines.count)...]) == oldLines, "\(label)")
            }
            return true
        }
        // The field reads back as the form holds it.
        let field = try #require(
            RecordForm.fields(of: kind, coop: coop, words: Self.words).first { $0.name == name || $0.otherName == name })
        let fields = try #require(editor.fields(at: RecordPlace(path: path, line: change.line)), "\(label)")
        let expected = field.value(in: form.values)
        let written = fields.first { $0.key == field.name }?.values
        if let implied = field.implied, expected == .literal(implied) {
        } else if let expected {
            // Free facts read back as the details box shows them, a `name: value` line each.
            var texts = expected.texts
            if case .mapping(let facts) = expected { texts = facts.map { $0.label + ": " + $0.value } }
            #expect(written.map { Set($0) } == Set(texts), "\(label)")
            #expect(written?.count == texts.count, "\(label)")
        } else {
            #expect(written == nil || written == [], "\(label)")
        }
        let oldLines = lines(before[path] ?? [])
        let newLines = lines(after[path] ?? [])
        if let oldFields {
            // The record's other fields as they were, and the lines around the record.
            #expect(
                fields.filter { $0.key != field.name }.map { "\($0.key)=\($0.values)" }
                    == oldFields.filter { $0.key != field.name }.map { "\($0.key)=\($0.values)" }, "\(label)")
            let start = change.line - 1
            if oldLines[start].hasPrefix("- {") {
                // A one-line `{ }` record stays one such line.
                #expect(newLines.count == oldLines.count && newLines[start].hasPrefix("- {") && newLines[start].hasSuffix("}"), "\(label)")
                #expect(
                    newLines.enumerated().filter { $0.offset != start }.map(\.element)
                        == oldLines.enumerated().filter { $0.offset != start }.map(\.element), "\(label)")
                return true
            }
            let oldCount = recordLength(oldLines, from: start)
            let newCount = recordLength(newLines, from: start)
            #expect(newLines[..<start] == oldLines[..<start], "\(label)")
            #expect(newLines[(start + newCount)...] == oldLines[(start + oldCount)...], "\(label)")
            #expect(
                outside(field.name, newLines[start..<(start + newCount)]) == outside(field.name, oldLines[start..<(start + oldCount)]),
                "\(label)")
        } else {
            // Only the new record's lines were added.
            let start = change.line - 1
            let count = change.lines.count
            #expect(newLines.count == oldLines.count + count, "\(label)")
            #expect(Array(newLines[..<start]) + Array(newLines[(start + count)...]) == oldLines, "\(label)")
        }
        return true
    }

    /// The answers a new record of `kind` needs, from the declaration: a valid value for each
    /// required field.
    static func answers(_ kind: RecordKind, coop: Coop) -> FormData {
        var values = FormData()
        guard kind != .eggs else { return values }
        for field in RecordForm.fields(of: kind, coop: coop, words: Self.words) where field.required {
            switch field.input {
            case .date: values.set(field.name, "2026-11-10")
            case .count, .money, .number: values.set(field.name, "3")
            case .text, .longText: values.set(field.name, "Newname")
            case .choice(let options): values.set(field.name, options.first { !$0.value.isEmpty }?.value)
            case .flag, .picks, .details, .photo: continue
            }
        }
        return values
    }

    /// How many lines the list item starting at `start` (0-based) spans: to the next item or
    /// the end of the file.
    static func recordLength(_ lines: [String], from start: Int) -> Int {
        var end = start + 1
        while end < lines.count, !lines[end].hasPrefix("- ") && !lines[end].hasPrefix("#") { end += 1 }
        return end - start
    }

    /// A record's lines without those of the field `key` (its line and a block's lines under it).
    static func outside(_ key: String, _ record: ArraySlice<String>) -> [String] {
        var out: [String] = []
        var inField = false
        for line in record {
            let body = line.hasPrefix("- ") ? String(line.dropFirst(2)) : line.drop { $0 == " " }.description
            let indent = line.hasPrefix("- ") ? 2 : line.prefix { $0 == " " }.count
            if body.hasPrefix(key + ":") {
                inField = true
                continue
            }
            if inField, line.isEmpty || indent > 2 { continue }
            inField = false
            out.append(line)
        }
        return out
    }

    /// The lines of `bytes`.
    static func lines(_ bytes: [UInt8]) -> [String] {
        var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The content of `folder` as loaded (through `parses`, the files parsed before).
    static func load(_ folder: TemporaryFolder, _ parses: SharedParseCache = SharedParseCache()) -> LoadedContent {
        parses.load(from: folder.path, displayRoot: "content", today: CivilDate(iso: "2026-11-22")!)
    }

    /// The files of `folder` (the lock is in the state folder beside it, ``StateFolder``).
    static func snapshot(_ folder: TemporaryFolder) -> [String: [UInt8]] {
        FolderSnapshot(folder.path).entries
    }

    /// Writes back the files of `snapshot` that changed.
    static func restore(_ folder: TemporaryFolder, _ snapshot: [String: [UInt8]]) {
        for (path, bytes) in Self.snapshot(folder) where snapshot[path] != bytes {
            if let old = snapshot[path] {
                _ = FileManager.default.createFile(atPath: folder.url(path), contents: Data(old))
            } else {
                try? FileManager.default.removeItem(atPath: folder.url(path))
            }
        }
    }
}
