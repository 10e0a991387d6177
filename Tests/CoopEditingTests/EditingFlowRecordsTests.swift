import CoopEditing
import CoopRecords
import CoopTestSupport
import CoopValues
import Testing

/// Records written as one `{ }` mapping on one line (every delivery and contribution of the
/// sample content): an edit keeps them so, keys in their order, unchanged entries as written,
/// changed values rewritten (quoted where a comma or a bracket would end them), removed keys
/// dropped, new ones in the record's order.
@Suite struct EditingFlowRecordsTests {
    static let people = "- name: Jen\n- name: Rivera family\n"
    static let deliveries =
        "# Sundays\n- {date: 2026-11-06, person: Rivera family,eggs:  12 }   # after church\n- {date: 2026-11-07, person: Jen, eggs: 6}\n"
    static let contributions = "- {date: 2026-11-05, person: Jen, amount: 20, note: first month}\n"

    /// Edits the record at `place` of a folder of `files`; the file `file` after, or why not.
    static func edit(_ files: [String: String], _ place: String, _ fields: [(key: FieldKey, value: FieldValue?)], file: String) -> [String]
    {
        let folder = TemporaryFolder(files: files)
        let outcome = EditOutcome.of {
            let place = try #require(RecordPlace(place))
            let editor = EditOutcome.editor(folder)
            return try editor.edit(place, expecting: try #require(editor.fingerprint(at: place)), fields: fields)
        }
        return outcome == ["done"] ? [folder.text(file) ?? ""] : outcome
    }

    @Test func aChangedValueIsRewrittenAndTheRestStaysAsWritten() {
        let files = ["people.yaml": Self.people, "deliveries.yaml": Self.deliveries]
        #expect(
            Self.edit(
                files, "deliveries.yaml:2", [(.date, .literal("2026-11-06")), (.person, .text("Jen")), (.eggs, .literal("12"))],
                file: "deliveries.yaml")
                == [
                    "# Sundays\n- {date: 2026-11-06, person: Jen,eggs:  12 }   # after church\n- {date: 2026-11-07, person: Jen, eggs: 6}\n"
                ])
        #expect(
            Self.edit(
                files, "deliveries.yaml:3", [(.date, .literal("2026-11-08")), (.person, .text("Jen")), (.eggs, .literal("10"))],
                file: "deliveries.yaml")
                == [
                    "# Sundays\n- {date: 2026-11-06, person: Rivera family,eggs:  12 }   # after church\n- {date: 2026-11-08, person: Jen, eggs: 10}\n"
                ])
    }

    @Test func removedKeysGoNewOnesComeInTheRecordsOrderQuotedForAFlow() {
        let files = ["people.yaml": Self.people, "contributions.yaml": Self.contributions]
        // The note removed.
        #expect(
            Self.edit(
                files, "contributions.yaml:1",
                [(.date, .literal("2026-11-05")), (.person, .text("Jen")), (.amount, .literal("20")), (.note, nil)],
                file: "contributions.yaml") == ["- {date: 2026-11-05, person: Jen, amount: 20}\n"])
        // A note holding a comma, braces and a colon: one quoted value.
        #expect(
            Self.edit(
                files, "contributions.yaml:1",
                [(.date, .literal("2026-11-05")), (.person, .text("Jen")), (.amount, .literal("20")), (.note, .text("cash, {jar}: ok"))],
                file: "contributions.yaml") == ["- {date: 2026-11-05, person: Jen, amount: 20, note: \"cash, {jar}: ok\"}\n"])
        // A new key before the next one the record has: the amount moved after the note by hand stays there.
        let moved = ["people.yaml": Self.people, "contributions.yaml": "- {date: 2026-11-05, amount: 20, note: x}\n"]
        #expect(
            Self.edit(
                moved, "contributions.yaml:1",
                [(.date, .literal("2026-11-05")), (.person, .text("Rivera family")), (.amount, .literal("20")), (.note, .text("x"))],
                file: "contributions.yaml") == ["- {date: 2026-11-05, person: Rivera family, amount: 20, note: x}\n"])
        // A line end typed in the note: escaped, the record still one line.
        #expect(
            Self.edit(
                files, "contributions.yaml:1",
                [
                    (.date, .literal("2026-11-05")), (.person, .text("Jen")), (.amount, .literal("20")),
                    (.note, .text("a\n  person: Rivera family")),
                ],
                file: "contributions.yaml") == ["- {date: 2026-11-05, person: Jen, amount: 20, note: \"a\\n  person: Rivera family\"}\n"])
        // The first field cannot go.
        #expect(
            Self.edit(files, "contributions.yaml:1", [(.date, nil), (.person, .text("Jen"))], file: "contributions.yaml")
                == ["'date' is the record's first field; it cannot be left empty"])
    }

    @Test func aFlowMappingOverSeveralLinesIsStillRefused() {
        let files = ["people.yaml": Self.people, "deliveries.yaml": "- {date: 2026-11-06,\n   person: Jen, eggs: 12}\n"]
        #expect(
            Self.edit(files, "deliveries.yaml:1", [(.date, .literal("2026-11-06")), (.eggs, .literal("5"))], file: "deliveries.yaml")
                == ["the record at content/deliveries.yaml, line 1 is written as one { } mapping; edit it by hand"])
    }

    @Test func aFlowRecordIsRemoved() throws {
        let folder = TemporaryFolder(files: ["people.yaml": Self.people, "deliveries.yaml": Self.deliveries])
        let editor = EditOutcome.editor(folder)
        let place = RecordPlace(path: "deliveries.yaml", line: 2)
        _ = try editor.remove(at: place, expecting: try #require(editor.fingerprint(at: place)))
        #expect(folder.text("deliveries.yaml") == "# Sundays\n- {date: 2026-11-07, person: Jen, eggs: 6}\n")
    }
}

