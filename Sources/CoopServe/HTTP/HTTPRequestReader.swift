import CoopValues

/// Reads requests out of the bytes a client sends, as they come: bytes in, request heads
/// with their bodies (or the reason to refuse) out. It does no input or output, so
/// ``HTTPConnection`` feeds it what the socket gives and the fuzzer (Fuzzing/FuzzHTTP)
/// feeds it anything, split anywhere.
///
/// - **Heads.** Empty lines before a request line are skipped (at most
///   ``HTTPLimits/requestLine`` bytes of them, else 400). A request line longer than
///   ``HTTPLimits/requestLine`` is 414; a head (request line and field lines with their line
///   ends) over ``HTTPLimits/head`` bytes, or with more than ``HTTPLimits/fields`` fields,
///   431; the rest is ``HTTPRequestHead/parse(lines:)``'s (400, 505).
/// - **Bodies.** A `Content-Length` body, or `Transfer-Encoding: chunked` (chunk sizes in hex
///   digits only, lines of at most ``HTTPLimits/chunkLine`` bytes, at most
///   ``HTTPLimits/fields`` trailer fields, which are dropped). A body over ``HTTPLimits/body``
///   is 413 as soon as its length or a chunk's size says so, before its bytes are read. Both a
///   length and chunks is 400; any other transfer coding, 501; a length that is not digits, 400.
/// - **Requests one after the other.** What follows a request is the next one (pipelining).
///
/// The outcome depends only on the bytes, never on how they were split: a limit is reported
/// as soon as the bytes read prove it is passed, which they also do read whole. Reading is
/// linear in what is read, and at most ``mostHeld`` bytes are ever held while more are
/// needed. After a failure the reader reads nothing more.
struct HTTPRequestReader {
    /// What the bytes read so far give.
    enum Outcome: Equatable {
        /// A whole request, read off the front of the bytes.
        case request(HTTPRequest)
        /// The bytes are not a request that can be served: answer the status and close.
        case failure(HTTPFailure)
        /// No whole request yet: more bytes are needed.
        case needsMore
    }

    /// The most bytes the reader holds (unread bytes and the body so far) when it asks for
    /// more: a body at its limit and a chunk line.
    static let mostHeld = HTTPLimits.body + HTTPLimits.chunkLine + 2

    /// Where in a request the reader is.
    private enum Phase {
        /// Reading a head: the lines found so far (ranges in `bytes`), and how many blank
        /// bytes came before the request line.
        case head(lines: [Range<Int>], skipped: Int)
        /// Reading a body of a known length: the bytes still to come.
        case body(remaining: Int)
        /// Reading a chunk-size line.
        case chunkSize
        /// Reading a chunk's data: the bytes still to come.
        case chunkData(remaining: Int)
        /// Reading the line end after a chunk's data.
        case chunkEnd
        /// Reading trailer fields: how many so far.
        case trailers(count: Int)
    }

    /// The bytes received and not consumed yet start at `start`; those before are consumed.
    private var bytes: [UInt8] = []
    private var start = 0
    /// Where the line being read starts, and how far it has been searched for its end.
    private var lineStart = 0
    private var scanned = 0
    private var phase = Phase.head(lines: [], skipped: 0)
    /// The head of the request whose body is being read.
    private var head: HTTPRequestHead?
    private var body: [UInt8] = []
    private var failed: HTTPFailure?

    /// A reader that has read nothing.
    init() {}

    /// How many bytes the reader holds: the unread ones and the body read so far.
    var heldBytes: Int { bytes.count - start + body.count }

    /// Whether part of a request has been read: `false` between requests (only empty lines,
    /// or nothing, since the last one), so that a client closing then is not cut short.
    var isInsideRequest: Bool {
        guard case .head(let lines, _) = phase else { return true }
        return !lines.isEmpty || bytes[lineStart...].contains { $0 != 0x0D }
    }

