import CoopServe
import CoopSite
import CoopTestSupport
import Foundation
import Testing

/// Requests that try to reach past the site, sent as raw bytes over a socket to a running
/// server: none may be answered with anything but the site's own files.
@Suite(.serialized) struct SiteResponderTests {
    /// A site with a file of its own named like the usual traversal target.
    static let files = [
        "hens.yaml": "- name: Pearl\n", "eggs.yaml": "2026-11-21: 1\n",
        "etc/passwd": "the coop's own file called etc/passwd\n", "photos/p.txt": "a photo's caption\n",
    ]

    /// Request targets that must be refused: 404, or 400, or the connection closed unanswered.
    static let traversals = [
        "/../etc/passwd", "/../../../../../../etc/passwd", "/calendar/../../etc/passwd", "/photos/../etc/passwd",
        "/%2e%2e/etc/passwd", "/%2e%2e%2fetc%2fpasswd", "/%2E%2E/etc/passwd", "/%2E%2E%2Fetc%2Fpasswd", "/..%2fetc%2fpasswd",
        "/..%2Fetc/passwd", "/.%2e/etc/passwd", "/%2e./etc/passwd", "/photos/%2e%2e/etc/passwd",
        "/%252e%252e%252fetc%252fpasswd", "/%252e%252e/etc/passwd", "/..%252fetc%252fpasswd",
        "/..\\etc\\passwd", "/photos\\..\\etc\\passwd", "/%5c..%5cetc%5cpasswd", "/photos%5c..%5c..%5cetc%5cpasswd",
        "/etc/passwd%00", "/etc/passwd%00.html", "/%00/../etc/passwd", "/photos/p.txt%00.html",
        "/%c0%ae%c0%ae/etc/passwd", "/%c0%ae%c0%ae%c0%afetc%c0%afpasswd", "/%e0%80%ae%e0%80%ae/etc/passwd", "/%c0%2e%c0%2e/etc/passwd",
        "/%f0%80%80%ae%f0%80%80%ae/etc/passwd", "/%zz/etc/passwd", "/etc/passwd%", "/etc/passwd%2",
        "http://127.0.0.1/../etc/passwd", "http://127.0.0.1/etc/passwd", "http://localhost/etc/passwd", "file:///etc/passwd",
        "//etc/passwd", "///etc/passwd", "//127.0.0.1/etc/passwd", "//etc//passwd", "/etc//passwd", "/./etc/passwd",
        "/etc/./passwd", "etc/passwd", "../etc/passwd", "*",
        "/..;/etc/passwd", "/etc/passwd;", "/etc;/passwd", "/index.html;/../../etc/passwd", "/photos;/../etc/passwd",
        "/%3f/../etc/passwd", "/etc/passwd%3f", "/etc/passwd%23", "/#/../etc/passwd", "/etc/passwd#",
        "/%2fetc/passwd", "/%2fetc%2fpasswd",
    ]

