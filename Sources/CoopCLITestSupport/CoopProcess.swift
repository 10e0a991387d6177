import CoopTestSupport
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real `coop` executable run as a child process, for tests that must see what a
/// separate process does: exit statuses, and what is left on disk when it is killed.
///
/// Unlike ``runCoop(_:environment:)``, which runs the command in the test's own process,
/// this starts the binary that `swift build` wrote beside the test runner, so it can be
/// stopped at any moment with `SIGKILL`.
public final class CoopProcess: Sendable {
    /// How a process ended.
    public enum Ending: Equatable, Sendable, CustomStringConvertible {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it.
        case killed(signal: Int32)

        /// `exit 0` or `signal 9`.
        public var description: String {
            switch self {
            case .exited(let status): "exit \(status)"
            case .killed(let signal): "signal \(signal)"
            }
        }
    }

    /// The `coop` executable that `swift build` made: `$COOP_EXECUTABLE`, else the one beside
    /// the running test binary (Linux) or beside the `.xctest` bundle (macOS), else
    /// `.build/debug/coop` in the repository; `nil` when none exists.
    public static let executable: String? = {
        var candidates: [String] = []
        if let given = ProcessInfo.processInfo.environment["COOP_EXECUTABLE"], !given.isEmpty { candidates.append(given) }
        var folders: [String] = []
        if let runner = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            folders.append((runner as NSString).deletingLastPathComponent)
        }
        if let runner = Bundle.main.executableURL { folders.append(runner.deletingLastPathComponent().path) }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            folders.append((bundle.bundlePath as NSString).deletingLastPathComponent)
        }
        folders.append(repositoryRoot + "/.build/debug")
        candidates += folders.map { $0 + "/coop" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The process id.
    public let pid: pid_t
    private let started: UInt64
    /// How it ended, once it was reaped (by ``hasEnded`` or ``wait()``, on any thread).
    private let ending = Mutex<Ending?>(nil)

    /// Starts `coop arguments` with standard input from `/dev/null` and standard output and
    /// error appended to the file `log` (`/dev/null` by default). `nil` when the executable
    /// is missing or cannot be started.
    public init?(_ arguments: [String], log: String = "/dev/null") {
        guard let executable = Self.executable else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        let started = Self.now()
        guard posix_spawn(&child, executable, &actions, nil, argv, environ) == 0 else { return nil }
        pid = child
        self.started = started
    }

    deinit {
        if ending.withLock({ $0 }) == nil {
            sendKill(pid)
            _ = wait()
        }
    }

    /// Seconds since the process was started.
    public var elapsed: Double { Double(Self.now() - started) / 1e9 }

    /// Whether the process has ended (it is reaped when it has).
    public var hasEnded: Bool {
        ending.withLock { ending in
            if ending != nil { return true }
            var status: Int32 = 0
            guard waitpid(pid, &status, WNOHANG) == pid else { return false }
            ending = Self.ending(status)
            return true
        }
    }

    /// Sends `SIGKILL` once `seconds` have passed since the start (at once if they have);
    /// does nothing if the process has already ended.
    public func kill(atSecondsAfterStart seconds: Double) {
        let remaining = seconds - elapsed
        if remaining > 0 { Self.sleep(remaining) }
        if !hasEnded { sendKill(pid) }
    }

    /// Polls `condition` about every 100 µs while the process runs. Returns the seconds since
    /// the start at which it first held, or `nil` if the process ended or `timeout` seconds
    /// passed first.
    public func waitUntil(timeout: Double = 60, _ condition: () -> Bool) -> Double? {
        while elapsed < timeout {
            if condition() { return elapsed }
            if hasEnded { return condition() ? elapsed : nil }
            Self.sleep(0.0001)
        }
        return nil
    }

    /// Waits for the process to end.
    @discardableResult
    public func wait() -> Ending {
        if let ended = ending.withLock({ $0 }) { return ended }
        // Waited for without the lock, which ``hasEnded`` takes meanwhile.
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return ending.withLock { ending in
            // Reaped meanwhile by `hasEnded` (this `waitpid` then failed): its ending stands.
            if let ending { return ending }
            let ended = Self.ending(status)
            ending = ended
            return ended
        }
    }

    /// Runs `coop arguments` to the end; its ending and everything it printed.
    public static func run(_ arguments: [String]) -> (ending: Ending, output: String)? {
        let log = TemporaryFolder(prefix: "coop-log")
        guard let process = CoopProcess(arguments, log: log.url("output")) else { return nil }
        return (process.wait(), log.text("output") ?? "")
    }

    private static func ending(_ status: Int32) -> Ending {
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .killed(signal: signal)
    }

    private static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    private static func sleep(_ seconds: Double) {
        var time = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        var left = timespec()
        while nanosleep(&time, &left) != 0, errno == EINTR { time = left }
    }
}

/// Sends `SIGKILL` to `pid` (a free function, since ``CoopProcess`` has a `kill` method).
private func sendKill(_ pid: pid_t) {
    _ = kill(pid, SIGKILL)
}
