import CoopRecordsTestSupport
import CoopServe
import CoopTestSupport
import Foundation
import Testing

/// The app's forms for an expense's quantity and a hen's cause: asked, saved line by line,
/// and a cause without `removed` refused with its place and nothing written.
@Suite(.serialized) struct FeedAndCauseFormTests {
    static let files = [
        "hens.yaml": "- name: Pearl\n- name: Fern   # the loud one\n",
        "expenses.yaml": "- date: 2026-11-02\n  item: Layer feed\n  amount: 24.99\n  tags: [feed]\n",
    ]

    /// Submits the edit form of `record` with `answers`.
    static func edit(_ record: String, _ answers: [(String, String)], running: RunningServer) async throws -> (status: Int, page: String) {
        let form = try #require(try await running.raw(target: "/__coop/edit?record=\(record)")).text
        let fingerprint = try #require(AppClient.value(of: "form-fingerprint", in: form))
        let kind = try #require(AppClient.value(of: "form-kind", in: form))
        return try await AppClient(running: running).submit(
            "/__coop/save", [("form-kind", kind), ("form-record", record), ("form-fingerprint", fingerprint)] + answers)
    }

    @Test func aHenLeavesWithACause() async throws {
        let running = try await RunningServer(files: Self.files)
        let form = try #require(try await running.raw(target: "/__coop/edit?record=hens.yaml:2")).text
        #expect(form.contains("<option value=\"predator\">A predator</option>"), "\(form)")
        let saved = try await Self.edit(
            "hens.yaml:2", [("name", "Fern"), ("removed", "2026-11-20"), ("cause", "predator"), ("removed_reason", "fox")],
            running: running)
        #expect(saved.status == 200, "\(saved.page)")
        #expect(
            running.content.text("hens.yaml")
                == "- name: Pearl\n- name: Fern   # the loud one\n  removed: 2026-11-20\n  cause: predator\n  removed_reason: fox\n")
        await running.server.stop()
    }

    @Test func aCauseWithoutRemovedIsRefused() async throws {
        let running = try await RunningServer(files: Self.files)
        let refused = try await Self.edit("hens.yaml:2", [("name", "Fern"), ("cause", "illness")], running: running)
        #expect(refused.status == 422)
        #expect(refused.page.contains("'cause' says why a hen left, and she has no 'removed' day"), "\(refused.page)")
        #expect(running.content.text("hens.yaml") == Self.files["hens.yaml"])
        await running.server.stop()
    }

    @Test func feedGetsItsQuantity() async throws {
        let running = try await RunningServer(files: Self.files)
        let saved = try await Self.edit(
            "expenses.yaml:1",
            [
                ("date", "2026-11-02"), ("item", "Layer feed"), ("amount", "24.99"), ("quantity", "20 kg"), ("consumable", "true"),
                ("shared", "true"), ("tags", "feed"),
            ], running: running)
        #expect(saved.status == 200, "\(saved.page)")
        #expect(
            running.content.text("expenses.yaml")
                == "- date: 2026-11-02\n  item: Layer feed\n  amount: 24.99\n  quantity: 20 kg\n  tags: [feed]\n")
        let refused = try await Self.edit(
            "expenses.yaml:1",
            [("date", "2026-11-02"), ("item", "Layer feed"), ("amount", "24.99"), ("quantity", "20 kgs"), ("tags", "feed")],
            running: running)
        #expect(refused.status == 422)
        #expect(refused.page.contains("'kgs' is not a unit of weight; did you mean 'kg'?"), "\(refused.page)")
        #expect(running.content.text("expenses.yaml")?.contains("quantity: 20 kg\n") == true)
        await running.server.stop()
    }
}