    /// Adds bytes received from the client.
    mutating func append(_ more: some Collection<UInt8>) {
        guard failed == nil else { return }
        if start > 0 {
            // Forget what is consumed, so the bytes held stay bounded; positions move with it.
            // A buffer grown large by one request is not kept for the rest of the connection.
            if start == bytes.count {
                bytes.removeAll(keepingCapacity: bytes.capacity <= 64 * 1024)
            } else {
                bytes.removeFirst(start)
            }
            lineStart -= start
            scanned -= start
            if case .head(let lines, let skipped) = phase {
                phase = .head(lines: lines.map { ($0.lowerBound - start)..<($0.upperBound - start) }, skipped: skipped)
            }
            start = 0
        }
        bytes.append(contentsOf: more)
    }

    /// The next outcome: a request (consumed from the bytes), the failure that ends reading,
    /// or `needsMore`.
    mutating func next() -> Outcome {
        if let failed { return .failure(failed) }
        do throws(HTTPFailure) {
            while true {
                switch phase {
                case .head(let lines, let skipped):
                    guard let read = try readHead(lines: lines, skipped: skipped) else { return .needsMore }
                    head = read
                    body = []
                    phase = try Self.framing(of: read)
                    if case .body(0) = phase { return finishRequest() }
                case .body(let remaining):
                    let taken = min(remaining, bytes.count - start)
                    body += bytes[start..<(start + taken)]
                    consume(to: start + taken)
                    guard taken == remaining else {
                        phase = .body(remaining: remaining - taken)
                        return .needsMore
                    }
                    return finishRequest()
                case .chunkSize:
                    guard let line = try readLine(atMost: HTTPLimits.chunkLine, refusing: .badRequest) else { return .needsMore }
                    let size = try Self.chunkSize(line)
                    if size == 0 {
                        phase = .trailers(count: 0)
                    } else {
                        guard size <= HTTPLimits.body - body.count else { throw HTTPFailure(.contentTooLarge) }
                        phase = .chunkData(remaining: size)
                    }
                case .chunkData(let remaining):
                    let taken = min(remaining, bytes.count - start)
                    body += bytes[start..<(start + taken)]
                    consume(to: start + taken)
                    guard taken == remaining else {
                        phase = .chunkData(remaining: remaining - taken)
                        return .needsMore
                    }
                    phase = .chunkEnd
                case .chunkEnd:
                    // Nothing but a line end after the data.
                    guard try readLine(atMost: 0, refusing: .badRequest) != nil else { return .needsMore }
                    phase = .chunkSize
                case .trailers(let count):
                    guard let line = try readLine(atMost: HTTPLimits.chunkLine, refusing: .badRequest) else { return .needsMore }
                    if line.isEmpty { return finishRequest() }
                    guard count < HTTPLimits.fields else { throw HTTPFailure(.fieldsTooLarge) }
                    phase = .trailers(count: count + 1)
                }
            }
        } catch {
            failed = error
            bytes = []
            start = 0
            body = []
            return .failure(error)
        }
    }

    /// The request read, and the reader ready for the next one.
    private mutating func finishRequest() -> Outcome {
        defer {
            head = nil
            body = []
            phase = .head(lines: [], skipped: 0)
        }
        return .request(HTTPRequest(head: head!, body: body))
    }

    /// Marks the bytes before `end` consumed; the next line starts there.
    private mutating func consume(to end: Int) {
        start = end
        lineStart = end
        scanned = end
    }

