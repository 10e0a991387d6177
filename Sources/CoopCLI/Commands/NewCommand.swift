import ArgumentParser
import CoopFiles
import CoopRecords
import CoopValues

/// `coop new DIR`: a new coop folder, ready to build.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Make a new coop folder, ready to build.",
        discussion:
            "Writes DIR/content/ (settings, one kind, two hens, a week of eggs), DIR/schemas/ for editors and a README. Then: cd DIR && coop build"
    )

    @Argument(help: "The folder to make.") var directory: String

    @Option(name: .long, help: ArgumentHelp("The day to treat as today (YYYY-MM-DD).", valueName: "date"))
    var today: String?

    func run() throws {
        let console = Console.current
        let day = try Today.resolve(option: today, environment: console.environment)
        let folder = FilePath(directory)
        let content = folder.appending("content")
        guard FileSystem.entry(at: content, followingLinks: true) == .missing else {
            console.err("coop: error: '\(content)' already exists; coop new never overwrites a coop\n")
            throw ExitCode(1)
        }
        let files = Self.files(today: day)
        for (path, text) in files {
            try writeFile(Array(text.utf8), to: folder.appending(path), console: console)
        }
        _ = try SchemaCommand.write(ContentSchemas.all(for: nil), into: folder.appending("schemas"), console: console)
        console.out(
            """
            Made a new coop in \(directory)/:
              content/coop.yaml, kinds.yaml, hens.yaml, \(Self.eggFiles(today: day).map(\.path).joined(separator: ", "))
              schemas/ (for editors) and README.md
            Next:
              cd \(directory)
              coop build        # writes public/; open public/index.html
              coop add 3        # today's eggs

            """)
    }

    /// The sample week of a new coop: the seven days before `today`, so that the first
    /// `coop add` (today's eggs) is not refused as already recorded. One file per year,
    /// as a week can start in December and end in January.
    static func eggFiles(today: CivilDate) -> [(path: String, year: Int, days: [(day: CivilDate, count: Int)])] {
        let week = zip((1...7).reversed().map { today.adding(days: -$0) }, [2, 1, 2, 2, 1, 0, 2])
        var files: [(path: String, year: Int, days: [(day: CivilDate, count: Int)])] = []
        for (day, count) in week {
            if files.last?.year != day.year { files.append(("eggs/\(day.year).yaml", day.year, [])) }
            files[files.count - 1].days.append((day, count))
        }
        return files
    }

    /// The files of a new coop, by path in its folder.
    static func files(today: CivilDate) -> [(String, String)] {
        func modeline(_ schema: String, depth: Int) -> String {
            "# yaml-language-server: $schema=" + String(repeating: "../", count: depth) + "schemas/\(schema).schema.json\n"
        }
        let records: [(String, String)] = [
            (
                "content/coop.yaml",
                modeline("coop", depth: 1) + """
                    # Settings for your coop's website. Every line is optional.
                    title: Our coop                  # the name at the top of every page
                    currency: USD                    # the currency of expenses (an ISO code: EUR, GBP, CAD...)
                    week_starts: monday              # weekly totals run monday to sunday (or sunday to saturday)
                    # latitude: 45.5                 # degrees north: draws the hours of daylight on the graphs
                    # goal: {eggs_per_week: 10}      # a weekly goal, for streaks on the dashboard

                    """
            ),
            (
                "content/kinds.yaml",
                modeline("kinds", depth: 1) + """
                    # The kinds of egg you tell apart. The first is the default: a plain number
                    # in the egg files counts eggs of this kind. Add more to count colours apart.
                    - name: brown
                      color: "#a0612f"    # quotes needed: # starts a comment in YAML

                    """
            ),
            (
                "content/hens.yaml",
                modeline("hens", depth: 1) + """
                    # Your hens. Only the name is required.
                    - name: Henrietta
                      breed: Buff Orpington
                      added: \(today.adding(days: -60).iso)
                    - name: Pearl
                      breed: Barred Rock
                      added: \(today.adding(days: -60).iso)
                      about: |
                        Always first to the feeder.

                    """
            ),
        ]
        let eggs: [(String, String)] = eggFiles(today: today).map { file in
            (
                "content/" + file.path,
                modeline("eggs", depth: 2)
                    + "# Eggs collected in \(file.year). One line a day: date: count, or counts by kind.\n"
                    + file.days.map { "\($0.day.iso): \($0.count)\n" }.joined()
            )
        }
        let guide: [(String, String)] = [
            (
                "README.md",
                """
                # Our coop

                The coop's records, as plain text files you can edit in any editor, and the website
                Coop Count makes from them.

                - `content/coop.yaml`: settings (title, currency, the first day of the week, a goal).
                - `content/kinds.yaml`: the kinds of egg you tell apart; the first is the default.
                - `content/hens.yaml`: the hens (or one file per hen in `content/hens/`).
                - `content/eggs/\(today.year).yaml`: one line a day, `\(today.iso): 5`, or counts by kind
                  `{brown: 3, blue: 2}`, cracked eggs `{brown: 4, cracked: 1}`, a hen's egg `{Henrietta: 1}`,
                  days away `\(today.iso)..\(today.adding(days: 3).iso): 14`.
                - Add when you need them: `content/notes.yaml`, `people.yaml`, `expenses.yaml`,
                  `contributions.yaml`, `deliveries.yaml`; photos anywhere in `content/`.
                - `schemas/`: JSON Schemas; editors with a YAML language server (VS Code's YAML extension)
                  complete and check the files as you type, thanks to each file's first line.

                Every day: `coop add 5` (or add the line by hand). See the site: `coop build`, then open
                `public/index.html`, or `coop serve` to see it update as you save.

                """
            ),
            (".gitignore", "public/\n"),
        ]
        return records + eggs + guide
    }
}
