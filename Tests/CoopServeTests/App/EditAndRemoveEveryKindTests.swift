import CoopRecordsTestSupport
import CoopServe
import CoopTestSupport
import Foundation
import Testing

/// Every kind of record edited, then removed, then the removal undone, over HTTP, with the
/// whole file compared byte for byte after each step.
@Suite(.serialized) struct EditAndRemoveEveryKindTests {
    static let files = [
        "kinds.yaml": "# Kinds\n- name: brown\n- name: green   # the Easter Eggers\n",
        "hens.yaml": "- name: Pearl\n  kind: brown\n- name: Fern\n",
        "eggs.yaml": "2026-11-20: 5   # windy\n2026-11-21: 4\n",
        "notes.yaml": "- date: 2026-11-01\n  title: Molt started\n  tags: [molt]   # hers\n",
        "people.yaml": "- name: Alvarez family\n  shares: 2\n- name: Jen\n",
        "expenses.yaml": "- date: 2026-11-02\n  item: Layer feed\n  amount: 24.99\n",
        "contributions.yaml": "- date: 2026-11-05\n  person: Jen\n  amount: 20\n",
        "deliveries.yaml": "- date: 2026-11-06\n  person: Jen\n  eggs: 6\n",
        "chores.yaml": "- title: Clean the coop   # straw\n  every: 2 weeks\n  from: 2026-01-04\n  done: [2026-01-04]\n",
    ]

    /// For each kind: the record's place, the form's answers for an edit, the file after the
    /// edit, and the file after the record is removed.
    static let cases: [(file: String, record: String, edit: [(String, String)], edited: String, removed: String)] = [
        (
            "eggs.yaml", "eggs.yaml:2", [("count.brown", "6"), ("count.green", "1")],
            "2026-11-20: 5   # windy\n2026-11-21: {brown: 6, green: 1}\n",
            "2026-11-20: 5   # windy\n"
        ),
        (
            "notes.yaml", "notes.yaml:1", [("date", "2026-11-01"), ("until", "2026-11-20"), ("title", "Molt started"), ("tags", "molt")],
            "- date: 2026-11-01\n  until: 2026-11-20\n  title: Molt started\n  tags: [molt]   # hers\n", ""
        ),
        (
            "expenses.yaml", "expenses.yaml:1",
            [
                ("date", "2026-11-02"), ("item", "Layer feed 50 lb"), ("amount", "26.49"), ("consumable", "true"), ("shared", "true"),
                ("paid_by", "Jen"),
            ],
            "- date: 2026-11-02\n  item: Layer feed 50 lb\n  amount: 26.49\n  paid_by: Jen\n", ""
        ),
        (
            "contributions.yaml", "contributions.yaml:1",
            [("date", "2026-11-05"), ("person", "Jen"), ("amount", "25"), ("note", "November")],
            "- date: 2026-11-05\n  person: Jen\n  amount: 25\n  note: November\n", ""
        ),
        (
            "deliveries.yaml", "deliveries.yaml:1", [("date", "2026-11-07"), ("person", "Jen"), ("eggs", "6")],
            "- date: 2026-11-07\n  person: Jen\n  eggs: 6\n", ""
        ),
        (
            "hens.yaml", "hens.yaml:3", [("name", "Fern"), ("breed", "Easter Egger"), ("kind", "green")],
            "- name: Pearl\n  kind: brown\n- name: Fern\n  breed: Easter Egger\n  kind: green\n", "- name: Pearl\n  kind: brown\n"
        ),
        (
            "people.yaml", "people.yaml:1", [("name", "Alvarez family"), ("shares", "3")],
            "- name: Alvarez family\n  shares: 3\n- name: Jen\n", "- name: Jen\n"
        ),
        (
            "kinds.yaml", "kinds.yaml:3", [("name", "green"), ("label", "Green (Easter Eggers)")],
            "# Kinds\n- name: brown\n- name: green   # the Easter Eggers\n  label: Green (Easter Eggers)\n", "# Kinds\n- name: brown\n"
        ),
        (
            "chores.yaml", "chores.yaml:1", [("title", "Clean the coop"), ("every", "3 weeks"), ("from", "2026-01-04"), ("at", "")],
            "- title: Clean the coop   # straw\n  every: 3 weeks\n  from: 2026-01-04\n  done: [2026-01-04]\n", ""
        ),
    ]

    @Test func everyKindIsEditedRemovedAndBroughtBack() async throws {
        for item in Self.cases {
            let running = try await RunningServer(files: Self.files)
            let app = AppClient(running: running)
            let form = try #require(try await running.raw(target: "/__coop/edit?record=\(item.record)")).text
            let fingerprint = try #require(AppClient.value(of: "form-fingerprint", in: form), "\(item.record)")
            let kind = try #require(AppClient.value(of: "form-kind", in: form))
            let edited = try await app.submit(
                "/__coop/save", [("form-kind", kind), ("form-record", item.record), ("form-fingerprint", fingerprint)] + item.edit)
            #expect(edited.status == 200, "\(item.record): \(edited.page)")
            #expect(running.content.text(item.file) == item.edited, "\(item.record)")
            // Undo the edit: the file as it was.
            let change = try #require(AppClient.value(of: "form-change", in: edited.page))
            #expect(try await app.submit("/__coop/undo", [("form-change", change)]).status == 200)
            #expect(running.content.text(item.file) == Self.files[item.file], "\(item.record)")
            // Remove it from the question the page's Remove link opens, then undo that.
            let question = try #require(try await running.raw(target: "/__coop/remove?record=\(item.record)")).text
            let removed = try await app.submit(
                "/__coop/remove",
                [("form-record", item.record), ("form-fingerprint", try #require(AppClient.value(of: "form-fingerprint", in: question)))])
            #expect(removed.status == 200, "\(item.record): \(removed.page)")
            #expect(running.content.text(item.file) == item.removed, "\(item.record)")
            let removal = try #require(AppClient.value(of: "form-change", in: removed.page))
            #expect(try await app.submit("/__coop/undo", [("form-change", removal)]).status == 200)
            #expect(running.content.text(item.file) == Self.files[item.file], "\(item.record)")
            // Every other file untouched.
            for (other, text) in Self.files where other != item.file { #expect(running.content.text(other) == text, "\(other)") }
            await running.server.stop()
        }
    }
}
