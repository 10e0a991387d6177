import CoopEditing
import CoopRecords
import CoopTestSupport
import CoopValues
import Testing

@testable import CoopServe

/// The list fields of the app's forms (tags, hens), written as flow lists: an item holding
/// a comma or a bracket stays one item, an item from a ticked box is whole (only the box for
/// new words splits at commas and spaces), and a list left as it was keeps its line.
@Suite struct ListFieldTests {
    static let files = [
        "kinds.yaml": "- name: brown\n",
        "hens.yaml": "- name: Pearl\n- name: Olive\n- name: \"Pearl, Jr.\"\n",
        "notes.yaml": "- date: 2026-11-01\n  title: Feed\n  tags: [\"feed, bulk\", molt]   # bought\n  hens: [Pearl, Olive]\n",
    ]

    /// Saves the edit form of the note at `notes.yaml:1` after `change` to its answers; the
    /// notes file after.
    static func edit(_ folder: TemporaryFolder, _ change: (inout FormData) -> Void) throws -> String? {
        let editor = ContentEditor(directory: folder.path, displayRoot: "content", today: CivilDate(iso: "2026-11-22")!)
        let coop = FieldInjectionTests.load(folder).coop
        let place = try #require(RecordPlace("notes.yaml:1"))
        var form = try #require(RecordForm.editing(place, editor: editor, coop: coop, back: nil))
        change(&form.values)
        _ = try form.save(with: editor, coop: coop, words: FieldInjectionTests.words)
        return folder.text("notes.yaml")
    }

    @Test func aTagHoldingACommaStaysOneTag() throws {
        let folder = TemporaryFolder(files: Self.files)
        // The edit form ticks the tag's box with the whole tag.
        let editor = ContentEditor(directory: folder.path, displayRoot: "content", today: CivilDate(iso: "2026-11-22")!)
        let place = try #require(RecordPlace("notes.yaml:1"))
        let form = try #require(RecordForm.editing(place, editor: editor, coop: FieldInjectionTests.load(folder).coop, back: nil))
        #expect(form.values.all("tags") == ["feed, bulk", "molt"])
        // Dropping the other tag writes the list again, the tag still one.
        let written = try Self.edit(folder) { $0.set("tags", "feed, bulk") }
        #expect(written == "- date: 2026-11-01\n  title: Feed\n  tags: [\"feed, bulk\"]   # bought\n  hens: [Pearl, Olive]\n")
    }

    @Test func aHenWithACommaInHerNameIsPutOnANote() throws {
        let folder = TemporaryFolder(files: Self.files)
        let written = try Self.edit(folder) { $0.append("hens", "Pearl, Jr.") }
        #expect(
            written
                == "- date: 2026-11-01\n  title: Feed\n  tags: [\"feed, bulk\", molt]   # bought\n  hens: [Pearl, Olive, \"Pearl, Jr.\"]\n")
        #expect(FieldInjectionTests.load(folder).coop.notes.first?.henIndexes.count == 3)
    }

    @Test func newWordsAreSplitAtCommasAndSpacesAndQuotedWhereNeeded() throws {
        let folder = TemporaryFolder(files: Self.files)
        let written = try Self.edit(folder) { $0.set("tags.new", "x] {y}, a:b #c") }
        #expect(
            written
                == "- date: 2026-11-01\n  title: Feed\n  tags: [\"feed, bulk\", molt, \"x]\", \"{y}\", \"a:b\", \"#c\"]   # bought\n  hens: [Pearl, Olive]\n"
        )
        #expect(FieldInjectionTests.load(folder).coop.notes.first?.tags == ["feed, bulk", "molt", "x]", "{y}", "a:b", "#c"])
    }

    @Test func aListLeftAsItWasKeepsItsLineWhateverTheOrder() throws {
        // The form's boxes come in the flock's order (Olive, then Pearl); the note says Pearl first.
        let folder = TemporaryFolder(files: Self.files.merging(["hens.yaml": "- name: Olive\n- name: Pearl\n"]) { $1 })
        let written = try Self.edit(folder) { values in
            values.set("hens", nil)
            for hen in ["Olive", "Pearl"] { values.append("hens", hen) }
            values.set("tags", nil)
            for tag in ["molt", "feed, bulk"] { values.append("tags", tag) }
            values.set("title", "Feed bought")
        }
        #expect(written == "- date: 2026-11-01\n  title: Feed bought\n  tags: [\"feed, bulk\", molt]   # bought\n  hens: [Pearl, Olive]\n")
    }
}
