import ArgumentParser
import CoopDiagnostics

/// A first argument that names no command (`coop biuld`): refused with the nearest command's
/// name, as hugo and git do, instead of the argument parser's "Unexpected argument".
enum UnknownCommand {
    /// The names `coop` takes as its first argument: its commands and `help`.
    static var names: [String] {
        CoopCommand.configuration.subcommands.map { $0._commandName } + ["help"]
    }

    /// The usage error for `arguments` (without the global options), or `nil` when the first
    /// argument is a command, an option or absent.
    static func problem(in arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !names.contains(first) else { return nil }
        let suggestion = Suggestion.nearest(to: first, in: names).map { "; did you mean '\($0)'?" } ?? ""
        return "Error: unknown command '\(first)'\(suggestion)\nUsage: coop <subcommand>\n  See 'coop --help' for the commands.\n"
    }
}
