import CoopServe
import CoopTestSupport
import Foundation
import Synchronization
import Testing

/// Four clients make 2,000 requests between them while the content keeps changing: lines
/// appended, the file rewritten, broken and fixed. Every answer must be whole and right, and
/// once the last change is built every page must show it. Nothing here is timed; the
/// request count bounds the test.
@Suite(.serialized) struct ServeLoadTests {
    static let clients = 4
    static let requestsPerClient = 500
    /// A connection is reused for this many requests, then a new one is opened.
    static let requestsPerConnection = 25
    static let targets = ["/", "/stats.html", "/calendar/2026-11.html", "/list/eggs/2026-11.html", "/assets/coop.css", "/data/coop.json"]
    static let eggs = (1...20).map { "2026-11-\($0 < 10 ? "0" : "")\($0): \($0 % 5)\n" }.joined()

    /// How many clients are done, shared between their threads and the test.
    final class FinishedClients: Sendable {
        let count = Mutex(0)
    }

    /// What one client saw.
    struct Report: Sendable {
        var requests = 0
        var failures: [String] = []
        /// The site versions named by the live-reload script of the pages it got.
        var versions: Set<Int> = []
        var brokenPages = 0
    }

    /// One client: `requestsPerClient` requests over keep-alive connections, each answer checked.
    static func client(port: UInt16, number: Int) -> Report {
        var report = Report()
        var connection: RawHTTPConnection?
        var css: [UInt8]?
        for index in 0..<requestsPerClient {
            let target = targets[(index + number) % targets.count]
            do {
                if connection == nil || index % requestsPerConnection == 0 { connection = try RawHTTPConnection(port: port) }
                guard let open = connection else { continue }
                try open.send("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                guard let response = try open.readResponse() else {
                    report.failures.append("\(target): the connection closed without an answer")
                    connection = nil
                    continue
                }
                report.requests += 1
                guard response.status == 200 else {
                    report.failures.append("\(target): status \(response.status)")
                    continue
                }
                switch target {
                case "/assets/coop.css":
                    if css == nil { css = response.body }
                    if response.body != css || response.body.isEmpty { report.failures.append("\(target): the stylesheet changed") }
                case "/data/coop.json":
                    if (try? JSONSerialization.jsonObject(with: Data(response.body))) == nil {
                        report.failures.append("\(target): not JSON")
                    }
                default:
                    let page = response.text
                    if let problem = PageCheck.problem(in: page) { report.failures.append("\(target): \(problem)") }
                    if let version = Self.version(of: page) { report.versions.insert(version) }
                    if page.contains("coop-build-errors") { report.brokenPages += 1 }
                }
            } catch {
                report.failures.append("\(target): \(error)")
                connection = nil
            }
        }
        return report
    }

    /// The site version a page's live-reload script names.
    static func version(of page: String) -> Int? {
        guard let start = page.range(of: "var v=") else { return nil }
        return Int(page[start.upperBound...].prefix { $0.isNumber })
    }

    @Test func everyAnswerIsWholeWhileTheContentChangesAndTheLastChangeShows() async throws {
        let running = try await RunningServer(files: ["hens.yaml": "- name: Pearl\n", "eggs.yaml": Self.eggs])
        let port = running.port
        let finished = FinishedClients()
        async let reports = withThrowingTaskGroup(of: Report.self) { group in
            for number in 0..<Self.clients {
                group.addTask {
                    try await RawHTTPConnection.run {
                        defer { finished.count.withLock { $0 += 1 } }
                        return Self.client(port: port, number: number)
                    }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        // Change the content, one change per build, until the clients are done: at least one
        // round of every kind of change, at most three (a build holds one of the threads that
        // answer requests, so endless builds would only slow the clients down).
        var step = 0
        var day = 1
        while (finished.count.withLock { $0 } < Self.clients || step < 4) && step < 12 {
            let version = running.server.version
            switch step % 4 {
            case 0:  // append an egg line
                let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: running.content.url("eggs.yaml")))
                try handle.seekToEnd()
                try handle.write(contentsOf: Data("2026-10-\(day < 10 ? "0" : "")\(day): \(day % 7)\n".utf8))
                try handle.close()
                day = day % 31 + 1
            case 1:  // break it
                running.content.write("eggs.yaml", (running.content.text("eggs.yaml") ?? "") + "2026-11-21: lots\n")
            case 2:  // fix it
                running.content.write(
                    "eggs.yaml", (running.content.text("eggs.yaml") ?? "").replacingOccurrences(of: "2026-11-21: lots\n", with: ""))
            default:  // rewrite it whole
                running.content.write("eggs.yaml", Self.eggs + "2026-11-22: \(step % 5 + 1)\n")
                day = 1
            }
            try await running.waitForBuild(after: version)
            step += 1
        }

        let all = try await reports
        for report in all {
            #expect(report.requests == Self.requestsPerClient)
            #expect(report.failures.isEmpty, "\(report.failures.prefix(5))")
        }
        #expect(all.reduce(0) { $0 + $1.requests } == Self.clients * Self.requestsPerClient)
        // The pages came from more than one build: the site was swapped while they were served.
        #expect(all.reduce(into: Set<Int>()) { $0.formUnion($1.versions) }.count > 1)

        // The last change: once built, every page shows it, and only it.
        let version = running.server.version
        running.content.write("eggs.yaml", Self.eggs + "2026-11-22: 9\n")
        try await running.waitForBuild(after: version)
        #expect(!running.server.lastBuildFailed)
        let latest = running.server.version
        for _ in 0..<3 {
            let dashboard = try #require(try await running.raw(target: "/"))
            #expect(dashboard.text.contains("</time>: <strong>9 eggs</strong>") && !dashboard.text.contains("coop-build-errors"))
            #expect(Self.version(of: dashboard.text) == latest)
            let json = try #require(try await running.raw(target: "/data/coop.json"))
            #expect(json.text.contains("2026-11-22") && !json.text.contains("2026-10-"))
            let month = try #require(try await running.raw(target: "/list/eggs/2026-11.html"))
            #expect(PageCheck.problem(in: month.text) == nil && Self.version(of: month.text) == latest)
        }
        await running.server.stop()
    }

    @Test func thePageCheckNoticesAPageCutShort() async throws {
        let running = try await RunningServer(files: ["hens.yaml": "- name: Pearl\n", "eggs.yaml": Self.eggs])
        let page = try #require(try await running.raw(target: "/")).text
        #expect(PageCheck.problem(in: page) == nil)
        for cut in [10, 100, 1_000, page.utf8.count / 2] {
            #expect(PageCheck.problem(in: String(page.dropLast(cut))) != nil, "cut \(cut)")
        }
        #expect(PageCheck.problem(in: page.replacingOccurrences(of: "</main>", with: "")) != nil)
        await running.server.stop()
    }
}
