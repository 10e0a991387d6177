import FlyingSocks

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A socket pool that turns Nagle's algorithm off on every socket it is asked to wait for.
///
/// With Nagle's algorithm on, the last, partial segment of a response waits until the client
/// acknowledges the segments before it, and clients delay acknowledgements (40 ms on
/// Linux): with FlyingFox's server, which wrote a response's head and body separately, every
/// response after the first on a keep-alive connection took 40 ms more. Every socket passes
/// through the pool when it waits: the listening socket before its first connection (on
/// Linux, accepted sockets inherit the option from it) and each connection whenever it
/// waits for the client.
struct NoDelayPool<Base: AsyncSocketPool>: AsyncSocketPool {
    let base: Base

    func prepare() async throws { try await base.prepare() }

    func run() async throws { try await base.run() }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        try? socket.setValue(true, for: BoolSocketOption(level: Int32(IPPROTO_TCP), name: TCP_NODELAY))
        try await base.suspendSocket(socket, untilReadyFor: events)
    }
}
