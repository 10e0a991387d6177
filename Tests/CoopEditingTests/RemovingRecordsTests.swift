import CoopEditing
import CoopRecords
import CoopTestSupport
import CoopValues
import Foundation
import Testing

/// ``ContentEditor/remove(_:)`` and ``ContentEditor/remove(at:expecting:)``: a record named as
/// a person would name it (a day, a title, an item, a person, a name) or by its place is taken
/// out, its lines only, from the start, the middle or the end of its file; a name matching
/// nothing or several records, a day inside a range, a hen with a file of her own, and a
/// removal that leaves the content broken are refused, and nothing is written.
@Suite struct RemovingRecordsTests {
    /// The day written `iso`.
    static func day(_ iso: String) -> CivilDate { CivilDate(iso: iso)! }

    /// An egg file with CRLF line ends, a range, comments, and no line end after its last line.
    static let eggs = "# November\r\n2026-11-20: 5   # windy\r\n2026-11-21..2026-11-23: 9\r\n\r\n# back home\r\n2026-11-24: 4"

    @Test func anEggDayIsTakenOutFromTheStartTheMiddleAndTheEnd() throws {
        let folder = TemporaryFolder(files: ["eggs.yaml": Self.eggs])
        let editor = EditOutcome.editor(folder)
        let first = try editor.remove(.eggs(Self.day("2026-11-20")))
        #expect(first.file == "content/eggs.yaml" && first.line == 2 && first.lines == ["2026-11-20: 5   # windy"])
        #expect(folder.text("eggs.yaml") == "# November\r\n2026-11-21..2026-11-23: 9\r\n\r\n# back home\r\n2026-11-24: 4")
        // The last line, which has no line end: the file ends with the line before it, line end included.
        #expect(try editor.remove(.eggs(Self.day("2026-11-24"))).lines == ["2026-11-24: 4"])
        #expect(folder.text("eggs.yaml") == "# November\r\n2026-11-21..2026-11-23: 9\r\n\r\n# back home\r\n")
        // A range, by its first day.
        _ = try editor.remove(.eggs(Self.day("2026-11-21")))
        #expect(folder.text("eggs.yaml") == "# November\r\n\r\n# back home\r\n")
    }

