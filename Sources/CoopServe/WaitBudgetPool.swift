import FlyingSocks
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A socket pool that limits how long, in all, one connection may keep the server waiting
/// for its client: to send the next bytes of a request, or to take the bytes of a response.
///
/// Without it, a client that connects and says nothing, sends its request a byte at a time
/// ("slowloris"), or never reads its response would hold its connection, and a task,
/// forever. Every wait of a connected socket goes through
/// ``suspendSocket(_:untilReadyFor:)``; the time spent there is added up per connection.
/// Once the budget is spent, the connection is shut down (`shutdown(2)`): the wait under way
/// ends as if the client had left, and any later wait fails with `SocketError.disconnected`,
/// which ``HTTPConnection`` takes for a client that has gone: it closes the connection. Waits
/// of the listening socket (for new connections) are not limited.
///
/// One watchdog, running beside the event loop in ``run()``, looks at the waiting
/// connections every ``tick`` and shuts down those over budget. A timer per wait (a task
/// group racing the wait against `Task.sleep`) was what this replaced: a cancelled sleep
/// keeps its memory until its deadline (200,000 cancelled sleeps of 20 s held 430 MB for
/// those 20 s), so at 20,000 requests a second 30 s of pending sleeps held hundreds of
/// megabytes (docs/performance.md, issue 15, memory under load).
///
/// Only waiting counts: an event stream waiting for the next build costs nothing, and a
/// browser that sends its requests as it reads the responses keeps its connection for as
/// long as it likes. An idle keep-alive connection is closed once its budget is spent, as
/// any server closes idle connections; browsers open a new one.
final class WaitBudgetPool<Base: AsyncSocketPool>: AsyncSocketPool {
    /// What the pool knows of one connection.
    private struct Account {
        /// The client it is with: a descriptor is reused by a later connection, whose peer differs.
        var peer: Socket.Address
        /// The time spent waiting in the waits that have ended.
        var waited: Duration = .zero
        /// When the wait under way started; `nil` between waits.
        var waitingSince: ContinuousClock.Instant?
        /// Whether the watchdog shut the connection down.
        var isCutOff = false
    }

    private let base: Base
    private let budget: Duration
    /// How often the watchdog looks: an eighth of the budget, between 50 ms and 1 s.
    let tick: Duration
    private let clock = ContinuousClock()
    /// The connections, by descriptor: at most one entry per descriptor, so the table never
    /// grows beyond the number of open files.
    private let accounts = Mutex<[Socket.FileDescriptor: Account]>([:])

    /// A pool waiting through `base`, allowing each connection `budget` of waiting in all.
    init(base: Base, budget: Duration) {
        self.base = base
        self.budget = budget
        tick = min(max(budget / 8, .milliseconds(50)), .seconds(1))
    }

    func prepare() async throws { try await base.prepare() }

    /// Runs the base pool's event loop, and the watchdog beside it until the loop ends.
    func run() async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await self.base.run() }
            group.addTask {
                while true {
                    try await Task.sleep(for: self.tick)
                    self.cutOffOverBudget()
                }
            }
            defer { group.cancelAll() }
            try await group.next()
        }
    }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        // The listening socket has no peer; neither has a connection the client has reset,
        // whose wait ends at once with an error.
        guard let peer = try? socket.remotePeer() else {
            return try await base.suspendSocket(socket, untilReadyFor: events)
        }
        let file = socket.file
        let start = clock.now
        let isOpen = accounts.withLock { table in
            if table[file]?.peer != peer { table[file] = Account(peer: peer) }
            guard let account = table[file], !account.isCutOff, account.waited < budget else { return false }
            table[file]?.waitingSince = start
            return true
        }
        guard isOpen else { throw SocketError.disconnected }
        defer {
            let end = clock.now
            accounts.withLock { table in
                guard table[file]?.peer == peer else { return }
                table[file]?.waited += end - start
                table[file]?.waitingSince = nil
            }
        }
        try await base.suspendSocket(socket, untilReadyFor: events)
    }

    /// Shuts down every connection whose waiting, the wait under way included, has reached
    /// the budget. Done under the table's lock: a connection is closed only after its wait
    /// has ended, so the descriptor shut down is still that connection's.
    func cutOffOverBudget() {
        let now = clock.now
        accounts.withLock { table in
            for (file, account) in table {
                guard let since = account.waitingSince, !account.isCutOff, account.waited + (now - since) >= budget else { continue }
                table[file]?.isCutOff = true
                _ = shutdown(file.rawValue, Int32(SHUT_RDWR))
            }
        }
    }
}
