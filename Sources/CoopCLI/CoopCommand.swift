import ArgumentParser
import CoopSite
import Dispatch

/// The `coop` command and its subcommands. Asynchronous because `coop serve` is; the other
/// commands run synchronously (see ``CoopCLI/run(_:console:)``).
public struct CoopCommand: AsyncParsableCommand {
    /// The command tree.
    public static let configuration = CommandConfiguration(
        commandName: "coop",
        abstract: "Turn a folder of YAML files about your chicken coop into a dashboard website.",
        discussion: """
            Every command also takes the global options --color auto|always|never (colour diagnostics on a \
            terminal, always, or never; auto leaves colour off when NO_COLOR is set or TERM is dumb) and \
            -q/--quiet (print only problems: no report of what was built, added or written), anywhere on \
            the command line; each command's help lists them.
            """,
        version: "coop \(CoopVersion.current)",
        subcommands: [
            BuildCommand.self, CheckCommand.self, ServeCommand.self, AddCommand.self, RemoveCommand.self, DoneCommand.self,
            ImportCommand.self,
            NewCommand.self, ShareCommand.self, SchemaCommand.self, BacktestCommand.self, DescribeCommand.self, PublishCommand.self,
            VersionCommand.self,
        ])

    /// Creates the root command (used by the argument parser).
    public init() {}
}

/// Runs `coop` with `arguments` (without the program name) and returns the exit status:
/// 0 success, 1 content or theme errors, 64 bad usage.
public enum CoopCLI {
    /// Parses and runs one command line, writing to `console`.
    ///
    /// A synchronous command (every one but `coop serve`) runs without suspending, on the
    /// caller's thread (`nonisolated(nonsending)`): from `main.swift`, the main thread, where
    /// docs/performance.md counts the parsing and the build's own part. An asynchronous
    /// command (`coop serve`) is awaited.
    public nonisolated(nonsending) static func run(_ arguments: [String], console: Console = .standard) async -> Int32 {
        // Parsing the command line keeps one core busy for a few milliseconds (the argument
        // parser's reflection); the other compiles the built-in theme's templates meanwhile,
        // which any build needs and which do not depend on the arguments.
        let preparing = DispatchGroup()
        if !printsOnly(arguments) { DispatchQueue.global().async(group: preparing) { BuiltInTheme.prepare() } }
        let status = await command(arguments, console: console)
        // The compile is over before the status goes back to `main.swift`, which exits with it:
        // `exit` tears libxml2 and iconv down, and a compile still under way then crashed (1 run
        // in 30 of `coop --generate-completion-script fish`, which needs no theme).
        preparing.wait()
        return status
    }

    /// Whether `arguments` only ask for something printed (the version, help, a completion
    /// script, the shell's completions as one types): no theme is compiled beside them, which
    /// they would wait for (`coop --version`: 21 ms against 6).
    static func printsOnly(_ arguments: [String]) -> Bool {
        guard let first = arguments.first else { return false }
        return ["--version", "--help", "-h", "help", "version", "--generate-completion-script"].contains(first)
            || first.hasPrefix("---completion")
    }

    /// ``run(_:console:)`` but for the theme compiled beside it.
    private nonisolated(nonsending) static func command(_ arguments: [String], console: Console) async -> Int32 {
        if let problem = DashedText.problem(in: arguments) {
            console.err(problem + "\n")
            return 64
        }
        let global: GlobalOptions
        let rest: [String]
        do {
            (global, rest) = try GlobalOptions.extract(from: arguments)
        } catch {
            console.err("Error: \(error.message)\n")
            return 64
        }
        if let problem = UnknownCommand.problem(in: rest) {
            console.err(problem)
            return 64
        }
        var console = console
        console.colorChoice = global.color
        if global.quiet, let name = rest.first, GlobalOptions.reportingCommands.contains(name) {
            console.out = { _ in }
        }
        // Run synchronously if the command is synchronous: no suspension, so no change of thread.
        let ran = Console.$current.withValue(console) { () -> Ran in
            do {
                var command = try CoopCommand.parseAsRoot(rest)
                if let asyncCommand = command as? any AsyncParsableCommand { return .asynchronous(asyncCommand) }
                try command.run()
                return .finished(0)
            } catch {
                return .finished(status(for: error, console: console))
            }
        }
        switch ran {
        case .finished(let status):
            return status
        case .asynchronous(var command):
            return await Console.$current.withValue(console) {
                do {
                    try await command.run()
                    return 0
                } catch {
                    return status(for: error, console: console)
                }
            }
        }
    }

    /// What the synchronous part of ``run(_:console:)`` did: run the command to its exit
    /// status, or parse a command that must be awaited.
    private enum Ran {
        case finished(Int32)
        case asynchronous(any AsyncParsableCommand)
    }

    /// The exit status for `error`, thrown by parsing or running a command, after writing
    /// its message (help and the version go to standard output, the rest to standard error).
    private static func status(for error: any Error, console: Console) -> Int32 {
        let code = CoopCommand.exitCode(for: error).rawValue
        let message = CoopCommand.fullMessage(for: error)
        if !message.isEmpty {
            if code == 0 { console.out(message + "\n") } else { console.err(message + "\n") }
        }
        return code
    }
}
