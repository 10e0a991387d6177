import ArgumentParser
import CoopFiles
import CoopLocale
import CoopSite
import CoopValues

/// `coop build`: writes the site.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the coop's website.",
        discussion: """
            Reads the content folder, checks it and the theme, and writes the site into the output \
            folder, replacing the previous site in one step. Nothing is written when there is an error \
            (exit status 1). A folder that coop did not make is never replaced.
            """)

    @OptionGroup var options: ContentOptions

    @Option(name: .long, help: ArgumentHelp("The folder to write the site into.", valueName: "dir"), completion: .directory)
    var output: String = "public"

    @Option(
        name: .long, help: ArgumentHelp("A theme folder to use instead of the built-in theme.", valueName: "dir"), completion: .directory)
    var theme: String?

    @Flag(name: .long, help: "Print how long each phase took.") var timings = false

    @Flag(
        name: .long,
        help:
            "Build the site for the public: what coop.yaml's publish: section leaves out (by default people, money and private notes) is in no file."
    )
    var `public` = false

    /// `--color` and `-q`, shown in the help (``GlobalOptionsHelp``).
    @OptionGroup(title: "Global Options") var global: GlobalOptionsHelp

    func validate() throws {
        guard !output.isEmpty else { throw ValidationError("--output needs a folder to write the site into (the default is public)") }
        // A site inside the content folder would be read as content by the next build, which
        // would copy the whole previous site into the new one, build after build.
        if let content = FileSystem.realPath(FilePath(options.content)), let site = FileSystem.resolvedPath(FilePath(output)),
            content.contains(site)
        {
            throw ValidationError(
                "--output '\(output)' is inside the content folder '\(options.content)': the next build would read the site as content; "
                    + "write it beside the content folder, like public")
        }
    }

    func run() throws {
        let console = Console.current
        let today = try options.resolvedToday(console)
        var siteOptions = SiteOptions(content: options.content, output: output, theme: theme, today: today)
        siteOptions.isPublic = `public`
        let built = try Self.build(siteOptions, nothingWas: "written", console: console)
        let seconds = built.phases.reduce(0) { $0 + $1.seconds }
        let megabytes = Double(built.bytes) / 1_000_000
        let words = siteOptions.words()
        console.out(words(.built(pages: built.pages, files: built.files, megabytes: megabytes, seconds: seconds, output: output)) + "\n")
        if timings {
            // The phases' timings are for developers: named by the code, in English figures.
            let english = LocaleFormats.english
            console.out(built.phases.map { "\($0.name) \(english.format($0.seconds * 1000, places: 1)) ms" }.joined(separator: ", ") + "\n")
        }
    }

    /// Builds the site `siteOptions` give, for a command that exits right after (`coop build`,
    /// `coop publish`): prints its diagnostics and, when a public build left out records that
    /// name a person, one line saying how many (`coop check --public` lists each at its name).
    /// When the build fails, says that nothing was `done` ("written", "published") and exits 1.
    static func build(_ siteOptions: SiteOptions, nothingWas done: String, console: Console) throws -> SiteReport {
        var siteOptions = siteOptions
        siteOptions.freesMemory = false  // the process ends right after
        let result = SiteBuilder.build(siteOptions)
        report(result.diagnostics, sources: result.sources, console: console)
        guard let built = result.report else {
            console.err("coop: nothing was \(done); " + CheckCommand.problemCounts(result.diagnostics) + "\n")
            throw ExitCode(1)
        }
        if !result.leftOut.isEmpty {
            let count = result.leftOut.count
            console.err(
                "coop: the public build left out \(count) \(count == 1 ? "record that names" : "records that name") a person; "
                    + "coop check --public lists \(count == 1 ? "it" : "them")\n")
        }
        return built
    }
}
