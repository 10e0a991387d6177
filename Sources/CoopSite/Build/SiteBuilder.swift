import CoopDiagnostics
import CoopFiles
import CoopInsight
import CoopParallel
import CoopRecords
import CoopTemplate
import CoopValues
import Dispatch
import Synchronization

/// What to build, and where.
public struct SiteOptions: Sendable {
    /// The content folder.
    public var content: String
    /// How to show the content folder in messages and on pages (default: as given).
    public var contentDisplay: String?
    /// The output folder.
    public var output: String
    /// A theme folder replacing the built-in theme.
    public var theme: String?
    /// The day to build for.
    public var today: CivilDate
    /// Whether a build frees what it held (the parsed files, the records, the pages' data)
    /// before returning. `coop build` exits right after building, so it sets this to false
    /// and leaves the memory to the process's end, which reclaims it at once instead of
    /// object by object (as C compilers do with `-disable-free`).
    public var freesMemory = true
    /// Whether the pages link to the coop app of `coop serve`: Edit and Remove beside each
    /// record, and an Add that opens the form for the page's kind of record. `coop build`
    /// leaves it off: the static site has no forms.
    public var app = false
    /// Whether the site is built for the public (`coop build --public`, `coop publish`):
    /// what coop.yaml's `publish:` leaves out (people, money, private notes: see
    /// ``PublishSettings``) is in no file of it, and no page shows a path of this computer.
    public var isPublic = false
    /// Whether the site is served by `coop serve`, at the root of the server's address: the
    /// 404 page, shown at any address, then links from `/` (not from `base_url`, which is the
    /// published site's).
    public var isServed = false

    /// Creates options.
    public init(content: String, contentDisplay: String? = nil, output: String, theme: String? = nil, today: CivilDate) {
        self.content = content
        self.contentDisplay = contentDisplay
        self.output = output
        self.theme = theme
        self.today = today
    }

    /// The `theme/` folder beside the content folder, whose files override the theme's.
    public var overrideFolder: String {
        // Shown in messages as theme/..., like content/... beside it.
        FilePath(content).parent.appendingAsTyped("theme").string
    }
}

/// How a build went: the problems found, the text to quote them from, and, when it
/// succeeded, what was written.
public struct SiteBuildResult: Sendable {
    /// Errors and warnings.
    public let diagnostics: [Diagnostic]
    /// The text of the content and template files, for quoting.
    public let sources: SourceLibrary
    /// What was written, when the build succeeded.
    public let report: SiteReport?
    /// The site's files, by path, when built in memory (``SiteBuilder/render(_:)``).
    public var files: [String: [UInt8]] = [:]
    /// In a public build (``SiteOptions/isPublic``), a warning for each note (or hen's text)
    /// left out because it names a person, at the name: what `coop check --public` lists and
    /// `coop build --public` counts.
    public var leftOut: [Diagnostic] = []
}

/// What a successful build wrote, and how long each phase took.
public struct SiteReport: Sendable {
    /// HTML pages written.
    public let pages: Int
    /// Files written in all (pages, assets, photos).
    public let files: Int
    /// Bytes written.
    public let bytes: Int
    /// Seconds per phase: read, compute, render, write.
    public let phases: [(name: String, seconds: Double)]
}

/// Builds the site of DESIGN.md section 4 from a content folder and a theme.
public enum SiteBuilder {
    /// Reads and checks the content and the theme (every page template compiled), without
    /// building: what `coop check` does.
    public static func check(_ options: SiteOptions) -> SiteBuildResult {
        build(options, mode: .check)
    }

    /// Reads, checks, computes, renders and writes. Nothing is written unless every check
    /// passes; the output folder then holds the new site, whole.
    public static func build(_ options: SiteOptions) -> SiteBuildResult {
        build(options, mode: .write)
    }

    /// Builds the site in memory, without touching the output folder: what `coop serve` serves.
    public static func render(_ options: SiteOptions) -> SiteBuildResult {
        build(options, mode: .memory)
    }

    private enum Mode { case check, write, memory }

