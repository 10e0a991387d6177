import CoopValues

/// Maps a request's path, as written in the request line, to a file of the built site,
/// refusing anything else.
///
/// The path must start with `/` (an absolute URL or `*` is refused) and is percent-decoded
/// exactly once. It is refused if anything is left that could mean something else a second
/// time (`%`), if any segment is `.` or `..` or empty (`//`: no path has two names), or if it
/// holds a backslash, a NUL or a control character. Browsers remove dot segments and never
/// double slashes before sending, and the site's own files are named with letters, digits,
/// dashes, dots and slashes, so nothing a browser asks for legitimately is refused; every
/// file has exactly one path that reaches it.
public enum SitePath {
    /// The site file for `path` (`/` and `/calendar/` give their `index.html`), or `nil`.
    /// A query (`?…`) is ignored.
    public static func resolve(_ path: String) -> String? {
        let withoutQuery = path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        guard withoutQuery.hasPrefix("/"), let decoded = percentDecoded(withoutQuery) else { return nil }
        if decoded.contains("%") || decoded.contains("\\") { return nil }
        if decoded.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { return nil }
        var segments = decoded.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        let isFolder = segments.last == ""
        if isFolder { segments.removeLast() }
        if segments.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) { return nil }
        let clean = segments.joined(separator: "/")
        if clean.isEmpty { return "index.html" }
        return isFolder ? clean + "/index.html" : clean
    }

    /// `text` with `%XX` escapes decoded, or `nil` if one is malformed or the result is not UTF-8.
    static func percentDecoded(_ text: String) -> String? {
        Hexadecimal.percentDecoded(text.utf8).flatMap { String(validating: $0, as: UTF8.self) }
    }

    /// `path` with every byte but letters, digits and `!$&'()*+,-./:=@_~` written as `%XX`
    /// (upper-case hex), and `:` too in the first segment of a relative path (where it would
    /// read as a scheme): as Foundation's `urlPathAllowed` encoding did, for a `Location` header.
    static func percentEncoded(_ path: String) -> String {
        var inFirstSegment = !path.hasPrefix("/")
        return Hexadecimal.percentEncoded(path) { byte in
            if byte == UInt8(ascii: "/") { inFirstSegment = false }
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return true
            case UInt8(ascii: ":"):
                return !inFirstSegment
            default:
                return Array("!$&'()*+,-./=@_~".utf8).contains(byte)
            }
        }
    }

    /// The content type of a site file, by its extension.
    public static func contentType(_ path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        let dot = name.lastIndex(of: ".")
        return switch dot.map({ name[name.index(after: $0)...].lowercased() }) {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "webp": "image/webp"
        case "ico": "image/x-icon"
        case "ics": "text/calendar; charset=utf-8"
        case "xml": "application/atom+xml; charset=utf-8"
        case "json": "application/json"
        case "webmanifest": "application/manifest+json"
        case "csv": "text/csv; charset=utf-8"
        case "txt", "md": "text/plain; charset=utf-8"
        default: "application/octet-stream"
        }
    }
}