/// A record added to a file of one-line flow records is written as one too; to a file of
/// block records, as a block; the neighbour before its place decides.
@Suite struct AddingToFlowRecordsTests {
    static func add(_ files: [String: String], _ item: RecordItem?) throws -> String? {
        let folder = TemporaryFolder(files: files)
        _ = try EditOutcome.editor(folder).add(try #require(item))
        return folder.text("deliveries.yaml")
    }

    @Test func aDeliveryJoinsOneLineDeliveriesOnOneLine() throws {
        let files = ["people.yaml": EditingFlowRecordsTests.people, "deliveries.yaml": EditingFlowRecordsTests.deliveries]
        let sale = RecordItem(
            .deliveries, date: CivilDate(iso: "2026-11-08")!,
            values: [.person: .text("Rivera family"), .eggs: .literal("12"), .paid: .literal("4.50"), .note: .text("paid, in cash")])
        #expect(
            try Self.add(files, sale)
                == EditingFlowRecordsTests.deliveries
                + "- {date: 2026-11-08, person: Rivera family, eggs: 12, paid: 4.50, note: \"paid, in cash\"}\n")
        // Before the first: the record after it decides.
        let early = RecordItem(.deliveries, date: CivilDate(iso: "2026-11-01")!, values: [.person: .text("Jen"), .eggs: .literal("2")])
        #expect(
            try Self.add(files, early)
                == "# Sundays\n- {date: 2026-11-01, person: Jen, eggs: 2}\n"
                + EditingFlowRecordsTests.deliveries.dropFirst("# Sundays\n".count))
    }

    @Test func aDeliveryJoinsBlockDeliveriesAsABlock() throws {
        let files = ["people.yaml": EditingFlowRecordsTests.people, "deliveries.yaml": "- date: 2026-11-06\n  person: Jen\n  eggs: 6\n"]
        let item = RecordItem(.deliveries, date: CivilDate(iso: "2026-11-08")!, values: [.person: .text("Jen"), .eggs: .literal("2")])
        #expect(
            try Self.add(files, item)
                == "- date: 2026-11-06\n  person: Jen\n  eggs: 6\n- date: 2026-11-08\n  person: Jen\n  eggs: 2\n")
    }
}
