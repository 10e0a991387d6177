import CoopRecords
import CoopSite
import Dispatch
import FlyingSocks
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `coop serve`: builds the site in memory, serves it over HTTP, watches the content and
/// theme, rebuilds on change and updates open pages.
///
/// Every build is an immutable ``SiteVersion`` swapped in whole, so a request never sees half
/// a site; a failed build keeps the last good version and shows its diagnostics on every
/// page. A rebuild reads only what changed and plans the site; pages are made when first
/// asked for, then all the others in the background. Nothing is read from disk per request.
/// How a request is answered is ``SiteResponder``'s; what a client may cost, ``ServeLimits``'.
public final class SiteServer: Sendable {
    /// What is being served.
    struct Snapshot: Sendable {
        var version: Int
        /// The last site built without errors.
        var site: SiteVersion?
        var errors: String?
        /// What the last good site's pages load besides themselves (the app's alone before one).
        var assets = PageAssets(site: nil)
    }

    private let watcher: ContentWatcher
    /// The snapshot being served, shared with the request handlers.
    final class Store: Sendable {
        private let snapshot = Mutex(Snapshot(version: 0, site: nil, errors: nil))
        /// Who is told of each new version: the live-reload event streams.
        let changes: VersionBroadcast
        init(changes: VersionBroadcast) { self.changes = changes }
        func withLock<T>(_ body: (inout Snapshot) -> T) -> T { snapshot.withLock { body(&$0) } }
    }

    private let state: Store
    /// The builds, from the watcher's changes and the coop app's writes.
    private let rebuilds: SiteRebuilds
    /// Set when the server stops: the watching thread then ends.
    private let stopped = Mutex(false)
    private let listener: HTTPListener
    private let limits: ServeLimits
    /// Who may read and write.
    private let access: ServeAccess

    /// A server on `host`:`port` (0: any free port) for the site `options` gives (asked again
    /// at every build, so "today" follows the clock); `log` receives one line per build.
    /// `host` is an IPv4 or IPv6 address, or `localhost` (127.0.0.1); anything else throws
    /// ``InvalidHost``.
    public init(
        host: String, port: UInt16, watching folders: [String], access: ServeAccess? = nil, limits: ServeLimits = ServeLimits(),
        log: @escaping @Sendable (String) -> Void, options: @escaping @Sendable () -> SiteOptions
    ) throws {
        let access = access ?? ServeAccess(host: host)
        // The pages link to the coop app's forms unless it is read-only.
        let options: @Sendable () -> SiteOptions = {
            var built = options()
            built.app = !access.readOnly
            built.isServed = true
            return built
        }
        self.limits = limits
        let state = Store(changes: VersionBroadcast(heartbeat: limits.heartbeat, capacity: limits.eventStreams))
        self.state = state
        watcher = ContentWatcher(folders: folders)
        // The app's editor and the builds read the content through the same parses: the
        // content an edit checked is what the build after it starts from.
        let parses = SharedParseCache()
        let rebuilds = SiteRebuilds(parses: parses, state: state, watcher: watcher, options: options, log: log)
        self.rebuilds = rebuilds
        self.access = access
        let address: any SocketAddress
        do {
            if host.lowercased() == "localhost" {
                address = try sockaddr_in.inet(ip4: "127.0.0.1", port: port)
            } else if host.contains(":") {
                address = try sockaddr_in6.inet6(ip6: host, port: port)
            } else {
                address = try sockaddr_in.inet(ip4: host, port: port)
            }
        } catch {
            throw InvalidHost(host: host)
        }
        let pool = WaitBudgetPool(base: NoDelayPool(base: Self.eventPool()), budget: limits.clientWait)
        let app = CoopApp(
            access: access, options: options, parses: parses, log: log,
            written: { DispatchQueue.global(qos: .userInitiated).async { rebuilds.buildIfChanged() } })
        listener = HTTPListener(address: address, pool: pool) { request in
            await SiteResponder.respond(to: request, state: state, access: access, app: app, limits: limits)
        }
    }

    /// The system's event loop for sockets: epoll on Linux (``EPollQueue``), kqueue on macOS.
    private static func eventPool() -> some AsyncSocketPool {
        #if os(Linux)
        return SocketPool(queue: EPollQueue())
        #else
        return .kQueue()
        #endif
    }

    /// The error for a `host` that is not an IP address or `localhost`.
    public struct InvalidHost: Error, CustomStringConvertible {
        /// The host asked for.
        public let host: String
        /// What went wrong, for the user.
        public var description: String { "'\(host)' is not an IP address (such as 127.0.0.1, ::1 or 0.0.0.0) or localhost" }
    }

    /// The version of the site being served (it grows with every build, good or not).
    public var version: Int { state.withLock { $0.version } }

    /// Whether the last build failed.
    public var lastBuildFailed: Bool { state.withLock { $0.errors != nil } }

    /// Builds once and swaps the result in.
    public func rebuild() {
        rebuilds.build()
    }

    /// Starts serving (after a first build) and watching; returns the port listened on.
    public func start() async throws -> UInt16 {
        // The first build notes what it reads: a file saved while it runs, or before the
        // watcher starts, is then a change the watcher sees.
        rebuilds.buildIfChanged()
        let port = try await listener.start()
        // The watch runs on a thread of its own: it blocks waiting for the kernel's word of
        // a change (at most 200 ms, then it polls anyway), never a thread answering requests.
        // A change the coop app wrote is built already, and is not built again.
        let folders = watcher.folders
        DetachedThread.start { [weak self] in
            let signal = ChangeSignal(folders: folders)
            while let server = self, !server.stopped.withLock({ $0 }) {
                signal.wait(seconds: 0.2)
                server.rebuilds.buildIfChanged()
            }
        }
        return port
    }

    /// Stops serving and watching.
    public func stop() async {
        stopped.withLock { $0 = true }
        state.changes.finish()
        await listener.stop()
    }
}
