import CoopCLI
import CoopCLITestSupport
import CoopTestSupport
import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The command-line habits of issue 19, point 8: colour as `--color`, `NO_COLOR` and `TERM`
/// say; `-q`/`--quiet` on every command; Ctrl-C on `coop serve` closes it and exits 0.
@Suite struct CommandLineHabitsTests {
    /// Runs `coop arguments` in this process, with standard error a terminal or not, and `environment`.
    static func run(
        _ arguments: [String], terminal: Bool, environment: [String: String] = [:]
    ) async -> (status: Int32, out: String, err: String) {
        let out = Mutex("")
        let err = Mutex("")
        let console = Console(
            out: { text in out.withLock { $0 += text } }, err: { text in err.withLock { $0 += text } }, errIsTerminal: terminal,
            environment: environment)
        let status = await CoopCLI.run(arguments, console: console)
        return (status, out.withLock { $0 }, err.withLock { $0 })
    }

    static let folder = TemporaryFolder(files: ["content/eggs.yaml": "2026-11-20: 4\n2026-13-01: 2\n"])
    static var check: [String] { ["check", "--content", folder.url("content"), "--today", "2026-11-22"] }
    static let escape = "\u{1B}["

    @Test func colourFollowsTheTerminalTermNoColorAndTheOption() async {
        #expect(await Self.run(Self.check, terminal: true).err.contains(Self.escape))
        #expect(await !Self.run(Self.check, terminal: true, environment: ["TERM": "dumb"]).err.contains(Self.escape))
        #expect(await !Self.run(Self.check, terminal: true, environment: ["NO_COLOR": "1"]).err.contains(Self.escape))
        #expect(await !Self.run(Self.check, terminal: false).err.contains(Self.escape))
        #expect(await Self.run(Self.check + ["--color", "always"], terminal: false).err.contains(Self.escape))
        #expect(await Self.run(["--color=always"] + Self.check, terminal: false, environment: ["TERM": "dumb"]).err.contains(Self.escape))
        #expect(await !Self.run(Self.check + ["--color", "never"], terminal: true).err.contains(Self.escape))
        let auto = await Self.run(Self.check + ["--color", "auto"], terminal: false)
        #expect(auto.status == 1 && !auto.err.contains(Self.escape))
        let wrong = await Self.run(Self.check + ["--color", "sometimes"], terminal: false)
        #expect(wrong.status == 64)
        #expect(wrong.err == "Error: --color must be auto, always or never, not 'sometimes'\n")
    }

    @Test func quietLeavesOnlyTheProblems() async {
        let folder = TemporaryFolder(files: ["content/eggs.yaml": "2026-11-20: 4\n"])
        let content = folder.url("content")
        let commands: [[String]] = [
            ["build", "-q", "--content", content, "--output", folder.url("public"), "--today", "2026-11-22"],
            ["--quiet", "check", "--content", content, "--today", "2026-11-22"],
            ["add", "5", "-q", "--content", content, "--today", "2026-11-22"],
            ["remove", "eggs", "2026-11-22", "--quiet", "--content", content, "--today", "2026-11-22"],
            ["schema", "-q", "--content", content, "--output", folder.url("schemas"), "--today", "2026-11-22"],
            ["new", folder.url("other"), "-q"],
        ]
        for arguments in commands {
            let run = await runCoop(arguments)
            #expect(run.status == 0 && run.out == "" && run.err == "", "\(arguments): \(run.out)\(run.err)")
        }
        // A problem is still printed; a command whose output is what was asked for still prints it.
        let bad = await runCoop(["add", "5", "--date", "2026-11-20", "-q", "--content", content, "--today", "2026-11-22"])
        #expect(bad.status == 1 && bad.out == "" && bad.err.contains("already recorded"))
        #expect(await runCoop(["version", "-q"]).out.hasPrefix("coop "))
        // After --, -q is text.
        let text = await runCoop(["add", "note", "--content", content, "--today", "2026-11-22", "--", "-q"])
        #expect(text.status == 0, "\(text.err)")
        #expect(folder.text("content/notes.yaml")?.contains("title: \"-q\"") == true)
    }

    @Test func ctrlCStopsServeCleanly() throws {
        let folder = TemporaryFolder(files: ["content/eggs.yaml": "2026-11-20: 4\n"])
        let logs = TemporaryFolder(prefix: "coop-logs")
        let serve = try #require(
            CoopProcess(["serve", "--content", folder.url("content"), "--port", "0", "--today", "2026-11-22"], log: logs.url("log")))
        #expect(serve.waitUntil { (logs.text("log") ?? "").contains("Serving at http://127.0.0.1:") } != nil, "\(logs.text("log") ?? "")")
        kill(serve.pid, SIGINT)
        #expect(serve.wait() == .exited(0))
        #expect(logs.text("log")?.hasSuffix(" (Ctrl-C to stop)\nStopped.\n") == true, "\(logs.text("log") ?? "")")
    }
}
