import CoopValues

/// Who may read the site `coop serve` serves, and who may change the coop through it.
///
/// - **Reading.** On a loopback address (the default), only requests naming this computer
///   (``Loopback``) are answered.
/// - **Writing.** A write is a `POST` of a form the server made: it carries the server's
///   ``formSecret`` (made fresh at every start, never written anywhere but into the forms),
///   and its `Origin`, when the browser sends one, is the address the request was sent to.
///   A page from anywhere else can make the browser send a `POST` (a cross-site form), but
///   cannot read a form to learn the secret, and its `Origin` gives it away: 403, and nothing
///   changes.
/// - **Read-only.** With `--read-only` there are no forms and every write is refused.
public final class ServeAccess: Sendable {
    /// Whether only requests naming this computer are answered (the server is on a loopback address).
    let onlyLocalHosts: Bool
    /// Whether the coop may not be changed through the server (`--read-only`).
    public let readOnly: Bool
    /// The secret every form carries: 32 random bytes in hex.
    let formSecret: String

    /// The rules for a server listening on `host`.
    public init(host: String, readOnly: Bool = false) {
        onlyLocalHosts = Loopback.contains(address: host)
        self.readOnly = readOnly
        var generator = SystemRandomNumberGenerator()
        var hex: [UInt8] = []
        for _ in 0..<4 { Hexadecimal.append(generator.next(), digits: 16, to: &hex) }
        formSecret = String(decoding: hex, as: UTF8.self)
    }

    /// The answer to give instead of the one asked for, or `nil` to answer the request.
    func screen(_ head: HTTPRequestHead) -> HTTPResponse? {
        if onlyLocalHosts, !Loopback.names(thisComputer: head.field("host")) {
            return .plain(.forbidden, "coop serve answers only requests for localhost or 127.0.0.1.\n")
        }
        return nil
    }

    /// Whether the write `head` asks for, with `secret` from its form, may be made.
    func permitsWrite(_ head: HTTPRequestHead, secret: String?) -> Bool {
        guard !readOnly, head.method == "POST", let secret, Self.sameBytes(secret, formSecret) else { return false }
        if let origin = head.field("origin") {
            guard let host = head.field("host"), origin == "http://" + host else { return false }
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
