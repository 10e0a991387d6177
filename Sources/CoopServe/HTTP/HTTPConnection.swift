import FlyingSocks

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One client connection: reads requests one after the other and answers each, until the
/// client asks to close, a request cannot be read, or the socket pool gives up waiting for
/// the client (``WaitBudgetPool``); ``HTTPListener`` then closes the socket.
///
/// Reading is linear in what the client sends and bounded by ``HTTPLimits``: a request line
/// over 8 KB is answered 414, a head over 32 KB or with more than 100 fields 431, anything
/// else malformed 400, all followed by closing the connection. A request body (a length, or
/// chunks) is read whole, at most ``HTTPLimits/body`` bytes (more: 413), and handed over with
/// the head.
struct HTTPConnection {
    /// What answers a request: the response's bytes, head and body, without the
    /// `Connection` field, which the connection adds.
    typealias Handler = @Sendable (HTTPRequest) async -> HTTPResponse

    let socket: AsyncSocket
    let handler: Handler
    /// Bytes read and not used yet: the start of the next request, or of a body.
    private var buffer: [UInt8] = []

    init(socket: AsyncSocket, handler: @escaping Handler) {
        self.socket = socket
        self.handler = handler
    }

    /// Serves requests until the connection should end; never throws. The caller closes the socket.
    mutating func run() async {
        while true {
            let head: HTTPRequestHead
            let body: [UInt8]
            do {
                guard let read = try await readHead() else { return }
                head = read
                body = try await readBody(of: head)
            } catch let failure as HTTPFailure {
                await send(HTTPResponse.plain(failure.status, "\(failure.status.code) \(failure.status.reason)\n"), keepAlive: false)
                return
            } catch {
                return  // the client went away, or waited too long
            }
            let response = await handler(HTTPRequest(head: head, body: body))
            let keepAlive = head.keepsAlive
            guard await send(response, keepAlive: keepAlive), keepAlive else { return }
        }
    }

    /// Writes `response`; whether it went out.
    @discardableResult
    private func send(_ response: HTTPResponse, keepAlive: Bool) async -> Bool {
        do {
            try await socket.write(Data(response.bytes(keepAlive: keepAlive)))
            return true
        } catch {
            return false
        }
    }

    /// More bytes from the client into `buffer`; throws when it has gone.
    private mutating func fill() async throws {
        buffer += try await socket.read(atMost: 16 * 1024)
    }

    /// The next request's head, or `nil` when the client closed the connection between
    /// requests.
    private mutating func readHead() async throws -> HTTPRequestHead? {
        var lines: [ArraySlice<UInt8>] = []
        var lineStart = 0
        var scanned = 0
        while true {
            while scanned < buffer.count {
                defer { scanned += 1 }
                guard buffer[scanned] == 0x0A else { continue }
                var end = scanned
                if end > lineStart, buffer[end - 1] == 0x0D { end -= 1 }
                let line = buffer[lineStart..<end]
                lineStart = scanned + 1
                if lines.isEmpty, line.isEmpty { continue }  // empty lines before a request are allowed
                if lines.isEmpty, line.count > HTTPLimits.requestLine { throw HTTPFailure(.uriTooLong) }
                if line.isEmpty {
                    let head = try HTTPRequestHead.parse(lines: lines)
                    buffer.removeFirst(lineStart)
                    return head
                }
                lines.append(line)
            }
            if lines.isEmpty, scanned - lineStart > HTTPLimits.requestLine { throw HTTPFailure(.uriTooLong) }
            if scanned > HTTPLimits.head { throw HTTPFailure(lines.isEmpty ? .uriTooLong : .fieldsTooLarge) }
            if lines.count > HTTPLimits.fields { throw HTTPFailure(.fieldsTooLarge) }
            do {
                try await fill()
            } catch {
                if lines.isEmpty, buffer.allSatisfy({ $0 == 0x0D || $0 == 0x0A }) { return nil }
                throw error
            }
        }
    }

