import CoopRecords
import CoopTestSupport
import CoopValues
import Testing

@testable import CoopEditing

/// ``ContentEditor/Undo`` keeps the region a change replaced and a fingerprint of the file as
/// the change left it, not the whole file: ``ContentEditor/undo(_:)`` still puts the file back
/// byte for byte after an add, an edit, a removal, an edit in the middle of a large file and a
/// change that made the file, and refuses, writing nothing, when the file changed since, even
/// to bytes of the same length. What an Undo keeps is bounded by the change, not the file.
@Suite struct UndoKeepsTheChangeTests {
    /// A note file with CRLF line ends, a comment, and no line end after its last line.
    static let notes = "# Notes\r\n- date: 2026-11-01\r\n  title: Molt   # see photos\r\n- date: 2026-11-03\r\n  title: Fox"

    /// A note file of about 1 MB: 4,000 notes of three lines each, the first on line 1.
    static let large: String = {
        let padding = String(repeating: "straw ", count: 40)
        return (0..<4000).map { index in
            let (month, day) = (index % 12 + 1, index % 28 + 1)
            return "- date: 2025-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)\n  title: Note \(index)\n"
                + "  text: \(padding)\(index)\n"
        }.joined()
    }()

    @Test func anAddIsUndoneByteForByte() throws {
        let folder = TemporaryFolder(files: ["notes.yaml": Self.notes])
        let editor = EditOutcome.editor(folder)
        let item = try #require(RecordItem(.notes, date: CivilDate(iso: "2026-11-05")!, values: [.title: .text("Eggs again")]))
        let change = try editor.add(item)
        #expect(folder.text("notes.yaml") != Self.notes && !change.undo.created)
        _ = try editor.undo(change.undo)
        #expect(folder.read("notes.yaml") == Array(Self.notes.utf8))
    }

    @Test func anEditIsUndoneByteForByte() throws {
        let folder = TemporaryFolder(files: ["notes.yaml": Self.notes])
        let editor = EditOutcome.editor(folder)
        let place = RecordPlace(path: "notes.yaml", line: 2)
        let change = try editor.edit(
            place, expecting: try #require(editor.fingerprint(at: place)),
            fields: [(.date, .literal("2026-11-01")), (.title, .text("Molt began"))])
        #expect(folder.text("notes.yaml")?.contains("Molt began") == true)
        _ = try editor.undo(change.undo)
        #expect(folder.read("notes.yaml") == Array(Self.notes.utf8))
    }

    @Test func aRemovalIsUndoneByteForByte() throws {
        let eggs = "# November\r\n2026-11-20: 5   # windy\r\n2026-11-21: 3\r\n\r\n# back home\r\n2026-11-24: 4"
        let folder = TemporaryFolder(files: ["eggs.yaml": eggs])
        let editor = EditOutcome.editor(folder)
        let change = try editor.remove(.eggs(CivilDate(iso: "2026-11-21")!))
        #expect(folder.text("eggs.yaml") == "# November\r\n2026-11-20: 5   # windy\r\n\r\n# back home\r\n2026-11-24: 4")
        #expect(change.undo.keptBytes == "2026-11-21: 3\r\n".utf8.count)
        _ = try editor.undo(change.undo)
        #expect(folder.read("eggs.yaml") == Array(eggs.utf8))
    }

    @Test func anEditInTheMiddleOfALargeFileKeepsOnlyTheChange() throws {
        let large = Self.large
        #expect(large.utf8.count > 1_000_000)
        let folder = TemporaryFolder(files: ["notes.yaml": large])
        let editor = EditOutcome.editor(folder)
        let place = RecordPlace(path: "notes.yaml", line: 1 + 3 * 2000)
        let original = try #require(editor.fingerprint(at: place))
        let change = try editor.edit(
            place, expecting: original,
            fields: [
                (.date, .literal("2025-09-13")), (.title, .text("Note two thousand")),
                (.text, .text(String(repeating: "straw ", count: 40) + "2000")),
            ])
        #expect(folder.text("notes.yaml") == large.replacingOccurrences(of: "title: Note 2000\n", with: "title: Note two thousand\n"))
        #expect(change.undo.keptBytes < 1024)
        #expect(change.undo.replaced.count + change.undo.prefix + change.undo.suffix == large.utf8.count)
        _ = try editor.undo(change.undo)
        #expect(folder.read("notes.yaml") == Array(large.utf8))
    }

    @Test func aChangeThatMadeTheFileIsUndoneByRemovingIt() throws {
        let folder = TemporaryFolder(files: ["eggs/2026.yaml": "2026-11-20: 5\n"])
        let editor = EditOutcome.editor(folder)
        let change = try editor.addEggs(on: CivilDate(iso: "2025-06-01")!, counts: [(nil, 2)], cracked: nil, replace: false)
        #expect(change.undo.created && change.undo.keptBytes == 0 && folder.exists("eggs/2025.yaml"))
        _ = try editor.undo(change.undo)
        #expect(!folder.exists("eggs/2025.yaml") && folder.text("eggs/2026.yaml") == "2026-11-20: 5\n")
    }

    @Test func aFileChangedSinceToBytesOfTheSameLengthIsNotUndone() throws {
        let folder = TemporaryFolder(files: ["notes.yaml": Self.notes])
        let editor = EditOutcome.editor(folder)
        let item = try #require(RecordItem(.notes, date: CivilDate(iso: "2026-11-05")!, values: [.title: .text("Eggs again")]))
        let change = try editor.add(item)
        let changed = try #require(folder.text("notes.yaml")).replacingOccurrences(of: "Fox", with: "Owl")
        folder.write("notes.yaml", changed)
        #expect(EditOutcome.of { try editor.undo(change.undo) } == ["content/notes.yaml has changed since; nothing was undone"])
        #expect(folder.text("notes.yaml") == changed)
    }

    @Test func anUndoOfAFileThatMadeItIsRefusedOnceTheFileChanged() throws {
        let folder = TemporaryFolder(files: [:])
        let editor = EditOutcome.editor(folder)
        let change = try editor.addEggs(on: CivilDate(iso: "2026-11-01")!, counts: [(nil, 2)], cracked: nil, replace: false)
        let file = change.undo.path
        folder.write(file, "2026-11-01: 3\n")
        #expect(EditOutcome.of { try editor.undo(change.undo) } == ["\(change.file) has changed since; nothing was undone"])
        #expect(folder.text(file) == "2026-11-01: 3\n")
    }

    @Test(arguments: [
        ("", "a"), ("a", ""), ("abc", "abc"), ("aaa", "aaaa"), ("aaaa", "aaa"), ("abcabc", "abc"), ("x\r\ny\r\n", "x\r\nz\r\ny\r\n"),
        ("one\ntwo\nthree\n", "one\nthree\n"), ("ab", "ba"),
    ])
    func everyPairOfFilesIsPutBack(before: String, after: String) {
        let undo = ContentEditor.Undo(path: "a.yaml", before: Array(before.utf8), after: Array(after.utf8))
        #expect(undo.before(from: Array(after.utf8)) == Array(before.utf8))
        #expect(undo.prefix + undo.suffix <= min(before.utf8.count, after.utf8.count))
        #expect(undo.keptBytes == before.utf8.count - undo.prefix - undo.suffix)
        #expect(undo.before(from: Array((after + "!").utf8)) == nil)
    }
}
