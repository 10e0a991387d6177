/// How serious a diagnostic is.
public enum Severity: String, Sendable, Comparable {
    /// Something the user must fix; the command exits with status 1 and writes nothing.
    case error
    /// Something that looks wrong but does not stop the build.
    case warning
    /// Extra information attached to an error or warning ("first recorded here").
    case note

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    /// Errors sort before warnings, warnings before notes.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One problem found in the user's files, with where it is and what to do about it.
///
/// A diagnostic is plain data: ``DiagnosticRenderer`` turns it into the compiler-style
/// text of DESIGN.md section 5, with the source line and a caret.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// A location and message attached to a diagnostic, such as the other place of a duplicate.
    public struct Note: Sendable, Hashable {
        /// What the note says.
        public var message: String
        /// Where it points, if anywhere.
        public var location: SourceLocation?
        /// How many columns to underline at `location` (at least 1).
        public var length: Int

        /// Creates a note.
        public init(_ message: String, at location: SourceLocation? = nil, length: Int = 1) {
            self.message = QuotedValues.shortened(message)
            self.location = location
            self.length = max(1, length)
        }
    }

    /// Error, warning or note.
    public var severity: Severity
    /// The stable code printed in brackets.
    public var code: DiagnosticCode
    /// The message: what is wrong, in plain words, with a did-you-mean when one helps. A long
    /// value quoted in it is shortened (``QuotedValues``).
    public var message: String
    /// Where the problem is; `nil` for problems that belong to no file (a missing folder).
    public var location: SourceLocation?
    /// How many columns to underline, starting at `location` (at least 1).
    public var length: Int
    /// Further places and explanations.
    public var notes: [Note]
    /// A suggestion of how to fix the problem, printed as `help:` after the source line.
    public var help: String?

    /// Creates a diagnostic.
    public init(
        _ severity: Severity, _ code: DiagnosticCode, _ message: String,
        at location: SourceLocation?, length: Int = 1, notes: [Note] = [], help: String? = nil
    ) {
        self.severity = severity
        self.code = code
        self.message = QuotedValues.shortened(message)
        self.location = location
        self.length = max(1, length)
        self.notes = notes
        self.help = help.map(QuotedValues.shortened)
    }

    /// Creates an error.
    public static func error(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation?, length: Int = 1,
        notes: [Note] = [], help: String? = nil
    ) -> Diagnostic {
        Diagnostic(.error, code, message, at: location, length: length, notes: notes, help: help)
    }

    /// Creates a warning.
    public static func warning(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation?, length: Int = 1,
        notes: [Note] = [], help: String? = nil
    ) -> Diagnostic {
        Diagnostic(.warning, code, message, at: location, length: length, notes: notes, help: help)
    }

    /// The first line of the rendered form, without source excerpt:
    /// `path:line:col: error: message [code]`.
    public var description: String {
        let place = location.map { "\($0): " } ?? ""
        return "\(place)\(severity.rawValue): \(message) [\(code)]"
    }
}

extension Diagnostic: Comparable {
    /// Orders by location (diagnostics without one first), then severity, then message,
    /// so output is stable whatever order the checks ran in.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        switch (lhs.location, rhs.location) {
        case (nil, .some): return true
        case (.some, nil): return false
        case (let l?, let r?) where l != r: return l < r
        default: break
        }
        if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
        if lhs.code != rhs.code { return lhs.code.rawValue < rhs.code.rawValue }
        return lhs.message < rhs.message
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }

    /// The number of errors.
    public var errorCount: Int { reduce(0) { $0 + ($1.severity == .error ? 1 : 0) } }

    /// The number of warnings.
    public var warningCount: Int { reduce(0) { $0 + ($1.severity == .warning ? 1 : 0) } }
}

/// A diagnostic can be thrown where one problem stops the work at hand.
extension Diagnostic: Error {}

/// Several diagnostics thrown or returned together, as a failed load or compile gives them.
public struct DiagnosticError: Error, Sendable {
    /// The diagnostics, sorted.
    public let diagnostics: [Diagnostic]

    /// Wraps `diagnostics`.
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
}
