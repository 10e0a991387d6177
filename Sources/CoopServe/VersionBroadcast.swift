import Synchronization

/// Tells every open event stream, the moment it happens, that another version of the site
/// is being served; and, every ``heartbeat``, that the server is still there.
///
/// Each listener gets an `AsyncStream` of ``Signal``s. Nothing polls: ``publish(_:)`` yields
/// to every stream under way, and a stream waiting for its next signal holds no thread and
/// no timer. At most ``capacity`` streams are open at once: the next one to open closes the
/// oldest, so a script opening streams in a loop cannot hold more than that many
/// connections. ``finish()`` (the server stopping) ends them all.
final class VersionBroadcast: Sendable {
    /// What a listener hears.
    enum Signal: Sendable, Equatable {
        /// The version now served.
        case version(Int)
        /// Nothing new: sent every ``VersionBroadcast/heartbeat``, so that a client that has
        /// gone is noticed when writing to it fails.
        case heartbeat
    }

    /// The listeners, oldest first, and what runs the heartbeat.
    private struct Listeners {
        var open: [(id: Int, continuation: AsyncStream<Signal>.Continuation)] = []
        var nextID = 0
        var isFinished = false
        var ticker: Task<Void, Never>?
    }

    /// How often the heartbeat is sent.
    let heartbeat: Duration
    /// The most streams open at once.
    let capacity: Int
    private let listeners = Mutex(Listeners())

    /// A broadcast beating every `heartbeat`, keeping at most `capacity` listeners (at least one).
    init(heartbeat: Duration, capacity: Int) {
        self.heartbeat = heartbeat
        self.capacity = max(1, capacity)
    }

    /// How many streams are open.
    var count: Int { listeners.withLock { $0.open.count } }

    /// Runs `body` with a stream of the signals from now on, and stops listening when it
    /// returns. The stream ends when this listener is the oldest and another opens past the
    /// capacity, or when the broadcast finishes.
    func listening<T>(_ body: (AsyncStream<Signal>) async throws -> T) async rethrows -> T {
        // Only the newest signals matter to a listener slow to take them.
        let (stream, continuation) = AsyncStream<Signal>.makeStream(bufferingPolicy: .bufferingNewest(8))
        let (id, closed) = listeners.withLock { state -> (Int, [AsyncStream<Signal>.Continuation]) in
            guard !state.isFinished else { return (-1, [continuation]) }
            let id = state.nextID
            state.nextID += 1
            state.open.append((id, continuation))
            let over = max(0, state.open.count - capacity)
            let closed = state.open.prefix(over).map(\.continuation)
            state.open.removeFirst(over)
            if state.ticker == nil { state.ticker = startTicker() }
            return (id, closed)
        }
        // Finished outside the lock: finishing runs the stream's termination handler.
        for continuation in closed { continuation.finish() }
        defer {
            let removed = listeners.withLock { state in
                state.open.firstIndex { $0.id == id }.map { state.open.remove(at: $0).continuation }
            }
            removed?.finish()
        }
        return try await body(stream)
    }

    /// Tells every listener that `version` is now served.
    func publish(_ version: Int) {
        send(.version(version))
    }

    /// Ends every stream, stops the heartbeat, and ends at once any stream opened later.
    func finish() {
        let (open, ticker) = listeners.withLock { state in
            defer {
                state.open = []
                state.isFinished = true
                state.ticker = nil
            }
            return (state.open.map(\.continuation), state.ticker)
        }
        ticker?.cancel()
        for continuation in open { continuation.finish() }
    }

    private func send(_ signal: Signal) {
        for continuation in listeners.withLock({ $0.open.map(\.continuation) }) { continuation.yield(signal) }
    }

    /// A task sending the heartbeat until the broadcast finishes or is gone.
    private func startTicker() -> Task<Void, Never> {
        let heartbeat = heartbeat
        return Task { [weak self] in
            while (try? await Task.sleep(for: heartbeat)) != nil {
                guard let self else { return }
                self.send(.heartbeat)
            }
        }
    }

    deinit {
        listeners.withLock { $0.ticker?.cancel() }
    }
}
