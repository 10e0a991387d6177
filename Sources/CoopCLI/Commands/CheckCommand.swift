import ArgumentParser
import CoopDiagnostics
import CoopLocale
import CoopRecords
import CoopSite

/// `coop check`: reads and validates the content, prints every problem and a summary.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the coop's files and print every problem found.",
        discussion: "Exits with 0 when there are no errors (warnings are allowed), 1 when there are errors.")

    @OptionGroup var options: ContentOptions

    @Option(
        name: .long, help: ArgumentHelp("A theme folder to check instead of the built-in theme.", valueName: "dir"), completion: .directory)
    var theme: String?

    @Flag(
        name: .long,
        help: "Also list each note (or hen's text) a public build leaves out because it names a person, at the name.")
    var `public` = false

    /// `--color` and `-q`, shown in the help (``GlobalOptionsHelp``).
    @OptionGroup(title: "Global Options") var global: GlobalOptionsHelp

    func run() throws {
        let console = Console.current
        let today = try options.resolvedToday(console)
        let loaded = ContentLoader.load(from: options.content, today: today)
        var diagnostics = loaded.diagnostics
        var sources = loaded.sources
        if !loaded.hasErrors {
            // The theme too: every page template compiled against its data.
            var siteOptions = SiteOptions(content: options.content, output: "public", theme: theme, today: today)
            siteOptions.isPublic = `public`
            let site = SiteBuilder.check(siteOptions)
            diagnostics = site.diagnostics + site.leftOut
            sources = site.sources
        }
        report(diagnostics, sources: sources, console: console)
        let summary = options.words(theme: theme)(.contentSummary(ContentSummary(loaded.coop)))
        let counts = Self.problemCounts(diagnostics)
        console.out(summary + (counts.isEmpty ? "" : "; " + counts) + "\n")
        if diagnostics.containsErrors { throw ExitCode(1) }
    }

    /// `2 errors, 1 warning`, or an empty string when there are none.
    static func problemCounts(_ diagnostics: [Diagnostic]) -> String {
        var parts: [String] = []
        let errors = diagnostics.errorCount
        let warnings = diagnostics.warningCount
        if errors > 0 { parts.append(errors == 1 ? "1 error" : "\(errors) errors") }
        if warnings > 0 { parts.append(warnings == 1 ? "1 warning" : "\(warnings) warnings") }
        return parts.joined(separator: ", ")
    }
}

/// Prints diagnostics to standard error in the compiler style.
func report(_ diagnostics: [Diagnostic], sources: SourceLibrary, console: Console) {
    guard !diagnostics.isEmpty else { return }
    console.err(DiagnosticRenderer(sources: sources, colors: console.colors).render(diagnostics))
}
