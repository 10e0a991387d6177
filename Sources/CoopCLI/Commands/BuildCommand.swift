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

    @Option(name: .long, help: ArgumentHelp("The folder to write the site into.", valueName: "dir"))
    var output: String = "public"

    @Option(name: .long, help: ArgumentHelp("A theme folder to use instead of the built-in theme.", valueName: "dir"))
    var theme: String?

    @Flag(name: .long, help: "Print how long each phase took.") var timings = false

    @Flag(
        name: .long,
        help:
            "Build the site for the public: what coop.yaml's publish: section leaves out (by default people, money and private notes) is in no file."
    )
    var `public` = false

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
        siteOptions.freesMemory = false  // the process ends right after
        siteOptions.isPublic = `public`
        let result = SiteBuilder.build(siteOptions)
        report(result.diagnostics, sources: result.sources, console: console)
        guard let built = result.report else {
            console.err("coop: nothing was written; " + CheckCommand.problemCounts(result.diagnostics) + "\n")
            throw ExitCode(1)
        }
        Self.sayLeftOut(result, console: console)
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

    /// One line on standard error when a public build left out records that name a person
    /// (`coop check --public` lists each at its name); nothing otherwise.
    static func sayLeftOut(_ result: SiteBuildResult, console: Console) {
        guard !result.leftOut.isEmpty else { return }
        let count = result.leftOut.count
        console.err(
            "coop: the public build left out \(count) \(count == 1 ? "record that names" : "records that name") a person; "
                + "coop check --public lists \(count == 1 ? "it" : "them")\n")
    }
}
