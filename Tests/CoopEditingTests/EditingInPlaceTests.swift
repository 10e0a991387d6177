import CoopEditing
import CoopRecords
import CoopTestSupport
import CoopValues
import Testing

/// ``ContentEditor/edit(_:expecting:fields:)`` and ``ContentEditor/editEggs(_:expecting:counts:cracked:)``
/// in the files people write: a hen's own file, CRLF line ends, a last line without a line end,
/// text that grows to several lines, a range of days; and what is refused (a `{ }` record, an
/// empty first field, a place where no record starts, a result that breaks a rule).
@Suite struct EditingInPlaceTests {
    /// Edits the record at `place` of `folder` with the fingerprint it has now.
    static func edit(
        _ folder: TemporaryFolder, _ place: String, _ fields: [(key: FieldKey, value: FieldValue?)]
    ) throws
        -> ContentEditor.Change
    {
        let place = try #require(RecordPlace(place))
        let editor = EditOutcome.editor(folder)
        return try editor.edit(place, expecting: try #require(editor.fingerprint(at: place)), fields: fields)
    }

    @Test func aHensOwnFileIsEditedLikeAListItem() throws {
        let folder = TemporaryFolder(files: [
            "kinds.yaml": "- name: brown\n", "hens/pearl.yaml": "name: Pearl\n# her breed\nbreed: Silkie\n",
        ])
        let change = try Self.edit(
            folder, "hens/pearl.yaml:1", [(.name, .text("Pearl")), (.breed, .text("Buff Orpington")), (.kind, .text("brown"))])
        #expect(change.file == "content/hens/pearl.yaml" && change.line == 1 && change.replaced)
        #expect(change.lines == ["breed: Buff Orpington", "kind: brown"])
        #expect(folder.text("hens/pearl.yaml") == "name: Pearl\n# her breed\nbreed: Buff Orpington\nkind: brown\n")
    }

    @Test func windowsLineEndsAndALastLineWithoutOneAreKept() throws {
        let folder = TemporaryFolder(files: ["notes.yaml": "- date: 2026-11-01\r\n  title: Molt\r\n- date: 2026-11-05\r\n  title: Fox"])
        _ = try Self.edit(
            folder, "notes.yaml:3", [(.date, .literal("2026-11-05")), (.title, .text("Fox seen")), (.text, .text("At dusk.\nTwice."))])
        #expect(
            folder.text("notes.yaml")
                == "- date: 2026-11-01\r\n  title: Molt\r\n- date: 2026-11-05\r\n  title: Fox seen\r\n  text: |-\r\n    At dusk.\r\n    Twice."
        )
        // And back to one line: the block's lines are replaced by one.
        _ = try Self.edit(
            folder, "notes.yaml:3", [(.date, .literal("2026-11-05")), (.title, .text("Fox seen")), (.text, .text("At dusk."))])
        #expect(
            folder.text("notes.yaml")
                == "- date: 2026-11-01\r\n  title: Molt\r\n- date: 2026-11-05\r\n  title: Fox seen\r\n  text: At dusk.")
    }

    @Test func aRecordInTheMiddleKeepsItsNeighboursAndTheirComments() throws {
        let notes =
            "# top\n- date: 2026-11-01\n  title: A\n\n# about B\n- date: 2026-11-02\n  title: B   # b\n  tags: [x]\n# about C\n- date: 2026-11-03\n  title: C\n"
        let folder = TemporaryFolder(files: ["notes.yaml": notes])
        _ = try Self.edit(
            folder, "notes.yaml:6", [(.date, .literal("2026-11-02")), (.title, .text("B")), (.tags, nil), (.text, .text("new"))])
        #expect(
            folder.text("notes.yaml")
                == "# top\n- date: 2026-11-01\n  title: A\n\n# about B\n- date: 2026-11-02\n  title: B   # b\n  text: new\n# about C\n- date: 2026-11-03\n  title: C\n"
        )
    }

    @Test func whatCannotBeEditedIsRefused() throws {
        let notes = "- {date: 2026-11-01,\n   title: Molt}\n- date: 2026-11-05\n  title: Fox\n"
        let folder = TemporaryFolder(files: ["notes.yaml": notes])
        // A `{ }` record over several lines (one on one line is edited: EditingFlowRecordsTests).
        #expect(
            EditOutcome.of { try Self.edit(folder, "notes.yaml:1", [(.title, .text("Molt!"))]) } == [
                "the record at content/notes.yaml, line 1 is written as one { } mapping; edit it by hand"
            ])
        #expect(
            EditOutcome.of { try Self.edit(folder, "notes.yaml:3", [(.date, nil), (.title, .text("Fox"))]) } == [
                "'date' is the record's first field; it cannot be left empty"
            ])
        let editor = EditOutcome.editor(folder)
        #expect(editor.fingerprint(at: RecordPlace(path: "notes.yaml", line: 4)) == nil)
        #expect(
            EditOutcome.of { try editor.edit(RecordPlace(path: "notes.yaml", line: 4), expecting: "0", fields: [(.title, .text("X"))]) }
                == [
                    "there is no record at content/notes.yaml, line 4; it may have been moved or removed since"
                ])
        #expect(folder.text("notes.yaml") == notes)
    }

    @Test func anEditThatBreaksARuleWritesNothing() throws {
        let notes = "- date: 2026-11-05\n  title: Fox\n"
        let folder = TemporaryFolder(files: ["notes.yaml": notes])
        #expect(
            EditOutcome.of {
                try Self.edit(
                    folder, "notes.yaml:1", [(.date, .literal("2026-11-05")), (.until, .literal("2026-11-01")), (.title, .text("Fox"))])
            } == ["content/notes.yaml:2:10: error: 'until' (2026-11-01) is before 'date' (2026-11-05) [date-order]"])
        #expect(folder.text("notes.yaml") == notes)
    }

    /// A day, a range and a last day without a line end.
    static let eggs = "# November\n2026-11-20: 5   # windy\n2026-11-21..2026-11-23: {brown: 9}\n2026-11-24: 4"

    @Test func anEggEntryIsRewrittenOnItsLineAndARangeKeepsItsDays() throws {
        let folder = TemporaryFolder(files: ["kinds.yaml": "- name: brown\n- name: blue\n", "eggs/2026.yaml": Self.eggs])
        let editor = EditOutcome.editor(folder)
        /// Edits the egg entry on `line` with the fingerprint it has now.
        func edit(_ line: Int, _ counts: [(name: String?, count: Int)], cracked: Int?) throws -> ContentEditor.Change {
            let place = RecordPlace(path: "eggs/2026.yaml", line: line)
            return try editor.editEggs(place, expecting: try #require(editor.fingerprint(at: place)), counts: counts, cracked: cracked)
        }
        #expect(try edit(3, [(nil, 10)], cracked: nil).lines == ["2026-11-21..2026-11-23: 10"])
        #expect(try edit(4, [(nil, 3), ("blue", 1)], cracked: 1).lines == ["2026-11-24: {brown: 3, blue: 1, cracked: 1}"])
        #expect(try edit(2, [("blue", 5)], cracked: nil).lines == ["2026-11-20: {blue: 5}"])
        #expect(
            folder.text("eggs/2026.yaml")
                == "# November\n2026-11-20: {blue: 5}\n2026-11-21..2026-11-23: 10\n2026-11-24: {brown: 3, blue: 1, cracked: 1}")
        #expect(
            EditOutcome.of {
                try editor.editEggs(RecordPlace(path: "eggs/2026.yaml", line: 1), expecting: "0", counts: [(nil, 1)], cracked: nil)
            }
                == ["there is no record at content/eggs/2026.yaml, line 1; it may have been moved or removed since"])
        let place = RecordPlace(path: "eggs/2026.yaml", line: 2)
        #expect(
            EditOutcome.of { try editor.editEggs(place, expecting: FNV1a.hex("2026-11-20: 5"), counts: [(nil, 1)], cracked: nil) } == [
                "the record in content/eggs/2026.yaml has changed since the form was opened; nothing was saved. Open it again to see it as it is now"
            ])
    }
}
