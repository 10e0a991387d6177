/// `/__coop/events`: the live-reload event stream (`text/event-stream`, server-sent events).
///
/// It opens with the version being served, then sends each new version the moment it is
/// swapped in (``VersionBroadcast``), and a comment every heartbeat, so that a client that has
/// gone is noticed: writing to it fails. The stream ends when the client leaves, when
/// ``ServeLimits/eventStreams`` newer streams have opened since, or when the server stops;
/// the browser's `EventSource` then opens it again after ``retryMilliseconds``.
///
/// ```
/// retry: 1000
/// data: {"version":3}
///
/// : heartbeat
///
/// data: {"version":4}
///
/// ```
enum LiveReloadEvents {
    /// How long a browser waits before opening a closed stream again.
    static let retryMilliseconds = 1000

    /// The answer to a request for the stream, over the server's `state`.
    static func answer(state: SiteServer.Store) -> SiteResponder.Answer {
        SiteResponder.Answer(
            status: .ok, headers: [("Content-Type", "text/event-stream")],
            stream: HTTPBodyStream { send in
                try await state.changes.listening { signals in
                    // Listening first: a version swapped in meanwhile is sent too, never missed.
                    let current = state.withLock { $0.version }
                    try await send(Array("retry: \(retryMilliseconds)\n".utf8) + event(version: current))
                    for await signal in signals {
                        switch signal {
                        case .version(let version): try await send(event(version: version))
                        case .heartbeat: try await send(heartbeat)
                        }
                    }
                }
            })
    }

    /// The event saying `version` is served.
    static func event(version: Int) -> [UInt8] {
        Array("data: {\"version\":\(version)}\n\n".utf8)
    }

    /// The comment sent as a heartbeat; browsers ignore it.
    static let heartbeat = Array(": heartbeat\n\n".utf8)
}
