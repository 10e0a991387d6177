import CoopServe
import CoopSite
import CoopTestSupport
import Foundation
import Testing

/// Clients that send too much, too slowly or nothing at all: none may hold up the others, and
/// the slow and silent ones are cut off. Every wait below is a guard against a hanging test,
/// not a timing check.
@Suite(.serialized) struct ServeLimitsTests {
    static let files = ["hens.yaml": "- name: Pearl\n", "eggs.yaml": "2026-11-21: 1\n"]

    /// `count` plain requests for `/stats.html`, one connection each, all answered in full.
    static func othersAreServed(_ running: RunningServer, count: Int = 10) async throws {
        for _ in 0..<count {
            let response = try #require(try await running.raw(target: "/stats.html"))
            #expect(response.status == 200 && response.text.hasSuffix("</html>\n"))
        }
    }

    @Test func manyHeadersAreAnsweredWithoutHoldingUpOthers() async throws {
        let running = try await RunningServer(files: Self.files)
        let manyHeaders = (0..<20_000).map { "X-Header-\($0): \($0)\r\n" }.joined()
        async let many = running.raw("GET /nothing HTTP/1.1\r\nHost: 127.0.0.1\r\n\(manyHeaders)Connection: close\r\n\r\n")
        let cookie = String(repeating: "c", count: 4_000)
        async let large = running.raw("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: jar=\(cookie)\r\nConnection: close\r\n\r\n")
        try await Self.othersAreServed(running)
        #expect(try await many?.status == 431)  // more than 100 fields
        #expect(try await large?.status == 200)
        await running.server.stop()
    }

