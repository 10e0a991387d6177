import FlyingSocks
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Listens on an address and serves each connection with ``HTTPConnection``, each in a task
/// of its own, so that no client holds up another.
///
/// FlyingSocks (from FlyingFox's package) gives the non-blocking sockets and the event loop;
/// reading HTTP is ours: FlyingFox's server reads a line in time quadratic in its length and
/// does not bound a request head (docs/serve.md).
final class HTTPListener: Sendable {
    private let address: any SocketAddress
    private let pool: any AsyncSocketPool
    private let handler: HTTPConnection.Handler
    /// Runs the listener's tasks, and every connection's (see ``ServerExecutor``).
    private let executor = ServerExecutor()
    private let state = Mutex<(listening: Socket?, task: Task<Void, Never>?, connections: Set<Int32>)>((nil, nil, []))

    /// A listener for `address`, waiting on sockets through `pool`, answering with `handler`.
    init(address: any SocketAddress, pool: any AsyncSocketPool, handler: @escaping HTTPConnection.Handler) {
        self.address = address
        self.pool = pool
        self.handler = handler
    }

    /// Binds, listens and starts accepting connections; returns the port listened on.
    func start() async throws -> UInt16 {
        try await pool.prepare()
        let socket = try Socket(domain: Int32(type(of: address).family))
        try socket.setValue(true, for: .localAddressReuse)
        try socket.bind(to: address)
        try socket.listen()
        let listening = try AsyncSocket(socket: socket, pool: pool)
        state.withLock { $0.listening = socket }
        let task = Task(executorPreference: executor) { await self.serve(listening) }
        state.withLock { $0.task = task }
        switch try socket.sockname() {
        case .ip4(_, let port), .ip6(_, let port): return port
        default: return 0
        }
    }

    /// Runs the event loop and accepts connections until the listening socket closes.
    private func serve(_ listening: AsyncSocket) async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask { try? await self.pool.run() }
            group.addTask { await self.accept(on: listening) }
            await group.next()
            group.cancelAll()
        }
    }

    /// Accepts connections, each served in a task of its own.
    private func accept(on listening: AsyncSocket) async {
        await withDiscardingTaskGroup { connections in
            while true {
                let client: AsyncSocket
                do {
                    client = try await listening.accept()
                } catch {
                    // A client that gave up before being accepted, or no descriptor left for
                    // now: keep listening, unless the listener is stopping.
                    if Task.isCancelled || state.withLock({ $0.listening == nil }) { return }
                    try? await Task.sleep(for: .milliseconds(10))
                    continue
                }
                let file = client.socket.file.rawValue
                state.withLock { _ = $0.connections.insert(file) }
                connections.addTask {
                    let connection = HTTPConnection(socket: client, handler: self.handler)
                    await connection.run()
                    // Forgotten before it is closed: once closed, its number can be another's.
                    self.state.withLock { _ = $0.connections.remove(file) }
                    try? client.close()
                }
            }
        }
    }

    /// Stops listening, ends every connection and waits (at most a second) for them to finish.
    func stop() async {
        // Shut down under the lock: a connection forgets its descriptor under it before closing
        // it, so each one shut down here is still open and this server's, never a number
        // another server in the process has since been given.
        let (listening, task) = state.withLock { state in
            for file in state.connections { _ = shutdown(file, Int32(SHUT_RDWR)) }
            defer { state = (nil, nil, []) }
            return (state.listening, state.task)
        }
        try? listening?.close()
        guard let task else { return }
        task.cancel()
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await task.value }
            group.addTask { try? await Task.sleep(for: .seconds(1)) }
            await group.next()
            group.cancelAll()
        }
    }
}
