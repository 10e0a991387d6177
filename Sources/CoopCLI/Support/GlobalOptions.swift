/// The options every command takes, wherever they are written on the command line (before
/// `--`): `--color auto|always|never` and `-q`/`--quiet`. They are taken out of the arguments
/// before the command is parsed, so that each command needs no option of its own for them.
/// (`coop add kind` has a `--color` of its own, the kind's colour: there, a `--color` whose value
/// is not auto, always or never is the kind's.)
struct GlobalOptions: Equatable {
    /// When diagnostics are coloured.
    enum ColorChoice: String, Equatable, CaseIterable {
        /// On a terminal, unless `NO_COLOR` is set or `TERM` is `dumb`.
        case auto
        /// Always, even into a file or a pipe.
        case always
        /// Never.
        case never
    }

    /// When to colour.
    var color = ColorChoice.auto
    /// Whether to print only problems: no report of what was done.
    var quiet = false

    /// What `--color` does, for the commands' help.
    static let colorHelp =
        "Colour diagnostics: auto (on a terminal, unless NO_COLOR is set or TERM is dumb), always, or never."

    /// What `-q`/`--quiet` does, for the commands' help.
    static let quietHelp = "Print only problems: no report of what was built, added or written."

    /// The commands whose standard output only reports what was done (`Built 41 pages…`),
    /// which `--quiet` silences; the others (`share`, `version`, `backtest`) print what was asked for.
    static let reportingCommands: Set<String> = ["build", "check", "add", "remove", "import", "new", "schema", "serve", "publish"]

    /// Takes the options out of `arguments`; the rest are returned for the command's parser.
    /// Throws the usage error for a `--color` without a value or with another one.
    static func extract(from arguments: [String]) throws(UsageError) -> (options: GlobalOptions, rest: [String]) {
        var options = GlobalOptions()
        var rest: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                rest += arguments[index...]
                break
            }
            if argument == "-q" || argument == "--quiet" {
                options.quiet = true
            } else if argument == "--color" || argument.hasPrefix("--color=") {
                let value: String?
                if argument == "--color" {
                    value = index + 1 < arguments.count ? arguments[index + 1] : nil
                } else {
                    value = String(argument.dropFirst("--color=".count))
                }
                if let value, let choice = ColorChoice(rawValue: value) {
                    options.color = choice
                    if argument == "--color" { index += 1 }
                } else if arguments.first == "add" {
                    // `coop add kind NAME --color "#9c5a2e"`: the kind's colour, for the command.
                    rest.append(argument)
                } else if let value {
                    throw UsageError("--color must be auto, always or never, not '\(value)'")
                } else {
                    throw UsageError("--color needs a value: auto, always or never")
                }
            } else {
                rest.append(argument)
            }
            index += 1
        }
        return (options, rest)
    }

    /// A mistake in the global options, printed like the argument parser's (`Error: …`).
    struct UsageError: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }
}