    @Test func noRequestReachesPastTheSite() async throws {
        let running = try await RunningServer(files: Self.files)
        for target in Self.traversals {
            let response = try await running.raw(target: target)
            if let response {
                #expect(response.status == 404 || response.status == 400, "\(target) → \(response.status)")
                #expect(!response.text.contains("root:") && !response.text.contains("coop's own file"), "\(target)")
            }
        }
        // The site's own file at its own path is served, and only there.
        let own = try #require(try await running.raw(target: "/etc/passwd"))
        #expect(own.status == 200 && own.text == "the coop's own file called etc/passwd\n")
        // Raw bytes that are not UTF-8 (an overlong '.'), a NUL and control characters in the request line.
        for bytes: [UInt8] in [[0xC0, 0xAE, 0xC0, 0xAE, 0x2F], [0x00], [0x2E, 0x2E, 0x00, 0x2F], [0x0B], [0xFF, 0xFE]] {
            let line = Array("GET /".utf8) + bytes + Array("etc/passwd HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
            if let response = try await running.raw(line) {
                #expect(response.status == 404 || response.status == 400, "\(bytes) → \(response.status)")
                #expect(!response.text.contains("root:") && !response.text.contains("coop's own file"))
            }
        }
        await running.server.stop()
    }

    @Test func theQueryIsNeverPartOfThePath() async throws {
        let running = try await RunningServer(files: Self.files)
        let index = try #require(try await running.raw(target: "/"))
        for target in ["/?/../../etc/passwd", "/?../etc/passwd", "/?file=/etc/passwd", "/index.html?%2e%2e%2fetc%2fpasswd"] {
            let response = try #require(try await running.raw(target: target), "\(target)")
            #expect(response.status == 200 && response.text == index.text, "\(target)")
        }
        await running.server.stop()
    }

    @Test func aFolderGivesItsIndexOrNothingNeverAListing() async throws {
        let running = try await RunningServer(files: Self.files)
        let hens = try #require(try await running.raw(target: "/hens/index.html"))
        #expect(hens.status == 200)
        #expect(try await running.raw(target: "/hens/")?.text == hens.text)
        let redirect = try #require(try await running.raw(target: "/hens"))
        #expect(redirect.status == 301 && redirect.headers["location"] == "/hens/")
        #expect(try await running.raw(target: "/calendar")?.headers["location"] == "/calendar/")
        // Each folder without an index answers the site's 404 page, and nothing of the folder.
        let notFound = try #require(try await running.raw(target: "/no-such-page.html"))
        #expect(notFound.status == 404)
        for folder in [
            "/photos/", "/photos", "/assets/", "/assets", "/assets/icons/", "/data/", "/feeds/", "/etc/", "/etc",
            "/list/eggs/", "/__coop/", "/hens//", "/hens/./",
        ] {
            let response = try #require(try await running.raw(target: folder), "\(folder)")
            #expect(response.status == 404, "\(folder) → \(response.status)")
            #expect(response.text == notFound.text, "\(folder)")
            #expect(!response.text.contains("p.txt") && !response.text.contains("Index of"), "\(folder)")
        }
        await running.server.stop()
    }

    @Test func onlyGetAndHeadAreAllowed() async throws {
        let running = try await RunningServer(files: Self.files)
        for method in ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"] {
            let response = try #require(try await running.raw(method, target: "/"), "\(method)")
            #expect(response.status == 405 && response.headers["allow"] == "GET, HEAD", "\(method) → \(response.status)")
            #expect(response.headers["x-content-type-options"] == "nosniff" && response.body.isEmpty)
        }
        // Any other method, known to HTTP or not, gets the same answer; a method is a token.
        for method in ["PROPFIND", "MKCOL", "BREW", "get"] {
            let response = try #require(try await running.raw(method, target: "/"), "\(method)")
            #expect(response.status == 405 && response.body.isEmpty, "\(method) → \(response.status)")
        }
        let notAToken = try #require(try await running.raw("G(T", target: "/"))
        #expect(notAToken.status == 400 && notAToken.headers["connection"] == "close")
        let connect = try #require(try await running.raw("CONNECT", target: "127.0.0.1:22"))
        #expect(connect.status == 405)
        let trace = try #require(try await running.raw("TRACE", target: "/", headers: "Host: 127.0.0.1\r\nX-Secret: echo-me\r\n"))
        #expect(!trace.text.contains("echo-me"))
        await running.server.stop()
    }

