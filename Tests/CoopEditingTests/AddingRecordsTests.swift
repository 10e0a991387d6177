import CoopEditing
import CoopRecords
import CoopTestSupport
import CoopValues
import Testing

/// ``ContentEditor/add(_:)-(RecordItem)`` and ``ContentEditor/add(_:)-(NamedItem)``: a record
/// goes into the file of its kind (the one holding its month or year, a new year's file in a
/// folder, a new file when there is none) in date order, as lines inserted with the file's own
/// line ends and indentation; every other byte stays. A record that breaks a rule, a file
/// written as one flow list or indented with tabs, are refused and nothing is written.
@Suite struct AddingRecordsTests {
    /// The day written `iso`.
    static func day(_ iso: String) -> CivilDate { CivilDate(iso: iso)! }

    /// A note on `iso` titled `title`.
    static func note(_ iso: String, _ title: String, hens: [String] = [], text: String? = nil) -> RecordItem {
        .note(date: day(iso), title: title, tags: [], text: text, until: nil, hens: hens)
    }

    /// Two notes, a comment and a blank line between them.
    static let notes = """
        # Notes
        - date: 2026-11-01
          title: Molt started   # see photos

        # the fox
        - date: 2026-11-05
          title: Fox seen
        """ + "\n"

    @Test func aNoteGoesInDateOrderAtTheStartTheMiddleOrTheEnd() throws {
        let folder = TemporaryFolder(files: ["notes.yaml": Self.notes])
        let editor = EditOutcome.editor(folder)
        let middle = try editor.add(Self.note("2026-11-03", "Dust bath"))
        #expect(middle.file == "content/notes.yaml" && middle.line == 4 && !middle.created && !middle.replaced)
        #expect(middle.lines == ["- date: 2026-11-03", "  title: Dust bath"])
        #expect(try editor.add(Self.note("2026-10-30", "First")).line == 2)
        #expect(try editor.add(Self.note("2026-11-20", "Last")).line == 12)
        #expect(
            folder.text("notes.yaml") == """
                # Notes
                - date: 2026-10-30
                  title: First
                - date: 2026-11-01
                  title: Molt started   # see photos
                - date: 2026-11-03
                  title: Dust bath

                # the fox
                - date: 2026-11-05
                  title: Fox seen
                - date: 2026-11-20
                  title: Last
                """ + "\n")
    }

    @Test func windowsLineEndsAByteOrderMarkAnIndentAndNoFinalLineEndAreKept() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let folder = TemporaryFolder()
        folder.write(
            "notes.yaml", bytes: bom + Array("  - date: 2026-11-01\r\n    title: Molt\r\n  - date: 2026-11-05\r\n    title: Fox".utf8))
        _ = try EditOutcome.editor(folder).add(Self.note("2026-11-03", "Dust bath", text: "Two\nlines"))
        _ = try EditOutcome.editor(folder).add(Self.note("2026-11-09", "Hawk"))
        #expect(
            folder.read("notes.yaml")
                == bom
                + Array(
                    ("  - date: 2026-11-01\r\n    title: Molt\r\n  - date: 2026-11-03\r\n    title: Dust bath\r\n    text: |-\r\n"
                        + "      Two\r\n      lines\r\n  - date: 2026-11-05\r\n    title: Fox\r\n  - date: 2026-11-09\r\n    title: Hawk")
                        .utf8))
    }

    @Test func aRecordGoesIntoTheFileOfItsYearOrANewOne() throws {
        let folder = TemporaryFolder(files: [
            "notes/2025.yaml": "- date: 2025-06-01\n  title: Hatched\n",
            "notes/2026.yaml": "# This year\n- date: 2026-02-01\n  title: Snow\n",
        ])
        let editor = EditOutcome.editor(folder)
        #expect(try editor.add(Self.note("2026-01-15", "Frost")).file == "content/notes/2026.yaml")
        #expect(try editor.add(Self.note("2025-12-24", "Gift")).file == "content/notes/2025.yaml")
        let new = try editor.add(Self.note("2024-05-01", "Before"))
        #expect(new.file == "content/notes/2024.yaml" && new.created && new.line == 1)
        #expect(folder.text("notes/2026.yaml") == "# This year\n- date: 2026-01-15\n  title: Frost\n- date: 2026-02-01\n  title: Snow\n")
        #expect(folder.text("notes/2025.yaml") == "- date: 2025-06-01\n  title: Hatched\n- date: 2025-12-24\n  title: Gift\n")
        #expect(folder.text("notes/2024.yaml") == "- date: 2024-05-01\n  title: Before\n")
    }

    @Test func aCoopWithoutTheFileGetsANewOne() throws {
        let folder = TemporaryFolder(files: ["hens.yaml": "- name: Pearl\n"])
        let change = try EditOutcome.editor(folder).add(
            .expense(
                date: Self.day("2026-11-02"), item: "Layer feed", amount: "24.99", tags: ["feed"], paidBy: nil, oneTime: true, shared: false
            ))
        #expect(change.created && change.file == "content/expenses.yaml")
        #expect(
            folder.text("expenses.yaml")
                == "- date: 2026-11-02\n  item: Layer feed\n  amount: 24.99\n  consumable: false\n  shared: false\n  tags: [feed]\n")
    }

    @Test func moneyRecordsAreWrittenWithTheirFields() throws {
        let folder = TemporaryFolder(files: ["people.yaml": "- name: Jen\n- name: Corner shop\n  shares: 0\n"])
        let editor = EditOutcome.editor(folder)
        _ = try editor.add(.contribution(date: Self.day("2026-11-05"), person: "Jen", amount: "20", note: "November: all"))
        _ = try editor.add(.delivery(date: Self.day("2026-11-06"), person: "Corner shop", eggs: "24", paid: "8.00", note: nil))
        _ = try editor.add(
            .expense(date: Self.day("2026-11-07"), item: "Grit", amount: "4.50", tags: [], paidBy: "Jen", oneTime: false, shared: true))
        #expect(folder.text("contributions.yaml") == "- date: 2026-11-05\n  person: Jen\n  amount: 20\n  note: \"November: all\"\n")
        #expect(folder.text("deliveries.yaml") == "- date: 2026-11-06\n  person: Corner shop\n  eggs: 24\n  paid: 8.00\n")
        #expect(folder.text("expenses.yaml") == "- date: 2026-11-07\n  item: Grit\n  amount: 4.50\n  paid_by: Jen\n")
    }

    @Test func aRecordThatBreaksARuleIsRefusedAndNothingIsWritten() throws {
        let files = ["hens.yaml": "- name: Pearl\n", "notes.yaml": Self.notes, "people.yaml": "- name: Jen\n"]
        let folder = TemporaryFolder(files: files)
        let editor = EditOutcome.editor(folder)
        #expect(
            EditOutcome.of { try editor.add(Self.note("2026-11-03", "Pecking", hens: ["Pearll"])) } == [
                "content/notes.yaml:6:10: error: unknown hen 'Pearll'; did you mean 'Pearl'? [unknown-hen]"
            ])
        #expect(
            EditOutcome.of { try editor.add(.contribution(date: Self.day("2026-11-05"), person: "Jen", amount: "2.505", note: nil)) } == [
                "content/contributions.yaml:3:11: error: 2.505 has more than two decimal places [invalid-money]"
            ])
        #expect(EditOutcome.holds(folder, files))
    }

    @Test func aFileWrittenAsOneFlowListOrIndentedWithTabsIsRefused() throws {
        let note = Self.note("2026-11-03", "Dust bath")
        #expect(
            EditOutcome.ofEdit(in: ["notes.yaml": "[{date: 2026-11-01, title: Molt}]\n"]) { try $0.add(note) } == [
                "the file is written as one [ ] list; add the record by hand or rewrite it one item a block"
            ])
        #expect(
            EditOutcome.ofEdit(in: ["notes.yaml": "- date: 2026-11-01\n\ttitle: Molt\n"]) { try $0.add(note) } == [
                "content/notes.yaml:2:1: error: a tab is used for indentation; YAML indents with spaces only [tab-indent]"
            ])
    }

    @Test func aHenAPersonAndAKindGoAtTheEndOfTheirList() throws {
        let folder = TemporaryFolder(files: [
            "kinds.yml": "- name: brown\n", "hens.yaml": "# The flock\n- name: Pearl\n  kind: brown\n# more to come",
            "people.yaml": "- name: Jen\n",
        ])
        let editor = EditOutcome.editor(folder)
        let kind = try editor.add(NamedItem.kind(name: "blue", label: "Blue: Ameraucana", color: "#6fa8b8"))
        #expect(kind.file == "content/kinds.yml" && kind.line == 2)
        let hen = try editor.add(NamedItem.hen(name: "Clover", breed: nil, kind: "blue", hatched: Self.day("2026-03-01"), added: nil))
        #expect(hen.line == 5 && hen.lines == ["- name: Clover", "  kind: blue", "  hatched: 2026-03-01"])
        _ = try editor.add(NamedItem.person(name: "Yes", shares: "2", from: Self.day("2026-11-01")))
        #expect(folder.text("kinds.yml") == "- name: brown\n- name: blue\n  label: \"Blue: Ameraucana\"\n  color: \"#6fa8b8\"\n")
        #expect(
            folder.text("hens.yaml")
                == "# The flock\n- name: Pearl\n  kind: brown\n# more to come\n- name: Clover\n  kind: blue\n  hatched: 2026-03-01")
        #expect(folder.text("people.yaml") == "- name: Jen\n- name: \"Yes\"\n  shares: 2\n  from: 2026-11-01\n")
        #expect(
            EditOutcome.of { try editor.add(NamedItem.hen(name: "clover", breed: nil, kind: nil, hatched: nil, added: nil)) } == [
                "content/hens.yaml:8:9: error: there is already a hen named 'Clover' (names are compared ignoring case) [duplicate-name]\n  note content/hens.yaml:5:9: first defined here"
            ])
    }

    @Test func aHenOfACoopThatKeepsAFileAHenGetsHerOwnFile() throws {
        let folder = TemporaryFolder(files: ["hens/pearl.yaml": "name: Pearl\n"])
        let editor = EditOutcome.editor(folder)
        let change = try editor.add(NamedItem.hen(name: "Señora Clucks", breed: "Silkie", kind: nil, hatched: nil, added: nil))
        #expect(change.file == "content/hens/senora-clucks.yaml" && change.created && change.line == 1)
        #expect(folder.text("hens/senora-clucks.yaml") == "name: Señora Clucks\nbreed: Silkie\n")
        #expect(
            EditOutcome.of { try editor.add(NamedItem.hen(name: "Pearl", breed: nil, kind: nil, hatched: nil, added: nil)) } == [
                "content/hens/pearl.yaml already exists; a hen in hens/ has a file of her own"
            ])
    }
}
