import CoopRecordsTestSupport
import CoopServe
import CoopSite
import CoopTestSupport
import Foundation
import Testing

/// The coop app over real HTTP: every kind of record added, edited, removed and undone, each
/// file compared byte for byte; a validation error shown with its place and the file left
/// alone; writes refused without the secret or from another site; two writers at once.
@Suite(.serialized) struct CoopAppTests {
    static let files = [
        "kinds.yaml": "- name: brown\n- name: blue\n",
        "hens.yaml": "# The flock\n- name: Pearl\n  kind: brown\n",
        "eggs.yaml": "# November\n2026-11-20: {brown: 3, blue: 1}   # windy\n2026-11-21: 4\n",
        "notes.yaml": "- date: 2026-11-01\n  title: Molt started   # see photos\n  tags: [molt]\n",
        "people.yaml": "- name: Alvarez family\n  shares: 2\n- name: Jen\n",
        "expenses.yaml": "- date: 2026-11-02\n  item: Layer feed\n  amount: 24.99\n  tags: [feed]\n",
        "contributions.yaml": "- date: 2026-11-05\n  person: Jen\n  amount: 20\n",
        "deliveries.yaml": "- date: 2026-11-06\n  person: Jen\n  eggs: 6\n",
    ]

    /// Each kind's form as a user fills it, and the lines it must add at the end of its file.
    static let additions: [(kind: String, file: String, fields: [(String, String)], added: String)] = [
        (
            "eggs", "eggs.yaml", [("date", "2026-11-22"), ("count.brown", "2"), ("count.blue", "1"), ("cracked", "0")],
            "2026-11-22: {brown: 2, blue: 1}\n"
        ),
        (
            "note", "notes.yaml",
            [
                ("date", "2026-11-22"), ("until", ""), ("title", "Fox seen"), ("tags.new", "predator"), ("hens", "Pearl"),
                ("text", "Two lines\r\nof text"),
            ],
            "- date: 2026-11-22\n  title: Fox seen\n  tags: [predator]\n  hens: [Pearl]\n  text: |-\n    Two lines\n    of text\n"
        ),
        (
            "expense", "expenses.yaml",
            [("date", "2026-11-22"), ("item", "Grit"), ("amount", "4,50"), ("consumable", "true"), ("shared", "true"), ("paid_by", "Jen")],
            "- date: 2026-11-22\n  item: Grit\n  amount: 4.50\n  paid_by: Jen\n"
        ),
        (
            "contribution", "contributions.yaml", [("date", "2026-11-22"), ("person", "Jen"), ("amount", "10"), ("note", "December")],
            "- date: 2026-11-22\n  person: Jen\n  amount: 10\n  note: December\n"
        ),
        (
            "delivery", "deliveries.yaml", [("date", "2026-11-22"), ("person", "Alvarez family"), ("eggs", "12"), ("note", "")],
            "- date: 2026-11-22\n  person: Alvarez family\n  eggs: 12\n"
        ),
        (
            "hen", "hens.yaml",
            [("name", "Clover"), ("breed", "Easter Egger"), ("kind", "blue"), ("added", "2026-11-22"), ("removed", "")],
            "- name: Clover\n  breed: Easter Egger\n  kind: blue\n  added: 2026-11-22\n"
        ),
        (
            "person", "people.yaml", [("name", "Rivera"), ("shares", "1"), ("from", "2026-11-22")],
            "- name: Rivera\n  shares: 1\n  from: 2026-11-22\n"
        ),
        (
            "kind", "kinds.yaml", [("name", "white"), ("label", "White (Leghorn)"), ("color", "#eeeeee")],
            "- name: white\n  label: White (Leghorn)\n  color: \"#eeeeee\"\n"
        ),
    ]

    @Test func everyKindOfRecordIsAddedAndUndone() async throws {
        let running = try await RunningServer(files: Self.files)
        let app = AppClient(running: running)
        for addition in Self.additions {
            let before = try #require(running.content.text(addition.file))
            let (status, page) = try await app.submit("/__coop/save", [("form-kind", addition.kind)] + addition.fields)
            #expect(status == 200, "\(addition.kind): \(page)")
            #expect(running.content.text(addition.file) == before + addition.added, "\(addition.kind)")
            #expect(page.contains("<pre class=\"app-lines\">"), "\(addition.kind)")
            // Undo, from the confirmation page: the file is back byte for byte.
            let change = try #require(AppClient.value(of: "form-change", in: page))
            let undone = try await app.submit("/__coop/undo", [("form-change", change)])
            #expect(undone.status == 200 && undone.page.contains("is back as it was"), "\(addition.kind)")
            #expect(running.content.text(addition.file) == before, "\(addition.kind)")
        }
        await running.server.stop()
    }

