import CoopEditing
import CoopLocale
import CoopValues

/// What `coop new` writes: the family's own coop, from its answers (a title, its hens, the
/// kinds of egg it tells apart) and nothing made up. A coop without hens or kinds gets files
/// that say, in comments, how to add them; the egg file has no count until the family adds
/// one, so the first stats, streak and best week are the family's.
struct NewCoop: Sendable {
    /// The coop's name, at the top of every page; none: the language's default
    /// (`site.default-title`, "Our coop").
    var title: String?
    /// The hens' names, in the order given.
    var hens: [String] = []
    /// The kinds of egg told apart, the first the default; none: one kind, `eggs`.
    var kinds: [String] = []
    /// The day the coop is made: the year of its egg file.
    let today: CivilDate

    /// The first answer with a character a content file may not hold, and that character.
    var refusedAnswer: (answer: String, character: Unicode.Scalar)? {
        for answer in [title].compactMap({ $0 }) + hens + kinds {
            if let character = YAMLText.refused(in: answer) { return (answer, character) }
        }
        return nil
    }

    /// The egg file of a new coop: this year's.
    var eggFile: String { "eggs/\(today.year).yaml" }

    /// The files of the new coop, by path in its folder, their comments and README in
    /// `words`' language (the catalogue's `new.*`); a language other than English is written
    /// into coop.yaml.
    func files(words: Words) -> [(String, String)] {
        func modeline(_ schema: String, depth: Int) -> String {
            "# yaml-language-server: $schema=" + String(repeating: "../", count: depth) + "schemas/\(schema).schema.json\n"
        }
        func say(_ key: String, _ arguments: KeyValuePairs<String, MessageValue> = [:]) -> String {
            words(Message("new." + key, arguments))
        }
        /// Each line of `text` as a YAML comment.
        func comment(_ text: String) -> String {
            text.split(separator: "\n", omittingEmptySubsequences: false).map { "# \($0)\n" }.joined()
        }
        let color = "color: \"#a0612f\""
        let kindsText =
            kinds.isEmpty
            ? comment(say("kinds-none"))
                + "# - name: \(say("example-kind"))\n#   \(color)    # \(say("color-quotes"))\n# - name: \(say("example-other-kind"))\n\n"
            : comment(say("kinds", ["color": .text(color)])) + kinds.map { "- name: \(YAMLText.scalar($0))\n" }.joined()
        let hensText =
            hens.isEmpty
            ? comment(say("hens-none"))
                + "# - name: \(say("example-hen"))\n#   breed: \(say("example-breed"))\n#   added: \(today.iso)\n\n"
            : comment(say("hens")) + hens.map { "- name: \(YAMLText.scalar($0))\n" }.joined()
        // The comments start at column 34, under one another.
        let language =
            words.language == "en"
            ? ""
            : "language: \(words.language)" + String(repeating: " ", count: max(1, 23 - words.language.count)) + "# \(say("language"))\n"
        let name = title ?? words(Message("site.default-title"))
        return [
            (
                "content/coop.yaml",
                modeline("coop", depth: 1) + comment(say("settings"))
                    + "title: \(YAMLText.scalar(name))    # \(say("title"))\n"
                    + "currency: \(say("default-currency"))                    # \(say("currency"))\n"
                    + "week_starts: monday              # \(say("week-starts"))\n"
                    + language
                    + "# latitude: 45.5                 # \(say("latitude"))\n"
                    + "# goal: {eggs_per_week: 10}      # \(say("goal"))\n"
            ),
            ("content/kinds.yaml", modeline("kinds", depth: 1) + kindsText),
            ("content/hens.yaml", modeline("hens", depth: 1) + hensText),
            (
                "content/" + eggFile,
                modeline("eggs", depth: 2)
                    + comment(
                        say(
                            "eggs",
                            [
                                "year": .text(String(today.year)), "line": .text("\(today.iso): 5"), "byKind": .text("{brown: 3, blue: 2}"),
                                "command": .text("`coop add 5`"),
                            ]))
            ),
            ("README.md", readme(name, say)),
        ] + Self.beside
    }

    /// The README of the coop `name`, in the words `say` gives.
    private func readme(_ name: String, _ say: (String, KeyValuePairs<String, MessageValue>) -> String) -> String {
        func code(_ text: String) -> MessageValue { .text("`" + text + "`") }
        return say(
            "readme",
            [
                "title": .text(name), "year": .text(String(today.year)),
                "line": code("\(today.iso): 5"), "byKind": code("{brown: 3, blue: 2}"), "cracked": code("{brown: 4, cracked: 1}"),
                "hensEgg": code("{Henrietta: 1}"), "range": code("\(today.iso)..\(today.adding(days: 3).iso): 14"),
                "add": code("coop add 5"), "build": code("coop build"), "serve": code("coop serve"),
                "publishTo": code("coop publish --to DIR"), "publishGit": code("coop publish --git REPO"),
            ]) + "\n"
    }

    /// What every new coop has beside its records, the example's too: the `.gitignore` and
    /// the GitHub Pages workflow.
    static let beside: [(String, String)] = [
        // The built site, and what coop keeps between runs (StateFolder): neither is the records.
        (".gitignore", "public/\n.coop/\n"),
        (NewCommand.pagesWorkflowPath, NewCommand.pagesWorkflow),
    ]
}
