import FlyingSocks
import Synchronization

/// A socket pool that limits how long, in all, one connection may keep the server waiting
/// for its client: to send the next bytes of a request, or to take the bytes of a response.
///
/// Without it, a
/// client that connects and says nothing, sends its request a byte at a time ("slowloris"),
/// or never reads its response would hold its connection, and a task, forever. Every wait of
/// a connected socket goes through ``suspendSocket(_:untilReadyFor:)``; the time spent there
/// is added up per connection, and once the budget is spent the wait ends with
/// `SocketError.disconnected`, which ``HTTPConnection`` takes for a client that has gone: it closes
/// the connection. Waits of the listening socket (for new connections) are not limited.
///
/// Only waiting counts: a request held by the live-reload endpoint costs nothing, and a
/// browser that sends its requests as it reads the responses keeps its connection for as
/// long as it likes. An idle keep-alive connection is closed once its budget is spent, as
/// any server closes idle connections; browsers open a new one.
final class WaitBudgetPool<Base: AsyncSocketPool>: AsyncSocketPool {
    private let base: Base
    private let budget: Duration
    /// The time each connection has waited, by descriptor, with the peer it was for: a
    /// descriptor is reused by a later connection, whose peer differs. At most one entry per
    /// descriptor, so the table never grows beyond the number of open files.
    private let spent = Mutex<[Socket.FileDescriptor: (peer: Socket.Address, waited: Duration)]>([:])

    /// A pool waiting through `base`, allowing each connection `budget` of waiting in all.
    init(base: Base, budget: Duration) {
        self.base = base
        self.budget = budget
    }

    func prepare() async throws { try await base.prepare() }

    func run() async throws { try await base.run() }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        // The listening socket has no peer; neither has a connection the client has reset,
        // whose wait ends at once with an error.
        guard let peer = try? socket.remotePeer() else {
            return try await base.suspendSocket(socket, untilReadyFor: events)
        }
        let remaining = budget - waited(socket.file, peer)
        guard remaining > .zero else { throw SocketError.disconnected }
        let clock = ContinuousClock()
        let start = clock.now
        defer { add(clock.now - start, to: socket.file, peer) }
        let isReady = try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask { [base] in
                try await base.suspendSocket(socket, untilReadyFor: events)
                return true
            }
            group.addTask {
                try await Task.sleep(for: remaining)
                return false
            }
            defer { group.cancelAll() }
            return try await group.next() ?? false
        }
        guard isReady else { throw SocketError.disconnected }
    }

    private func waited(_ file: Socket.FileDescriptor, _ peer: Socket.Address) -> Duration {
        spent.withLock { table in table[file].flatMap { $0.peer == peer ? $0.waited : nil } ?? .zero }
    }

    private func add(_ time: Duration, to file: Socket.FileDescriptor, _ peer: Socket.Address) {
        spent.withLock { table in
            let before = table[file].flatMap { $0.peer == peer ? $0.waited : nil } ?? .zero
            table[file] = (peer, before + time)
        }
    }
}
