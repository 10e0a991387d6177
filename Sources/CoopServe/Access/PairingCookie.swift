import CoopValues

/// The cookie that marks a paired browser: `coop_pair`, holding a random 256-bit token that
/// the server knows only by its SHA-256 (``PairingBook``).
///
/// `HttpOnly`: no script reads it. `SameSite=Strict`: the browser sends it only with requests
/// made from the coop's own pages or typed in, never with one a page elsewhere makes (a form,
/// an image, a link followed from another site). No `Secure`: `coop serve` speaks plain HTTP.
enum PairingCookie {
    /// The cookie's name.
    static let name = "coop_pair"
    /// How long a browser keeps the cookie, in seconds: 365 days (browsers cap it at 400).
    static let maxAge = 365 * 24 * 60 * 60

    /// A new token: 32 bytes from the system's secure random generator, in lowercase hex.
    static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        var hex: [UInt8] = []
        for _ in 0..<4 { Hexadecimal.append(generator.next(), digits: 16, to: &hex) }
        return String(decoding: hex, as: UTF8.self)
    }

    /// The `Set-Cookie` value that gives a browser `token`.
    static func setCookie(_ token: String) -> String {
        "\(name)=\(token); Path=/; HttpOnly; SameSite=Strict; Max-Age=\(maxAge)"
    }

    /// The well-formed tokens (64 lowercase hex digits) the request's `Cookie` fields carry
    /// under ``name``: usually none or one.
    static func tokens(in head: HTTPRequestHead) -> [String] {
        head.fields.filter { $0.name.lowercased() == "cookie" }.flatMap { field in
            field.value.split(separator: ";").compactMap { pair -> String? in
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard parts.count == 2, HTTPRequestHead.trimmed(parts[0]) == Substring(name) else { return nil }
                let value = HTTPRequestHead.trimmed(parts[1])
                return SHA256.isHexDigest(value) ? String(value) : nil
            }
        }
    }
}
