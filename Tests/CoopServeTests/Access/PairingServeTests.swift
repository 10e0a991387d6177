import CoopRecordsTestSupport
import CoopServe
import CoopSite
import CoopTestSupport
import Foundation
import Testing

@testable import CoopServe

/// Pairing over real HTTP: a server for the sample coop that needs pairing (as on `--host
/// 0.0.0.0`), listening on 127.0.0.1 for the test.
@Suite(.serialized) struct PairingServeTests {
    /// What the sample coop's pages show: none of it may reach a browser that is not paired.
    static let coopWords = ["Maple Street Coop", "Henrietta", "Biscuit", "Daisy", "Ginger", "Olive", "Pepper", "Clucks", "eggs"]

    /// A server for the sample coop on 127.0.0.1 where every request needs pairing, its
    /// pairings kept in `file`.
    final class PairingServer: @unchecked Sendable {
        let server: SiteServer
        let port: UInt16
        let log = NoticeLog()

        init(file: String) async throws {
            let content = repositoryRoot + "/content"
            let pairing = try Pairing(file: file, announce: log.record)
            server = try SiteServer(
                host: "127.0.0.1", port: 0, watching: [content], access: ServeAccess(pairing: pairing), log: { _ in },
                options: { SiteOptions(content: content, output: "", today: testToday) })
            port = try await server.start()
            pairing.begin(at: "http://127.0.0.1:\(port)")
        }

        /// Sends `method` `target` with the cookie of `token`, and reads the response.
        func send(_ target: String, method: String = "GET", token: String? = nil) async throws -> RawResponse {
            let cookie = token.map { "Cookie: coop_pair=\($0)\r\n" } ?? ""
            let request = "\(method) \(target) HTTP/1.1\r\nHost: 192.168.1.20:\(port)\r\n\(cookie)Connection: close\r\n\r\n"
            let port = port
            return try #require(
                try await RawHTTPConnection.run {
                    let connection = try RawHTTPConnection(port: port)
                    try connection.send(request)
                    return try connection.readResponse(toHead: method == "HEAD")
                })
        }
    }

    /// The pairing page in `situation`, as the built-in theme writes it in English.
    static func page(_ situation: AppPairingPage.Situation) -> String {
        String(decoding: PairingPage.response(situation, site: nil).body, as: UTF8.self)
    }

    /// Whether `response` is 403 with the pairing page in `situation` and nothing of the coop.
    static func isPage(_ response: RawResponse, _ situation: AppPairingPage.Situation) -> Bool {
        response.status == 403 && response.headers["content-type"] == "text/html; charset=utf-8"
            && response.text == page(situation) && !coopWords.contains { response.text.contains($0) }
    }

    @Test func aBrowserThatIsNotPairedGetsThePairingPageForEveryPathAndNoCoopData() async throws {
        let folder = TemporaryFolder()
        let running = try await PairingServer(file: folder.url(".coop-pairings"))
        for target in [
            "/", "/index.html", "/data/coop.json", "/hens/", "/hens/henrietta.html", "/hens", "/assets/coop.css", "/data/eggs.csv",
            "/manifest.webmanifest", "/__coop/changes?since=0", "/nothing.html", "/../etc/passwd", "/__coop/pair",
        ] {
            let response = try await running.send(target)
            #expect(Self.isPage(response, .notPaired), "\(target) → \(response.status) \(response.text.prefix(80))")
            #expect(response.headers["set-cookie"] == nil && response.headers["cache-control"] == "no-store", "\(target)")
            #expect(response.headers["content-security-policy"]?.hasPrefix("default-src 'none'; ") == true, "\(target)")
        }
        let head = try await running.send("/data/coop.json", method: "HEAD")
        #expect(head.status == 403 && head.headers["content-length"] == String(Self.page(.notPaired).utf8.count))
        #expect(try await running.send("/", method: "POST").status == 403)
        // The words a person reads on the page.
        let page = try await running.send("/").text
        #expect(page.contains("<h1>Pair this browser</h1>"))
        #expect(page.contains("find the pairing address in the terminal where coop serve runs"))
        #expect(page.contains("Scan the QR code with this phone’s camera, or type the address into this browser."))
        await running.server.stop()
    }

    @Test func theRightCodePairsOnceAndTheCookieReadsTheCoopAcrossARestart() async throws {
        let folder = TemporaryFolder()
        let file = folder.url(".coop-pairings")
        var running = try await PairingServer(file: file)
        let code = try #require(running.log.code)
        #expect(running.log.all.map(\.address) == ["http://127.0.0.1:\(running.port)/__coop/pair?code=\(code)"])

        // A wrong code is refused, and gives no cookie.
        let wrong = try await running.send("/__coop/pair?code=AAAA-AAAA")
        #expect(Self.isPage(wrong, .wrongCode) && wrong.headers["set-cookie"] == nil)

        // The right code: 303 to the dashboard, with the cookie.
        let paired = try await running.send("/__coop/pair?code=\(code)")
        #expect(paired.status == 303 && paired.headers["location"] == "/" && paired.body.isEmpty)
        let setCookie = try #require(paired.headers["set-cookie"])
        let token = String(setCookie.dropFirst("coop_pair=".count).prefix(64))
        #expect(SHA256.isHexDigest(token[...]))
        #expect(setCookie == "coop_pair=\(token); Path=/; HttpOnly; SameSite=Strict; Max-Age=31536000")
        #expect(running.log.all.map(\.event) == [.ready, .paired] && running.log.code != code)

        // Once only.
        let again = try await running.send("/__coop/pair?code=\(code)")
        #expect(Self.isPage(again, .wrongCode) && again.headers["set-cookie"] == nil)

        // The cookie reads the coop.
        let dashboard = try await running.send("/", token: token)
        #expect(dashboard.status == 200 && dashboard.text.contains("Maple Street Coop"))
        let data = try await running.send("/data/coop.json", token: token)
        #expect(data.status == 200 && data.headers["content-type"] == "application/json" && data.text.contains("Henrietta"))
        let hens = try await running.send("/hens/", token: token)
        #expect(hens.status == 200 && hens.text.contains("Señora Clucks"))
        #expect(try await running.send("/nothing.html", token: token).status == 404)
        // Another token reads nothing.
        #expect(Self.isPage(try await running.send("/", token: PairingCookie.newToken()), .notPaired))

        // The file keeps the digest only, for its owner only.
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(!text.contains(token) && text.hasSuffix("\n" + SHA256.hex(token) + "\n"))
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int)
        #expect(mode == 0o600)

        // A restart with the same file still knows the browser.
        await running.server.stop()
        running = try await PairingServer(file: file)
        let afterRestart = try await running.send("/hens/", token: token)
        #expect(afterRestart.status == 200 && afterRestart.text.contains("Henrietta"))
        #expect(Self.isPage(try await running.send("/"), .notPaired))

        // Deleting the file unpairs at once.
        try FileManager.default.removeItem(atPath: file)
        #expect(Self.isPage(try await running.send("/", token: token), .notPaired))
        await running.server.stop()
    }
}
