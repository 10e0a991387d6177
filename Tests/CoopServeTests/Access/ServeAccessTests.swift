import Testing

@testable import CoopServe

/// Who may read and who may write, asked of ``ServeAccess`` directly: every way a write can
/// be refused, on a loopback address and with pairing.
@Suite struct ServeAccessTests {
    static let host = "127.0.0.1:8080"

    /// A request with `fields` (the Host first, unless `host` is nil).
    static func request(_ fields: [(String, String)] = [], method: String = "POST", host: String? = Self.host) -> HTTPRequestHead {
        HTTPRequestHead(method: method, target: "/__coop/save", minorVersion: 1, fields: (host.map { [("Host", $0)] } ?? []) + fields)
    }

    /// What a current browser sends with a form of the coop's own page.
    static let sameOrigin = [("Origin", "http://\(host)"), ("Sec-Fetch-Site", "same-origin")]

    @Test func aFormOfTheCoopsOwnPageWrites() {
        let access = ServeAccess(host: "127.0.0.1")
        #expect(!access.readOnly && access.onlyLocalHosts && access.pairing == nil)
        #expect(access.permitsWrite(Self.request(Self.sameOrigin), secret: access.formSecret))
        // An older browser sends only one of the two, or neither; the secret still holds.
        #expect(access.permitsWrite(Self.request([("Origin", "http://\(Self.host)")]), secret: access.formSecret))
        #expect(access.permitsWrite(Self.request([("Sec-Fetch-Site", "same-origin")]), secret: access.formSecret))
        #expect(access.permitsWrite(Self.request(), secret: access.formSecret))
        // "none": the user's own doing (a form resubmitted from the browser's history).
        #expect(access.permitsWrite(Self.request([("Sec-Fetch-Site", "none")]), secret: access.formSecret))
        // Each server makes its own secret.
        #expect(access.formSecret.count == 64 && ServeAccess(host: "127.0.0.1").formSecret != access.formSecret)
    }

    @Test func aWrongOrMissingSecretNeverWrites() {
        let access = ServeAccess(host: "127.0.0.1")
        let request = Self.request(Self.sameOrigin)
        #expect(!access.permitsWrite(request, secret: nil))
        #expect(!access.permitsWrite(request, secret: ""))
        #expect(!access.permitsWrite(request, secret: String(access.formSecret.dropLast())))
        #expect(!access.permitsWrite(request, secret: access.formSecret + "0"))
        #expect(!access.permitsWrite(request, secret: access.formSecret.uppercased()))
        #expect(!access.permitsWrite(request, secret: ServeAccess(host: "127.0.0.1").formSecret))
        let flipped = String(access.formSecret.dropLast()) + (access.formSecret.hasSuffix("0") ? "1" : "0")
        #expect(!access.permitsWrite(request, secret: flipped))
    }

    @Test(arguments: [
        "http://evil.example", "http://evil.example:8080", "https://127.0.0.1:8081", "http://127.0.0.1:8081", "http://127.0.0.1",
        "http://localhost:8080", "null", "", "http://127.0.0.1:8080/", "HTTP://127.0.0.1:8080",
    ])
    func anotherOriginNeverWrites(_ origin: String) {
        let access = ServeAccess(host: "127.0.0.1")
        #expect(!access.permitsWrite(Self.request([("Origin", origin), ("Sec-Fetch-Site", "same-origin")]), secret: access.formSecret))
        #expect(!access.permitsWrite(Self.request([("Origin", origin)]), secret: access.formSecret))
    }

