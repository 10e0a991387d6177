import CoopDiagnostics
import CoopSite
import CoopValues
import Dispatch
import FlyingFox
import Foundation
import Synchronization

/// `coop serve`: builds the site in memory, serves it over HTTP, watches the content and
/// theme, rebuilds on change and reloads open pages.
///
/// Every build is an immutable snapshot swapped in whole, so a request never sees half a
/// site; a failed build keeps the last good snapshot and shows its diagnostics on every
/// page. Only the built site's files are served: nothing is read from disk per request.
public final class SiteServer: Sendable {
    /// What is being served.
    struct Snapshot: Sendable {
        var version: Int
        var files: [String: [UInt8]]
        var errors: String?
        var hasSite: Bool
    }

    private let options: @Sendable () -> SiteOptions
    private let watcher: ContentWatcher
    private let log: @Sendable (String) -> Void
    /// The snapshot being served, shared with the request handlers.
    final class Store: Sendable {
        private let snapshot = Mutex(Snapshot(version: 0, files: [:], errors: nil, hasSite: false))
        func withLock<T>(_ body: (inout Snapshot) -> T) -> T { snapshot.withLock { body(&$0) } }
    }

    private let state = Store()
    private let server: HTTPServer

    /// A server on `host`:`port` (0: any free port) for the site `options` gives (asked again
    /// at every build, so "today" follows the clock); `log` receives one line per build.
    public init(host: String, port: UInt16, watching folders: [String], log: @escaping @Sendable (String) -> Void,
                options: @escaping @Sendable () -> SiteOptions) throws {
        self.options = options
        self.log = log
        watcher = ContentWatcher(folders: folders)
        server = HTTPServer(address: try .inet(ip4: host, port: port), timeout: 30, logger: .disabled)
    }

    /// The version of the site being served (it grows with every build, good or not).
    public var version: Int { state.withLock { $0.version } }

    /// Whether the last build failed.
    public var lastBuildFailed: Bool { state.withLock { $0.errors != nil } }

    /// Builds once and swaps the result in.
    public func rebuild() {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = SiteBuilder.render(options())
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let text = DiagnosticRenderer(sources: result.sources).render(result.diagnostics)
        state.withLock { snapshot in
            snapshot.version += 1
            if result.report != nil {
                snapshot.files = result.files
                snapshot.hasSite = true
                snapshot.errors = nil
            } else {
                snapshot.errors = text.isEmpty ? "the build failed" : text
            }
        }
        if let report = result.report {
            log("Built \(report.pages) pages in \(NumberFormat.decimal(seconds * 1000, places: 0)) ms" + (text.isEmpty ? "" : "\n" + text))
        } else {
            log(text + "The site was not rebuilt; the last good one is still served.")
        }
    }

    /// Starts serving (after a first build) and watching; returns the port listened on.
    public func start() async throws -> UInt16 {
        rebuild()
        await server.appendRoute("GET /__coop/changes") { [state] request in
            let since = Int(request.query["since"] ?? "") ?? -1
            for _ in 0..<250 {
                if state.withLock({ $0.version }) != since { break }
                try await Task.sleep(nanoseconds: 100_000_000)
            }
            let body = Data("{\"version\":\(state.withLock { $0.version })}".utf8)
            return HTTPResponse(statusCode: .ok, headers: HTTPHeaders([.contentType: "application/json", .cacheControl: "no-store"]), body: body)
        }
        await server.appendRoute("GET /*") { [state] request in Self.respond(to: request.path, state: state.withLock { $0 }) }
        await server.appendRoute("HEAD /*") { [state] request in Self.respond(to: request.path, state: state.withLock { $0 }) }
        await server.appendRoute("*") { _ in HTTPResponse(statusCode: .methodNotAllowed, headers: HTTPHeaders([HTTPHeader("Allow"): "GET, HEAD"])) }
        Task { try await server.run() }
        try await server.waitUntilListening(timeout: 10)
        let watcher = self.watcher
        Task.detached { [weak self] in
            var last = watcher.signature()
            while let self {
                try? await Task.sleep(nanoseconds: 200_000_000)
                let now = watcher.signature()
                if now != last {
                    last = now
                    self.rebuild()
                }
            }
        }
        guard case .ip4(_, let port)? = await server.listeningAddress else { return 0 }
        return port
    }

    /// Stops serving.
    public func stop() async { await server.stop(timeout: 1) }

    static func respond(to path: String, state: Snapshot) -> HTTPResponse {
        let headers: [HTTPHeader: String] = [.cacheControl: "no-store"]
        guard state.hasSite else {
            return HTTPResponse(statusCode: .internalServerError, headers: HTTPHeaders(headers.merging([.contentType: "text/html; charset=utf-8"]) { $1 }),
                                body: Data(LiveReload.errorPage(version: state.version, errors: state.errors ?? "")))
        }
        guard let key = SitePath.resolve(path) else {
            return notFound(state, headers)
        }
        if let bytes = state.files[key] {
            let body = key.hasSuffix(".html") ? LiveReload.inject(into: bytes, version: state.version, errors: state.errors) : bytes
            return HTTPResponse(statusCode: .ok, headers: HTTPHeaders(headers.merging([.contentType: SitePath.contentType(key)]) { $1 }), body: Data(body))
        }
        if state.files[key + "/index.html"] != nil {
            return HTTPResponse(statusCode: .movedPermanently, headers: HTTPHeaders(headers.merging([.location: path + "/"]) { $1 }))
        }
        return notFound(state, headers)
    }

    private static func notFound(_ state: Snapshot, _ headers: [HTTPHeader: String]) -> HTTPResponse {
        let page = Array("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Not found</title></head><body><p>Not found. <a href=\"/\">The dashboard</a></p></body></html>\n".utf8)
        return HTTPResponse(statusCode: .notFound, headers: HTTPHeaders(headers.merging([.contentType: "text/html; charset=utf-8"]) { $1 }),
                            body: Data(LiveReload.inject(into: page, version: state.version, errors: state.errors)))
    }
}
