import CoopDiagnostics
import CoopRecords

/// A build after reading and computing: every file of the site planned, none made yet;
/// or, when something is wrong, the diagnostics saying what.
struct PreparedSite: Sendable {
    /// Errors and warnings so far.
    var diagnostics: [Diagnostic]
    /// The content and template files' text, for quoting.
    var sources: SourceLibrary
    /// Whether there were no errors: `files` is the whole site.
    var isReady = false
    /// In a public build, a warning for each record left out because it names a person
    /// (``PublicView/leftOut``).
    var leftOut: [Diagnostic] = []
    /// Every file of the site, each made when asked.
    var files: [SiteFile] = []
    /// How many of the files are pages.
    var pageCount = 0
    /// The time the phases took so far.
    var clock = PhaseClock()
    /// The theme, compiled in the site's language, when it compiled: it also renders the
    /// coop app's pages.
    var theme: CompiledTheme?
    /// The frame of the coop app's pages: the add page's, when the site was planned.
    var appFrame: PageCommon?

    init(diagnostics: [Diagnostic], sources: SourceLibrary) {
        self.diagnostics = diagnostics
        self.sources = sources
    }
}

/// What a build read that the next build of the same site may reuse: the parsed content
/// files (and the content last read without errors), and the compiled theme. `coop serve`
/// keeps one between rebuilds, its parses shared with its coop app.
struct BuildMemory: Sendable {
    var parses = SharedParseCache()
    var theme: CompiledTheme?
}