    /// A page served through a reverse proxy adding TLS (Caddy, docs/serve.md) has the
    /// `https` origin of the same host: its writes are made.
    @Test func theHTTPSOriginOfTheSameHostWrites() {
        let access = ServeAccess(host: "127.0.0.1")
        #expect(
            access.permitsWrite(
                Self.request([("Origin", "https://\(Self.host)"), ("Sec-Fetch-Site", "same-origin")]), secret: access.formSecret))
        #expect(
            !access.permitsWrite(
                Self.request([("Origin", "https://evil.example"), ("Sec-Fetch-Site", "same-origin")]), secret: access.formSecret))
    }

    /// A secret of an earlier start is stale only for a request otherwise permitted and
    /// marked same-origin by the browser.
    @Test func aStaleSecretIsOnlyOneFromThisSite() {
        let access = ServeAccess(host: "127.0.0.1")
        let old = ServeAccess(host: "127.0.0.1").formSecret
        let origin = ("Origin", "http://\(Self.host)")
        #expect(access.hasStaleSecret(Self.request([origin, ("Sec-Fetch-Site", "same-origin")]), secret: old))
        #expect(!access.hasStaleSecret(Self.request([origin, ("Sec-Fetch-Site", "same-origin")]), secret: access.formSecret))
        #expect(!access.hasStaleSecret(Self.request([origin, ("Sec-Fetch-Site", "same-origin")]), secret: nil))
        #expect(!access.hasStaleSecret(Self.request([origin]), secret: old))
        #expect(!access.hasStaleSecret(Self.request([origin, ("Sec-Fetch-Site", "cross-site")]), secret: old))
        #expect(!access.hasStaleSecret(Self.request([("Origin", "http://evil.example"), ("Sec-Fetch-Site", "same-origin")]), secret: old))
        #expect(
            !ServeAccess(host: "127.0.0.1", readOnly: true).hasStaleSecret(
                Self.request([origin, ("Sec-Fetch-Site", "same-origin")]), secret: old))
    }

    @Test(arguments: ["cross-site", "same-site", "CROSS-SITE", "same-origin, cross-site", ""])
    func anotherSiteNeverWrites(_ site: String) {
        let access = ServeAccess(host: "127.0.0.1")
        let origin = ("Origin", "http://\(Self.host)")
        #expect(!access.permitsWrite(Self.request([origin, ("Sec-Fetch-Site", site)]), secret: access.formSecret))
        #expect(!access.permitsWrite(Self.request([("Sec-Fetch-Site", site)]), secret: access.formSecret))
    }

    @Test func onlyAPostWrites() {
        let access = ServeAccess(host: "127.0.0.1")
        for method in ["GET", "HEAD", "PUT", "DELETE", "PATCH", "post", "OPTIONS"] {
            #expect(!access.permitsWrite(Self.request(Self.sameOrigin, method: method), secret: access.formSecret), "\(method)")
        }
    }

    @Test func aRequestNamingAnotherComputerNeverWritesOnLoopback() {
        // A page that pointed its own name at 127.0.0.1 ("DNS rebinding") sends its own name
        // as Host and as Origin: they match, and the Host check still refuses it.
        let access = ServeAccess(host: "127.0.0.1")
        let rebound = Self.request([("Origin", "http://evil.example:8080"), ("Sec-Fetch-Site", "same-origin")], host: "evil.example:8080")
        #expect(!access.permitsWrite(rebound, secret: access.formSecret))
        // With an Origin, a request without Host cannot be checked: refused.
        #expect(!access.permitsWrite(Self.request([("Origin", "http://\(Self.host)")], host: nil), secret: access.formSecret))
    }

    @Test func readOnlyNeverWrites() {
        for access in [ServeAccess(host: "127.0.0.1", readOnly: true), ServeAccess(host: "0.0.0.0", readOnly: true)] {
            #expect(access.readOnly)
            #expect(!access.permitsWrite(Self.request(Self.sameOrigin), secret: access.formSecret))
            #expect(!access.permitsWrite(Self.request(), secret: access.formSecret))
        }
    }

    @Test func withPairingOnlyAPairedBrowserWrites() throws {
        let (pairing, log) = try PairingTests.started()
        let access = ServeAccess(pairing: pairing)
        #expect(!access.onlyLocalHosts && access.pairing === pairing)
        let code = try #require(log.code)
        let token = try #require(PairingTests.token(from: pairing.answer(PairingTests.request("/__coop/pair?code=\(code)"))))
        let lan = "192.168.1.20:8080"
        let form = [("Origin", "http://\(lan)"), ("Sec-Fetch-Site", "same-origin")]
        #expect(access.permitsWrite(Self.request(form + [("Cookie", "coop_pair=\(token)")], host: lan), secret: access.formSecret))
        #expect(!access.permitsWrite(Self.request(form, host: lan), secret: access.formSecret))
        #expect(
            !access.permitsWrite(
                Self.request(form + [("Cookie", "coop_pair=\(PairingCookie.newToken())")], host: lan), secret: access.formSecret))
        #expect(!access.permitsWrite(Self.request(form + [("Cookie", "coop_pair=\(token)")], host: lan), secret: nil))
        #expect(
            !access.permitsWrite(
                Self.request([("Origin", "http://evil.example"), ("Cookie", "coop_pair=\(token)")], host: lan), secret: access.formSecret))
        #expect(
            !ServeAccess(pairing: pairing, readOnly: true).permitsWrite(
                Self.request(form + [("Cookie", "coop_pair=\(token)")], host: lan), secret: access.formSecret))
    }

    @Test func anAddressOtherComputersReachNeedsPairingEvenWithoutOne() {
        for host in ["0.0.0.0", "::", "192.168.1.20", "fe80::1"] {
            let access = ServeAccess(host: host)
            #expect(!access.onlyLocalHosts && access.pairing != nil, "\(host)")
            let refusal = access.screen(Self.request(method: "GET", host: "192.168.1.20:8080"))
            #expect(refusal == .pairingPage(.notPaired), "\(host)")
        }
        for host in ["127.0.0.1", "localhost", "::1", "127.0.0.2"] {
            #expect(ServeAccess(host: host).onlyLocalHosts, "\(host)")
        }
    }

    @Test func whatTheScreenAnswers() throws {
        let loopback = ServeAccess(host: "127.0.0.1")
        #expect(loopback.screen(Self.request(method: "GET")) == nil)
        guard case .response(let refused)? = loopback.screen(Self.request(method: "GET", host: "evil.example")) else {
            Issue.record("a request naming another computer is not refused")
            return
        }
        #expect(
            refused.status == .forbidden && refused.body == Array("coop serve answers only requests for localhost or 127.0.0.1.\n".utf8))
        // On loopback the pairing address is nothing special (the responder answers 404).
        #expect(loopback.screen(HTTPRequestHead(method: "GET", target: "/__coop/pair?code=x", minorVersion: 1, fields: [])) == nil)

        let (pairing, log) = try PairingTests.started()
        let paired = ServeAccess(pairing: pairing)
        #expect(paired.screen(Self.request(method: "GET")) == .pairingPage(.notPaired))
        let page = PairingPage.response(.notPaired, site: nil)
        #expect(page.status == .forbidden && page.fields.map(\.name) == ["Content-Type", "Content-Security-Policy"])
        #expect(page.fields[0].value == "text/html; charset=utf-8")
        #expect(page.fields[1].value == "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'")
        let code = try #require(log.code)
        let pairingAnswer = try #require(paired.screen(PairingTests.request("/__coop/pair?code=\(code)")))
        let token = try #require(PairingTests.token(from: pairingAnswer))
        #expect(paired.screen(Self.request([("Cookie", "coop_pair=\(token)")], method: "GET", host: "anything.example")) == nil)
    }
}
