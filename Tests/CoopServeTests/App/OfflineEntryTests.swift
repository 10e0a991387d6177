import CoopFiles
import CoopServe
import CoopTestSupport
import Foundation
import Testing

/// No entry is lost: an entry sent twice (a phone's queue sending again what landed but whose
/// answer it did not hear) is written once, across a restart too; a form sent after a restart
/// (a stale secret) comes back filled, with a fresh secret; the queue script, its style, the
/// secret and the service worker are served by `coop serve` (docs/serve.md, "No entry is lost").
@Suite(.serialized) struct OfflineEntryTests {
    static let note = [("form-kind", "note"), ("date", "2026-11-22"), ("title", "Fox seen")]
    static let added = "- date: 2026-11-22\n  title: Fox seen\n"
    static let entry = "0123456789abcdef0123456789abcdef"
    /// A secret of an earlier start of the server.
    static let staleSecret = String(repeating: "7", count: 64)

    @Test func theSameEntrySentTwiceIsWrittenOnce() async throws {
        let running = try await RunningServer(files: CoopAppTests.files)
        let app = AppClient(running: running)
        let secret = try await app.secret()
        let before = try #require(running.content.text("notes.yaml"))
        let first = try await app.post("/__coop/save", [("form-secret", secret), ("form-entry", Self.entry)] + Self.note)
        let second = try await app.post("/__coop/save", [("form-secret", secret), ("form-entry", Self.entry)] + Self.note)
        #expect(first.status == 303 && second.status == 303)
        #expect(first.headers["location"] == second.headers["location"])
        #expect(running.content.text("notes.yaml") == before + Self.added)
        // The ids file: a comment, then the entry and its change.
        let ids = try #require(Self.entries(running))
        #expect(ids.hasPrefix("# ") && ids.contains("\n\(Self.entry) "))
        // Another entry with the same fields is another entry: written.
        let other = try await app.post("/__coop/save", [("form-secret", secret), ("form-entry", "fedcba9876543210")] + Self.note)
        #expect(other.status == 303)
        #expect(running.content.text("notes.yaml") == before + Self.added + Self.added)
        // An id a phone does not make: 400, nothing written.
        let bad = try await app.post("/__coop/save", [("form-secret", secret), ("form-entry", "not hex")] + Self.note)
        #expect(bad.status == 400)
        #expect(running.content.text("notes.yaml") == before + Self.added + Self.added)
        await running.server.stop()
    }

    @Test func anEntryAppliedBeforeARestartIsNotWrittenAgain() async throws {
        let running = try await RunningServer(files: CoopAppTests.files)
        let before = try #require(running.content.text("notes.yaml"))
        let app = AppClient(running: running)
        let saved = try await app.post("/__coop/save", [("form-secret", try await app.secret()), ("form-entry", Self.entry)] + Self.note)
        #expect(saved.status == 303)
        await running.server.stop()
        // coop serve started again on the same folder: a new app, a new secret.
        let again = try await RunningServer(content: running.content)
        let client = AppClient(running: again)
        let resent = try await client.post(
            "/__coop/save", [("form-secret", try await client.secret()), ("form-entry", Self.entry)] + Self.note)
        #expect(resent.status == 303)
        #expect(resent.headers["location"] == saved.headers["location"])
        #expect(again.content.text("notes.yaml") == before + Self.added)
        // A removal too is applied once.
        let removal = [("form-secret", try await client.secret()), ("form-entry", "00000000000000aa"), ("form-record", "expenses.yaml:1")]
        let question = try #require(try await again.raw(target: "/__coop/remove?record=expenses.yaml:1"))
        let fingerprint = try #require(AppClient.value(of: "form-fingerprint", in: question.text))
        #expect(try await client.post("/__coop/remove", removal + [("form-fingerprint", fingerprint)]).status == 303)
        #expect(try await client.post("/__coop/remove", removal + [("form-fingerprint", fingerprint)]).status == 303)
        #expect(again.content.text("expenses.yaml") == "")
        await again.server.stop()
    }

