import Foundation

#if canImport(Glibc)
import Glibc

private let streamKind = Int32(SOCK_STREAM.rawValue)
private let noSigPipe = Int32(MSG_NOSIGNAL)
#elseif canImport(Darwin)
import Darwin

private let streamKind = SOCK_STREAM
private let noSigPipe: Int32 = 0
#endif

// The system calls, under names the connection's own methods do not hide.
private func openSocket() -> Int32 { socket(AF_INET, streamKind, 0) }
private func sendSome(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
    send(descriptor, bytes.baseAddress, bytes.count, noSigPipe)
}
private func closeSocket(_ descriptor: Int32) { close(descriptor) }

/// A response as it came off the wire.
struct RawResponse: Sendable {
    /// The status code.
    var status: Int
    /// The headers, by lowercased name.
    var headers: [String: String]
    /// The body (empty for `HEAD`).
    var body: [UInt8]

    /// The body as text.
    var text: String { String(decoding: body, as: UTF8.self) }
}

/// What went wrong on a raw connection.
struct RawHTTPError: Error, CustomStringConvertible {
    let description: String
}

/// A blocking TCP connection that sends bytes exactly as given: request lines a browser or
/// `URLSession` would normalise (`/../`, `%2e`, backslashes, absolute URLs, raw bytes that
/// are not UTF-8) reach the server as written.
///
/// Every call blocks its thread, so tests run connections through ``RawHTTPConnection/run(_:)``,
/// which keeps them off the threads that run the server's tasks. A read waits at most
/// `readTimeout` seconds: a guard against a hanging test, not a timing check.
final class RawHTTPConnection {
    private let descriptor: Int32
    private var buffered: [UInt8] = []

    /// Connects to `host`:`port`.
    init(port: UInt16, host: String = "127.0.0.1", readTimeout: Int = 20) throws {
        descriptor = openSocket()
        guard descriptor >= 0 else { throw RawHTTPError(description: "socket() failed") }
        var timeout = timeval(tv_sec: readTimeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        inet_pton(AF_INET, host, &address.sin_addr)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        // Not closed here: an initializer that throws once every property is set still runs
        // `deinit`, and a second `close` would close whatever descriptor another test's
        // thread (or a server's accept) had been given that number in between.
        guard connected == 0 else { throw RawHTTPError(description: "cannot connect to \(host):\(port): errno \(errno)") }
    }

    deinit { if descriptor >= 0 { closeSocket(descriptor) } }

    /// Sends `bytes`; throws if the server closed the connection.
    func send(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { sendSome(descriptor, $0) }
            guard count > 0 else { throw RawHTTPError(description: "send failed after \(sent) bytes: errno \(errno)") }
            sent += count
        }
    }

    /// Sends `text`.
    func send(_ text: String) throws { try send(Array(text.utf8)) }

    /// Reads one response; `nil` when the server closed the connection before its first byte.
    /// Throws on a connection reset, a timeout, or a response cut short.
    func readResponse(toHead: Bool = false) throws -> RawResponse? {
        var headEnd: Int?
        while true {
            if let found = Self.find([13, 10, 13, 10], in: buffered) {
                headEnd = found
                break
            }
            guard try fill() else {
                if buffered.isEmpty { return nil }
                throw RawHTTPError(description: "closed inside a response head: \(String(decoding: buffered, as: UTF8.self))")
            }
        }
        guard let headEnd else { return nil }
        let head = String(decoding: buffered[..<headEnd], as: UTF8.self)
        buffered.removeFirst(headEnd + 4)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, statusLine[0].hasPrefix("HTTP/1."), let status = Int(statusLine[1]) else {
            throw RawHTTPError(description: "not a status line: \(head)")
        }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { throw RawHTTPError(description: "not a header: \(line)") }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var response = RawResponse(status: status, headers: headers, body: [])
        if toHead { return response }
        guard let lengthText = headers["content-length"], let length = Int(lengthText) else {
            throw RawHTTPError(description: "no Content-Length in \(head)")
        }
        while buffered.count < length {
            guard try fill() else {
                throw RawHTTPError(description: "closed after \(buffered.count) of \(length) body bytes")
            }
        }
        response.body = Array(buffered[..<length])
        buffered.removeFirst(length)
        return response
    }

    /// Reads up to and including the next `terminator` (an event of an event stream ends
    /// with an empty line: `"\n\n"`) and returns it; `nil` if the server closes the
    /// connection first.
    func read(through terminator: String) throws -> String? {
        let needle = Array(terminator.utf8)
        while true {
            if let found = Self.find(needle, in: buffered) {
                defer { buffered.removeFirst(found + needle.count) }
                return String(decoding: buffered[..<(found + needle.count)], as: UTF8.self)
            }
            guard try fill() else { return nil }
        }
    }

    /// Reads until the server closes the connection (or resets it): everything it sent.
    func readUntilClosed() -> [UInt8] {
        while (try? fill()) == true {}
        defer { buffered = [] }
        return buffered
    }

    /// Whether the server has closed the connection (reading gives end of file or a reset).
    func isClosedByServer() -> Bool {
        do {
            while try fill() {}
            return true
        } catch let error as RawHTTPError {
            return error.description.hasPrefix("reset")
        } catch {
            return false
        }
    }

    /// Whether the server has closed the connection, without waiting: end of file or a reset
    /// is waiting to be read. Bytes the server sent are kept for ``readResponse(toHead:)``.
    func isClosedNow() -> Bool {
        var byte: UInt8 = 0
        let count = recv(descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        if count == 0 { return true }
        return count < 0 && errno != EAGAIN && errno != EWOULDBLOCK
    }

    /// Reads what is available into the buffer; `false` at end of file.
    private func fill() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count > 0 {
            buffered += chunk[..<count]
            return true
        }
        if count == 0 { return false }
        let failure = errno
        if failure == ECONNRESET { throw RawHTTPError(description: "reset by the server (errno \(failure), ECONNRESET)") }
        if failure == EAGAIN || failure == EWOULDBLOCK {
            throw RawHTTPError(description: "timed out waiting for the server (errno \(failure), EAGAIN after the read timeout)")
        }
        throw RawHTTPError(description: "recv failed: errno \(failure)")
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        return (0...(haystack.count - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    /// Runs `body` on a thread of its own, so that blocking socket calls never hold up the
    /// threads that run the server under test.
    static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread { continuation.resume(with: Result { try body() }) }
            thread.stackSize = 1 << 20
            thread.start()
        }
    }
}
