#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes, and what it knows of its surroundings. Tests run commands
/// in-process with a console that records what was written.
public struct Console: Sendable {
    /// Writes to standard output.
    public var out: @Sendable (String) -> Void
    /// Writes to standard error.
    public var err: @Sendable (String) -> Void
    /// Whether standard error is a terminal (diagnostics are coloured only then).
    public var errIsTerminal: Bool
    /// The environment variables the command may read (`SOURCE_DATE_EPOCH`, `NO_COLOR`, `TERM`).
    public var environment: [String: String]
    /// `--color`: when to colour diagnostics.
    var colorChoice = GlobalOptions.ColorChoice.auto
    /// Reads a line someone types, when standard input is a terminal (nil otherwise: a
    /// command then asks nothing and takes its defaults).
    public var input: (@Sendable () -> String?)?

    /// Creates a console.
    public init(
        out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
        errIsTerminal: Bool = false, environment: [String: String] = [:], input: (@Sendable () -> String?)? = nil
    ) {
        self.out = out
        self.err = err
        self.errIsTerminal = errIsTerminal
        self.environment = environment
        self.input = input
    }

    /// The process's own standard output and error.
    public static var standard: Console {
        var environment: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                environment[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        let typed: @Sendable () -> String? = { readLine(strippingNewline: true) }
        return Console(
            out: { text in writeAll(1, text) },
            err: { text in writeAll(2, text) },
            errIsTerminal: isatty(2) == 1, environment: environment, input: isatty(0) == 1 ? typed : nil)
    }

    /// Whether to colour diagnostics: as `--color` says; by default on a terminal, unless
    /// `NO_COLOR` is set or the terminal is `TERM=dumb` (which shows escape codes as text).
    public var colors: Bool {
        switch colorChoice {
        case .always: true
        case .never: false
        case .auto: errIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        }
    }

    /// The console commands of the current task write to.
    @TaskLocal public static var current: Console = .standard
}

/// Writes all of `text` to file descriptor `descriptor`, retrying short writes.
private func writeAll(_ descriptor: Int32, _ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 {
            if errno == EINTR { continue }
            return
        }
        bytes = bytes.dropFirst(written)
    }
}