    /// The text of the ids file of `running`'s content folder, in its state folder.
    static func entries(_ running: RunningServer) -> String? {
        try? String(contentsOfFile: StateFolder(content: running.content.path).path(of: .entries).string, encoding: .utf8)
    }

    /// The ids file keeps the last 10,000 entries: the oldest are forgotten first.
    @Test func theIdsFileIsBounded() async throws {
        var files = CoopAppTests.files
        let ids = (0..<10_005).map { String(format: "%016x", $0) }
        files[".coop-entries"] = "# old\n" + ids.map { "\($0) c\($0)\n" }.joined()
        let running = try await RunningServer(files: files)
        let app = AppClient(running: running)
        let before = try #require(running.content.text("notes.yaml"))
        // The newest remembered entry: not written again.
        let last = try #require(ids.last)
        #expect(
            try await app.post("/__coop/save", [("form-secret", try await app.secret()), ("form-entry", last)] + Self.note).status == 303)
        #expect(running.content.text("notes.yaml") == before)
        // A new one: written, and the file keeps the last 10,000.
        #expect(
            try await app.post("/__coop/save", [("form-secret", try await app.secret()), ("form-entry", Self.entry)] + Self.note).status
                == 303)
        #expect(running.content.text("notes.yaml") == before + Self.added)
        // The file the content folder held (an older version's place) was moved to the state folder.
        #expect(running.content.text(".coop-entries") == nil)
        let lines = try #require(Self.entries(running)).split(separator: "\n")
        #expect(lines.count == 10_001 && lines.first?.hasPrefix("# ") == true)
        #expect(lines[1] == "\(ids[6]) c\(ids[6])" && lines.last?.hasPrefix(Self.entry + " ") == true)
        // The oldest, forgotten: written again.
        #expect(
            try await app.post("/__coop/save", [("form-secret", try await app.secret()), ("form-entry", ids[0])] + Self.note).status == 303)
        #expect(running.content.text("notes.yaml") == before + Self.added + Self.added)
        await running.server.stop()
    }

    @Test func aFormSentAfterARestartComesBackFilledWithAFreshSecret() async throws {
        let running = try await RunningServer(files: CoopAppTests.files)
        let app = AppClient(running: running)
        let before = try #require(running.content.text("notes.yaml"))
        let stale = Self.staleSecret
        let answer = try await app.post("/__coop/save", [("form-secret", stale)] + Self.note + [("text", "By the fence")])
        #expect(answer.status == 409)
        let fresh = try await app.secret()
        #expect(AppClient.value(of: "form-secret", in: answer.text) == fresh)
        #expect(answer.text.contains("value=\"Fox seen\"") && answer.text.contains(">By the fence</textarea>"))
        #expect(answer.text.contains("coop serve was restarted since this form was opened, so it was not saved yet."))
        #expect(running.content.text("notes.yaml") == before)
        // One more tap: the form as it came back, saved.
        #expect(try await app.post("/__coop/save", [("form-secret", fresh)] + Self.note).status == 303)
        // A removal question comes back too.
        let removal = try await app.post(
            "/__coop/remove", [("form-secret", stale), ("form-record", "expenses.yaml:1"), ("form-fingerprint", "0")])
        #expect(removal.status == 409 && removal.text.contains("coop serve was restarted"))
        #expect(AppClient.value(of: "form-secret", in: removal.text) == fresh)
        await running.server.stop()
    }

    @Test(arguments: [
        "Origin: http://evil.example\r\nSec-Fetch-Site: cross-site\r\n", "Sec-Fetch-Site: cross-site\r\n", "Sec-Fetch-Site: same-site\r\n",
        "", "Origin: null\r\nSec-Fetch-Site: same-origin\r\n",
    ])
    func aStaleSecretFromElsewhereIsThePlainRefusal(_ headers: String) async throws {
        let running = try await RunningServer(files: CoopAppTests.files)
        let app = AppClient(running: running)
        let fresh = try await app.secret()
        let answer = try await app.post("/__coop/save", [("form-secret", Self.staleSecret)] + Self.note, headers: headers)
        #expect(answer.status == 403)
        #expect(!answer.text.contains(fresh))
        #expect(running.content.text("notes.yaml") == CoopAppTests.files["notes.yaml"])
        await running.server.stop()
    }

    @Test func theSecretIsGivenToPagesOfThisSiteOnly() async throws {
        let running = try await RunningServer(files: CoopAppTests.files)
        let app = AppClient(running: running)
        let secret = try await app.secret()
        let port = running.port
        let mine = try #require(
            try await running.raw(target: "/__coop/secret", headers: "Host: 127.0.0.1:\(port)\r\nSec-Fetch-Site: same-origin\r\n"))
        #expect(mine.status == 200 && mine.text == "{\"secret\":\"\(secret)\"}")
        #expect(mine.headers["content-type"] == "application/json" && mine.headers["cache-control"] == "no-store")
        let theirs = try #require(
            try await running.raw(target: "/__coop/secret", headers: "Host: 127.0.0.1:\(port)\r\nSec-Fetch-Site: cross-site\r\n"))
        #expect(theirs.status == 403 && !theirs.text.contains(secret))
        let elsewhere = try #require(try await running.raw(target: "/__coop/secret", headers: "Host: evil.example\r\n"))
        #expect(elsewhere.status == 403 && !elsewhere.text.contains(secret))
        await running.server.stop()
    }

    @Test func theQueueScriptIsOnEveryServedPage() async throws {
        let running = try await RunningServer(files: CoopAppTests.files)
        let port = running.port
        for target in ["/index.html", "/add.html?kind=note", "/__coop/edit?record=notes.yaml:1", "/list/notes.html"] {
            let page = try #require(try await running.raw(target: target, headers: "Host: 127.0.0.1:\(port)\r\n")).text
            #expect(
                page.contains(
                    "<script src=\"/__coop/queue.js\" id=\"coop-queue\" data-words=\"{&quot;title&quot;:&quot;Waiting to be saved&quot;,"),
                "\(target)")
            #expect(page.hasSuffix("defer></script></body>\n</html>\n") || page.contains("defer></script></body>"), "\(target)")
        }
        let script = try #require(try await running.raw(target: "/__coop/queue.js"))
        #expect(script.status == 200 && script.headers["content-type"] == "text/javascript; charset=utf-8")
        #expect(script.text.contains("'/__coop/save'") && script.text.contains("indexedDB.open('coop-queue', 1)"))
        let style = try #require(try await running.raw(target: "/__coop/queue.css"))
        #expect(style.status == 200 && style.text.contains(".coop-waiting"))
        let worker = try #require(try await running.raw(target: "/coop-sw.js"))
        #expect(worker.status == 200 && worker.headers["content-type"] == "text/javascript; charset=utf-8")
        #expect(worker.text.contains("var CACHE = 'coop-app-1';"))
        #expect(worker.text.contains("\"/add.html?kind=note\""))
        // A save makes a new build, not a new worker: a new one would install and take over the
        // open pages after every save.
        let version = running.server.version
        running.content.write("eggs.yaml", CoopAppTests.files["eggs.yaml", default: ""] + "2026-11-22: 5\n")
        try await running.waitForBuild(after: version)
        let rebuilt = try #require(try await running.raw(target: "/coop-sw.js"))
        #expect(running.server.version > version && rebuilt.text == worker.text)
        // A page only coop serve makes, asked for out of its reach: the worker keeps the page saying so.
        #expect(worker.text.contains("\"/__coop/offline\"") && worker.text.contains("request.mode === 'navigate'"))
        let offline = try #require(try await running.raw(target: "/__coop/offline"))
        #expect(offline.status == 200 && offline.text.contains("<title>Out of reach · "))
        #expect(
            offline.text.contains(
                "<h1>The coop's computer is out of reach</h1><p>This page is made by the coop's computer when it is asked for, "
                    + "and this phone cannot reach it now: open it again back on the home Wi-Fi."))
        #expect(try await running.raw("POST", target: "/__coop/offline")?.headers["allow"] == "GET, HEAD")
        let post = try #require(try await running.raw("POST", target: "/coop-sw.js"))
        #expect(post.status == 405 && post.headers["allow"] == "GET, HEAD")
        await running.server.stop()
    }
}
