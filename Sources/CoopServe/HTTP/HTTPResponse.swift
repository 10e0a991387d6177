/// A response ready to write: status, header fields, and a body given whole or sent in parts.
struct HTTPResponse: Sendable {
    var status: HTTPStatus
    var fields: [(name: String, value: String)] = []
    var body: [UInt8] = []
    /// Whether the body is left out (an answer to `HEAD`): `Content-Length` still gives its length.
    var omitsBody = false
    /// A body sent in parts after the head, instead of `body`, until it ends, the client
    /// leaves or the server stops (an event stream). Such a response has no `Content-Length`:
    /// closing the connection ends it.
    var stream: HTTPBodyStream? = nil

    /// A short plain-text response.
    static func plain(_ status: HTTPStatus, _ text: String) -> HTTPResponse {
        HTTPResponse(status: status, fields: [("Content-Type", "text/plain; charset=utf-8")], body: Array(text.utf8))
    }

    /// The bytes to send: status line, fields, `Content-Length` (none for a stream),
    /// `Connection` (always `close` for a stream), body (the head alone for a stream).
    func bytes(keepAlive: Bool) -> [UInt8] {
        var head = "HTTP/1.1 \(status.code) \(status.reason)\r\n"
        for (name, value) in fields { head += "\(name): \(value)\r\n" }
        if stream == nil { head += "Content-Length: \(body.count)\r\n" }
        head += keepAlive && stream == nil ? "\r\n" : "Connection: close\r\n\r\n"
        return Array(head.utf8) + (omitsBody || stream != nil ? [] : body)
    }
}