    /// The head, once its empty line is read; `nil` while more is needed. Checks the limits
    /// as each line ends, and on the line not ended yet as soon as its bytes prove them passed.
    private mutating func readHead(lines: [Range<Int>], skipped: Int) throws(HTTPFailure) -> HTTPRequestHead? {
        var lines = lines
        var skipped = skipped
        defer { if case .head = phase { phase = .head(lines: lines, skipped: skipped) } }
        while let newline = bytes[scanned...].firstIndex(of: 0x0A) {
            var end = newline
            if end > lineStart, bytes[end - 1] == 0x0D { end -= 1 }
            let length = end - lineStart
            let next = newline + 1
            if lines.isEmpty, length == 0 {
                // An empty line before a request: allowed, and forgotten.
                skipped += next - lineStart
                guard skipped <= HTTPLimits.requestLine else { throw HTTPFailure(.badRequest) }
                consume(to: next)
                continue
            }
            if length == 0 {
                let head = try HTTPRequestHead.parse(lines: lines.map { bytes[$0] })
                lines = []
                skipped = 0
                consume(to: next)
                return head
            }
            if lines.isEmpty, length > HTTPLimits.requestLine { throw HTTPFailure(.uriTooLong) }
            lines.append(lineStart..<end)
            if next - start > HTTPLimits.head || lines.count - 1 > HTTPLimits.fields { throw HTTPFailure(.fieldsTooLarge) }
            lineStart = next
            scanned = next
        }
        scanned = bytes.count
        // The line not ended yet: a CR at its end may still be part of its line end.
        let partial = bytes[lineStart...]
        let certain = partial.count - (partial.last == 0x0D ? 1 : 0)
        if lines.isEmpty {
            if certain > HTTPLimits.requestLine { throw HTTPFailure(.uriTooLong) }
        } else if certain > 0, bytes.count + 1 - start > HTTPLimits.head {
            // A field line, not the empty line: the head will end past the limit.
            throw HTTPFailure(.fieldsTooLarge)
        }
        return nil
    }

    /// The next line of a chunked body's framing, without its line end (consumed), or `nil`
    /// while more is needed. A line longer than `most` bytes is refused with `status`.
    private mutating func readLine(atMost most: Int, refusing status: HTTPStatus) throws(HTTPFailure) -> ArraySlice<UInt8>? {
        guard let newline = bytes[scanned...].firstIndex(of: 0x0A) else {
            scanned = bytes.count
            let partial = bytes[lineStart...]
            if partial.count - (partial.last == 0x0D ? 1 : 0) > most { throw HTTPFailure(status) }
            return nil
        }
        var end = newline
        if end > lineStart, bytes[end - 1] == 0x0D { end -= 1 }
        guard end - lineStart <= most else { throw HTTPFailure(status) }
        let line = bytes[lineStart..<end]
        consume(to: newline + 1)
        return line
    }

    /// How the body after `head` is framed: a length (0 when there is none), or chunks.
    private static func framing(of head: HTTPRequestHead) throws(HTTPFailure) -> Phase {
        let codings = head.fields.filter { $0.name.lowercased() == "transfer-encoding" }
        let length = head.field("content-length")
        if !codings.isEmpty {
            // A length beside chunks is how requests are smuggled past proxies: refused.
            guard length == nil else { throw HTTPFailure(.badRequest) }
            guard codings.count == 1, codings[0].value.lowercased() == "chunked" else { throw HTTPFailure(.notImplemented) }
            return .chunkSize
        }
        guard let length else { return .body(remaining: 0) }
        // Two equal lengths (`5, 5`) are one length; two different ones were refused with the head.
        let first = HTTPRequestHead.trimmed(
            length.utf8.split(separator: 0x2C, omittingEmptySubsequences: false).first.map(Substring.init) ?? "")
        guard !first.isEmpty, first.utf8.count <= 18, first.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let count = Int(first)
        else { throw HTTPFailure(.badRequest) }
        guard count <= HTTPLimits.body else { throw HTTPFailure(.contentTooLarge) }
        return .body(remaining: count)
    }

    /// The size a chunk-size line gives: hex digits, then perhaps spaces and `;` with an
    /// extension, which is ignored.
    private static func chunkSize(_ line: ArraySlice<UInt8>) throws(HTTPFailure) -> Int {
        let digits = line.prefix { $0 != UInt8(ascii: ";") }
        let hex = digits.prefix { $0 != 0x20 && $0 != 0x09 }
        guard !hex.isEmpty, hex.count <= 15, digits.dropFirst(hex.count).allSatisfy({ $0 == 0x20 || $0 == 0x09 }),
            case let values = hex.compactMap(Hexadecimal.value(ofDigit:)), values.count == hex.count
        else { throw HTTPFailure(.badRequest) }
        return values.reduce(0) { $0 * 16 + Int($1) }
    }
}
