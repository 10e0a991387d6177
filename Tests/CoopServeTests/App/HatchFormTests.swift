import CoopRecordsTestSupport
import CoopServe
import CoopTestSupport
import Foundation
import Testing

/// The app's form for a hatch: the broody hens to choose from, and a hatch added.
@Suite(.serialized) struct HatchFormTests {
    @Test func aHatchIsAddedUnderAHen() async throws {
        let running = try await RunningServer(files: ["hens.yaml": "- name: Henrietta\n- name: Ginger\n"])
        let form = try #require(try await running.raw(target: "/add.html?kind=hatch")).text
        #expect(form.contains("<option value=\"\" selected>The incubator</option>"), "\(form)")
        #expect(form.contains("<option value=\"Ginger\">Ginger</option>"))
        let saved = try await AppClient(running: running).submit(
            "/__coop/save", [("form-kind", "hatch"), ("date", "2026-11-08"), ("eggs", "5"), ("by", "Ginger")])
        #expect(saved.status == 200, "\(saved.page)")
        #expect(running.content.text("hatches.yaml") == "- date: 2026-11-08\n  eggs: 5\n  by: Ginger\n")
        await running.server.stop()
    }

    @Test func aHenGoneIsOfferedForANoteOnlyAfterTheFlock() async throws {
        let running = try await RunningServer(files: [
            "hens.yaml": "- name: Mabel\n  removed: 2026-03-01\n- name: Henrietta\n- name: Ginger\n",
            "treatments.yaml": "- date: 2026-02-01\n  what: Wormer\n  hens: [Mabel]\n",
        ])
        func boxes(_ page: String) -> [String] {
            page.components(separatedBy: "type=\"checkbox\" name=\"hens\" value=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        }
        let note = try #require(try await running.raw(target: "/add.html?kind=note")).text
        #expect(boxes(note) == ["Henrietta", "Ginger", "Mabel"], "\(note)")
        let treatment = try #require(try await running.raw(target: "/add.html?kind=treatment")).text
        #expect(boxes(treatment) == ["Henrietta", "Ginger"])
        // Editing the treatment that names her: she is there, ticked.
        let edit = try #require(try await running.raw(target: "/__coop/edit?record=treatments.yaml:1")).text
        #expect(boxes(edit) == ["Henrietta", "Ginger", "Mabel"], "\(edit)")
        #expect(edit.contains("value=\"Mabel\" checked"))
        let hatch = try #require(try await running.raw(target: "/add.html?kind=hatch")).text
        #expect(!hatch.contains("<option value=\"Mabel\">"))
        await running.server.stop()
    }
}
