import CoopSite
import CoopTestSupport
import Testing

@testable import CoopServe

/// Pairing, without the network: codes, wrong codes, the cookie and what the terminal is told.
@Suite struct PairingTests {
    static let base = "http://192.168.1.20:8080"

    /// A request for `target`, with the cookie of `token`.
    static func request(_ target: String, method: String = "GET", token: String? = nil) -> HTTPRequestHead {
        HTTPRequestHead(
            method: method, target: target, minorVersion: 1,
            fields: [("Host", "192.168.1.20:8080")] + (token.map { [("Cookie", "coop_pair=\($0)")] } ?? []))
    }

    /// A pairing that has printed its first code.
    static func started(file: String? = nil) throws -> (Pairing, NoticeLog) {
        let log = NoticeLog()
        let pairing = try Pairing(file: file, announce: log.record)
        pairing.begin(at: base)
        return (pairing, log)
    }

    /// The token `answer` gives the browser, if it is the answer to a right code.
    static func token(from answer: AccessAnswer) -> String? {
        guard case .response(let response) = answer, response.status == .seeOther,
            response.fields.first(where: { $0.name == "Location" })?.value == "/",
            let cookie = response.fields.first(where: { $0.name == "Set-Cookie" })?.value,
            cookie.hasPrefix("coop_pair="), cookie.hasSuffix("; Path=/; HttpOnly; SameSite=Strict; Max-Age=31536000")
        else { return nil }
        return String(cookie.dropFirst(10).prefix(64))
    }

    /// Whether `answer` is the pairing page in `situation`.
    static func isPage(_ answer: AccessAnswer, _ situation: AppPairingPage.Situation) -> Bool {
        answer == .pairingPage(situation)
    }

    @Test func theAddressPrintedAtTheStartPairsOneBrowserThenANewOneIsPrinted() throws {
        let (pairing, log) = try Self.started()
        let first = try #require(log.code)
        #expect(log.all == [PairingNotice(event: .ready, address: Self.base + "/__coop/pair?code=" + first)])
        #expect(!pairing.isPaired(Self.request("/")))

        let token = try #require(Self.token(from: pairing.answer(Self.request("/__coop/pair?code=\(first)"))))
        #expect(SHA256.isHexDigest(token[...]))
        #expect(pairing.isPaired(Self.request("/", token: token)))
        #expect(!pairing.isPaired(Self.request("/", token: PairingCookie.newToken())))
        let second = try #require(log.code)
        #expect(second != first)
        #expect(log.all.map(\.event) == [.ready, .paired])
        #expect(log.all.last?.address == Self.base + "/__coop/pair?code=" + second)

        // The code works once; the new one pairs a second browser.
        #expect(Self.isPage(pairing.answer(Self.request("/__coop/pair?code=\(first)")), .wrongCode))
        let other = try #require(Self.token(from: pairing.answer(Self.request("/__coop/pair?code=\(second.lowercased())"))))
        #expect(other != token && pairing.isPaired(Self.request("/", token: other)) && pairing.isPaired(Self.request("/", token: token)))
    }

    @Test func tenWrongCodesReplaceTheCode() throws {
        let (pairing, log) = try Self.started()
        let first = try #require(log.code)
        for guess in 1...9 {
            #expect(Self.isPage(pairing.answer(Self.request("/__coop/pair?code=WRONG-\(guess)")), .wrongCode))
        }
        #expect(log.all.count == 1)
        #expect(Self.isPage(pairing.answer(Self.request("/__coop/pair?code=")), .wrongCode))
        #expect(log.all.map(\.event) == [.ready, .replacedAfterWrongCodes])
        let second = try #require(log.code)
        #expect(second != first)
        // The old code no longer pairs (an eleventh wrong code); the new one does.
        #expect(Self.isPage(pairing.answer(Self.request("/__coop/pair?code=\(first)")), .wrongCode))
        #expect(Self.token(from: pairing.answer(Self.request("/__coop/pair?code=\(second)"))) != nil)
    }

    @Test func aHundredWrongCodesStopPairingButPairedBrowsersStillRead() throws {
        let (pairing, log) = try Self.started()
        let firstCode = try #require(log.code)
        let token = try #require(Self.token(from: pairing.answer(Self.request("/__coop/pair?code=\(firstCode)"))))
        for guess in 1...100 { _ = pairing.answer(Self.request("/__coop/pair?code=\(guess)")) }
        #expect(log.all.map(\.event) == [.ready, .paired] + Array(repeating: .replacedAfterWrongCodes, count: 9) + [.stopped])
        #expect(log.all.last?.address == nil && log.all.last?.code == nil)
        // Not even the right code pairs now; and no more notices.
        let code = try #require(log.code)
        #expect(Self.isPage(pairing.answer(Self.request("/__coop/pair?code=\(code)")), .stopped))
        #expect(Self.isPage(pairing.answer(Self.request("/__coop/pair?code=x")), .stopped))
        #expect(log.all.count == 12)
        #expect(pairing.isPaired(Self.request("/", token: token)))
    }

    @Test func onlyAGetWithACodeTriesTheCode() throws {
        let (pairing, log) = try Self.started()
        let code = try #require(log.code)
        for request in [
            Self.request("/__coop/pair?code=\(code)", method: "HEAD"), Self.request("/__coop/pair?code=\(code)", method: "POST"),
            Self.request("/__coop/pair"), Self.request("/__coop/pair?other=\(code)"),
        ] {
            #expect(Self.isPage(pairing.answer(request), .notPaired), "\(request.method) \(request.target)")
        }
        // None of them used the code, or counted as a wrong one.
        #expect(log.all.count == 1)
        #expect(Self.token(from: pairing.answer(Self.request("/__coop/pair?code=\(code)"))) != nil)
    }

    @Test func aPairedBrowserOpeningAPairingAddressGoesToTheSiteAndUsesNoCode() throws {
        let (pairing, log) = try Self.started()
        let firstCode = try #require(log.code)
        let token = try #require(Self.token(from: pairing.answer(Self.request("/__coop/pair?code=\(firstCode)"))))
        let code = try #require(log.code)
        for target in ["/__coop/pair?code=OLD0-CODE", "/__coop/pair?code=\(code)", "/__coop/pair"] {
            guard case .response(let response) = pairing.answer(Self.request(target, token: token)) else {
                Issue.record("\(target): not a redirect")
                continue
            }
            #expect(response.status == .seeOther && response.fields.map(\.name) == ["Location"] && response.body.isEmpty, "\(target)")
        }
        #expect(log.all.count == 2)
        #expect(Self.token(from: pairing.answer(Self.request("/__coop/pair?code=\(code)"))) != nil)
    }

    @Test func aPairingThatCannotBeSavedLastsUntilTheServerStops() throws {
        let folder = TemporaryFolder()
        let file = folder.url("gone/.coop-pairings")
        let (pairing, log) = try Self.started(file: file)
        let firstCode = try #require(log.code)
        let token = try #require(Self.token(from: pairing.answer(Self.request("/__coop/pair?code=\(firstCode)"))))
        #expect(pairing.isPaired(Self.request("/", token: token)))
        #expect(log.all.map(\.event) == [.ready, .notSaved("cannot write beside '\(file)': No such file or directory"), .paired])
        #expect(
            log.all[1].text(colors: false)
                == "coop: warning: the pairing was not saved (cannot write beside '\(file)': No such file or directory): "
                + "it lasts until coop serve stops.\n")
    }
}
