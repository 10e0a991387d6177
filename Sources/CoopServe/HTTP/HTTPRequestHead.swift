/// The head of an HTTP/1.x request: its request line and header fields, read with limits.
///
/// `coop serve` reads requests itself (with ``HTTPHeadReader``) instead of through an HTTP
/// library, so that every line has a bound and reading it costs time linear in its length:
/// a request head is at most ``HTTPLimits/head`` bytes, its request line at most
/// ``HTTPLimits/requestLine``, and it has at most ``HTTPLimits/fields`` fields.
struct HTTPRequestHead: Sendable, Equatable {
    /// The method as sent, such as `GET` (methods are case-sensitive).
    var method: String
    /// The request target exactly as written in the request line: `/calendar/?x=1`.
    var target: String
    /// The minor version: 1 for HTTP/1.1, 0 for HTTP/1.0.
    var minorVersion: Int
    /// The header fields in order, names as sent.
    var fields: [(name: String, value: String)]

    /// The value of the first field named `name` (case-insensitive), or `nil`.
    func field(_ name: String) -> String? {
        fields.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The target without its query: the path as written (`/calendar/`).
    var path: Substring { target.prefix { $0 != "?" } }

    /// The value of `name` in the target's query (`?since=3`), as written, or `nil`.
    func query(_ name: String) -> String? {
        guard let mark = target.firstIndex(of: "?") else { return nil }
        for pair in target[target.index(after: mark)...].split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.first == Substring(name) { return parts.count > 1 ? String(parts[1]) : "" }
        }
        return nil
    }

    /// Whether the client asks to keep the connection open after the response: HTTP/1.1
    /// unless it says `Connection: close`; HTTP/1.0 never (coop serve does not offer it).
    var keepsAlive: Bool {
        minorVersion >= 1
            && !(field("connection")?.lowercased().utf8.split(separator: 0x2C)
                .contains { Self.trimmed(Substring($0)) == "close" } ?? false)
    }

    static func == (a: HTTPRequestHead, b: HTTPRequestHead) -> Bool {
        a.method == b.method && a.target == b.target && a.minorVersion == b.minorVersion
            && a.fields.map(\.name) == b.fields.map(\.name) && a.fields.map(\.value) == b.fields.map(\.value)
    }

    /// Reads a head from its lines (without their line ends, without the empty last line).
    /// A problem is an ``HTTPFailure`` with the status to answer.
    static func parse(lines: [ArraySlice<UInt8>]) throws(HTTPFailure) -> HTTPRequestHead {
        guard let first = lines.first else { throw HTTPFailure(.badRequest) }
        let parts = first.split(separator: 0x20, omittingEmptySubsequences: false)
        guard parts.count == 3, let method = token(parts[0]), !parts[1].isEmpty,
            let target = String(validating: parts[1], as: UTF8.self),
            !target.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F })
        else { throw HTTPFailure(.badRequest) }
        let version = Array(parts[2])
        guard version.count == 8, version.starts(with: Array("HTTP/".utf8)), version[6] == UInt8(ascii: "."),
            (0x30...0x39).contains(version[5]), (0x30...0x39).contains(version[7])
        else { throw HTTPFailure(.badRequest) }
        guard version[5] == UInt8(ascii: "1") else { throw HTTPFailure(.versionNotSupported) }
        guard lines.count - 1 <= HTTPLimits.fields else { throw HTTPFailure(.fieldsTooLarge) }
        var fields: [(name: String, value: String)] = []
        for line in lines.dropFirst() {
            // No folded lines (obsolete), no space before the colon (RFC 9112 section 5), and
            // no control character but a tab in the value (RFC 9110 section 5.5).
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), let name = token(line[line.startIndex..<colon]),
                !line[line.index(after: colon)...].contains(where: { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F }),
                let value = String(validating: line[line.index(after: colon)...], as: UTF8.self)
            else { throw HTTPFailure(.badRequest) }
            fields.append((name, String(trimmed(value[...]))))
        }
        // Fields a request may carry once, because two could be read two ways (RFC 9112
        // sections 3.2 and 6.3): a second Host, or a Content-Length with another value.
        func values(_ name: String) -> [Substring] {
            fields.filter { $0.name.lowercased() == name }.flatMap { $0.value.utf8.split(separator: 0x2C).map { trimmed(Substring($0)) } }
        }
        guard fields.count(where: { $0.name.lowercased() == "host" }) <= 1, Set(values("content-length")).count <= 1 else {
            throw HTTPFailure(.badRequest)
        }
        return HTTPRequestHead(method: method, target: target, minorVersion: Int(version[7] - 0x30), fields: fields)
    }

    /// `text` without the spaces and tabs around it: bytes, not characters, so that a space
    /// before a combining mark, which makes one character with it, is still a space.
    static func trimmed(_ text: Substring) -> Substring {
        let isBlank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 }
        let bytes = text.utf8
        guard let start = bytes.firstIndex(where: { !isBlank($0) }), let end = bytes.lastIndex(where: { !isBlank($0) }) else { return "" }
        return Substring(bytes[start...end])
    }

    /// `bytes` as a token (a method or a field name): letters, digits and ``!#$%&'*+-.^_`|~``.
    private static func token(_ bytes: ArraySlice<UInt8>) -> String? {
        guard !bytes.isEmpty, bytes.allSatisfy(isTokenByte) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }
}

