import CoopSite
import CoopTestSupport
import FlyingSocks
import Foundation
import Synchronization
import Testing

@testable import CoopServe

/// `/__coop/events` over real connections: what it sends, when, and when it ends. Every wait
/// below is a guard against a hanging test, not a timing check.
@Suite(.serialized) struct LiveReloadEventsTests {
    static let files = ["hens.yaml": "- name: Pearl\n", "eggs.yaml": "2026-11-21: 1\n"]
    /// Limits without a heartbeat during a test, so that the next event is a version.
    static let quiet = ServeLimits(heartbeat: .seconds(600))

    /// A flag set on one thread and read on another.
    final class Flag: Sendable {
        private let value = Mutex(false)
        func set() { value.withLock { $0 = true } }
        var isSet: Bool { value.withLock { $0 } }
    }

    /// Opens the event stream on `connection`; its head.
    static func open(_ connection: RawHTTPConnection) throws -> RawResponse? {
        try connection.send("GET \(AppRoute.events.path) HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
        return try connection.readResponse(toHead: true)
    }

    /// The version an event names, or `nil` if it is not `data: {"version":N}`.
    static func version(in event: String?) -> Int? {
        guard let event, event.hasPrefix("data: {\"version\":"), event.hasSuffix("}\n\n") else { return nil }
        return Int(event.dropFirst("data: {\"version\":".count).dropLast(3))
    }

    /// The system's event loop for sockets.
    static func eventPool() -> some AsyncSocketPool {
        #if os(Linux)
        return .ePoll()
        #else
        return .kQueue()
        #endif
    }

    @Test func theStreamOpensWithTheVersionServedThenSendsEachNewOne() async throws {
        let running = try await RunningServer(files: Self.files, limits: Self.quiet)
        let (port, version, eggs) = (running.port, running.server.version, running.content.url("eggs.yaml"))
        let (head, first, next) = try await RawHTTPConnection.run { () -> (RawResponse?, String?, String?) in
            let connection = try RawHTTPConnection(port: port)
            let head = try Self.open(connection)
            let first = try connection.read(through: "\n\n")
            try "2026-11-21: 2\n".write(toFile: eggs, atomically: false, encoding: .utf8)
            return (head, first, try connection.read(through: "\n\n"))
        }
        #expect(head?.status == 200 && head?.headers["content-type"] == "text/event-stream")
        #expect(head?.headers["cache-control"] == "no-store" && head?.headers["x-content-type-options"] == "nosniff")
        // No length: the stream ends when the connection closes.
        #expect(head?.headers["content-length"] == nil && head?.headers["connection"] == "close")
        #expect(first == "retry: 1000\ndata: {\"version\":\(version)}\n\n")
        // One build or more (a save can be seen as two changes): a later version either way.
        #expect(Self.version(in: next).map { $0 > version } == true, "\(next ?? "closed")")
        await running.server.stop()
    }

    @Test func aHeartbeatComesBetweenBuilds() async throws {
        let running = try await RunningServer(files: Self.files, limits: ServeLimits(heartbeat: .milliseconds(100)))
        let port = running.port
        let events = try await RawHTTPConnection.run { () -> [String?] in
            let connection = try RawHTTPConnection(port: port)
            _ = try Self.open(connection)
            return [try connection.read(through: "\n\n"), try connection.read(through: "\n\n"), try connection.read(through: "\n\n")]
        }
        #expect(events == ["retry: 1000\ndata: {\"version\":1}\n\n", ": heartbeat\n\n", ": heartbeat\n\n"])
        await running.server.stop()
    }

    @Test func pastTheBoundTheOldestStreamIsClosed() async throws {
        let running = try await RunningServer(files: Self.files, limits: ServeLimits(heartbeat: .seconds(600), eventStreams: 2))
        let (port, version, eggs) = (running.port, running.server.version, running.content.url("eggs.yaml"))
        let (oldestClosed, others) = try await RawHTTPConnection.run { () -> (Bool, [String?]) in
            let streams = try (0..<3).map { _ in
                let connection = try RawHTTPConnection(port: port)
                _ = try Self.open(connection)
                _ = try connection.read(through: "\n\n")
                return connection
            }
            let closed = try streams[0].read(through: "\n\n") == nil
            try "2026-11-21: 2\n".write(toFile: eggs, atomically: false, encoding: .utf8)
            return (closed, [try streams[1].read(through: "\n\n"), try streams[2].read(through: "\n\n")])
        }
        #expect(oldestClosed)
        #expect(others.allSatisfy { Self.version(in: $0).map { $0 > version } == true }, "\(others)")
        await running.server.stop()
    }

    @Test func stoppingTheServerEndsTheStreams() async throws {
        let running = try await RunningServer(files: Self.files, limits: Self.quiet)
        let port = running.port
        let opened = Flag()
        async let ended = RawHTTPConnection.run { () -> Bool in
            let connection = try RawHTTPConnection(port: port)
            _ = try Self.open(connection)
            _ = try connection.read(through: "\n\n")
            opened.set()
            return try connection.read(through: "\n\n") == nil
        }
        try await HangGuard.waitUntil { opened.isSet }
        await running.server.stop()
        #expect(try await ended)
    }

    @Test func aClientThatLeftIsForgottenAtTheNextHeartbeat() async throws {
        let store = SiteServer.Store(changes: VersionBroadcast(heartbeat: .milliseconds(50), capacity: 8))
        let listener = HTTPListener(address: try sockaddr_in.inet(ip4: "127.0.0.1", port: 0), pool: Self.eventPool()) { _ in
            let answer = LiveReloadEvents.answer(state: store)
            return HTTPResponse(status: answer.status, fields: answer.headers, stream: answer.stream)
        }
        let port = try await listener.start()
        let closed = Flag()
        async let first = RawHTTPConnection.run { () -> String? in
            let connection = try RawHTTPConnection(port: port)
            _ = try Self.open(connection)
            let event = try connection.read(through: "\n\n")
            while !closed.isSet { Thread.sleep(forTimeInterval: 0.01) }
            return event
        }
        try await HangGuard.waitUntil { store.changes.count == 1 }
        #expect(store.changes.count == 1)
        closed.set()  // the connection is closed as its thread ends
        #expect(try await first == "retry: 1000\ndata: {\"version\":0}\n\n")
        try await HangGuard.waitUntil { store.changes.count == 0 }
        #expect(store.changes.count == 0)
        await listener.stop()
    }
}