    @Test func aDayThatIsNotRecordedOrInsideARangeIsRefused() {
        let folder = TemporaryFolder(files: ["eggs.yaml": Self.eggs])
        let editor = EditOutcome.editor(folder)
        #expect(EditOutcome.of { try editor.remove(.eggs(Self.day("2026-11-19"))) } == ["2026-11-19 is not recorded"])
        #expect(
            EditOutcome.of { try editor.remove(.eggs(Self.day("2026-11-22"))) } == [
                "2026-11-22 is part of the range 2026-11-21..2026-11-23 (content/eggs.yaml, line 3); remove the range by its first day, 2026-11-21"
            ])
        #expect(EditOutcome.holds(folder, ["eggs.yaml": Self.eggs]))
    }

    /// Three notes, two of them titled alike, one with a block of text.
    static let notes = """
        - date: 2026-11-01
          title: Molt started
        # the fox, twice
        - date: 2026-11-05
          title: Fox seen
          text: |
            At dusk.

        - date: 2026-11-09
          title: fox seen
        """ + "\n"

    @Test func aNoteIsNamedByItsTitleAndItsDayWhenSeveralShareIt() throws {
        let folder = TemporaryFolder(files: ["notes.yaml": Self.notes])
        let editor = EditOutcome.editor(folder)
        #expect(
            EditOutcome.of { try editor.remove(.note(title: "FOX SEEN", date: nil)) } == [
                "2 records match note titled 'FOX SEEN': 2026-11-05 (content/notes.yaml, line 4); 2026-11-09 (content/notes.yaml, line 9); add --date to say which"
            ])
        #expect(EditOutcome.of { try editor.remove(.note(title: "Hawk", date: nil)) } == ["there is no note titled 'Hawk'"])
        #expect(
            EditOutcome.of { try editor.remove(.note(title: "Fox seen", date: Self.day("2026-11-06"))) } == [
                "there is no note titled 'Fox seen' on 2026-11-06"
            ])
        let removed = try editor.remove(.note(title: "Fox seen", date: Self.day("2026-11-05")))
        #expect(removed.line == 4 && removed.lines == ["- date: 2026-11-05", "  title: Fox seen", "  text: |", "    At dusk."])
        #expect(
            folder.text("notes.yaml")
                == "- date: 2026-11-01\n  title: Molt started\n# the fox, twice\n\n- date: 2026-11-09\n  title: fox seen\n")
        _ = try editor.remove(.note(title: "molt started", date: nil))
        #expect(folder.text("notes.yaml") == "# the fox, twice\n\n- date: 2026-11-09\n  title: fox seen\n")
    }

    @Test func moneyRecordsAreNamedByTheirItemOrPerson() throws {
        let files = [
            "people.yaml": "- name: Jen\n- name: Rivera family\n",
            "expenses.yaml": "- date: 2026-11-02\n  item: Layer feed\n  amount: 24.99\n- date: 2026-11-09\n  item: Grit\n  amount: 4\n",
            "contributions.yaml": "- date: 2026-11-05\n  person: Jen\n  amount: 20\n",
            "deliveries.yaml":
                "- date: 2026-11-06\n  person: Rivera family\n  eggs: 6\n- date: 2026-11-07\n  person: rivera FAMILY\n  eggs: 12\n",
        ]
        let folder = TemporaryFolder(files: files)
        let editor = EditOutcome.editor(folder)
        _ = try editor.remove(.expense(item: "layer feed", date: nil))
        #expect(folder.text("expenses.yaml") == "- date: 2026-11-09\n  item: Grit\n  amount: 4\n")
        _ = try editor.remove(.contribution(person: "JEN", date: nil))
        #expect(folder.text("contributions.yaml") == "")
        #expect(
            EditOutcome.of { try editor.remove(.delivery(person: "Rivera Family", date: nil)) } == [
                "2 records match delivery to 'Rivera Family': 2026-11-06 (content/deliveries.yaml, line 1); 2026-11-07 (content/deliveries.yaml, line 4); add --date to say which"
            ])
        _ = try editor.remove(.delivery(person: "Rivera Family", date: Self.day("2026-11-07")))
        #expect(folder.text("deliveries.yaml") == "- date: 2026-11-06\n  person: Rivera family\n  eggs: 6\n")
        #expect(
            EditOutcome.of { try editor.remove(.contribution(person: "Rivera family", date: nil)) } == [
                "there is no contribution from 'Rivera family'"
            ])
    }

    @Test func aHenAPersonOrAKindIsNamedByItsName() throws {
        let folder = TemporaryFolder(files: [
            "kinds.yaml": "- name: brown\n- name: blue\n", "hens.yaml": "# The flock\n- name: Pearl\n  kind: brown\n- name: Opal\n",
        ])
        let editor = EditOutcome.editor(folder)
        let hen = try editor.remove(.named(.hens, name: "pearl"))
        #expect(hen.line == 2 && hen.lines == ["- name: Pearl", "  kind: brown"])
        #expect(folder.text("hens.yaml") == "# The flock\n- name: Opal\n")
        _ = try editor.remove(.named(.kinds, name: "Blue"))
        #expect(folder.text("kinds.yaml") == "- name: brown\n")
        #expect(EditOutcome.of { try editor.remove(.named(.hens, name: "Clover")) } == ["there is no hen named 'Clover'"])
        #expect(EditOutcome.of { try editor.remove(.named(.kinds, name: "white")) } == ["there is no kind named 'white'"])
    }

    @Test func aContentErrorComesBeforeTheRemoval() throws {
        // Two kinds named alike: the content's error is what the removal answers.
        let folder = TemporaryFolder(files: ["kinds.yaml": "- name: brown\n- name: Brown\n"])
        #expect(
            EditOutcome.of { try EditOutcome.editor(folder).remove(.named(.kinds, name: "brown")) } == [
                "content/kinds.yaml:2:9: error: there is already an egg kind named 'brown' (names are compared ignoring case) [duplicate-name]\n  note content/kinds.yaml:1:9: first defined here"
            ])
        #expect(folder.text("kinds.yaml") == "- name: brown\n- name: Brown\n")
    }

    @Test func aHenWithAFileOfHerOwnIsRemovedByRemovingTheFile() throws {
        let folder = TemporaryFolder(files: ["hens/pearl.yaml": "name: Pearl\nbreed: Silkie\n", "hens/opal.yaml": "name: Opal\n"])
        let editor = EditOutcome.editor(folder)
        #expect(
            EditOutcome.of { try editor.remove(.named(.hens, name: "PEARL")) } == [
                "hen 'PEARL' has a file of her own in content/hens/; remove that file to remove her"
            ])
        let place = RecordPlace(path: "hens/pearl.yaml", line: 1)
        let fingerprint = try #require(editor.fingerprint(at: place))
        #expect(
            EditOutcome.of { try editor.remove(at: place, expecting: fingerprint) } == [
                "this hen has a file of her own, content/hens/pearl.yaml; remove that file to remove her"
            ])
        #expect(folder.text("hens/pearl.yaml") == "name: Pearl\nbreed: Silkie\n")
    }

    @Test func aRemovalThatLeavesTheContentBrokenIsRefused() {
        let files = [
            "kinds.yaml": "- name: brown\n- name: blue\n", "hens.yaml": "- name: Pearl\n  kind: blue\n",
            "eggs.yaml": "2026-11-20: {brown: 2, Pearl: 1}\n2026-11-21: {blue: 1}\n",
        ]
        let folder = TemporaryFolder(files: files)
        let editor = EditOutcome.editor(folder)
        #expect(
            EditOutcome.of { try editor.remove(.named(.hens, name: "Pearl")) } == [
                "content/eggs.yaml:1:24: error: unknown egg kind 'Pearl' [unknown-kind]"
            ])
        #expect(
            EditOutcome.of { try editor.remove(.named(.kinds, name: "blue")) } == [
                "content/eggs.yaml:2:14: error: unknown egg kind or hen 'blue' [unknown-kind]",
                "content/hens.yaml:2:9: error: unknown egg kind 'blue' [unknown-kind]",
            ])
        #expect(EditOutcome.holds(folder, files))
    }

    @Test func aRecordChangedSinceItsFormWasOpenedIsNotRemoved() throws {
        let folder = TemporaryFolder(files: ["notes.yaml": Self.notes])
        let editor = EditOutcome.editor(folder)
        let place = RecordPlace(path: "notes.yaml", line: 9)
        let fingerprint = try #require(editor.fingerprint(at: place))
        folder.write("notes.yaml", Self.notes.replacingOccurrences(of: "title: fox seen", with: "title: Fox, again"))
        #expect(
            EditOutcome.of { try editor.remove(at: place, expecting: fingerprint) } == [
                "the record in content/notes.yaml has changed since the form was opened; nothing was saved. Open it again to see it as it is now"
            ])
        #expect(
            EditOutcome.of { try editor.remove(at: RecordPlace(path: "notes.yaml", line: 2), expecting: fingerprint) } == [
                "there is no record at content/notes.yaml, line 2; it may have been moved or removed since"
            ])
    }
}
