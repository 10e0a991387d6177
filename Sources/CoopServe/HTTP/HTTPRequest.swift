/// A request as ``HTTPConnection`` hands it over: its head and its whole body.
struct HTTPRequest: Sendable, Equatable {
    /// The request line and header fields.
    var head: HTTPRequestHead
    /// The body, de-chunked; empty when there is none.
    var body: [UInt8] = []
}
