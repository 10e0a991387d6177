/// The limits `coop serve` puts on its clients, so that no client — a stuck browser tab, a
/// script, or one sending its request a byte a second — can hold the server up or make it
/// keep a large request in memory.
///
/// FlyingFox 0.27.1 offers a time limit on a request's handler, the sizes of the buffers a
/// request body is read into, and a pluggable socket pool; this type sets all three (the
/// pool is ``WaitBudgetPool``, over ``NoDelayPool``). FlyingFox has no limit on the size of
/// a request line or header: see `docs/serve.md`.
public struct ServeLimits: Sendable {
    /// How long, in all, one connection may keep the server waiting for its client (to send
    /// the next bytes of a request, or to take those of a response) before it is closed.
    public var clientWait: Duration
    /// How long the live-reload endpoint holds a request before answering "no change".
    public var changesWait: Duration

    /// A request body up to this many bytes is read whole before the handler runs; a larger
    /// one is streamed through a buffer of this size and discarded, never kept (a site that
    /// answers only `GET` and `HEAD` has no use for a body).
    public static let bodyBuffer = 4096

    /// Limits; the defaults suit a browser on the same computer.
    public init(clientWait: Duration = .seconds(30), changesWait: Duration = .seconds(25)) {
        self.clientWait = clientWait
        self.changesWait = changesWait
    }

    /// The time one request's handler may take, in seconds: the live-reload wait and a margin.
    /// (Discarding a large body counts too.)
    var handlerSeconds: Double {
        let (seconds, attoseconds) = changesWait.components
        return Double(seconds) + Double(attoseconds) / 1e18 + 5
    }
}
