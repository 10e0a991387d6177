import ArgumentParser
import CoopSite
import Dispatch

/// The `coop` command and its subcommands.
public struct CoopCommand: ParsableCommand {
    /// The command tree.
    public static let configuration = CommandConfiguration(
        commandName: "coop",
        abstract: "Turn a folder of YAML files about your chicken coop into a dashboard website.",
        version: "coop \(CoopVersion.current)",
        subcommands: [
            BuildCommand.self, CheckCommand.self, ServeCommand.self, AddCommand.self, RemoveCommand.self, ImportCommand.self,
            NewCommand.self, ShareCommand.self, SchemaCommand.self, BacktestCommand.self, VersionCommand.self,
        ])

    /// Creates the root command (used by the argument parser).
    public init() {}
}

/// Runs `coop` with `arguments` (without the program name) and returns the exit status:
/// 0 success, 1 content or theme errors, 64 bad usage.
public enum CoopCLI {
    /// Parses and runs one command line, writing to `console`.
    public static func run(_ arguments: [String], console: Console = .standard) -> Int32 {
        // Parsing the command line keeps one core busy for a few milliseconds (the argument
        // parser's reflection); the other compiles the built-in theme's templates meanwhile,
        // which any build needs and which do not depend on the arguments.
        DispatchQueue.global().async { BuiltInTheme.prepare() }
        if let problem = DashedText.problem(in: arguments) {
            console.err(problem + "\n")
            return 64
        }
        return Console.$current.withValue(console) {
            do {
                var command = try CoopCommand.parseAsRoot(arguments)
                try command.run()
                return 0
            } catch {
                let code = CoopCommand.exitCode(for: error).rawValue
                let message = CoopCommand.fullMessage(for: error)
                if !message.isEmpty {
                    if code == 0 { console.out(message + "\n") } else { console.err(message + "\n") }
                }
                return code
            }
        }
    }
}