    private static func build(_ options: SiteOptions, mode: Mode) -> SiteBuildResult {
        var memory = BuildMemory()
        let writer = OutputWriter(output: options.output)
        // `coop check` plans the site too, without making its exports, so that it refuses
        // what a build would (a theme's static file or a photo at a page's path); and it
        // compiles the coop app's pages, which a build does not write.
        var prepared = prepare(
            options, memory: &memory, checking: mode == .write ? writer : nil,
            exportsNow: mode != .check, appPages: mode == .check)
        guard prepared.isReady, mode != .check else {
            return SiteBuildResult(
                diagnostics: unique(prepared.diagnostics), sources: prepared.sources, report: nil, leftOut: prepared.leftOut)
        }
        let files = prepared.files
        if mode == .memory {
            let made = ParallelRender.render(files)
            prepared.clock.lap("render")
            let report = SiteReport(
                pages: prepared.pageCount, files: files.count, bytes: made.reduce(0) { $0 + $1.count }, phases: prepared.clock.laps)
            var byPath: [String: [UInt8]] = [:]
            for (file, content) in zip(files, made) { byPath[file.path] = content }
            return SiteBuildResult(
                diagnostics: unique(prepared.diagnostics), sources: prepared.sources, report: report, files: byPath,
                leftOut: prepared.leftOut)
        }
        // Each file is written as soon as it is made ("render"), then the new site swapped in
        // ("write"): the whole site is never in memory at once.
        let bytes: Int
        do {
            bytes = try writer.write(files, written: { prepared.clock.lap("render") })
        } catch {
            return SiteBuildResult(diagnostics: unique(prepared.diagnostics + error.diagnostics), sources: prepared.sources, report: nil)
        }
        prepared.clock.lap("write")
        let report = SiteReport(pages: prepared.pageCount, files: files.count + 1, bytes: bytes, phases: prepared.clock.laps)
        if !options.freesMemory { ProcessLifetime.keep((prepared, memory)) }
        return SiteBuildResult(
            diagnostics: unique(prepared.diagnostics), sources: prepared.sources, report: report, leftOut: prepared.leftOut)
    }

    /// Reads and checks the content and the theme, computes the insight and plans every file
    /// of the site, without making any: the phases "read" and "compute". `memory` holds what
    /// an earlier build of the same options read, and is left holding what this one read.
    /// With `writer`, the output folder is checked too. With `exportsNow`, the data exports and
    /// feeds are made at once, on a thread of their own, while the pages are planned. With
    /// `appPages` (coop serve, coop check), the coop app's page templates are compiled too.
    static func prepare(
        _ options: SiteOptions, memory: inout BuildMemory, checking writer: OutputWriter? = nil,
        exportsNow: Bool = false, appPages: Bool = false
    ) -> PreparedSite {
        var clock = PhaseClock()
        let display = options.contentDisplay ?? options.content
        // The theme does not depend on the content: its files and words are read, and its
        // templates compiled, on threads of their own while the content is read and the site
        // planned on every core.
        let previousTheme = memory.theme
        let language = SiteLanguage.peek(content: options.content, displayRoot: display)
        let reading = BackgroundWork { CompiledTheme.read(options, language: language.code, chosenAt: language.location) }
        // The coop app's pages (and the pairing page) are compiled for coop serve, read-only
        // too, and checked by coop check; coop build writes none.
        let compilesAppPages = appPages || options.app
        let themeWork = BackgroundWork { reading.wait().compile(reusing: previousTheme, appPages: compilesAppPages) }
        let loaded = memory.parses.load(from: options.content, displayRoot: display, today: options.today)
        let read = reading.wait()
        var prepared = PreparedSite(diagnostics: loaded.diagnostics, sources: loaded.sources)
        if let writer {
            do { try writer.check() } catch { prepared.diagnostics += error.diagnostics }
        }
        // A public build sees only what coop.yaml's publish: lets out (PublicView).
        var coop = loaded.coop
        if options.isPublic, !prepared.diagnostics.containsErrors {
            let view = PublicView(loaded.coop, sources: loaded.sources)
            coop = view.coop
            prepared.leftOut = view.leftOut
        }
        clock.lap("read")
        var plan: SitePlan?
        if !prepared.diagnostics.containsErrors, let words = read.words {
            plan = SitePlan(coop: coop, options: options, words: words, contentRoot: display, exportsNow: exportsNow)
        }

        let compiledTheme = themeWork.wait()
        memory.theme = compiledTheme
        prepared.theme = compiledTheme.diagnostics.containsErrors ? nil : compiledTheme
        guard let theme = compiledTheme.theme else {
            prepared.diagnostics += compiledTheme.diagnostics
            return prepared
        }
        prepared.sources.merge(compiledTheme.sources)
        prepared.diagnostics += compiledTheme.diagnostics
        guard !prepared.diagnostics.containsErrors, let plan, let words = read.words else { return prepared }

        var files = plan.pages.compactMap { page in compiledTheme.templates[page.template].map { SiteFile.page(page, $0) } }
        files += plan.exports
        files += CrawlerFiles.files(pages: plan.pages.map(\.path), settings: loaded.coop.settings)
        files += theme.staticFiles.sorted { $0.key < $1.key }.map { path, bytes in
            // The manifest carries the coop's own name (the theme's, when it is not JSON).
            guard path == WebManifest.path,
                let manifest = WebManifest.bytes(
                    theme: bytes, title: words.title(of: coop.settings), language: words.language,
                    description: coop.settings.description)
            else { return SiteFile.copy(path, .themeFile, bytes) }
            return SiteFile.copy(path, .themeFile, manifest)
        }
        for asset in coop.assets {
            guard let bytes = ContentFolderFiles.read(options.content, asset) else {
                prepared.diagnostics.append(.error(.unreadable, "cannot read '\(display)/\(asset)'", at: nil))
                continue
            }
            files.append(.copy(asset, .contentFile, bytes))
        }
        prepared.diagnostics += clashes(files, contentRoot: display)
        guard !prepared.diagnostics.containsErrors else { return prepared }
        clock.lap("compute")
        prepared.files = files
        prepared.pageCount = plan.pages.count
        prepared.isReady = true
        prepared.clock = clock
        return prepared
    }

