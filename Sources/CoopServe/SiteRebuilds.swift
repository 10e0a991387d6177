import CoopDiagnostics
import CoopRecords
import CoopSite
import CoopValues
import Dispatch
import Synchronization

/// Every build of `coop serve`, whether its watcher saw a file change or its coop app wrote
/// one, one at a time.
///
/// A build happens only when the watched folders' files differ from what the last build
/// found (their sizes, modification times and inodes, taken before it read them), or when
/// today is no longer the day the last build was made for (local midnight has passed: the
/// dashboard's "today" and the add form's date follow the clock): a save of
/// the coop app is built as soon as it is written, and the watcher, seeing the same files a
/// moment later, finds nothing new to build. The build reads the content through the parses
/// the app's editor shares, which keep the content the edit checked before writing it: it
/// finds the files as the check saw them, and parses and checks nothing again.
final class SiteRebuilds: Sendable {
    /// What the builds read and keep between them (the parses are the app's too).
    private let session: SiteSession
    /// Where each build is swapped in, and who is told of it.
    private let state: SiteServer.Store
    /// The watched folders' files, as sizes, times and inodes.
    private let watcher: ContentWatcher
    /// The site to build, asked again at every build.
    private let options: @Sendable () -> SiteOptions
    /// Receives one line per build.
    private let log: @Sendable (String) -> Void
    /// What the last build was made from: the watched files as it found them, and its
    /// today; `nil` before the first.
    private let built = Mutex<(files: [String: [Int]], today: CivilDate)?>(nil)

    /// Builds of the site `options` give, read through `parses`, into `state`, when a file
    /// under `watcher`'s folders changed; `log` receives one line per build.
    init(
        parses: SharedParseCache, state: SiteServer.Store, watcher: ContentWatcher, options: @escaping @Sendable () -> SiteOptions,
        log: @escaping @Sendable (String) -> Void
    ) {
        session = SiteSession(parses: parses)
        self.state = state
        self.watcher = watcher
        self.options = options
        self.log = log
    }

    /// Builds when a watched file changed since the last build, or the day did (or there
    /// was no build yet), and swaps the result in; waits for a build under way first.
    func buildIfChanged() {
        built.withLock { built in
            let options = options()
            let now = (files: watcher.signature(), today: options.today)
            guard now.files != built?.files || now.today != built?.today else { return }
            built = now
            build(options)
        }
    }

    /// Builds once, whatever changed, and swaps the result in.
    func build() { build(options()) }

    /// Builds the site `options` give and swaps the result in.
    private func build(_ options: SiteOptions) {
        let site = session.update(options)
        let text = DiagnosticRenderer(sources: site.sources).render(site.diagnostics)
        // What a good build's pages load (nil when it failed), hashed before taking the lock.
        let assets = site.isBuilt ? PageAssets(site: site) : nil
        let version = state.withLock { snapshot in
            snapshot.version += 1
            if let assets {
                snapshot.site = site
                snapshot.assets = assets
                snapshot.errors = nil
            } else {
                snapshot.errors = text.isEmpty ? "the build failed" : text
            }
            return snapshot.version
        }
        state.changes.publish(version)
        if site.isBuilt {
            let phases = site.phases.map { "\($0.name) \(LocaleFormats.english.format($0.seconds * 1000, places: 0))" }.joined(
                separator: ", ")
            log(
                "Built \(site.pageCount) pages in \(LocaleFormats.english.format(site.seconds * 1000, places: 0)) ms (\(phases))"
                    + (text.isEmpty ? "" : "\n" + text))
            // Pages are made when asked for; make the others now, as far as the page cache
            // holds, so that a page is ready by the time someone clicks to it.
            let state = self.state
            // Then what the versions before it held goes back to the system (FreedMemory).
            DispatchQueue.global(qos: .utility).async {
                site.makeAll(while: { state.withLock { $0.site === site } })
                FreedMemory.giveBack()
            }
        } else {
            log(text + "The site was not rebuilt; the last good one is still served.")
        }
    }
}
