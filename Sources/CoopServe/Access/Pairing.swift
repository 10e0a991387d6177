import CoopFiles
import CoopSite
import Synchronization

/// Pairing browsers with a `coop serve` that other computers can reach: every request needs a
/// paired browser's cookie, and a browser gets one by opening the pairing address printed in
/// the terminal, which holds a one-time code.
///
/// - **The code** (``PairingCode``) pairs one browser: opening
///   `/__coop/pair?code=K7QF-M2XD` with it answers 303 to `/` with the cookie
///   (``PairingCookie``), and a new code is printed for the next browser.
/// - **Wrong codes.** After ``wrongCodesPerCode`` wrong codes the code is replaced (the
///   terminal says so and shows the new one); after ``wrongCodesInAll`` since the start, no
///   code works until `coop serve` restarts. A wrong code gets 403 and a page that says so.
/// - **The pairings** are kept by ``PairingBook``: digests only, in a file that outlives a
///   restart.
///
/// What the terminal is told goes to `announce`, as ``PairingNotice``s.
public final class Pairing: Sendable {
    /// The path of the pairing address.
    static let path = AppRoute.pair.path
    /// How many wrong codes one code withstands before it is replaced.
    static let wrongCodesPerCode = 10
    /// How many wrong codes, since `coop serve` started, stop pairing until it restarts.
    static let wrongCodesInAll = 100

    /// What changes as browsers pair and codes are tried.
    private struct State {
        /// The code that pairs the next browser.
        var code = PairingCode.random()
        /// Wrong codes tried since ``code`` was made.
        var wrongForCode = 0
        /// Wrong codes tried since the start.
        var wrongInAll = 0
        /// The paired browsers.
        var book: PairingBook
        /// Where other computers open the server (`http://192.168.1.20:8080`), once known.
        var base = ""

        /// The pairing address for the current code.
        var address: String { base + AppRoute.pair.path + "?code=" + code.text }
    }

    private let state: Mutex<State>
    private let announce: @Sendable (PairingNotice) -> Void

    /// Pairing with the pairings kept in `file` (`nil`: in memory only, lost when the server
    /// stops); what the terminal should show goes to `announce`. Throws if `file` exists and
    /// cannot be read.
    public init(file: String?, announce: @escaping @Sendable (PairingNotice) -> Void) throws(PairingsUnreadable) {
        state = Mutex(State(book: try PairingBook(file: file.map { FilePath($0) })))
        self.announce = announce
    }

    /// Says where other computers open the server, without the final slash
    /// (`http://192.168.1.20:8080`, see ``LocalNetworkAddress``), and announces the first code.
    public func begin(at base: String) {
        let address = state.withLock { state in
            state.base = base
            return state.address
        }
        announce(PairingNotice(event: .ready, address: address))
    }

    /// Whether `head` comes from a paired browser: it carries the cookie of one.
    func isPaired(_ head: HTTPRequestHead) -> Bool {
        let tokens = PairingCookie.tokens(in: head)
        guard !tokens.isEmpty else { return false }
        return state.withLock { state in
            state.book.refresh()
            return tokens.contains { state.book.contains(token: $0) }
        }
    }

    /// The answer to a request for the pairing address (``path``): 303 to `/` for a paired
    /// browser, or for a `GET` with the right code (with the cookie); otherwise the page that
    /// says what to do.
    func answer(_ head: HTTPRequestHead) -> AccessAnswer {
        if isPaired(head) { return .response(Self.toTheSite(cookie: nil)) }
        guard head.method == "GET", let typed = head.query("code") else { return .pairingPage(.notPaired) }
        let (response, notices) = state.withLock { state -> (AccessAnswer, [PairingNotice]) in
            guard state.wrongInAll < Self.wrongCodesInAll else { return (.pairingPage(.stopped), []) }
            guard state.code.matches(typed) else {
                state.wrongForCode += 1
                state.wrongInAll += 1
                var notices: [PairingNotice] = []
                if state.wrongInAll == Self.wrongCodesInAll {
                    notices.append(PairingNotice(event: .stopped, address: nil))
                } else if state.wrongForCode == Self.wrongCodesPerCode {
                    state.code = PairingCode.random()
                    state.wrongForCode = 0
                    notices.append(PairingNotice(event: .replacedAfterWrongCodes, address: state.address))
                }
                return (.pairingPage(.wrongCode), notices)
            }
            let token = PairingCookie.newToken()
            var notices: [PairingNotice] = []
            do throws(FileFailure) {
                try state.book.add(token: token)
            } catch {
                notices.append(PairingNotice(event: .notSaved(error.description), address: nil))
            }
            state.code = PairingCode.random()
            state.wrongForCode = 0
            notices.append(PairingNotice(event: .paired, address: state.address))
            return (.response(Self.toTheSite(cookie: token)), notices)
        }
        for notice in notices { announce(notice) }
        return response
    }

    /// 303 to the dashboard, giving the browser `cookie`'s token if there is one.
    private static func toTheSite(cookie token: String?) -> HTTPResponse {
        HTTPResponse(status: .seeOther, fields: [("Location", "/")] + (token.map { [("Set-Cookie", PairingCookie.setCookie($0))] } ?? []))
    }
}
