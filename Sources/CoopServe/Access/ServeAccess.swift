import CoopSite
import CoopValues

/// Who may read the site `coop serve` serves, and who may change the coop through it
/// (docs/serve.md, "Who can read, who can write").
///
/// - **Reading, on a loopback address** (the default): only requests naming this computer
///   (``Loopback``) are answered; any other gets 403.
/// - **Reading, on an address other computers reach** (`--host`): only paired browsers
///   (``Pairing``). Any other request, for any path, gets 403 and a page that says how to
///   pair (``PairingPage``), with no coop data in it; the pairing address answers itself.
/// - **Writing.** A write is a `POST` of a form the server made, by someone who may read: it
///   carries the server's ``formSecret`` (made fresh at every start, never written anywhere
///   but into the forms), and its `Origin`, when the browser sends one, is the address the
///   request was sent to. A page from anywhere else can make the browser send a `POST` (a
///   cross-site form), but cannot read a form to learn the secret, and its `Origin` and
///   `Sec-Fetch-Site` give it away: 403, and nothing changes.
/// - **Read-only.** With `--read-only` there are no forms and every write is refused.
public final class ServeAccess: Sendable {
    /// Who may read.
    enum Readers: Sendable {
        /// Browsers on this computer: requests naming it (the server is on a loopback address).
        case thisComputer
        /// Paired browsers, wherever they are.
        case paired(Pairing)
    }

    /// Who may read.
    let readers: Readers
    /// Whether the coop may not be changed through the server (`--read-only`).
    public let readOnly: Bool
    /// The secret every form carries: 32 random bytes in hex.
    let formSecret: String

    /// The rules for a server listening on `host`. On a loopback address, requests must name
    /// this computer; on any other, every request needs pairing with `pairing` (without one,
    /// a pairing kept in memory and shown nowhere: no browser can pair, nothing is read).
    public convenience init(host: String, readOnly: Bool = false, pairing: Pairing? = nil) {
        if Loopback.contains(address: host) {
            self.init(readers: .thisComputer, readOnly: readOnly)
        } else {
            // A pairing without a file cannot fail to read one.
            self.init(readers: .paired(pairing ?? (try! Pairing(file: nil) { _ in })), readOnly: readOnly)
        }
    }

    /// The rules for a server where every request needs pairing with `pairing`, whatever
    /// address it listens on (a test's server on 127.0.0.1, say).
    public convenience init(pairing: Pairing, readOnly: Bool = false) {
        self.init(readers: .paired(pairing), readOnly: readOnly)
    }

    private init(readers: Readers, readOnly: Bool) {
        self.readers = readers
        self.readOnly = readOnly
        var generator = SystemRandomNumberGenerator()
        var hex: [UInt8] = []
        for _ in 0..<4 { Hexadecimal.append(generator.next(), digits: 16, to: &hex) }
        formSecret = String(decoding: hex, as: UTF8.self)
    }

    /// Whether only requests naming this computer are answered (the server is on a loopback address).
    var onlyLocalHosts: Bool {
        if case .thisComputer = readers { return true }
        return false
    }

    /// The pairing every request needs, if it does.
    public var pairing: Pairing? {
        if case .paired(let pairing) = readers { return pairing }
        return nil
    }

    /// The answer to give instead of the one asked for, or `nil` to answer the request.
    func screen(_ head: HTTPRequestHead) -> AccessAnswer? {
        if case .paired(let pairing) = readers, head.path == AppRoute.pair.path { return pairing.answer(head) }
        guard !mayRead(head) else { return nil }
        switch readers {
        case .thisComputer: return .response(.plain(.forbidden, AccessWording.onlyThisComputer))
        case .paired: return .pairingPage(.notPaired)
        }
    }

    /// Whether `head` comes from someone who may read the site: a request naming this
    /// computer, or one from a paired browser.
    func mayRead(_ head: HTTPRequestHead) -> Bool {
        switch readers {
        case .thisComputer: Loopback.names(thisComputer: head.field("host"))
        case .paired(let pairing): pairing.isPaired(head)
        }
    }

    /// Whether the write `head` asks for, with `secret` from its form, may be made: not
    /// read-only, a `POST` from someone who may read, with the form secret, and nothing
    /// saying it comes from another site.
    func permitsWrite(_ head: HTTPRequestHead, secret: String?) -> Bool {
        guard let secret, Self.sameBytes(secret, formSecret) else { return false }
        return permitsWriteButForSecret(head)
    }

    /// Whether the write `head` asks for carries a secret from a form of an earlier start of
    /// this server (it restarted since the form was opened) and would otherwise be permitted,
    /// sent by a page of this very site (`Sec-Fetch-Site: same-origin`, which a browser
    /// sets and no page can change). Such a request gets its form back, filled with what was
    /// sent, with the fresh secret: one more tap saves it. A page elsewhere cannot read
    /// that answer (it is not same-origin), so it learns no secret from it.
    func hasStaleSecret(_ head: HTTPRequestHead, secret: String?) -> Bool {
        guard let secret, !Self.sameBytes(secret, formSecret), head.field("sec-fetch-site") == "same-origin" else { return false }
        return permitsWriteButForSecret(head)
    }

    /// Whether `head` asks for a read only pages of this site may make (the form secret, for
    /// the queue script): from someone who may read, and nothing saying it comes from
    /// another site. (The answer carries no CORS header, so no other site could read it anyway.)
    func permitsSameOriginRead(_ head: HTTPRequestHead) -> Bool {
        guard !readOnly, mayRead(head) else { return false }
        if let site = head.field("sec-fetch-site"), site != "same-origin" { return false }
        return true
    }

    /// Whether a write of `head` may be made, its form secret aside: not read-only, a `POST`
    /// from someone who may read, and nothing saying it comes from another site.
    ///
    /// Its `Origin`, when sent, must be this address: `http://` and the `Host` it was sent to,
    /// or `https://` and that host, for a page served through a reverse proxy that adds TLS
    /// on the home network (docs/serve.md, "https at home") and passes the `Host` on. The
    /// `https` origin is as safe: `Origin` is set by the browser to the scheme, host and port
    /// of the page that sent the form, and no page can change it; a page whose origin has this
    /// very host and port is one this server (or the proxy in front of it) served, since a
    /// host and port are served by one program. Another site's page has another host, so its
    /// `Origin` never matches.
    func permitsWriteButForSecret(_ head: HTTPRequestHead) -> Bool {
        guard !readOnly, head.method == "POST", mayRead(head) else { return false }
        if let origin = head.field("origin") {
            // `Origin: null` (a sandboxed frame, a redirect across sites) is never the address.
            guard let host = head.field("host"), origin == "http://" + host || origin == "https://" + host else { return false }
        }
        // A browser too old to send Origin on a POST still sends this since 2020; a site
        // elsewhere is "cross-site" or "same-site", never "same-origin".
        if let site = head.field("sec-fetch-site"), site != "same-origin", site != "none" { return false }
        return true
    }

    /// Whether `a` and `b` are the same, in a time that depends only on their lengths.
    static func sameBytes(_ a: String, _ b: String) -> Bool {
        let (x, y) = (Array(a.utf8), Array(b.utf8))
        guard x.count == y.count else { return false }
        return zip(x, y).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
