import FlyingSocks
import Testing

@testable import CoopServe

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct NoDelayPoolTests {
    /// A pool whose sockets are always ready.
    struct ReadyPool: AsyncSocketPool {
        func prepare() async throws {}
        func run() async throws {}
        func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {}
    }

    static var noDelay: BoolSocketOption { BoolSocketOption(level: Int32(IPPROTO_TCP), name: TCP_NODELAY) }

    @Test func aSocketThatWaitsHasNagleOff() async throws {
        let socket = try Socket(domain: AF_INET)
        defer { try? socket.close() }
        #expect(try socket.getValue(for: Self.noDelay) == false)
        try await NoDelayPool(base: ReadyPool()).suspendSocket(socket, untilReadyFor: .read)
        #expect(try socket.getValue(for: Self.noDelay) == true)
    }
}
