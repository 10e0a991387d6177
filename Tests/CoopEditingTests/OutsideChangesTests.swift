import CoopRecords
import CoopTestSupport
import CoopValues
import Foundation
import Testing

@testable import CoopEditing

/// An edit never loses what another program wrote to the file between the edit's read and
/// its write: it is made again from the new bytes, or refused.
@Suite struct OutsideChangesTests {
    static let notes = "- date: 2026-11-01\n  title: Molt\n"

    /// How many times the hook ran.
    final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        /// Counts a call; the count so far.
        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            count += 1
            return count
        }
    }

    /// Appends `text` to the file at `path` of `folder`.
    static func append(_ text: String, to path: String, in folder: TemporaryFolder) {
        let handle = FileHandle(forWritingAtPath: folder.url(path))
        handle?.seekToEndOfFile()
        handle?.write(Data(text.utf8))
        handle?.closeFile()
    }

    @Test func aLineAppendedWhileTheEditIsSavedSurvivesAndTheEditLands() throws {
        let folder = TemporaryFolder(files: ["notes.yaml": Self.notes])
        var editor = EditOutcome.editor(folder)
        let calls = Calls()
        editor.beforeWrite = { path in
            if calls.next() == 1 { Self.append("- date: 2026-11-30\n  title: Appended\n", to: path, in: folder) }
        }
        let place = RecordPlace(path: "notes.yaml", line: 1)
        let fingerprint = try #require(editor.fingerprint(at: place))
        let change = try editor.edit(
            place, expecting: fingerprint, fields: [(.date, .literal("2026-11-01")), (.title, .text("Molt started"))])
        #expect(folder.text("notes.yaml") == "- date: 2026-11-01\n  title: Molt started\n- date: 2026-11-30\n  title: Appended\n")
        // Undo knows the file as the edit found it the second time.
        #expect(
            change.undo.before(from: folder.read("notes.yaml") ?? [])
                == Array("- date: 2026-11-01\n  title: Molt\n- date: 2026-11-30\n  title: Appended\n".utf8))
        #expect(calls.next() == 3)
    }

    @Test func aNewRecordIsAddedAfterWhatWasAppended() throws {
        let folder = TemporaryFolder(files: ["notes.yaml": Self.notes])
        var editor = EditOutcome.editor(folder)
        let calls = Calls()
        editor.beforeWrite = { path in
            if calls.next() == 1 { Self.append("- date: 2026-11-03\n  title: Fox\n", to: path, in: folder) }
        }
        let item = try #require(RecordItem(.notes, date: CivilDate(iso: "2026-11-05")!, values: [.title: .text("Eggs again")]))
        _ = try editor.add(item)
        #expect(
            folder.text("notes.yaml")
                == "- date: 2026-11-01\n  title: Molt\n- date: 2026-11-03\n  title: Fox\n- date: 2026-11-05\n  title: Eggs again\n")
    }

    @Test func theRecordItselfChangedIsRefusedByItsFingerprint() throws {
        let folder = TemporaryFolder(files: ["notes.yaml": Self.notes])
        var editor = EditOutcome.editor(folder)
        let calls = Calls()
        editor.beforeWrite = { path in
            if calls.next() == 1 {
                _ = FileManager.default.createFile(atPath: folder.url(path), contents: Data("- date: 2026-11-01\n  title: Moult\n".utf8))
            }
        }
        let place = RecordPlace(path: "notes.yaml", line: 1)
        let fingerprint = try #require(editor.fingerprint(at: place))
        #expect(
            EditOutcome.of { try editor.edit(place, expecting: fingerprint, fields: [(.title, .text("Molt started"))]) } == [
                "the record in content/notes.yaml has changed since the form was opened; nothing was saved. Open it again to see it as it is now"
            ])
        #expect(folder.text("notes.yaml") == "- date: 2026-11-01\n  title: Moult\n")
    }

    @Test func aFileThatKeepsChangingIsRefusedAndKeepsWhatWasWritten() throws {
        let folder = TemporaryFolder(files: ["notes.yaml": Self.notes])
        var editor = EditOutcome.editor(folder)
        editor.beforeWrite = { path in Self.append("# again\n", to: path, in: folder) }
        let place = RecordPlace(path: "notes.yaml", line: 1)
        let fingerprint = try #require(editor.fingerprint(at: place))
        #expect(
            EditOutcome.of { try editor.edit(place, expecting: fingerprint, fields: [(.title, .text("Molt started"))]) } == [
                "content/notes.yaml kept changing while the edit was being saved (another program is writing it); nothing was saved. Try again"
            ])
        #expect(folder.text("notes.yaml") == Self.notes + "# again\n# again\n# again\n")
    }
}
