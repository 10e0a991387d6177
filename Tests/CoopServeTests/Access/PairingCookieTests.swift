import Testing

@testable import CoopServe

/// The cookie of a paired browser: what it is given, and what is read back.
@Suite struct PairingCookieTests {
    static let token = String(repeating: "0123456789abcdef", count: 4)

    private func head(_ cookies: [String]) -> HTTPRequestHead {
        HTTPRequestHead(
            method: "GET", target: "/", minorVersion: 1, fields: [("Host", "192.168.1.20:8080")] + cookies.map { ("Cookie", $0) })
    }

    @Test func theBrowserKeepsItAYearForThisSiteOnlyAndNoScriptReadsIt() {
        #expect(
            PairingCookie.setCookie(Self.token)
                == "coop_pair=\(Self.token); Path=/; HttpOnly; SameSite=Strict; Max-Age=31536000")
    }

    @Test func aNewTokenIs256RandomBitsInHex() {
        let tokens = (0..<100).map { _ in PairingCookie.newToken() }
        #expect(tokens.allSatisfy { SHA256.isHexDigest($0[...]) })
        #expect(Set(tokens).count == 100)
    }

    @Test func theTokensAreReadFromTheCookieFields() {
        #expect(PairingCookie.tokens(in: head([])) == [])
        #expect(PairingCookie.tokens(in: head(["coop_pair=\(Self.token)"])) == [Self.token])
        #expect(PairingCookie.tokens(in: head(["theme=dark; coop_pair=\(Self.token); other=1"])) == [Self.token])
        #expect(PairingCookie.tokens(in: head(["a=1;coop_pair= \(Self.token) "])) == [Self.token])
        #expect(PairingCookie.tokens(in: head(["a=1", "coop_pair=\(Self.token)"])) == [Self.token])
        let other = String(repeating: "f", count: 64)
        #expect(PairingCookie.tokens(in: head(["coop_pair=\(other); coop_pair=\(Self.token)"])) == [other, Self.token])
        // Not a token: another name, the wrong length, upper case, quotes, no value.
        for cookie in [
            "coop_pairs=\(Self.token)", "xcoop_pair=\(Self.token)", "coop_pair=\(Self.token.dropLast())", "coop_pair=\(Self.token)0",
            "coop_pair=\(Self.token.uppercased())", "coop_pair=\"\(Self.token)\"", "coop_pair", "coop_pair=",
        ] {
            #expect(PairingCookie.tokens(in: head([cookie])) == [], "\(cookie)")
        }
    }
}