    /// Reads the body `head` announces: nothing, a length, or chunks. Longer than
    /// ``HTTPLimits/body`` is refused (413) before it is read.
    private mutating func readBody(of head: HTTPRequestHead) async throws -> [UInt8] {
        let encoding = head.field("transfer-encoding")
        let length = head.field("content-length")
        if let encoding {
            // A length beside chunks is how requests are smuggled past proxies: refused.
            guard length == nil else { throw HTTPFailure(.badRequest) }
            guard encoding.lowercased() == "chunked" else { throw HTTPFailure(.notImplemented) }
            return try await readChunks()
        } else if let length {
            // Two equal lengths (`5, 5`) are one length; two different ones were refused with the head.
            let first = HTTPRequestHead.trimmed(length.split(separator: ",", omittingEmptySubsequences: false).first ?? "")
            guard !first.isEmpty, first.utf8.allSatisfy({ (0x30...0x39).contains($0) }), first.utf8.count <= 18,
                let count = Int(first)
            else { throw HTTPFailure(.badRequest) }
            guard count <= HTTPLimits.body else { throw HTTPFailure(.contentTooLarge) }
            return try await take(count)
        }
        return []
    }

    /// The next `count` bytes.
    private mutating func take(_ count: Int) async throws -> [UInt8] {
        while buffer.count < count { try await fill() }
        let taken = Array(buffer[..<count])
        buffer.removeFirst(count)
        return taken
    }

    /// The next line of a chunked body's framing, without its line end, at most
    /// ``HTTPLimits/chunkLine`` bytes.
    private mutating func chunkLine() async throws -> ArraySlice<UInt8> {
        var scanned = 0
        while true {
            if let newline = buffer[scanned...].firstIndex(of: 0x0A) {
                var end = newline
                if end > 0, buffer[end - 1] == 0x0D { end -= 1 }
                let line = buffer[..<end]
                buffer.removeFirst(newline + 1)
                return ArraySlice(line)
            }
            scanned = buffer.count
            if scanned > HTTPLimits.chunkLine { throw HTTPFailure(.badRequest) }
            try await fill()
        }
    }

    /// Reads chunks (`size CRLF data CRLF`, ending with size 0 and trailer fields, which are
    /// dropped): their data, at most ``HTTPLimits/body`` bytes in all.
    private mutating func readChunks() async throws -> [UInt8] {
        var body: [UInt8] = []
        while true {
            let line = try await chunkLine()
            let digits = line.prefix { $0 != UInt8(ascii: ";") }
            guard !digits.isEmpty, digits.count <= 15,
                let size = Int(HTTPRequestHead.trimmed(String(decoding: digits, as: UTF8.self)[...]), radix: 16)
            else { throw HTTPFailure(.badRequest) }
            if size == 0 { break }
            guard size <= HTTPLimits.body - body.count else { throw HTTPFailure(.contentTooLarge) }
            body += try await take(size)
            guard try await chunkLine().isEmpty else { throw HTTPFailure(.badRequest) }
        }
        var trailers = 0
        while try await !chunkLine().isEmpty {
            trailers += 1
            if trailers > HTTPLimits.fields { throw HTTPFailure(.fieldsTooLarge) }
        }
        return body
    }
}

/// A response ready to write: status, header fields and body.
struct HTTPResponse: Sendable {
    var status: HTTPStatus
    var fields: [(name: String, value: String)] = []
    var body: [UInt8] = []
    /// Whether the body is left out (an answer to `HEAD`): `Content-Length` still gives its length.
    var omitsBody = false

    /// A short plain-text response.
    static func plain(_ status: HTTPStatus, _ text: String) -> HTTPResponse {
        HTTPResponse(status: status, fields: [("Content-Type", "text/plain; charset=utf-8")], body: Array(text.utf8))
    }

    /// The bytes to send: status line, fields, `Content-Length`, `Connection`, body.
    func bytes(keepAlive: Bool) -> [UInt8] {
        var head = "HTTP/1.1 \(status.code) \(status.reason)\r\n"
        for (name, value) in fields { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\n"
        head += keepAlive ? "\r\n" : "Connection: close\r\n\r\n"
        return Array(head.utf8) + (omitsBody ? [] : body)
    }
}
