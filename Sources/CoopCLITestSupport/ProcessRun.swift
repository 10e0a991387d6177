import CoopTestSupport
import Foundation

/// Runs the built `coop` executable as a child process with `directory` as its working
/// directory, so that relative paths (`--content content`) and the paths in its messages are
/// exactly what a user sees.
///
/// Unlike ``runCoop(_:environment:)`` this survives a crash or a hang of `coop`: a run that
/// takes longer than `timeout` seconds is killed, and reported with ``CommandRun/timedOut``.
/// The child gets only `environment` and reads nothing from standard input. A run killed by a
/// signal has the status 128 + the signal's number, as a shell reports it.
public func runCoop(
    _ arguments: [String], in directory: String, environment: [String: String] = [:],
    timeout: Double = 60
) -> CommandRun {
    guard let executable = CoopProcess.executable else {
        return CommandRun(status: -1, out: "", err: "the coop executable was not found; run 'swift build' first\n")
    }
    // Output goes to files, not pipes: a run that prints megabytes must not block on a full pipe.
    let capture = TemporaryFolder(prefix: "coop-run")
    let outPath = capture.url("out")
    let errPath = capture.url("err")
    capture.write("out", "")
    capture.write("err", "")
    guard let outHandle = FileHandle(forWritingAtPath: outPath), let errHandle = FileHandle(forWritingAtPath: errPath) else {
        return CommandRun(status: -1, out: "", err: "cannot capture the output of coop\n")
    }
    defer {
        try? outHandle.close()
        try? errHandle.close()
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = outHandle
    process.standardError = errHandle
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    do {
        try process.run()
    } catch {
        return CommandRun(status: -1, out: "", err: "cannot start coop: \(error)\n")
    }
    var timedOut = false
    if finished.wait(timeout: .now() + timeout) == .timedOut {
        timedOut = true
        kill(process.processIdentifier, SIGKILL)
        finished.wait()
    }
    let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    return CommandRun(status: status, out: capture.text("out") ?? "", err: capture.text("err") ?? "", timedOut: timedOut)
}