    @Test func aMegabyteRequestLineOrHeaderIsRefusedWithoutHoldingUpOthers() async throws {
        let running = try await RunningServer(files: Self.files)
        let megabyte = String(repeating: "a", count: 1 << 20)
        async let longHeader = running.raw("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: \(megabyte)\r\nConnection: close\r\n\r\n")
        async let longLine = running.raw("GET /\(megabyte) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        try await Self.othersAreServed(running)
        // Refused once past the limit (a head of 32 KB, a request line of 8 KB), without
        // reading the rest; the server may close before the client has sent it all.
        let header = try? await longHeader
        let line = try? await longLine
        #expect(header.map { $0.status == 431 } ?? true)
        #expect(line.map { $0.status == 414 } ?? true)
        let justUnder = String(repeating: "b", count: 8_000)
        let fits = try #require(try await running.raw("GET /\(justUnder) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"))
        #expect(fits.status == 404)
        let justOver = String(repeating: "b", count: 8_300)
        let tooLong = try #require(try await running.raw("GET /\(justOver) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"))
        #expect(tooLong.status == 414 && tooLong.headers["connection"] == "close")
        await running.server.stop()
    }

    @Test func aBodyIsReadWholeSoTheNextRequestStartsWhereItShould() async throws {
        let running = try await RunningServer(files: Self.files)
        let port = running.port
        // The body holds what would be requests if it were read as such: 225 KB, under the
        // limit of 4 MB.
        let smuggled = Array(String(repeating: "GET /etc/passwd HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", count: 5_000).utf8)
        for (method, expected) in [("POST", 405), ("GET", 200), ("PUT", 405)] {
            async let exchange = RawHTTPConnection.run { () -> [RawResponse?] in
                let connection = try RawHTTPConnection(port: port)
                try connection.send("\(method) / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: \(smuggled.count)\r\n\r\n")
                try connection.send(smuggled)
                try connection.send("GET /stats.html HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
                return [try connection.readResponse(), try connection.readResponse(), try connection.readResponse()]
            }
            try await Self.othersAreServed(running, count: 3)
            let responses = try await exchange
            #expect(responses[0]?.status == expected, "\(method)")
            #expect(responses[1]?.status == 200 && responses[1]?.text.contains("<title>") == true, "\(method)")
            #expect(responses[2] == nil, "\(method): the body was read as a request")
        }
        // The same in chunks.
        async let chunked = RawHTTPConnection.run { () -> [RawResponse?] in
            let connection = try RawHTTPConnection(port: port)
            try connection.send("POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n")
            for _ in 0..<64 {
                try connection.send(String(smuggled.count / 64, radix: 16) + "\r\n")
                try connection.send(Array(smuggled[0..<(smuggled.count / 64)]) + Array("\r\n".utf8))
            }
            try connection.send("0\r\n\r\nGET /stats.html HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            return [try connection.readResponse(), try connection.readResponse(), try connection.readResponse()]
        }
        let responses = try await chunked
        #expect(responses[0]?.status == 405 && responses[1]?.status == 200 && responses[2] == nil)
        await running.server.stop()
    }

    @Test func aBodyOverTheLimitIsRefusedBeforeItIsRead() async throws {
        let running = try await RunningServer(files: Self.files)
        let port = running.port
        // Announced by its length: answered at once, without sending the body.
        let byLength = try #require(
            try await running.raw("POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: \(4 * 1024 * 1024 + 1)\r\n\r\n"))
        #expect(byLength.status == 413 && byLength.headers["connection"] == "close")
        // In chunks: refused at the chunk that passes the limit, and the connection closed.
        let (status, rest) = try await RawHTTPConnection.run { () -> (Int?, [UInt8]) in
            let connection = try RawHTTPConnection(port: port)
            try connection.send("POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n")
            try connection.send("200000\r\n" + String(repeating: "a", count: 0x20_0000) + "\r\n200001\r\n")
            return (try connection.readResponse()?.status, connection.readUntilClosed())
        }
        #expect(status == 413 && rest.isEmpty)
        await running.server.stop()
    }

    @Test func aClientSendingAByteAtATimeIsCutOffWithoutHoldingUpOthers() async throws {
        let running = try await RunningServer(files: Self.files, limits: ServeLimits(clientWait: .seconds(1)))
        let port = running.port
        let request = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
        async let slow = RawHTTPConnection.run { () -> (sent: Int, answer: [UInt8]) in
            let connection = try RawHTTPConnection(port: port)
            for (index, byte) in request.enumerated() {
                if connection.isClosedNow() { return (index, connection.readUntilClosed()) }
                guard (try? connection.send([byte])) != nil else { return (index, connection.readUntilClosed()) }
                Thread.sleep(forTimeInterval: 0.2)
            }
            return (request.count, connection.readUntilClosed())
        }
        try await Self.othersAreServed(running)
        let (sent, answer) = try await slow
        #expect(sent < request.count, "the whole request went through, a byte at a time")
        #expect(answer.isEmpty)
        await running.server.stop()
    }

    @Test func aSilentClientOrAnIdleConnectionIsClosed() async throws {
        let running = try await RunningServer(files: Self.files, limits: ServeLimits(clientWait: .seconds(1)))
        let port = running.port
        async let silent = RawHTTPConnection.run { try RawHTTPConnection(port: port).isClosedByServer() }
        async let idle = RawHTTPConnection.run { () -> (Int?, Bool) in
            let connection = try RawHTTPConnection(port: port)
            try connection.send("GET /stats.html HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            return (try connection.readResponse()?.status, connection.isClosedByServer())
        }
        try await Self.othersAreServed(running)
        #expect(try await silent)
        let (status, closed) = try await idle
        #expect(status == 200 && closed)
        await running.server.stop()
    }

    @Test func anEventStreamWaitingForABuildIsNotTheClientKeepingTheServerWaiting() async throws {
        let running = try await RunningServer(
            files: Self.files, limits: ServeLimits(clientWait: .milliseconds(500), heartbeat: .seconds(600)))
        let (port, version, eggs) = (running.port, running.server.version, running.content.url("eggs.yaml"))
        let event = try await RawHTTPConnection.run { () -> String? in
            let connection = try RawHTTPConnection(port: port)
            try connection.send("GET \(AppRoute.events.path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            _ = try connection.readResponse(toHead: true)
            _ = try connection.read(through: "\n\n")
            // Three times the client's budget without a word from either side.
            Thread.sleep(forTimeInterval: 1.5)
            try "2026-11-21: 2\n".write(toFile: eggs, atomically: false, encoding: .utf8)
            return try connection.read(through: "\n\n")
        }
        let moved = event.flatMap { Int($0.dropFirst("data: {\"version\":".count).prefix { $0.isNumber }) }
        #expect(moved.map { $0 > version } == true, "\(event ?? "closed")")
        await running.server.stop()
    }
}
