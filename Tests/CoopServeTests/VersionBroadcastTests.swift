import Foundation
import Synchronization
import Testing

@testable import CoopServe

/// The broadcast of new versions to the event streams, without sockets. Every wait below is
/// a guard against a hanging test, not a timing check.
@Suite struct VersionBroadcastTests {
    /// Listens on `broadcast` until `count` signals are heard or the stream ends.
    static func hear(_ count: Int, on broadcast: VersionBroadcast) async -> [VersionBroadcast.Signal] {
        await broadcast.listening { signals in
            var heard: [VersionBroadcast.Signal] = []
            for await signal in signals {
                heard.append(signal)
                if heard.count == count { break }
            }
            return heard
        }
    }

    /// Waits until `broadcast` has `count` listeners (``HangGuard``).
    static func waitForListeners(_ count: Int, on broadcast: VersionBroadcast) async throws {
        try await HangGuard.waitUntil { broadcast.count == count }
        #expect(broadcast.count == count)
    }

    @Test func everyListenerHearsEachVersionInOrder() async throws {
        let broadcast = VersionBroadcast(heartbeat: .seconds(600), capacity: 8)
        async let first = Self.hear(3, on: broadcast)
        async let second = Self.hear(3, on: broadcast)
        try await Self.waitForListeners(2, on: broadcast)
        for version in 1...3 { broadcast.publish(version) }
        #expect(await first == [.version(1), .version(2), .version(3)])
        #expect(await second == [.version(1), .version(2), .version(3)])
        // Gone once they stop listening.
        #expect(broadcast.count == 0)
    }

    @Test func aHeartbeatComesWhenNothingElseDoes() async throws {
        let broadcast = VersionBroadcast(heartbeat: .milliseconds(10), capacity: 8)
        #expect(await Self.hear(2, on: broadcast) == [.heartbeat, .heartbeat])
    }

    @Test func pastTheCapacityTheOldestStreamEnds() async throws {
        let broadcast = VersionBroadcast(heartbeat: .seconds(600), capacity: 2)
        async let oldest = Self.hear(10, on: broadcast)
        try await Self.waitForListeners(1, on: broadcast)
        async let middle = Self.hear(1, on: broadcast)
        try await Self.waitForListeners(2, on: broadcast)
        async let newest = Self.hear(1, on: broadcast)
        // The oldest stream ended without a signal; the other two are open.
        #expect(await oldest == [])
        try await Self.waitForListeners(2, on: broadcast)
        broadcast.publish(7)
        #expect(await middle == [.version(7)])
        #expect(await newest == [.version(7)])
    }

    @Test func finishingEndsEveryStreamAndAnyOpenedLater() async throws {
        let broadcast = VersionBroadcast(heartbeat: .seconds(600), capacity: 8)
        async let open = Self.hear(1, on: broadcast)
        try await Self.waitForListeners(1, on: broadcast)
        broadcast.finish()
        #expect(await open == [])
        #expect(await Self.hear(1, on: broadcast) == [])
        #expect(broadcast.count == 0)
    }
}
