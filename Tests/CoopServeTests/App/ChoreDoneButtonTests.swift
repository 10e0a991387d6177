import CoopRecordsTestSupport
import CoopServe
import CoopTestSupport
import Foundation
import Testing

/// The Done button of a chore on the dashboard served by `coop serve` (the day: Sun 22 Nov
/// 2026): a link to a question, whose Done appends its day to the chore's `done` days through
/// the editor, once per entry, with an Undo; the built site has no button.
@Suite(.serialized) struct ChoreDoneButtonTests {
    static let chores = "# Jobs\n- title: Clean the coop   # straw\n  every: 2 weeks\n  from: 2026-01-04\n  done: [2026-11-07]\n"
    static let files = ["eggs.yaml": "2026-11-21: 4\n", "chores.yaml": chores]

    @Test func doneAppendsTodayAndUndoTakesItBack() async throws {
        let running = try await RunningServer(files: Self.files)
        let app = AppClient(running: running)
        let dashboard = try #require(try await running.raw(target: "/index.html")).text
        let link = "/__coop/chore-done?record=chores.yaml:2&amp;back=index.html"
        #expect(
            dashboard.contains(
                "<span>Clean the coop: due since Sat 21 Nov</span><a class=\"chore-done\" href=\"\(link)\">Done</a>"))
        let question = try #require(try await running.raw(target: "/__coop/chore-done?record=chores.yaml:2&back=index.html"))
        #expect(question.status == 200)
        #expect(question.text.contains("<h1>Clean the coop: done on Sunday 22 November?</h1>"))
        #expect(AppClient.value(of: "form-record", in: question.text) == "chores.yaml:2")
        let done = try await app.submit("/__coop/chore-done", [("form-record", "chores.yaml:2"), ("form-back", "index.html")])
        #expect(done.status == 200, "\(done.page)")
        #expect(
            running.content.text("chores.yaml") == Self.chores.replacingOccurrences(of: "[2026-11-07]", with: "[2026-11-07, 2026-11-22]"))
        // Once done today, again is refused on the question, nothing written.
        let again = try await app.submit("/__coop/chore-done", [("form-record", "chores.yaml:2")])
        #expect(again.status == 422)
        #expect(again.page.contains("Clean the coop is already done on Sunday 22 November."))
        // Undo: the file as it was.
        let change = try #require(AppClient.value(of: "form-change", in: done.page))
        #expect(try await app.submit("/__coop/undo", [("form-change", change)]).status == 200)
        #expect(running.content.text("chores.yaml") == Self.chores)
        await running.server.stop()
    }

    /// A Done tapped on a phone out of reach is kept by the queue script and sent later, with
    /// its entry and the day of its question: it lands on that day, once.
    @Test func aTapKeptOnThePhoneLandsOnceOnTheDayItWasMade() async throws {
        let running = try await RunningServer(files: Self.files)
        let app = AppClient(running: running)
        let question = try #require(try await running.raw(target: "/__coop/chore-done?record=chores.yaml:2")).text
        #expect(AppClient.value(of: "form-day", in: question) == "2026-11-22")
        let tap = [("form-record", "chores.yaml:2"), ("form-day", "2026-11-20"), ("form-entry", "0123456789abcdef0123")]
        let first = try await app.post("/__coop/chore-done", [("form-secret", try await app.secret())] + tap)
        #expect(first.status == 303)
        let landed = Self.chores.replacingOccurrences(of: "[2026-11-07]", with: "[2026-11-07, 2026-11-20]")
        #expect(running.content.text("chores.yaml") == landed)
        // Sent again (its answer was lost on the way): the same confirmation, nothing written.
        let again = try await app.post("/__coop/chore-done", [("form-secret", try await app.secret())] + tap)
        #expect(again.status == 303 && again.headers["location"] == first.headers["location"])
        #expect(running.content.text("chores.yaml") == landed)
        // A day after today, or not a date, is no form this server made.
        for day in ["2026-11-23", "Friday"] {
            let refused = try await app.post(
                "/__coop/chore-done", [("form-secret", try await app.secret()), ("form-record", "chores.yaml:2"), ("form-day", day)])
            #expect(refused.status == 400, "\(day)")
        }
        // With a secret from before a restart: the question again, for its day, with the fresh secret.
        let stale = try await app.post(
            "/__coop/chore-done",
            [("form-secret", String(repeating: "7", count: 64)), ("form-record", "chores.yaml:2"), ("form-day", "2026-11-21")])
        #expect(stale.status == 409 && stale.text.contains("coop serve was restarted"))
        #expect(stale.text.contains("<h1>Clean the coop: done on Saturday 21 November?</h1>"))
        #expect(AppClient.value(of: "form-day", in: stale.text) == "2026-11-21")
        #expect(AppClient.value(of: "form-secret", in: stale.text) == (try await app.secret()))
        #expect(running.content.text("chores.yaml") == landed)
        await running.server.stop()
    }

    @Test func aPlaceWithoutAChoreIsNotFound() async throws {
        let running = try await RunningServer(files: Self.files)
        #expect(try await running.raw(target: "/__coop/chore-done?record=chores.yaml:3")?.status == 404)
        await running.server.stop()
    }
}
