import CoopEditing
import CoopRecords
import CoopTestSupport
import CoopValues
import Testing

/// ``ContentEditor/undo(_:)`` after each kind of change: an edit of fields, an egg day
/// replaced, a record added in a new year's file; and the undos refused, with nothing
/// written: twice, after the file was changed by hand, or when the content without the change would
/// break a rule.
@Suite struct UndoingChangesTests {
    /// A note with CRLF line ends and a comment.
    static let notes = "# Notes\r\n- date: 2026-11-01\r\n  title: Molt   # see photos\r\n  tags: [molt]\r\n"

    @Test func anEditOfFieldsIsUndoneByteForByte() throws {
        let folder = TemporaryFolder(files: ["notes.yaml": Self.notes])
        let editor = EditOutcome.editor(folder)
        let place = RecordPlace(path: "notes.yaml", line: 2)
        let change = try editor.edit(
            place, expecting: try #require(editor.fingerprint(at: place)),
            fields: [(.date, .literal("2026-11-02")), (.title, .text("Molt")), (.tags, nil), (.text, .text("Two\nlines"))])
        #expect(
            folder.text("notes.yaml")
                == "# Notes\r\n- date: 2026-11-02\r\n  title: Molt   # see photos\r\n  text: |-\r\n    Two\r\n    lines\r\n")
        #expect(change.undo.path == "notes.yaml" && change.undo.before(from: folder.read("notes.yaml") ?? []) == Array(Self.notes.utf8))
        let undone = try editor.undo(change.undo)
        #expect(folder.text("notes.yaml") == Self.notes)
        #expect(undone.coop.notes.map(\.date.iso) == ["2026-11-01"])
        // Twice: the file no longer holds what the change wrote.
        #expect(EditOutcome.of { try editor.undo(change.undo) } == ["content/notes.yaml has changed since; nothing was undone"])
        #expect(folder.text("notes.yaml") == Self.notes)
    }

    @Test func aReplacedDayAndANewYearsFileAreUndone() throws {
        let folder = TemporaryFolder(files: ["eggs/2026.yaml": "2026-11-20: 5   # windy\n2026-11-21: 3\n"])
        let editor = EditOutcome.editor(folder)
        let replaced = try editor.addEggs(on: CivilDate(iso: "2026-11-20")!, counts: [(nil, 6)], cracked: nil, replace: true)
        let created = try editor.addEggs(on: CivilDate(iso: "2025-06-01")!, counts: [(nil, 2)], cracked: nil, replace: false)
        #expect(created.file == "content/eggs/2025.yaml" && created.undo.created && created.undo.keptBytes == 0)
        _ = try editor.undo(created.undo)
        #expect(!folder.exists("eggs/2025.yaml"))
        _ = try editor.undo(replaced.undo)
        #expect(folder.text("eggs/2026.yaml") == "2026-11-20: 5   # windy\n2026-11-21: 3\n")
    }

    @Test func anUndoOfAFileChangedByHandSinceIsRefused() throws {
        let folder = TemporaryFolder(files: ["eggs.yaml": "2026-11-20: 5\n"])
        let editor = EditOutcome.editor(folder)
        let change = try editor.addEggs(on: CivilDate(iso: "2026-11-21")!, counts: [(nil, 1)], cracked: nil, replace: false)
        folder.write("eggs.yaml", "")
        #expect(EditOutcome.of { try editor.undo(change.undo) } == ["content/eggs.yaml has changed since; nothing was undone"])
        #expect(folder.text("eggs.yaml") == "")
    }

    @Test func anUndoThatWouldBreakARuleIsRefused() throws {
        let folder = TemporaryFolder(files: [
            "kinds.yaml": "- name: brown\n", "hens.yaml": "- name: Pearl\n", "eggs.yaml": "2026-11-20: 5\n",
        ])
        let editor = EditOutcome.editor(folder)
        let hen = try editor.add(NamedItem.hen(name: "Clover", breed: nil, kind: "brown", hatched: nil, added: nil))
        _ = try editor.addEggs(on: CivilDate(iso: "2026-11-21")!, counts: [("Clover", 2)], cracked: nil, replace: false)
        #expect(
            EditOutcome.of { try editor.undo(hen.undo) } == [
                "content/eggs.yaml:2:14: error: unknown egg kind or hen 'Clover' [unknown-kind]"
            ])
        #expect(folder.text("hens.yaml") == "- name: Pearl\n- name: Clover\n  kind: brown\n")
    }
}
