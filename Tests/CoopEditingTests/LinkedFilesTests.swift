import CoopRecords
import CoopTestSupport
import CoopValues
import Foundation
import Testing

@testable import CoopEditing

/// A record file that is a symbolic link, which the reader follows: an edit writes through
/// it (the file it leads to replaced, the link kept); a link out of the content folder is
/// refused.
@Suite struct LinkedFilesTests {
    static let notes = "- date: 2026-11-01\n  title: Molt\n"

    /// Edits the title of the note at `notes.yaml:1` of `folder`.
    static func editTitle(_ folder: TemporaryFolder) -> [String] {
        let editor = EditOutcome.editor(folder)
        let place = RecordPlace(path: "notes.yaml", line: 1)
        return EditOutcome.of {
            try editor.edit(place, expecting: editor.fingerprint(at: place) ?? "", fields: [(.title, .text("Molt started"))])
        }
    }

    @Test func aLinkInsideTheFolderIsWrittenThrough() throws {
        // A folder whose name starts with `_` is not read as content: only the link is.
        let folder = TemporaryFolder(files: ["_shared/notes-2026.yaml": Self.notes])
        try FileManager.default.createSymbolicLink(atPath: folder.url("notes.yaml"), withDestinationPath: "_shared/notes-2026.yaml")
        #expect(Self.editTitle(folder) == ["done"])
        #expect(folder.text("_shared/notes-2026.yaml") == "- date: 2026-11-01\n  title: Molt started\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.url("notes.yaml")) == "_shared/notes-2026.yaml")
        // A new note goes through the link too.
        let item = try #require(RecordItem(.notes, date: CivilDate(iso: "2026-11-02")!, values: [.title: .text("Fox")]))
        _ = try EditOutcome.editor(folder).add(item)
        #expect(folder.text("_shared/notes-2026.yaml") == "- date: 2026-11-01\n  title: Molt started\n- date: 2026-11-02\n  title: Fox\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.url("notes.yaml")) == "_shared/notes-2026.yaml")
    }

    @Test func aLinkOutOfTheFolderIsRefused() throws {
        let outside = TemporaryFolder(files: ["notes.yaml": Self.notes])
        let folder = TemporaryFolder(files: ["kinds.yaml": "- name: brown\n"])
        try FileManager.default.createSymbolicLink(atPath: folder.url("notes.yaml"), withDestinationPath: outside.url("notes.yaml"))
        // The check refuses it as `coop check` does; were it not to, the write would.
        #expect(
            Self.editTitle(folder) == ["error: 'content/notes.yaml' is a link to a place outside the content folder [path-outside-content]"]
        )
        #expect(outside.text("notes.yaml") == Self.notes)
        #expect(
            EditOutcome.of { try EditOutcome.editor(folder).write(Array("x: 1\n".utf8), to: "notes.yaml") } == [
                "content/notes.yaml is a link to a file outside the content folder; edit that file by hand"
            ])
        #expect(outside.text("notes.yaml") == Self.notes)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.url("notes.yaml")) == outside.url("notes.yaml"))
    }
}
