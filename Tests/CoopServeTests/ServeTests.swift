import CoopRecordsTestSupport
import CoopServe
import CoopSite
import CoopTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite(.serialized) struct ServeTests {
    static let files = ["hens.yaml": "- name: Pearl\n", "eggs.yaml": "2026-11-21: 1\n"]

    @Test func servesTheSiteWithTheReloadScriptOnly() async throws {
        let running = try await RunningServer(files: Self.files)
        let (status, page) = try await running.get("/")
        #expect(status == 200)
        #expect(page.contains("<script>(function(){var v=1,") && page.contains("new EventSource('/__coop/events')"))
        let css = try await running.get("/assets/coop.css")
        #expect(css.status == 200 && !css.body.contains("__coop"))
        #expect(try await running.get("/calendar/2026-11.html").status == 200)
        // coop build never writes the script.
        let out = TemporaryFolder()
        #expect(SiteBuilder.build(SiteOptions(content: running.content.path, output: out.url("public"), today: testToday)).report != nil)
        #expect(out.text("public/index.html")?.contains("__coop") == false)
        await running.server.stop()
    }

    @Test func anEditShowsAndABrokenEditShowsItsErrorThenRecovers() async throws {
        let running = try await RunningServer(files: Self.files)
        #expect(try await running.get("/").body.contains("1 egg today") == false)
        var version = running.server.version
        running.content.write("eggs.yaml", "2026-11-21: 1\n2026-11-22: 4\n")
        try await running.waitForBuild(after: version)
        #expect(try await running.get("/").body.contains("</time>: <strong>4 eggs</strong>"))
        // A broken edit: the last good site stays, with the error on every page.
        version = running.server.version
        running.content.write("eggs.yaml", "2026-11-21: 1\n2026-11-22: four\n")
        try await running.waitForBuild(after: version)
        let broken = try await running.get("/")
        #expect(broken.status == 200 && broken.body.contains("coop-build-errors"))
        #expect(
            broken.body.contains("a count of eggs must be a whole number, not &#39;four&#39;")
                || broken.body.contains("a count of eggs must be a whole number, not 'four'"))
        #expect(broken.body.contains("</time>: <strong>4 eggs</strong>"))
        // Fixed: back to normal.
        version = running.server.version
        running.content.write("eggs.yaml", "2026-11-21: 1\n2026-11-22: 5\n")
        try await running.waitForBuild(after: version)
        let fixed = try await running.get("/")
        #expect(!fixed.body.contains("coop-build-errors") && fixed.body.contains("</time>: <strong>5 eggs</strong>"))
        await running.server.stop()
    }

    @Test func aDateBeyondTheLastDayIsALocatedErrorAndTheServerKeepsAnswering() async throws {
        let running = try await RunningServer(files: Self.files)
        let good = try await running.get("/").body
        let version = running.server.version
        running.content.write("eggs.yaml", "2026-11-21: 1\n9999-12-31: 1\n")
        try await running.waitForBuild(after: version)
        #expect(running.server.lastBuildFailed)
        let page = try await running.get("/")
        #expect(page.status == 200)
        #expect(page.body.contains("eggs.yaml:2:1: error: 9999-12-31 is outside the days Coop Count keeps, 1900-01-01 to 9998-12-31"))
        // The last good site, with the box: the page as it was, but for the box and the version.
        let box = try #require(page.body.range(of: "<div id=\"coop-build-errors\"")?.lowerBound)
        let boxEnd = try #require(page.body[box...].range(of: "</pre></div>")?.upperBound)
        let withoutBox = String(page.body[..<box] + page.body[boxEnd...])
        #expect(withoutBox == good.replacingOccurrences(of: "var v=\(version),", with: "var v=\(running.server.version),"))
        // Still serving, and a fix is picked up.
        let broken = running.server.version
        running.content.write("eggs.yaml", "2026-11-21: 1\n2026-11-22: 3\n")
        try await running.waitForBuild(after: broken)
        let fixed = try await running.get("/")
        #expect(!fixed.body.contains("coop-build-errors") && fixed.body.contains("</time>: <strong>3 eggs</strong>"))
        await running.server.stop()
    }

    @Test func nothingOutsideTheSite() async throws {
        let running = try await RunningServer(files: Self.files.merging(["photos/p.txt": "x"]) { $1 })
        for path in [
            "/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/%252e%252e/etc/passwd", "/eggs.yaml", "/hens.yaml",
            "/photos/", "/.coop-lock", "/nothing.html",
        ] {
            #expect(try await running.get(path).status == 404, "\(path)")
        }
        #expect(try await running.get("/photos/p.txt").status == 200)
        await running.server.stop()
    }

    @Test func aSiteThatNeverBuiltShowsAnErrorPage() async throws {
        let running = try await RunningServer(files: ["eggs.yaml": "2026-11-21: x\n"])
        let page = try await running.get("/")
        #expect(page.status == 500 && page.body.contains("coop-build-errors") && page.body.contains("__coop/events"))
        await running.server.stop()
    }

    @Test func itListensOnLocalhostByNameAndRefusesAHostThatIsNotAnAddress() async throws {
        let content = TemporaryFolder(files: Self.files)
        let path = content.path
        let server = try SiteServer(
            host: "localhost", port: 0, watching: [path], log: { _ in },
            options: {
                SiteOptions(content: path, output: "", today: testToday)
            })
        let port = try await server.start()
        let page = try await RawHTTPConnection.run { () -> RawResponse? in
            let connection = try RawHTTPConnection(port: port)
            try connection.send("GET / HTTP/1.1\r\nHost: localhost:\(port)\r\nConnection: close\r\n\r\n")
            return try connection.readResponse()
        }
        #expect(page?.status == 200)
        await server.stop()
        for host in ["example.com", "127.0.0.256", "", "localhost:8080"] {
            #expect(throws: SiteServer.InvalidHost.self, "\(host)") {
                try SiteServer(
                    host: host, port: 0, watching: [path], log: { _ in },
                    options: { SiteOptions(content: path, output: "", today: testToday) })
            }
        }
    }
}
