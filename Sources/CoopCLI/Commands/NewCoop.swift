import CoopEditing
import CoopValues

/// What `coop new` writes: the family's own coop, from its answers (a title, its hens, the
/// kinds of egg it tells apart) and nothing made up. A coop without hens or kinds gets files
/// that say, in comments, how to add them; the egg file has no count until the family adds
/// one, so the first stats, streak and best week are the family's.
struct NewCoop: Sendable {
    /// The coop's name, at the top of every page.
    var title = "Our coop"
    /// The hens' names, in the order given.
    var hens: [String] = []
    /// The kinds of egg told apart, the first the default; none: one kind, `eggs`.
    var kinds: [String] = []
    /// The day the coop is made: the year of its egg file.
    let today: CivilDate

    /// The first answer with a character a content file may not hold, and that character.
    var refusedAnswer: (answer: String, character: Unicode.Scalar)? {
        for answer in [title] + hens + kinds {
            if let character = YAMLText.refused(in: answer) { return (answer, character) }
        }
        return nil
    }

    /// The egg file of a new coop: this year's.
    var eggFile: String { "eggs/\(today.year).yaml" }

    /// The files of the new coop, by path in its folder.
    var files: [(String, String)] {
        func modeline(_ schema: String, depth: Int) -> String {
            "# yaml-language-server: $schema=" + String(repeating: "../", count: depth) + "schemas/\(schema).schema.json\n"
        }
        let kindsText =
            kinds.isEmpty
            ? """
            # The kinds of egg you tell apart. With none listed, the coop has one kind, "eggs".
            # To count colours apart, list them; the first is the default (a plain number in
            # the egg files counts eggs of that kind):
            # - name: brown
            #   color: "#a0612f"    # quotes needed: # starts a comment in YAML
            # - name: blue

            """
            : "# The kinds of egg you tell apart. The first is the default: a plain number\n"
                + "# in the egg files counts eggs of this kind. A colour is optional: color: \"#a0612f\"\n"
                + kinds.map { "- name: \(YAMLText.scalar($0))\n" }.joined()
        let hensText =
            hens.isEmpty
            ? """
            # Your hens. Only the name is required; add them as they come:
            # - name: Henrietta
            #   breed: Buff Orpington
            #   added: \(today.iso)

            """
            : "# Your hens. Only the name is required; breed, added (the day she came) and about are optional.\n"
                + hens.map { "- name: \(YAMLText.scalar($0))\n" }.joined()
        return [
            (
                "content/coop.yaml",
                modeline("coop", depth: 1) + """
                    # Settings for your coop's website. Every line but the title is optional.
                    title: \(YAMLText.scalar(title))    # the name at the top of every page
                    currency: USD                    # the currency of expenses (an ISO code: EUR, GBP, CAD...)
                    week_starts: monday              # weekly totals run monday to sunday (or sunday to saturday)
                    # latitude: 45.5                 # degrees north: draws the hours of daylight on the graphs
                    # goal: {eggs_per_week: 10}      # a weekly goal, for streaks on the dashboard

                    """
            ),
            ("content/kinds.yaml", modeline("kinds", depth: 1) + kindsText),
            ("content/hens.yaml", modeline("hens", depth: 1) + hensText),
            (
                "content/" + eggFile,
                modeline("eggs", depth: 2)
                    + "# Eggs collected in \(today.year). One line a day, date: count, like this one:\n"
                    + "# \(today.iso): 5\n"
                    + "# or counts by kind: {brown: 3, blue: 2}. `coop add 5` adds today's line for you.\n"
            ),
        ] + guide
    }

    /// The README, the `.gitignore` and the GitHub Pages workflow.
    private var guide: [(String, String)] {
        [
            (
                "README.md",
                """
                # \(title)

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
            )
        ] + Self.beside
    }

    /// What every new coop has beside its records, the example's too: the `.gitignore` and
    /// the GitHub Pages workflow.
    static let beside: [(String, String)] = [
        // The built site, and what coop keeps between runs (StateFolder): neither is the records.
        (".gitignore", "public/\n.coop/\n"),
        (NewCommand.pagesWorkflowPath, NewCommand.pagesWorkflow),
    ]
}
