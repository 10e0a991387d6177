#if os(Linux)
import FlyingSocks
import Glibc
import Testing

@testable import CoopServe

/// A descriptor closed while registered, whose number a new connection is then given: the
/// new connection's waits are registered and woken (with FlyingSocks' `ePoll`, the first
/// failed and the server closed the connection without an answer; a wait for the same events
/// was never woken).
@Suite struct EPollQueueTests {
    /// A connected pair of local sockets.
    static func pair() throws -> (Int32, Int32) {
        var ends: [Int32] = [-1, -1]
        try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0)
        return (ends[0], ends[1])
    }

    @Test func aDescriptorNumberReusedAfterAClosedRegistrationIsWatched() throws {
        var queue = EPollQueue()
        try queue.open()
        defer { try? queue.close() }
        // A connection waits to read, and is closed before its registration is removed.
        let (old, oldPeer) = try Self.pair()
        try queue.addEvents([.read], for: Socket.FileDescriptor(rawValue: old))
        close(oldPeer)
        // The next connection is given the same number: `dup2` puts a new socket there at
        // once (closing the old one), so no other test's descriptor can take it between.
        let (other, newPeer) = try Self.pair()
        try #require(dup2(other, old) == old)
        close(other)
        let new = old
        var newOpen = true
        defer {
            if newOpen { close(new) }
            close(newPeer)
        }
        let file = Socket.FileDescriptor(rawValue: new)
        // A wait to write: registered (not refused), and woken.
        try queue.addEvents([.write], for: file)
        #expect(try queue.getNotifications() == [EventNotification(file: file, events: [.write], errors: [])])
        try queue.removeEvents([.write], for: file)
        // A wait to read, the events the closed connection had: registered, and woken.
        try queue.addEvents([.read], for: file)
        var byte: UInt8 = 1
        #expect(write(newPeer, &byte, 1) == 1)
        #expect(try queue.getNotifications() == [EventNotification(file: file, events: [.read], errors: [])])
        // A removal of a descriptor already closed counts as done.
        try queue.removeEvents([.read], for: file)
        try queue.addEvents([.read], for: file)
        close(new)
        newOpen = false
        try queue.removeEvents([.read], for: file)
    }
}
#endif
