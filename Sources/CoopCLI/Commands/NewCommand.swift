import ArgumentParser
import CoopDiagnostics
import CoopFiles
import CoopLocale
import CoopRecords
import CoopSite
import CoopValues

/// `coop new DIR`: the family's own coop folder, ready to build.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Make a new coop folder, ready to build.",
        discussion: """
            Writes DIR/content/ (the coop's settings, its kinds of egg, its hens and this year's \
            egg file, with no count in it: the records are yours), DIR/schemas/ for editors, a \
            README, a .gitignore and a GitHub Pages workflow (.github/workflows/coop-pages.yml). \
            On a terminal it asks for the title, the hens and the kinds unless given as options. \
            Then: cd DIR && coop add 5 && coop build. With --example it writes Coop Count's example \
            coop instead (a made-up family's records of more than two years), to look around a full \
            coop before starting your own.
            """)

    @Argument(
        help: ArgumentHelp("The folder to make (with --example, by default \(NewExample.defaultFolder)).", valueName: "dir"),
        completion: .directory)
    var directory: String?

    @Flag(
        name: .long,
        help: ArgumentHelp("Write Coop Count's example coop, a made-up family's records, to look around before starting your own."))
    var example = false

    @Option(name: .long, help: ArgumentHelp("The coop's name, at the top of every page (default: Our coop).", valueName: "title"))
    var title: String?

    @Option(name: .customLong("hen"), help: ArgumentHelp("A hen's name; repeat for each hen.", valueName: "name"))
    var hens: [String] = []

    @Option(
        name: .customLong("kind"),
        help: ArgumentHelp("A kind of egg told apart (brown, blue...); repeat for each, the default first.", valueName: "name"))
    var kinds: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The language of the site and the app, and of the comments and README written (en, fr, de, es; default: en).",
            valueName: "code"))
    var language: String?

    @Option(name: .long, help: ArgumentHelp("The day to treat as today (YYYY-MM-DD).", valueName: "date"))
    var today: String?

    /// `--color` and `-q`, shown in the help (``GlobalOptionsHelp``).
    @OptionGroup(title: "Global Options") var global: GlobalOptionsHelp

    /// The example coop is written as it is: no answers to give it, and a folder is needed
    /// for the family's own coop.
    func validate() throws {
        if example, title != nil || !hens.isEmpty || !kinds.isEmpty || language != nil {
            throw ValidationError(
                "--example cannot be used with --title, --hen, --kind or --language: the example coop is written as it is; "
                    + "leave out --example to start your own coop")
        } else if !example, directory == nil {
            throw ValidationError("Missing expected argument '<dir>'")
        }
    }

    func run() throws {
        let console = Console.current
        let day = try Today.resolve(option: today, environment: console.environment)
        let shown = directory ?? NewExample.defaultFolder
        let folder = FilePath(shown)
        try Self.refuseAnExistingCoop(in: folder, console: console)
        if example { return try Self.writeExample(into: folder, shown: shown, today: day, console: console) }
        let words = try Self.words(language ?? "en", console: console)
        var coop = NewCoop(today: day)
        coop.title = title
        coop.hens = hens
        coop.kinds = kinds
        if title == nil, hens.isEmpty, kinds.isEmpty, let input = console.input {
            Self.ask(&coop, defaultTitle: words(Message("site.default-title")), input: input, console: console)
        }
        if let (answer, character) = coop.refusedAnswer {
            let code = String(character.value, radix: 16, uppercase: true)
            console.err(
                "coop: error: '\(answer.unicodeScalars.filter { $0 != character })' holds U+\(code), which a content file may not hold\n")
            throw ExitCode(1)
        }
        for (path, text) in coop.files(words: words) {
            try writeFile(Array(text.utf8), to: folder.appending(path), console: console)
        }
        _ = try SchemaCommand.write(ContentSchemas.all(for: nil), into: folder.appending("schemas"), console: console)
        let hensSaid = coop.hens.isEmpty ? "no hens yet" : coop.hens.count == 1 ? "1 hen" : "\(coop.hens.count) hens"
        let kindsSaid =
            coop.kinds.isEmpty ? "one kind of egg" : coop.kinds.count == 1 ? "1 kind of egg" : "\(coop.kinds.count) kinds of egg"
        console.out(
            """
            Made a new coop in \(shown)/: \(coop.title ?? words(Message("site.default-title"))), \(hensSaid), \(kindsSaid), no eggs recorded yet.
              content/coop.yaml, kinds.yaml, hens.yaml, \(coop.eggFile)
              schemas/ (for editors), README.md, .gitignore and \(Self.pagesWorkflowPath) (GitHub Pages)
            Next:
              cd \(shown)
              coop add 5        # today's eggs
              coop build        # writes public/; open public/index.html

            """)
    }

    /// The built-in theme's words in `language`; a language it has no catalogue for ends the
    /// command with status 1, naming the ones it has.
    static func words(_ language: String, console: Console) throws -> Words {
        let theme = Theme.load(directory: nil, overrides: nil)
        switch theme.flatMap({ $0.words(language) }) {
        case .success(let words) where language != "qps": return words
        default:
            let known = ((try? theme.get().languages) ?? ["en"]).filter { $0 != "qps" }
            console.err(
                "coop: error: there are no words in '\(language)' to write the coop in"
                    + Suggestion.didYouMean(language, in: known) + "; languages: " + known.joined(separator: ", ") + "\n")
            throw ExitCode(1)
        }
    }

    /// Ends the command with status 1, saying why, when `folder` already holds a coop (its
    /// `content/`): coop new never overwrites one.
    static func refuseAnExistingCoop(in folder: FilePath, console: Console) throws {
        let content = folder.appending("content")
        guard FileSystem.entry(at: content, followingLinks: true) == .missing else {
            console.err("coop: error: '\(content)' already exists; coop new never overwrites a coop\n")
            throw ExitCode(1)
        }
    }

    /// Writes the example coop (``NewExample``) into `folder` (named `shown` on the terminal),
    /// with the schemas of its records.
    static func writeExample(into folder: FilePath, shown: String, today: CivilDate, console: Console) throws {
        let files = NewExample.files
        for (path, bytes) in files {
            try writeFile(bytes, to: folder.appending(path), console: console)
        }
        let content = folder.appending("content")
        let coop = ContentLoader.load(from: content.string, today: today).coop
        _ = try SchemaCommand.write(ContentSchemas.all(for: coop), into: folder.appending("schemas"), console: console)
        let records = files.filter { $0.0.hasPrefix("content/") }.count
        console.out(
            """
            Made the example coop in \(shown)/: Coop Count's sample, a made-up family's records, to look around.
              content/ (\(records) files), schemas/ (for editors), README.md, .gitignore and \(pagesWorkflowPath) (GitHub Pages)
            Next:
              cd \(shown)
              coop build        # writes public/; open public/index.html
              coop serve        # the site and the coop app, updated as you edit
            Your own coop: coop new DIR

            """)
    }

    /// Asks, on a terminal, for the coop's title, its hens and its kinds of egg; an empty
    /// answer keeps the default.
    static func ask(_ coop: inout NewCoop, defaultTitle: String, input: @Sendable () -> String?, console: Console) {
        func trimmed(_ text: Substring) -> String {
            String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        }
        func answer(_ question: String) -> String {
            console.out(question)
            return trimmed((input() ?? "")[...])
        }
        func list(_ text: String) -> [String] {
            text.split(separator: ",").map(trimmed).filter { !$0.isEmpty }
        }
        let title = answer("The coop's name [\(coop.title ?? defaultTitle)]: ")
        if !title.isEmpty { coop.title = title }
        coop.hens = list(answer("Your hens' names, separated by commas (Enter for none yet): "))
        coop.kinds = list(answer("The kinds of egg you tell apart, separated by commas (Enter for one kind): "))
    }
}
