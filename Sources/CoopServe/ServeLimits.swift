/// The limits `coop serve` puts on its clients, so that no client — a stuck browser tab, a
/// script, or one sending its request a byte a second — can hold the server up or make it
/// keep a large request in memory.
///
/// The sizes of what a client may send are fixed (``HTTPLimits``: a request head of at most
/// 32 KB); these are the times, which tests shorten.
public struct ServeLimits: Sendable {
    /// How long, in all, one connection may keep the server waiting for its client (to send
    /// the next bytes of a request, or to take those of a response) before it is closed.
    public var clientWait: Duration
    /// How long the live-reload endpoint holds a request before answering "no change".
    public var changesWait: Duration

    /// Limits; the defaults suit a browser on the same computer.
    public init(clientWait: Duration = .seconds(30), changesWait: Duration = .seconds(25)) {
        self.clientWait = clientWait
        self.changesWait = changesWait
    }
}
