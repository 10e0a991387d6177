/// The limits `coop serve` puts on its clients, so that no client — a stuck browser tab, a
/// script, or one sending its request a byte a second — can hold the server up or make it
/// keep a large request in memory.
///
/// The sizes of what a client may send are fixed (``HTTPLimits``: a request head of at most
/// 32 KB); these are the times and counts, which tests shorten.
public struct ServeLimits: Sendable {
    /// How long, in all, one connection may keep the server waiting for its client (to send
    /// the next bytes of a request, or to take those of a response) before it is closed.
    public var clientWait: Duration
    /// How often a live-reload event stream carries a heartbeat, so that a client that has
    /// gone is noticed and its connection closed.
    public var heartbeat: Duration
    /// The most live-reload event streams open at once; the next one closes the oldest.
    public var eventStreams: Int

    /// Limits; the defaults suit a browser on the same computer (one event stream per
    /// browser, however many tabs it has open).
    public init(clientWait: Duration = .seconds(30), heartbeat: Duration = .seconds(15), eventStreams: Int = 64) {
        self.clientWait = clientWait
        self.heartbeat = heartbeat
        self.eventStreams = eventStreams
    }
}
