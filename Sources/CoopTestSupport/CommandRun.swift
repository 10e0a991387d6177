import CoopCLI
import Synchronization

/// What one in-process run of `coop` did.
public struct CommandRun: Sendable {
    /// The exit status.
    public let status: Int32
    /// Everything written to standard output.
    public let out: String
    /// Everything written to standard error.
    public let err: String
}

/// Runs `coop arguments` in this process with a recording console.
public func runCoop(_ arguments: [String], environment: [String: String] = [:]) -> CommandRun {
    let out = Mutex(""), err = Mutex("")
    let console = Console(out: { text in out.withLock { $0 += text } }, err: { text in err.withLock { $0 += text } },
                          errIsTerminal: false, environment: environment)
    let status = CoopCLI.run(arguments, console: console)
    return CommandRun(status: status, out: out.withLock { $0 }, err: err.withLock { $0 })
}
