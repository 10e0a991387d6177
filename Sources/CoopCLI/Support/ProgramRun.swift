import CoopFiles

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Another program run to its end (`git` for `coop publish --git`), found on `PATH` like a
/// shell finds it, with this process's environment and nothing on standard input. Its output
/// goes to files in `scratch`, not pipes, so a program that prints a lot never blocks.
/// CoopCLI does not use Foundation, so this is `posix_spawnp` directly.
struct ProgramRun {
    /// The exit status (128 + the signal's number for a program killed by a signal, as a
    /// shell reports it); `nil` when the program could not be started at all.
    let status: Int32?
    /// What it wrote to standard output.
    let out: String
    /// What it wrote to standard error.
    let err: String

    /// Whether it ran and exited with status 0.
    var succeeded: Bool { status == 0 }

    /// Its standard error, else its standard output, trimmed: what to show when it failed.
    var problem: String {
        let text = err.isEmpty ? out : err
        var trimmed = Substring(text)
        while let last = trimmed.last, last.isWhitespace { trimmed.removeLast() }
        return String(trimmed)
    }

    /// Runs `program` with `arguments`, in this process's folder (git takes `-C DIR`), with `extraEnvironment` added to this process's environment, capturing its output in
    /// files made in `scratch`.
    static func run(
        _ program: String, _ arguments: [String], extraEnvironment: [String: String] = [:],
        scratch: FilePath
    ) -> ProgramRun {
        let outPath = scratch.appending(".program-out")
        let errPath = scratch.appending(".program-err")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath.string, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath.string, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var environment: [String] = []
        var index = 0
        while let entry = environ[index] {
            let text = String(cString: entry)
            let name = text.split(separator: "=", maxSplits: 1).first.map(String.init) ?? text
            if extraEnvironment[name] == nil { environment.append(text) }
            index += 1
        }
        environment += extraEnvironment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, program, &actions, nil, argv, envp)
        guard spawned == 0 else {
            return ProgramRun(status: nil, out: "", err: String(cString: strerror(spawned)))
        }
        var waitStatus: Int32 = 0
        while waitpid(pid, &waitStatus, 0) < 0 {
            guard errno == EINTR else { break }
        }
        let signal = waitStatus & 0x7f
        let status = signal == 0 ? (waitStatus >> 8) & 0xff : 128 + signal
        let out = FileSystem.read(outPath).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let err = FileSystem.read(errPath).map { String(decoding: $0, as: UTF8.self) } ?? ""
        unlink(outPath.string)
        unlink(errPath.string)
        return ProgramRun(status: status, out: out, err: err)
    }
}
