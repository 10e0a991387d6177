import CoopSite

/// How `coop serve` answers one request: from the snapshot being served, never from disk.
///
/// - Only `GET` and `HEAD` are answered (anything else: 405). `HEAD` gets the headers `GET`
///   would, with the body's length and no body.
/// - The path is taken from the request line as written and resolved by ``SitePath``: every
///   site file has exactly one path, and anything else is 404. (Decoding the path and
///   removing its dot segments first, as HTTP libraries do, would let `/../x`, `//host/x`
///   or `/%3f/../x` reach a file by a path that is not its own.)
/// - A folder answers its `index.html`, or is 404: there are no listings.
/// - Who may read is ``ServeAccess``'s, asked first: on a loopback address a request for
///   another host name is 403 (``Loopback``); on any other, a browser that is not paired gets
///   403 and the page that says how to pair (``Pairing``).
/// - Every answer says `nosniff`, `no-store` and `Referrer-Policy: same-origin`; the coop
///   app's pages also say that no page of another origin may frame them
///   (``CoopApp/unframedHeaders``).
/// - A request's body was read whole before (``HTTPConnection``); only the coop app uses it.
enum SiteResponder {
    /// What to send back, before the common fields are added.
    struct Answer {
        var status: HTTPStatus
        var headers: [(name: String, value: String)] = []
        var body: [UInt8] = []
        /// A body sent in parts instead (the live-reload event stream).
        var stream: HTTPBodyStream? = nil
    }

    /// The headers on every answer: a local preview must never be cached (it changes with
    /// every save), sniffed into another type, or named in a referrer sent to another site.
    /// `same-origin`, not `no-referrer`: under `no-referrer` a browser sends `Origin: null`
    /// with a form's `POST`, and ``ServeAccess/permitsWrite(_:secret:)`` rightly refuses
    /// that, so no form of the coop app could save.
    static let commonHeaders: [(name: String, value: String)] = [
        ("Cache-Control", "no-store"),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "same-origin"),
    ]

    static let html = "text/html; charset=utf-8"

    /// The response to `request`, given the server's state and how it listens.
    static func respond(
        to whole: HTTPRequest, state: SiteServer.Store, access: ServeAccess, app: CoopApp, limits: ServeLimits
    ) async -> HTTPResponse {
        let request = whole.head
        let isHead = request.method == "HEAD"
        let answer: Answer
        if let screened = access.screen(request) {
            let refusal: HTTPResponse
            switch screened {
            case .response(let response): refusal = response
            case .pairingPage(let situation): refusal = PairingPage.response(situation, site: state.withLock { $0.site })
            }
            answer = Answer(status: refusal.status, headers: refusal.fields, body: refusal.body)
        } else if app.answers(request.path) {
            let site = state.withLock { $0.site }
            var answered = app.respond(to: whole, site: site)
            answered.headers += CoopApp.unframedHeaders
            answer = answered
        } else if request.method != "GET", !isHead {
            answer = Answer(status: .methodNotAllowed, headers: [("Allow", "GET, HEAD")])
        } else if request.path == AppRoute.events.path {
            answer = LiveReloadEvents.answer(state: state)
        } else if request.path == AppRoute.changes.path {
            answer = changes()
        } else {
            answer = file(String(request.path), in: state.withLock { $0 })
        }
        return HTTPResponse(
            status: answer.status, fields: answer.headers + commonHeaders, body: answer.body, omitsBody: isHead, stream: answer.stream)
    }

    /// The site file at `path` (as written in the request line), with the live-reload script
    /// in HTML pages; a redirect for a folder without its slash; otherwise 404.
    static func file(_ path: String, in snapshot: SiteServer.Snapshot) -> Answer {
        guard let site = snapshot.site else {
            return Answer(
                status: .internalServerError, headers: [("Content-Type", html)],
                body: LiveReload.errorPage(
                    version: snapshot.version, assets: snapshot.assets, errors: snapshot.errors ?? "", words: SiteVersion.builtInWords))
        }
        guard let key = SitePath.resolve(path) else { return notFound(snapshot) }
        if let bytes = site.file(at: key) {
            let body =
                key.hasSuffix(".html")
                ? OfflineQueue.inject(
                    into: LiveReload.inject(
                        into: bytes, version: snapshot.version, assets: snapshot.assets, errors: snapshot.errors, words: site.words),
                    words: site.words)
                : bytes
            return Answer(status: .ok, headers: [("Content-Type", SitePath.contentType(key))], body: body)
        }
        if site.contains(key + "/index.html") {
            // Built from the resolved name, never from the request: no `//host` can come out.
            let location = "/" + SitePath.percentEncoded(key) + "/"
            return Answer(status: .movedPermanently, headers: [("Location", location)])
        }
        return notFound(snapshot)
    }

    /// The endpoint pages served by an older `coop serve` poll (`?since=N`): it answers at
    /// once with version 0, which no build has (the first is 1), so such a page reloads and
    /// gets the event stream's script. It reads nothing and holds no connection.
    static func changes() -> Answer {
        Answer(status: .ok, headers: [("Content-Type", "application/json")], body: Array("{\"version\":0}".utf8))
    }

    /// The 404 answer: the site's own `404.html` (in the coop's language, its links from `/`),
    /// or, when the site has none, ``NotFoundPage``'s page in the site's language.
    private static func notFound(_ snapshot: SiteServer.Snapshot) -> Answer {
        let words = snapshot.site?.words ?? SiteVersion.builtInWords
        let page =
            snapshot.site?.file(at: PageAddress.notFound.path).map { OfflineQueue.inject(into: $0, words: words) }
            ?? NotFoundPage.html(words)
        return Answer(
            status: .notFound, headers: [("Content-Type", html)],
            body: LiveReload.inject(into: page, version: snapshot.version, assets: snapshot.assets, errors: snapshot.errors, words: words))
    }
}
