import CoopCLI
import Synchronization

/// What one run of `coop` did, in this process or as a child process.
public struct CommandRun: Sendable {
    /// The exit status.
    public let status: Int32
    /// Everything written to standard output.
    public let out: String
    /// Everything written to standard error.
    public let err: String
    /// Whether the run was killed for taking too long (only runs of the executable can be).
    public var timedOut = false
}

/// Runs `coop arguments` in this process with a recording console; with `typed`, as if
/// standard input were a terminal where those lines are typed, one per question.
public func runCoop(_ arguments: [String], environment: [String: String] = [:], typed: [String]? = nil) async -> CommandRun {
    let out = Mutex("")
    let err = Mutex("")
    let lines = Mutex(typed ?? [])
    let terminal: @Sendable () -> String? = { lines.withLock { $0.isEmpty ? nil : $0.removeFirst() } }
    let console = Console(
        out: { text in out.withLock { $0 += text } }, err: { text in err.withLock { $0 += text } },
        errIsTerminal: false, environment: environment, input: typed == nil ? nil : terminal)
    let status = await CoopCLI.run(arguments, console: console)
    return CommandRun(status: status, out: out.withLock { $0 }, err: err.withLock { $0 })
}
