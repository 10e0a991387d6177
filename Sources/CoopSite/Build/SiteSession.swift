import CoopDiagnostics
import CoopLocale
import CoopParallel
import CoopRecords
import CoopTemplate
import CoopValues
import Dispatch
import Synchronization

/// A site kept in memory and brought up to date after each change: what `coop serve` serves.
///
/// An update re-reads the content folder but parses only the files whose bytes changed
/// (and checks nothing again when the folder holds what the last read or check of `parses`
/// saw: the content an edit of the coop app checked before writing it), reuses the compiled
/// theme unless a theme file changed, then computes the insight and plans every file again.
/// It makes no file: a ``SiteVersion`` makes each the first time it is asked for, so the
/// page being looked at is ready as soon as the plan is.
public final class SiteSession: Sendable {
    private let memory: Mutex<BuildMemory>

    /// A session that has read nothing yet, reading the content through `parses` (shared
    /// with the coop app's editor, so that the content an edit checked is not read again).
    public init(parses: SharedParseCache = SharedParseCache()) {
        memory = Mutex(BuildMemory(parses: parses))
    }

    /// The site as `options` give it now.
    public func update(_ options: SiteOptions) -> SiteVersion {
        let start = DispatchTime.now().uptimeNanoseconds
        let prepared = memory.withLock { SiteBuilder.prepare(options, memory: &$0, appPages: true) }
        return SiteVersion(prepared, seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
}

/// One version of a site in memory: its plan, and each file made the first time it is
/// asked for and kept in a ``PageCache`` of bounded size (or ahead of time with
/// ``makeAll(while:)``, as far as the cache holds).
public final class SiteVersion: Sendable {
    /// Errors and warnings of this version.
    public let diagnostics: [Diagnostic]
    /// The content and template files' text, for quoting the diagnostics.
    public let sources: SourceLibrary
    /// Whether the site could be planned: no errors.
    public let isBuilt: Bool
    /// The number of pages.
    public let pageCount: Int
    /// How long reading and planning took, in seconds.
    public let seconds: Double
    /// How long each phase took: "read" and "compute", in seconds.
    public let phases: [(name: String, seconds: Double)]
    private let files: [String: SiteFile]
    private let made: PageCache

    init(_ prepared: PreparedSite, seconds: Double, cacheBudget: Int = PageCache.defaultBudget) {
        made = PageCache(budget: cacheBudget)
        diagnostics = SiteBuilder.unique(prepared.diagnostics)
        sources = prepared.sources
        isBuilt = prepared.isReady
        pageCount = prepared.pageCount
        self.seconds = seconds
        phases = prepared.clock.laps
        var files: [String: SiteFile] = [:]
        for file in prepared.files { files[file.path] = file }
        self.files = files
        theme = prepared.theme
    }

    /// The theme the site was built with, when it compiled.
    private let theme: CompiledTheme?

    /// The words of the site's language, as its pages say them; nil when the theme has no
    /// usable catalogue for it.
    public var words: Words? { theme?.words }

    /// The languages the site's theme has a catalogue for (``Theme/languages``); none when
    /// the theme did not load.
    public var languages: [String] { theme?.theme?.languages ?? [] }

    /// The coop app's page `page`, in the frame of the site's add page (its header, tabs and
    /// footer), served from the site's root; without a site (the content has errors), in a
    /// frame with the coop's name only. Nil when the theme did not compile.
    public func appPage(_ page: AppPage, today: CivilDate) -> [UInt8]? {
        guard let theme, let words = theme.words else { return nil }
        let frame = (files[PageAddress.add.path]?.page?.page.makeData() as? AddPageData)?.common
        let site =
            frame?.site
            ?? Prepared(
                SiteInfo(
                    title: "Coop Count", description: nil, today: today, tabs: [], editURL: nil, generator: "Coop Count", downloads: [],
                    language: words.language))
        let info = PageInfo(
            title: page.title, path: frame?.page.path ?? PageAddress.add.path, tab: frame?.page.tab ?? PageAddress.add.tab,
            adds: frame?.page.adds,
            app: AppFrame(path: page.path))
        let data = page.data(PageCommon(site: site, page: info, menu: nil))
        guard let template = theme.templates[PageTemplate(type(of: data))] else { return nil }
        return template.render(data.templateObject)
    }

    /// The page `coop serve` shows a browser that is not paired, in the theme and language
    /// the site was built with. Nil when the theme did not compile.
    public func pairingPage(_ page: AppPairingPage) -> [UInt8]? { Self.render(page, in: theme) }

    /// ``pairingPage(_:)`` in the built-in theme, in English: for a server that has not built a
    /// site yet.
    public static func builtInPairingPage(_ page: AppPairingPage) -> [UInt8]? {
        render(page, in: CompiledTheme.builtInEnglish(appPages: true))
    }

    private static func render(_ page: AppPairingPage, in theme: CompiledTheme?) -> [UInt8]? {
        guard let theme, let words = theme.words else { return nil }
        let data = AppPairingPageData(language: words.language, pairing: page)
        return theme.templates[PageTemplate(AppPairingPageData.self)]?.render(data.templateObject)
    }

    /// The words of the built-in theme in English: for a page of `coop serve` when the site's
    /// theme has no usable catalogue. Nil if the built-in theme does not compile (a test
    /// catches that first).
    public static var builtInWords: Words? { CompiledTheme.builtInEnglish(appPages: false)?.words }

    /// Whether the site has a file at `path` (from the site root: `hens/index.html`).
    public func contains(_ path: String) -> Bool { files[path] != nil }

    /// The bytes of the file at `path`, made now if they are not kept.
    public func file(at path: String) -> [UInt8]? {
        if let bytes = made.bytes(at: path) { return bytes }
        guard let file = files[path] else { return nil }
        let bytes = file.make()
        made.keep(bytes, at: path)
        return bytes
    }

    /// The bytes of the files kept made: at most the cache's budget (``PageCache``).
    public var keptBytes: Int { made.total }

    /// The path of every file of the site, sorted.
    public var paths: [String] { files.keys.sorted() }

    /// The bytes of the file at `path`, made again and not kept: what the render benchmark
    /// (Benchmarks/) times.
    public func remake(at path: String) -> [UInt8]? {
        files[path]?.make()
    }

    /// For the page at `path`, a function rendering its template again with the page's data
    /// made once: the template engine's part of ``remake(at:)``, which the render benchmark
    /// (Benchmarks/) times apart.
    public func renderer(at path: String) -> (@Sendable () -> [UInt8])? {
        guard let (page, template) = files[path]?.page else { return nil }
        let data = page.data
        return { template.render(data) }
    }

    /// Makes the files not made yet, on every core, pages first, until every file is made, the
    /// cache is full (the others are made when asked for), or `keepGoing` answers false (a
    /// newer version has replaced this one).
    public func makeAll(while keepGoing: @Sendable () -> Bool = { true }) {
        let order = paths.filter { !made.contains($0) }.sorted { ($0.hasSuffix(".html") ? 0 : 1) < ($1.hasSuffix(".html") ? 0 : 1) }
        // In batches, so that a full cache or a newer version stops the work soon.
        var start = 0
        while start < order.count, keepGoing(), !made.isFull {
            let batch = Array(order[start..<min(order.count, start + 64)])
            let bytes = batch.parallelMap { files[$0]?.make() ?? [] }
            for (path, made) in zip(batch, bytes) { self.made.keep(made, at: path) }
            start += batch.count
        }
    }
}