    @Test func headAnswersLikeGetWithoutTheBody() async throws {
        let running = try await RunningServer(files: Self.files)
        let port = running.port
        let (head, get) = try await RawHTTPConnection.run {
            let connection = try RawHTTPConnection(port: port)
            try connection.send("HEAD /stats.html HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nGET /stats.html HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            return (try connection.readResponse(toHead: true), try connection.readResponse())
        }
        let page = try #require(get)
        #expect(head?.status == 200 && page.status == 200)
        #expect(head?.headers["content-length"] == String(page.body.count))
        #expect(head?.headers["content-type"] == "text/html; charset=utf-8")
        #expect(page.text.hasSuffix("</html>\n"))
        await running.server.stop()
    }

    @Test func theOldPollingEndpointOnlyTellsOldPagesToReload() async throws {
        let running = try await RunningServer(files: Self.files)
        let version = running.server.version
        for target in [
            "/__coop/changes?since=\(version)", "/__coop/changes?since=../../etc/passwd", "/__coop/changes?since=%2e%2e%2fetc%2fpasswd",
            "/__coop/changes?since=-1&file=/etc/passwd", "/__coop/changes?since=\(version - 1)&since=/etc/passwd",
        ] {
            let response = try #require(try await running.raw(target: target), "\(target)")
            #expect(response.status == 200 && response.text == "{\"version\":0}", "\(target)")
            #expect(response.headers["content-type"] == "application/json" && response.headers["x-content-type-options"] == "nosniff")
        }
        for target in [
            "/__coop/changes/../../etc/passwd", "/__coop/changes/%2e%2e/%2e%2e/etc/passwd", "/__coop/changes%2f..%2f..%2fetc%2fpasswd",
            "/__coop/changes/etc/passwd", "/__coop/../etc/passwd", "/__coop/changes/..%2f..%2fphotos/p.txt", "/__coop/changes/",
            "/__coop/events/", "/__coop/events/../../etc/passwd", "/__coop/events%2f..%2fetc%2fpasswd", "/__coop/Events",
        ] {
            let response = try #require(try await running.raw(target: target), "\(target)")
            #expect(response.status == 404, "\(target) → \(response.status)")
            #expect(!response.text.contains("root:") && !response.text.contains("coop's own file") && !response.text.contains("caption"))
        }
        #expect(try await running.raw("POST", target: "/__coop/changes?since=0")?.status == 405)
        #expect(try await running.raw("POST", target: AppRoute.events.path)?.status == 405)
        await running.server.stop()
    }

    @Test func headOfTheEventStreamIsItsHeadAlone() async throws {
        let running = try await RunningServer(files: Self.files)
        let port = running.port
        let (head, rest) = try await RawHTTPConnection.run { () -> (RawResponse?, [UInt8]) in
            let connection = try RawHTTPConnection(port: port)
            try connection.send("HEAD \(AppRoute.events.path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            return (try connection.readResponse(toHead: true), connection.readUntilClosed())
        }
        #expect(head?.status == 200 && head?.headers["content-type"] == "text/event-stream" && head?.headers["connection"] == "close")
        #expect(rest.isEmpty)
        await running.server.stop()
    }

    @Test func everyAnswerHasTheRightTypeAndTheLocalPreviewHeaders() async throws {
        let running = try await RunningServer(
            files: Self.files.merging([
                "notes.yaml": "- date: 2026-11-20\n  title: Molt started\n", "photos/hen.png": "png", "photos/HEN2.JPG": "jpg",
            ]) { $1 })
        let types = [
            "/": "text/html; charset=utf-8", "/stats.html": "text/html; charset=utf-8", "/assets/coop.css": "text/css; charset=utf-8",
            "/assets/icon.svg": "image/svg+xml", "/feeds/coop.ics": "text/calendar; charset=utf-8",
            "/feeds/notes.xml": "application/atom+xml; charset=utf-8", "/data/coop.json": "application/json",
            "/data/eggs.csv": "text/csv; charset=utf-8", "/photos/p.txt": "text/plain; charset=utf-8", "/photos/hen.png": "image/png",
            "/photos/HEN2.JPG": "image/jpeg", "/etc/passwd": "application/octet-stream", "/nothing.html": "text/html; charset=utf-8",
        ]
        for (target, type) in types {
            let response = try #require(try await running.raw(target: target), "\(target)")
            #expect(response.status == (target == "/nothing.html" ? 404 : 200), "\(target)")
            #expect(response.headers["content-type"] == type, "\(target): \(response.headers["content-type"] ?? "none")")
            #expect(response.headers["x-content-type-options"] == "nosniff", "\(target)")
            #expect(response.headers["cache-control"] == "no-store" && response.headers["referrer-policy"] == "same-origin", "\(target)")
            #expect(response.headers["content-length"] == String(response.body.count), "\(target)")
        }
        // Only HTML pages get the live-reload script.
        #expect(try await running.raw(target: "/data/coop.json")?.text.contains("__coop") == false)
        #expect(try await running.raw(target: "/feeds/notes.xml")?.text.contains("__coop") == false)
        await running.server.stop()
    }

    @Test func onALoopbackAddressOnlyRequestsForThisComputerAreAnswered() async throws {
        let running = try await RunningServer(files: Self.files)
        let port = running.port
        for host in [
            "127.0.0.1", "127.0.0.1:\(port)", "localhost", "LOCALHOST:\(port)", "localhost.", "coop.localhost:\(port)",
            "[::1]:\(port)", "127.8.9.10",
        ] {
            let response = try #require(try await running.raw(target: "/", headers: "Host: \(host)\r\n"), "\(host)")
            #expect(response.status == 200, "\(host) → \(response.status)")
        }
        // A page elsewhere that points its own name at 127.0.0.1 ("DNS rebinding") reads nothing.
        for host in [
            "evil.example", "evil.example:\(port)", "127.0.0.1.nip.io", "localhost.evil.example", "[::2]:\(port)", "",
            "0.0.0.0", "192.168.1.10:\(port)",
            // Not a well-formed host and port: what follows the name counts too.
            "localhost:1@evil.example", "localhost:", "[::1", "localhost:99999", "127.0.0.1:0", "[::1]:\(port)@evil.example",
            "localhost:\(port):\(port)", "::1",
        ] {
            for target in ["/", "/data/coop.json", AppRoute.changes.path, AppRoute.events.path] {
                let response = try #require(try await running.raw(target: target, headers: "Host: \(host)\r\n"), "\(host)")
                #expect(response.status == 403, "\(host) \(target) → \(response.status)")
                #expect(!response.text.contains("Pearl") && !response.text.contains("version"))
            }
        }
        // An HTTP/1.0 request without a Host header is answered.
        #expect(try await running.raw("GET / HTTP/1.0\r\n\r\n")?.status == 200)
        await running.server.stop()
    }
}
