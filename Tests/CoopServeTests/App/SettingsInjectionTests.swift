import CoopEditing
import CoopRecords
import CoopTestSupport
import CoopValues
import Testing

@testable import CoopServe

/// The settings page's fields, each given every hostile value of ``FieldInjectionTests``:
/// either the save is refused with a message and coop.yaml is as it was, or the content still
/// passes the check, the setting reads back as the form holds it, and every other line of
/// coop.yaml (its comments included) is as it was.
@Suite struct SettingsInjectionTests {
    static let settings =
        "# Our coop\ntitle: Maple Street Coop   # the name\ndescription: Six hens.\ncurrency: USD\nweek_starts: monday\nlatitude: 45.5\ngoal: {eggs_per_week: 30}\n"

    @Test func everySettingHoldsOneValueOrIsRefused() throws {
        var files = FieldInjectionTests.files
        files["coop.yaml"] = Self.settings
        let folder = TemporaryFolder(files: files)
        let original = FieldInjectionTests.snapshot(folder)
        let parses = SharedParseCache()
        let coop = FieldInjectionTests.load(folder, parses).coop
        let fields = RecordForm.fields(of: .settings, coop: coop, words: FieldInjectionTests.words)
        #expect(fields.map(\.name) == ["title", "description", "currency", "store_price", "week_starts", "latitude", "goal", "language"])
        var (tried, saved) = (0, 0)
        for field in fields {
            for value in FieldInjectionTests.hostile {
                let label = "\(field.name) = \(value.debugDescription.prefix(60))"
                tried += 1
                let editor = ContentEditor(
                    directory: folder.path, displayRoot: "content", today: CivilDate(iso: "2026-11-22")!, parses: parses)
                var form = try #require(RecordForm.settings(editor: editor, back: nil))
                form.values.set(field.name, value)
                do {
                    _ = try form.saveSettings(with: editor, coop: coop, words: FieldInjectionTests.words)
                } catch {
                    let problem = AppProblem(error, words: FieldInjectionTests.words)
                    #expect(!(problem.message ?? "").isEmpty || !problem.diagnostics.isEmpty, "\(label): refused without a word")
                    #expect(FieldInjectionTests.snapshot(folder) == original, "\(label): refused, yet a file changed")
                    continue
                }
                saved += 1
                #expect(!FieldInjectionTests.load(folder, parses).hasErrors, "\(label)")
                // The setting reads back as the form holds it: text as the reader gives it to
                // the pages (several lines kept), the others as written.
                let settings = FieldInjectionTests.load(folder, parses).coop.settings
                let written =
                    switch field.name {
                    case "title": settings.title
                    case "description": settings.description
                    default: editor.settings()?.values.first { $0.key == field.name }?.value
                    }
                switch field.value(in: form.values) {
                case .literal(let text)?, .text(let text)?: #expect(written == text, "\(label)")
                case nil: #expect(written == nil, "\(label)")
                default: Issue.record("\(label): a setting is one value")
                }
                // Every line but the setting's own (and a block's lines under it) is as it was.
                let before = Self.settings.split(separator: "\n", omittingEmptySubsequences: false)
                let after = (folder.text("coop.yaml") ?? "").split(separator: "\n", omittingEmptySubsequences: false)
                let key = field.name + ":"
                #expect(
                    before.filter { !$0.hasPrefix(key) } == after.filter { !$0.hasPrefix(key) && !$0.hasPrefix(" ") }, "\(label)")
                for (path, bytes) in original where path != "coop.yaml" {
                    #expect(FieldInjectionTests.snapshot(folder)[path] == bytes, "\(label): \(path) changed")
                }
                FieldInjectionTests.restore(folder, original)
            }
        }
        #expect(tried > 400 && saved > tried / 10)
    }
}
