import ArgumentParser

/// The global options (``GlobalOptions``: `--color` and `-q`/`--quiet`) as every command
/// declares them, so that each command's help, the completion scripts and the man page show
/// them. ``GlobalOptions/extract(from:)`` takes them out of the arguments before a command is
/// parsed, so these declarations are never filled: they say what the options are.
struct GlobalOptionsHelp: ParsableArguments {
    /// `--color auto|always|never`.
    @Option(name: .long, help: ArgumentHelp(GlobalOptions.colorHelp, valueName: "when"))
    var color: GlobalOptions.ColorChoice?

    /// `-q`/`--quiet`.
    @OptionGroup var quiet: QuietOptionHelp
}

/// `-q`/`--quiet` alone, for `coop add kind`, whose `--color` is the kind's colour (its help
/// says that auto, always and never are the global option's).
struct QuietOptionHelp: ParsableArguments {
    /// `-q`/`--quiet`.
    @Flag(name: [.customShort("q"), .long], help: ArgumentHelp(GlobalOptions.quietHelp))
    var quiet = false
}

extension GlobalOptions.ColorChoice: ExpressibleByArgument {}
