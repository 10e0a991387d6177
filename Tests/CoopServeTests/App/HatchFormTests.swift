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
}