    /// Two files of the site at one path: the theme's static files and the content folder's
    /// photos must not overwrite a page, an export or each other.
    private static func clashes(_ files: [SiteFile], contentRoot: String) -> [Diagnostic] {
        var claimed: [String: SiteFile.Role] = [:]
        var diagnostics: [Diagnostic] = []
        for file in files {
            guard let owner = claimed[file.path] else {
                claimed[file.path] = file.role
                continue
            }
            switch file.role {
            case .contentFile:
                diagnostics.append(
                    .error(
                        .outputNotOurs, "'\(contentRoot)/\(file.path)' would overwrite \(owner.rawValue) in the site",
                        at: nil, help: "rename the file or move it into a folder such as photos/"))
            default:
                diagnostics.append(
                    .error(.outputNotOurs, "the theme's static file '\(file.path)' would overwrite \(owner.rawValue)", at: nil))
            }
        }
        return diagnostics
    }

    /// Each problem once: a fragment's error found through several pages is reported with
    /// the first page's "included from" note and a count of the others.
    static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var order: [String] = []
        var merged: [String: (diagnostic: Diagnostic, more: Int)] = [:]
        for diagnostic in diagnostics {
            let key = diagnostic.description
            if let existing = merged[key] {
                if existing.diagnostic.notes != diagnostic.notes { merged[key]?.more += 1 }
                continue
            }
            order.append(key)
            merged[key] = (diagnostic, 0)
        }
        return order.compactMap { key -> Diagnostic? in
            guard let (diagnostic0, more) = merged[key] else { return nil }
            var diagnostic = diagnostic0
            if more > 0 { diagnostic.notes.append(Diagnostic.Note("and from \(more) more place\(more == 1 ? "" : "s")")) }
            return diagnostic
        }.sorted()
    }
}

/// Values kept until the process exits, never freed: see ``SiteOptions/freesMemory``.
///
/// They stay reachable from a list of this type's, so that a leak checker (AddressSanitizer)
/// sees them as kept, not lost, and reports only real leaks.
private enum ProcessLifetime {
    private final class Box<Value: Sendable>: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private static let kept = Mutex<[AnyObject]>([])

    /// Keeps `value` (and everything it refers to) alive until the process exits.
    static func keep<Value: Sendable>(_ value: Value) {
        let box = Box(value)
        kept.withLock { $0.append(box) }
    }
}

/// Wall-clock time of each phase of a build.
struct PhaseClock: Sendable {
    private var last = DispatchTime.now().uptimeNanoseconds
    private(set) var laps: [(name: String, seconds: Double)] = []

    mutating func lap(_ name: String) {
        let now = DispatchTime.now().uptimeNanoseconds
        laps.append((name, Double(now - last) / 1e9))
        last = now
    }
}

/// Reads the content folder's non-YAML files for copying.
enum ContentFolderFiles {
    static func read(_ root: String, _ relative: String) -> [UInt8]? {
        let path = FilePath(root).appending(relative)
        guard [.file, .link].contains(FileSystem.entry(at: path)) else { return nil }
        return FileSystem.read(path)
    }
}
