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
            "Writes DIR/content/ (settings, one kind, two hens, a week of eggs), DIR/schemas/ for editors, a README and a GitHub Pages workflow (.github/workflows/coop-pages.yml). Then: cd DIR && coop build"
    )

    @Argument(help: "The folder to make.", completion: .directory) var directory: String

    @Option(name: .long, help: ArgumentHelp("The day to treat as today (YYYY-MM-DD).", valueName: "date"))
    var today: String?

    /// `--color` and `-q`, shown in the help (``GlobalOptionsHelp``).
    @OptionGroup(title: "Global Options") var global: GlobalOptionsHelp

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
              schemas/ (for editors), README.md and \(Self.pagesWorkflowPath) (GitHub Pages)
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

                Publish it: `.github/workflows/coop-pages.yml` builds the public site (without people,
                money and private notes) with GitHub Pages; `coop publish --to DIR` or
                `coop publish --git REPO` puts it in a folder or on a git branch yourself.

                """
            ),
            (".gitignore", "public/\n"),
            (pagesWorkflowPath, pagesWorkflow),
        ]
        return records + eggs + guide
    }

    /// Where a new coop's GitHub Pages workflow goes.
    static let pagesWorkflowPath = ".github/workflows/coop-pages.yml"

    /// The GitHub Pages workflow of a new coop: builds the public site (`coop build --public`)
    /// on every push, every day and by hand, and deploys it with GitHub's Pages actions.
    /// Coop Count has no downloadable release yet, so it is built from its source, pinned to
    /// a tag (this version's) unless the repository's variables say otherwise.
    static let pagesWorkflow = """
        # Builds the coop's public website and publishes it with GitHub Pages: on every push,
        # every morning (so that "today" on the dashboard stays true) and by hand (the Actions
        # tab, "Run workflow"). Turn Pages on once: Settings > Pages > Source: GitHub Actions.
        # The public site leaves out what the publish: section of content/coop.yaml says
        # (by default people, money and private notes). Coop Count's docs/publishing.md
        # explains it all.
        name: Coop Count site

        on:
          push:
            branches: [main]
          schedule:
            - cron: "17 5 * * *"  # every day at 05:17 UTC
          workflow_dispatch:

        permissions:
          contents: read
          pages: write
          id-token: write

        concurrency:
          group: pages
          cancel-in-progress: false

        env:
          # Coop Count has no downloadable releases yet: this workflow builds it from its source
          # (a few minutes the first time, then cached), pinned to one version. Set the repository
          # variable COOP_COUNT_SOURCE (Settings > Secrets and variables > Actions > Variables) to
          # the git address you got Coop Count from. COOP_COUNT_REF pins the version: by default the
          # tag of the version that wrote this file; where that tag does not exist (Coop Count's
          # releases are not tagged yet), set COOP_COUNT_REF to a commit.
          COOP_COUNT_SOURCE: ${{ vars.COOP_COUNT_SOURCE }}
          COOP_COUNT_REF: ${{ vars.COOP_COUNT_REF || 'v\(CoopVersion.current)' }}
          # The coop's time zone (like Europe/Paris or America/Chicago): the dashboard's "today".
          TZ: UTC

        jobs:
          build:
            runs-on: ubuntu-24.04
            container: swift:6.3-noble
            steps:
              - name: Install git, the time zones and the libraries Coop Count uses
                run: apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq git tzdata libyaml-dev libxml2-dev libqrencode-dev pkg-config
              - name: Check out the coop's records
                uses: actions/checkout@v4
              - name: Cache the build of Coop Count
                uses: actions/cache@v4
                with:
                  path: coop-count/.build
                  key: coop-count-${{ env.COOP_COUNT_REF }}
              - name: Build Coop Count from its pinned source
                run: |
                  if [ -z "$COOP_COUNT_SOURCE" ]; then
                    echo "::error::Set the repository variable COOP_COUNT_SOURCE to the git address of Coop Count"
                    exit 1
                  fi
                  git init --quiet coop-count
                  git -C coop-count fetch --quiet --depth 1 "$COOP_COUNT_SOURCE" "$COOP_COUNT_REF"
                  git -C coop-count checkout --quiet FETCH_HEAD
                  swift build -c release --package-path coop-count --product coop
                  echo "$PWD/coop-count/.build/release" >> "$GITHUB_PATH"
              - name: Build the public site
                run: coop build --public --output public
              - name: Upload the site for Pages
                uses: actions/upload-pages-artifact@v3
                with:
                  path: public

          deploy:
            needs: build
            runs-on: ubuntu-24.04
            environment:
              name: github-pages
              url: ${{ steps.deployment.outputs.page_url }}
            steps:
              - name: Publish the site
                id: deployment
                uses: actions/deploy-pages@v4

        """
}
