/// A response body written in parts as they come, for as long as there are parts: the body
/// of an event stream (``LiveReloadEvents``).
///
/// ``HTTPConnection`` writes the response's head, then runs ``produce`` with a function that
/// writes one part to the client. That function throws once the client has gone (it closed
/// its side of the connection, or a write failed), which ends ``produce``; so does the server
/// stopping (the task is cancelled). The connection is closed after the last part.
struct HTTPBodyStream: Sendable {
    /// Writes the parts through `send`; returns when there are no more.
    let produce: @Sendable (_ send: (_ part: [UInt8]) async throws -> Void) async throws -> Void
}
