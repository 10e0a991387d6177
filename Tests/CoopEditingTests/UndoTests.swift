import CoopEditing
import CoopRecords
import CoopTestSupport
import CoopValues
import Testing

/// ``ContentEditor/undo(_:)``: a change is put back exactly while its file holds what the
/// change wrote, and never over something written since.
@Suite struct UndoTests {
    static let today = CivilDate(iso: "2026-11-22")!

    func editor(_ folder: TemporaryFolder) -> ContentEditor { ContentEditor(directory: folder.path, today: Self.today) }

    @Test func undoingAnAddPutsTheFileBackByteForByte() throws {
        let original = "# November\r\n2026-11-20: 5   # windy\r\n2026-11-21: 3\r\n"
        let folder = TemporaryFolder(files: ["eggs.yaml": original])
        let change = try editor(folder).addEggs(on: Self.today, counts: [(nil, 4)], cracked: nil, replace: false)
        #expect(folder.text("eggs.yaml") == original + "2026-11-22: 4\r\n")
        let undone = try editor(folder).undo(change.undo)
        #expect(folder.text("eggs.yaml") == original)
        #expect(undone.coop.eggs.entries.count == 2)
    }

    @Test func undoingTheAddThatMadeAFileRemovesIt() throws {
        let folder = TemporaryFolder(files: ["eggs.yaml": "2026-11-21: 3\n"])
        let change = try editor(folder).add(try #require(RecordItem(.notes, date: Self.today, values: [.title: .text("Fox seen")])))
        #expect(change.created && folder.exists("notes.yaml"))
        _ = try editor(folder).undo(change.undo)
        #expect(!folder.exists("notes.yaml"))
    }

    @Test func undoingARemovalBringsTheRecordBack() throws {
        let notes = "- date: 2026-11-01\n  title: Molt started   # see photos\n- date: 2026-11-05\n  title: Fox seen\n"
        let folder = TemporaryFolder(files: ["notes.yaml": notes])
        let change = try editor(folder).remove(.dated(.notes, name: "Molt started", date: nil))
        #expect(folder.text("notes.yaml") == "- date: 2026-11-05\n  title: Fox seen\n")
        _ = try editor(folder).undo(change.undo)
        #expect(folder.text("notes.yaml") == notes)
    }

    @Test func aFileChangedSinceIsNotUndone() throws {
        let folder = TemporaryFolder(files: ["eggs.yaml": "2026-11-21: 3\n"])
        let change = try editor(folder).addEggs(on: Self.today, counts: [(nil, 4)], cracked: nil, replace: false)
        _ = try editor(folder).addEggs(on: CivilDate(iso: "2026-11-20")!, counts: [(nil, 2)], cracked: nil, replace: false)
        let written = folder.text("eggs.yaml")
        #expect(written == "2026-11-20: 2\n2026-11-21: 3\n2026-11-22: 4\n")
        #expect(throws: EditError.self) { try editor(folder).undo(change.undo) }
        do {
            _ = try editor(folder).undo(change.undo)
        } catch .refused(let refusal) {
            #expect(refusal == .undoFileChanged(file: "\(folder.path)/eggs.yaml"))
            #expect(refusal.commandLineText == "\(folder.path)/eggs.yaml has changed since; nothing was undone")
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(folder.text("eggs.yaml") == written)
    }
}
