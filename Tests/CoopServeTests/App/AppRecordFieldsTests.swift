import CoopRecordsTestSupport
import CoopServe
import CoopTestSupport
import Foundation
import Testing

/// The fields the coop app's forms ask besides the first ones: a sale's money, a hen's
/// text, expected eggs, free facts and photo, a person's and a kind's facts; each save
/// compared byte for byte.
@Suite(.serialized) struct AppRecordFieldsTests {
    /// Opens the edit form of `record` and saves it with `fields`: the status and the page.
    static func edit(_ record: String, _ fields: [(String, String)], app: AppClient) async throws -> (status: Int, page: String) {
        let form = try #require(try await app.running.raw(target: "/__coop/edit?record=\(record)")).text
        let fingerprint = try #require(AppClient.value(of: "form-fingerprint", in: form))
        let kind = try #require(AppClient.value(of: "form-kind", in: form))
        return try await app.submit(
            "/__coop/save", [("form-kind", kind), ("form-record", record), ("form-fingerprint", fingerprint)] + fields)
    }

    @Test func aSaleIsRecordedWithWhatWasPaid() async throws {
        let running = try await RunningServer(files: CoopAppTests.files)
        let app = AppClient(running: running)
        let form = try #require(try await running.raw(target: "/add.html?kind=delivery")).text
        #expect(form.contains("name=\"paid\" type=\"text\" value=\"\" inputmode=\"decimal\""))
        // A decimal comma, as phones type it: written `paid: 4.50`, as `coop add delivery --paid 4.50` writes it.
        let saved = try await app.submit(
            "/__coop/save",
            [
                ("form-kind", "delivery"), ("date", "2026-11-22"), ("person", "Alvarez family"), ("eggs", "12"), ("paid", "4,50"),
                ("note", ""),
            ])
        #expect(saved.status == 200, "\(saved.page)")
        #expect(
            running.content.text("deliveries.yaml")
                == "- date: 2026-11-06\n  person: Jen\n  eggs: 6\n- date: 2026-11-22\n  person: Alvarez family\n  eggs: 12\n  paid: 4.50\n")
        // Edited: the money goes in its place, before the note; emptied, it goes away.
        let edited = try await Self.edit(
            "deliveries.yaml:1", [("date", "2026-11-06"), ("person", "Jen"), ("eggs", "6"), ("paid", "3"), ("note", "Sold")], app: app)
        #expect(edited.status == 200, "\(edited.page)")
        #expect(
            running.content.text("deliveries.yaml")?.hasPrefix(
                "- date: 2026-11-06\n  person: Jen\n  eggs: 6\n  paid: 3\n  note: Sold\n- date") == true)
        let emptied = try await Self.edit(
            "deliveries.yaml:1", [("date", "2026-11-06"), ("person", "Jen"), ("eggs", "6"), ("paid", ""), ("note", "Sold")], app: app)
        #expect(emptied.status == 200, "\(emptied.page)")
        #expect(
            running.content.text("deliveries.yaml")?.hasPrefix("- date: 2026-11-06\n  person: Jen\n  eggs: 6\n  note: Sold\n- date") == true
        )
        await running.server.stop()
    }
}
