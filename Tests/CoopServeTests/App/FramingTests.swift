import CoopServe
import Testing

/// The coop app's pages may not be framed by a page of another origin (clickjacking: a site
/// framed the removal question at opacity 0.01 under a button of its own, and one real click
/// removed a note); the site's own pages stay frameable, for editors' previews.
@Suite(.serialized) struct FramingTests {
    static let files = ["notes.yaml": "- date: 2026-11-01\n  title: Molt started\n", "hens.yaml": "- name: Pearl\n"]

    @Test func everyPageOfTheAppRefusesAnotherOriginsFrame() async throws {
        let running = try await RunningServer(files: Self.files)
        let app = AppClient(running: running)
        let secret = try await app.secret()
        var answers: [(String, RawResponse?)] = []
        for target in ["/add.html", "/add.html?kind=note", "/__coop/edit?record=notes.yaml:1", "/__coop/remove?record=notes.yaml:1"] {
            answers.append((target, try await running.raw(target: target)))
        }
        // A refused save, and a save's answer, are the app's too.
        let refused = try await app.post("/__coop/save", [("form-secret", secret), ("form-kind", "note")])
        #expect(refused.status == 422)
        answers.append(("a refused save", refused))
        for (what, response) in answers {
            let response = try #require(response, "\(what)")
            #expect(response.headers["content-security-policy"] == "frame-ancestors 'self'", "\(what)")
            #expect(response.headers["x-frame-options"] == "SAMEORIGIN", "\(what)")
        }
        await running.server.stop()
    }

    @Test func theSitesPagesStayFrameable() async throws {
        let running = try await RunningServer(files: Self.files)
        for target in ["/index.html", "/list/notes.html"] {
            let response = try #require(try await running.raw(target: target))
            #expect(response.status == 200)
            #expect(response.headers["x-frame-options"] == nil && response.headers["content-security-policy"] == nil, "\(target)")
        }
        await running.server.stop()
    }
}
