import CoopEditing
import CoopRecords
import CoopTestSupport
import CoopValues
import Foundation
import Testing

@testable import CoopServe

/// The sample content writes every delivery and contribution as one `{ }` line: their edit
/// forms save, the record staying one such line, every other byte of the file as it was.
@Suite struct FlowRecordFormTests {
    @Test func theSampleContentsDeliveriesAndContributionsAreEdited() throws {
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../content").standardized
        let folder = TemporaryFolder(files: [:])
        let copy = folder.url("content")
        try FileManager.default.copyItem(atPath: sample.path, toPath: copy)
        let editor = ContentEditor(directory: copy, displayRoot: "content", today: CivilDate(iso: "2026-11-22")!)
        for (file, name, value) in [("deliveries.yaml", "eggs", "11"), ("contributions.yaml", "note", "in the jar, {cash}")] {
            let before = try #require(FileManager.default.contents(atPath: copy + "/" + file)).map { $0 }
            let lines = String(decoding: before, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let index = try #require(lines.firstIndex { $0.hasPrefix("- {") })
            let place = RecordPlace(path: file, line: index + 1)
            let coop = SharedParseCache().load(from: copy, displayRoot: "content", today: CivilDate(iso: "2026-11-22")!).coop
            var form = try #require(RecordForm.editing(place, editor: editor, coop: coop, back: nil))
            form.values.set(name, value)
            _ = try form.save(with: editor, coop: coop, words: FieldInjectionTests.words)
            let after = String(decoding: try #require(FileManager.default.contents(atPath: copy + "/" + file)), as: UTF8.self)
                .split(separator: "\n", omittingEmptySubsequences: false)
            #expect(after.count == lines.count)
            for (number, line) in after.enumerated() where number != index { #expect(line == lines[number], "\(file):\(number + 1)") }
            #expect(after[index].hasPrefix("- {") && after[index].hasSuffix("}"))
            #expect(editor.fields(at: place)?.first { $0.key == name }?.values == [value], "\(after[index])")
        }
    }
}
