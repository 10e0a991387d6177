import CoopEditing
import CoopRecords
import CoopTestSupport
import CoopValues
import Testing

/// ``ContentEditor/edit(_:expecting:fields:)``, ``ContentEditor/editEggs(_:expecting:counts:cracked:)``
/// and ``ContentEditor/remove(at:expecting:)``: a record named by its place is changed field
/// by field, and only the lines of the fields that change are rewritten.
@Suite struct EditingRecordsTests {
    static let today = CivilDate(iso: "2026-11-22")!

    func editor(_ folder: TemporaryFolder) -> ContentEditor { ContentEditor(directory: folder.path, today: Self.today) }

    static let notes = """
        # Notes
        - date: 2026-11-01
          title: Molt started   # see photos
          tags: [molt]
          text: |
            Feathers everywhere.
            Extra protein.

        # the fox
        - date: 2026-11-05
          title: Fox seen
        """ + "\n"

    @Test func aRecordIsFoundAtItsPlace() throws {
        let folder = TemporaryFolder(files: ["notes.yaml": Self.notes])
        let place = RecordPlace(path: "notes.yaml", line: 2)
        #expect(
            editor(folder).recordText(at: place)
                == "- date: 2026-11-01\n  title: Molt started   # see photos\n  tags: [molt]\n  text: |\n    Feathers everywhere.\n    Extra protein."
        )
        let fields = try #require(editor(folder).fields(at: place))
        #expect(fields.map(\.key) == ["date", "title", "tags", "text"])
        #expect(fields.map(\.values) == [["2026-11-01"], ["Molt started"], ["molt"], ["Feathers everywhere.\nExtra protein.\n"]])
        #expect(editor(folder).recordText(at: RecordPlace(path: "notes.yaml", line: 3)) == nil)
        #expect(
            editor(folder).fingerprint(at: RecordPlace(path: "notes.yaml", line: 10)) == FNV1a.hex("- date: 2026-11-05\n  title: Fox seen"))
    }

    @Test func onlyTheChangedFieldsAreRewritten() throws {
        let folder = TemporaryFolder(files: ["notes.yaml": Self.notes])
        let place = RecordPlace(path: "notes.yaml", line: 2)
        let fingerprint = try #require(editor(folder).fingerprint(at: place))
        _ = try editor(folder).edit(
            place, expecting: fingerprint,
            fields: [
                (.date, .literal("2026-11-01")), (.until, .literal("2026-11-20")), (.title, .text("Molt started")),
                (.tags, .list(["molt", "health"])), (.hens, nil), (.text, .text("Feathers everywhere.\nExtra protein.")),
            ])
        #expect(
            folder.text("notes.yaml") == """
                # Notes
                - date: 2026-11-01
                  until: 2026-11-20
                  title: Molt started   # see photos
                  tags: [molt, health]
                  text: |
                    Feathers everywhere.
                    Extra protein.

                # the fox
                - date: 2026-11-05
                  title: Fox seen
                """ + "\n")
    }

    @Test func aFieldIsRemovedAndANewOneGoesBeforeTheNextInOrder() throws {
        let folder = TemporaryFolder(files: ["notes.yaml": Self.notes, "hens.yaml": "- name: Pearl\n"])
        let place = RecordPlace(path: "notes.yaml", line: 2)
        let fingerprint = try #require(editor(folder).fingerprint(at: place))
        _ = try editor(folder).edit(
            place, expecting: fingerprint,
            fields: [
                (.date, .literal("2026-11-02")), (.title, .text("Molt: day 1")), (.tags, nil), (.hens, .list(["Pearl"])),
                (.text, .text("Feathers.")),
            ])
        #expect(
            folder.text("notes.yaml") == """
                # Notes
                - date: 2026-11-02
                  title: "Molt: day 1"   # see photos
                  hens: [Pearl]
                  text: Feathers.

                # the fox
                - date: 2026-11-05
                  title: Fox seen
                """ + "\n")
    }

    @Test func aRecordChangedSinceTheFormIsNotOverwritten() throws {
        let folder = TemporaryFolder(files: ["notes.yaml": Self.notes])
        let place = RecordPlace(path: "notes.yaml", line: 10)
        #expect(throws: EditError.self) {
            try editor(folder).edit(
                place, expecting: "0123456789abcdef", fields: [(.date, .literal("2026-11-05")), (.title, .text("Fox!"))])
        }
        #expect(folder.text("notes.yaml") == Self.notes)
    }

    @Test func anEggEntryKeepsItsDayAndItsNeighbours() throws {
        let eggs = "2026-11-20: 5   # windy\n2026-11-21: {brown: 3, cracked: 1}\n2026-11-22: 4\n"
        let folder = TemporaryFolder(files: ["kinds.yaml": "- name: brown\n- name: blue\n", "eggs.yaml": eggs])
        let place = RecordPlace(path: "eggs.yaml", line: 2)
        let fingerprint = try #require(editor(folder).fingerprint(at: place))
        _ = try editor(folder).editEggs(place, expecting: fingerprint, counts: [(nil, 2), ("blue", 1)], cracked: nil)
        #expect(folder.text("eggs.yaml") == "2026-11-20: 5   # windy\n2026-11-21: {brown: 2, blue: 1}\n2026-11-22: 4\n")
    }

    @Test func aRecordIsRemovedByItsPlace() throws {
        let folder = TemporaryFolder(files: ["notes.yaml": Self.notes])
        let place = RecordPlace(path: "notes.yaml", line: 10)
        let change = try editor(folder).remove(at: place, expecting: try #require(editor(folder).fingerprint(at: place)))
        #expect(change.lines == ["- date: 2026-11-05", "  title: Fox seen"])
        #expect(folder.text("notes.yaml") == String(Self.notes.dropLast("- date: 2026-11-05\n  title: Fox seen\n".count)))
    }

    @Test func placesAreReadStrictly() {
        #expect(RecordPlace("eggs/2026.yaml:12") == RecordPlace(path: "eggs/2026.yaml", line: 12))
        #expect(RecordPlace("../secret.yaml:1") == nil)
        #expect(RecordPlace("/etc/passwd:1") == nil)
        #expect(RecordPlace("notes.yaml:0") == nil)
        #expect(RecordPlace("notes.yaml") == nil)
        #expect(RecordPlace("a//b.yaml:3") == nil)
    }
}