    @Test func editsRewriteOnlyWhatChanged() async throws {
        let running = try await RunningServer(files: Self.files)
        let app = AppClient(running: running)
        func edit(_ record: String, _ fields: [(String, String)]) async throws -> Int {
            let form = try #require(try await running.raw(target: "/__coop/edit?record=\(record)")).text
            let fingerprint = try #require(AppClient.value(of: "form-fingerprint", in: form))
            let kind = try #require(AppClient.value(of: "form-kind", in: form))
            return try await app.submit(
                "/__coop/save", [("form-kind", kind), ("form-record", record), ("form-fingerprint", fingerprint)] + fields
            ).status
        }
        #expect(try await edit("eggs.yaml:3", [("count.brown", "5"), ("count.blue", "0")]) == 200)
        #expect(running.content.text("eggs.yaml") == "# November\n2026-11-20: {brown: 3, blue: 1}   # windy\n2026-11-21: 5\n")
        // A title changed: its line is rewritten (its comment kept), the others stay as they were.
        #expect(try await edit("notes.yaml:1", [("date", "2026-11-01"), ("title", "Molt"), ("tags", "molt")]) == 200)
        #expect(running.content.text("notes.yaml") == "- date: 2026-11-01\n  title: Molt   # see photos\n  tags: [molt]\n")
        // A one-time cost: `consumable: false` goes in its place in the record's order.
        #expect(
            try await edit(
                "expenses.yaml:1",
                [("date", "2026-11-02"), ("item", "Layer feed"), ("amount", "24.99"), ("shared", "true"), ("tags", "feed")])
                == 200)
        #expect(
            running.content.text("expenses.yaml")
                == "- date: 2026-11-02\n  item: Layer feed\n  amount: 24.99\n  consumable: false\n  tags: [feed]\n")
        #expect(try await edit("hens.yaml:2", [("name", "Pearl"), ("breed", "Leghorn"), ("kind", "brown")]) == 200)
        #expect(running.content.text("hens.yaml") == "# The flock\n- name: Pearl\n  breed: Leghorn\n  kind: brown\n")
        // A stale form: the record changed since it was opened.
        let stale = try await app.submit(
            "/__coop/save",
            [
                ("form-kind", "note"), ("form-record", "notes.yaml:1"), ("form-fingerprint", "0000000000000000"), ("date", "2026-11-01"),
                ("title", "X"),
            ])
        #expect(stale.status == 422 && stale.page.contains("has changed since the form was opened; nothing was saved"))
        #expect(running.content.text("notes.yaml") == "- date: 2026-11-01\n  title: Molt   # see photos\n  tags: [molt]\n")
        await running.server.stop()
    }

    @Test func aRecordIsRemovedFromItsPageAndBroughtBack() async throws {
        let running = try await RunningServer(files: Self.files)
        let app = AppClient(running: running)
        // The expenses list links to the removal of its expense.
        let list = try #require(try await running.raw(target: "/list/expenses.html")).text
        #expect(list.contains("<a class=\"record-remove\" href=\"/__coop/remove?record=expenses.yaml:1\">Remove</a>"))
        let question = try #require(try await running.raw(target: "/__coop/remove?record=expenses.yaml:1")).text
        #expect(question.contains("<pre class=\"app-lines\">- date: 2026-11-02\n  item: Layer feed\n  amount: 24.99\n  tags: [feed]</pre>"))
        let fingerprint = try #require(AppClient.value(of: "form-fingerprint", in: question))
        let removed = try await app.submit("/__coop/remove", [("form-record", "expenses.yaml:1"), ("form-fingerprint", fingerprint)])
        #expect(removed.status == 200 && removed.page.contains("Removed the expense"))
        #expect(running.content.text("expenses.yaml") == "")
        let change = try #require(AppClient.value(of: "form-change", in: removed.page))
        #expect(try await app.submit("/__coop/undo", [("form-change", change)]).status == 200)
        #expect(running.content.text("expenses.yaml") == Self.files["expenses.yaml"])
        // A hen eggs are still credited to is not removed: the located reason instead.
        running.content.write("eggs.yaml", Self.files["eggs.yaml"]! + "2026-11-22: {Pearl: 1}\n")
        let hen = try #require(try await running.raw(target: "/__coop/remove?record=hens.yaml:2")).text
        let refused = try await app.submit(
            "/__coop/remove",
            [("form-record", "hens.yaml:2"), ("form-fingerprint", try #require(AppClient.value(of: "form-fingerprint", in: hen)))])
        #expect(refused.status == 422 && refused.page.contains("eggs.yaml:4:14:</span> <strong>error:</strong>"))
        #expect(running.content.text("hens.yaml") == Self.files["hens.yaml"])
        await running.server.stop()
    }

    /// In French, the refusal says its problem in French, at the same place with the same
    /// quoted line; the command line's English detail and help are not shown.
    @Test func aValidationErrorInFrenchIsToldInFrench() async throws {
        var files = Self.files
        files["coop.yaml"] = "title: La ferme\nlanguage: fr\n"
        let running = try await RunningServer(files: files)
        let (status, page) = try await AppClient(running: running).submit(
            "/__coop/save", [("form-kind", "expense"), ("date", "2026-11-22"), ("item", "Grain"), ("amount", "12.345")])
        #expect(status == 422)
        #expect(page.contains("<html lang=\"fr\">"))
        #expect(
            page.contains(
                "/<wbr>expenses.yaml:7:11:</span> <strong>erreur\u{A0}:</strong> Ce n’est pas un montant\u{A0}: plus de 0, "
                    + "deux décimales au plus, comme 4,50. [invalid-money]</p>"), "\(page)")
        #expect(page.contains("<span class=\"app-line\">7 |</span>   amount: <mark>12.345</mark></pre>"))
        #expect(!page.contains("more than two decimal places") && !page.contains("help:"))
        #expect(running.content.text("expenses.yaml") == Self.files["expenses.yaml"])
        await running.server.stop()
    }

    @Test func aValidationErrorComesBackInTheFormAndWritesNothing() async throws {
        let running = try await RunningServer(files: Self.files)
        let (status, page) = try await AppClient(running: running).submit(
            "/__coop/save", [("form-kind", "expense"), ("date", "2026-11-22"), ("item", "Feed"), ("amount", "12.345")])
        #expect(status == 422)
        #expect(
            page.contains(
                "/<wbr>expenses.yaml:7:11:</span> <strong>error:</strong> 12.345 has more than two decimal places [invalid-money]</p>"))
        #expect(
            page.contains(
                "<pre class=\"app-excerpt\" tabindex=\"0\"><span class=\"app-line\">7 |</span>   amount: <mark>12.345</mark></pre><p>help: amounts are written like 24.99</p>"
            ))
        // What was typed is kept, so that it can be corrected.
        #expect(page.contains("name=\"item\" type=\"text\" value=\"Feed\""))
        #expect(running.content.text("expenses.yaml") == Self.files["expenses.yaml"])
        // A day already recorded is refused unless the form says to add to it or replace it.
        let twice = try await AppClient(running: running).submit(
            "/__coop/save", [("form-kind", "eggs"), ("date", "2026-11-21"), ("count.brown", "2")])
        #expect(
            twice.status == 422 && twice.page.contains("21 Nov 2026 is already recorded")
                && twice.page.contains("choose whether to add these eggs to it or to replace it") && !twice.page.contains("--more")
                && twice.page.contains("Add these to it (another collection)"))
        let added = try await AppClient(running: running).submit(
            "/__coop/save", [("form-kind", "eggs"), ("date", "2026-11-21"), ("count.brown", "2"), ("recorded", "add")])
        #expect(added.status == 200)
        #expect(running.content.text("eggs.yaml") == "# November\n2026-11-20: {brown: 3, blue: 1}   # windy\n2026-11-21: 6\n")
        await running.server.stop()
    }

    @Test func eggsCollectedOverSeveralDaysAreOneRange() async throws {
        let running = try await RunningServer(files: Self.files)
        let app = AppClient(running: running)
        let added = try await app.submit(
            "/__coop/save", [("form-kind", "eggs"), ("date", "2026-11-15"), ("until", "2026-11-17"), ("count.brown", "7")])
        #expect(added.status == 200)
        #expect(
            running.content.text("eggs.yaml")
                == "# November\n2026-11-15..2026-11-17: 7\n2026-11-20: {brown: 3, blue: 1}   # windy\n2026-11-21: 4\n")
        let overlapping = try await app.submit(
            "/__coop/save", [("form-kind", "eggs"), ("date", "2026-11-16"), ("until", "2026-11-20"), ("count.brown", "2")])
        #expect(overlapping.status == 422)
        #expect(
            overlapping.page.contains(
                "16 Nov 2026 to 20 Nov 2026 overlaps days already recorded (15 Nov 2026 to 17 Nov 2026, \(running.content.path)/eggs.yaml, line 2)"
            ))
        await running.server.stop()
    }

    @Test func aWriteFromElsewhereIsRefusedAndChangesNothing() async throws {
        let running = try await RunningServer(files: Self.files)
        let app = AppClient(running: running)
        let secret = try await app.secret()
        let note = [("form-kind", "note"), ("date", "2026-11-22"), ("title", "Forged")]
        let refusals: [(String, [(String, String)], String?)] = [
            ("no secret", note, nil),
            // With `Sec-Fetch-Site: same-origin` it would be taken for a secret of an earlier
            // start, and the form given back (OfflineEntryTests); no answer writes.
            ("a wrong secret", [("form-secret", String(repeating: "0", count: secret.count))] + note, "Origin: \(app.origin)\r\n"),
            ("another site's Origin", [("form-secret", secret)] + note, "Origin: http://evil.example\r\n"),
            ("a cross-site fetch", [("form-secret", secret)] + note, "Sec-Fetch-Site: cross-site\r\n"),
            ("Origin null", [("form-secret", secret)] + note, "Origin: null\r\n"),
        ]
        for (what, fields, headers) in refusals {
            let response = try await app.post("/__coop/save", fields, headers: headers)
            #expect(response.status == 403, "\(what)")
            #expect(response.text.contains("did not come from a form of this coop"), "\(what)")
        }
        #expect(running.content.text("notes.yaml") == Self.files["notes.yaml"])
        #expect(try await app.post("/__coop/save", [("form-secret", secret)] + note).status == 303)
        await running.server.stop()
    }

    @Test func twoWritersAtOnceBothLand() async throws {
        let running = try await RunningServer(files: Self.files)
        let app = AppClient(running: running)
        let secret = try await app.secret()
        async let first = app.post(
            "/__coop/save", [("form-secret", secret), ("form-kind", "note"), ("date", "2026-11-22"), ("title", "First")])
        async let second = app.post(
            "/__coop/save", [("form-secret", secret), ("form-kind", "note"), ("date", "2026-11-22"), ("title", "Second")])
        let statuses = try await [first.status, second.status]
        #expect(statuses == [303, 303])
        let notes = try #require(running.content.text("notes.yaml"))
        #expect(notes.contains("  title: First\n") && notes.contains("  title: Second\n"))
        #expect(loadContent(["notes.yaml": notes]).coop.notes.count == 3)
        await running.server.stop()
    }

    @Test func readOnlyServesTheSiteWithoutForms() async throws {
        let running = try await RunningServer(files: Self.files, access: ServeAccess(host: "127.0.0.1", readOnly: true))
        let add = try #require(try await running.raw(target: "/add.html")).text
        #expect(add.contains("<h1>Add a record</h1>") && !add.contains("<form"))
        #expect(!(try #require(try await running.raw(target: "/list/expenses.html")).text.contains("record-actions")))
        #expect(try #require(try await running.raw(target: "/__coop/edit?record=notes.yaml:1")).status == 404)
        let post = try await AppClient(running: running).post(
            "/__coop/save", [("form-kind", "note"), ("date", "2026-11-22"), ("title", "X")])
        #expect(post.status == 405)
        #expect(running.content.text("notes.yaml") == Self.files["notes.yaml"])
        await running.server.stop()
    }
}
