import CoopEditing
import CoopRecords
import CoopTestSupport
import CoopValues
import Testing

@testable import CoopServe
@testable import CoopSite

/// Text is kept as typed: a note's text keeps its leading spaces and blank lines (an
/// indented code block), only what follows its last character is dropped; one-line text
/// drops the spaces around it; a character coop files do not allow is refused naming the field.
@Suite struct TextFieldTests {
    static let files = ["notes.yaml": "- date: 2026-11-01\n  title: Feed\n"]
    static let today = CivilDate(iso: "2026-11-22")!

    /// Adds a note with `values`; the notes file after, or the problem's message.
    static func add(_ folder: TemporaryFolder, _ values: [(String, String)]) -> String? {
        let editor = ContentEditor(directory: folder.path, displayRoot: "content", today: today)
        var form = RecordForm.adding(.notes, today: today, back: nil)
        for (name, value) in values { form.values.set(name, value) }
        do {
            _ = try form.save(with: editor, coop: FieldInjectionTests.load(folder).coop, words: FieldInjectionTests.words)
            return folder.text("notes.yaml")
        } catch {
            return AppProblem(error, words: FieldInjectionTests.words).message
        }
    }

    @Test func aNoteBeginningWithAnIndentedCodeBlockKeepsIt() throws {
        let folder = TemporaryFolder(files: Self.files)
        let written = Self.add(folder, [("date", "2026-11-02"), ("title", "  Code  "), ("text", "\n    let x = 1\n\nThat is it.\n\n")])
        #expect(
            written
                == "- date: 2026-11-01\n  title: Feed\n- date: 2026-11-02\n  title: Code\n  text: |2-\n\n        let x = 1\n\n    That is it.\n"
        )
        // The file holds it as typed; the pages get it without the blank line before it, its
        // code block indented still.
        let editor = ContentEditor(directory: folder.path, displayRoot: "content", today: Self.today)
        #expect(editor.fields(at: RecordPlace(path: "notes.yaml", line: 3))?.last?.values == ["\n    let x = 1\n\nThat is it."])
        let coop = FieldInjectionTests.load(folder).coop
        #expect(coop.notes.last?.text == "    let x = 1\n\nThat is it.")
        // The edit form shows it as it is (one more line end first, which the browser drops).
        let form = try #require(RecordForm.editing(RecordPlace(path: "notes.yaml", line: 3), editor: editor, coop: coop, back: nil))
        let page = form.page(path: "/__coop/edit", coop: coop, secret: "s", today: Self.today, words: FieldInjectionTests.words)
        #expect(page.fields.first { $0.name == "text" }?.value == "\n\n    let x = 1\n\nThat is it.")
    }

    @Test func aControlCharacterIsRefusedNamingTheFieldAndNothingIsWritten() {
        let folder = TemporaryFolder(files: Self.files)
        #expect(
            Self.add(folder, [("date", "2026-11-02"), ("title", "Bell\u{7}")])
                == "'title' holds the invisible character U+0007, which coop files do not allow; delete it and save again")
        #expect(
            Self.add(folder, [("date", "2026-11-02"), ("title", "Line"), ("text", "one\u{2028}two")])
                == "'text' holds the invisible character U+2028, which coop files do not allow; delete it and save again")
        #expect(folder.text("notes.yaml") == Self.files["notes.yaml"])
    }
}