/// The bounds on what a client may send.
enum HTTPLimits {
    /// The longest request line, in bytes (longer: 414).
    static let requestLine = 8 * 1024
    /// The largest request head, request line and fields, in bytes (larger: 431).
    static let head = 32 * 1024
    /// The most header fields (more: 431).
    static let fields = 100
    /// The longest line of a chunked body's framing (a chunk size, a trailer field).
    static let chunkLine = 1024
    /// The largest request body, in bytes (larger: 413). A form of the coop app is a few
    /// hundred bytes, a note's text a few thousand; a hen's form with a photo carries the
    /// photo in base64, percent-encoded: a photo of ``HenPhoto/largest`` (2 MB) is about
    /// 2.9 MB so, and the body's limit leaves room above it.
    static let body = 4 * 1024 * 1024
}

/// Why a request cannot be answered normally: the status to answer before closing.
struct HTTPFailure: Error, Equatable {
    /// The response status.
    var status: HTTPStatus

    init(_ status: HTTPStatus) { self.status = status }
}

/// The response statuses `coop serve` uses.
struct HTTPStatus: Sendable, Equatable {
    /// The code, such as 404.
    var code: Int
    /// The reason phrase, such as `Not Found`.
    var reason: String

    static let ok = HTTPStatus(code: 200, reason: "OK")
    static let movedPermanently = HTTPStatus(code: 301, reason: "Moved Permanently")
    static let seeOther = HTTPStatus(code: 303, reason: "See Other")
    static let badRequest = HTTPStatus(code: 400, reason: "Bad Request")
    static let forbidden = HTTPStatus(code: 403, reason: "Forbidden")
    static let notFound = HTTPStatus(code: 404, reason: "Not Found")
    static let methodNotAllowed = HTTPStatus(code: 405, reason: "Method Not Allowed")
    static let contentTooLarge = HTTPStatus(code: 413, reason: "Content Too Large")
    static let conflict = HTTPStatus(code: 409, reason: "Conflict")
    static let uriTooLong = HTTPStatus(code: 414, reason: "URI Too Long")
    static let unprocessableContent = HTTPStatus(code: 422, reason: "Unprocessable Content")
    static let fieldsTooLarge = HTTPStatus(code: 431, reason: "Request Header Fields Too Large")
    static let internalServerError = HTTPStatus(code: 500, reason: "Internal Server Error")
    static let notImplemented = HTTPStatus(code: 501, reason: "Not Implemented")
    static let serviceUnavailable = HTTPStatus(code: 503, reason: "Service Unavailable")
    static let versionNotSupported = HTTPStatus(code: 505, reason: "HTTP Version Not Supported")
}
