import CoopDiagnostics
import CoopValues
import CoopYAML

/// One content file being read: where it is, what today is, and the diagnostics found in it.
///
/// Record readers report through it, so every message carries the file's path and the
/// line and column of the node it is about.
struct RecordFile {
    /// The path shown in diagnostics.
    let path: String
    /// Today, for future-date warnings.
    let today: CivilDate
    /// What was found wrong so far.
    var diagnostics: [Diagnostic] = []

    init(path: String, today: CivilDate) {
        self.path = path
        self.today = today
    }

    func location(_ mark: YAMLMark) -> SourceLocation {
        SourceLocation(path: path, line: mark.line, column: mark.column)
    }

    func location(_ node: YAMLNode) -> SourceLocation { location(node.mark) }

    mutating func error(
        _ code: DiagnosticCode, _ message: String, at node: YAMLNode,
        help: String? = nil, notes: [Diagnostic.Note] = []
    ) {
        diagnostics.append(.error(code, message, at: location(node), length: node.length, notes: notes, help: help))
    }

    mutating func error(
        _ code: DiagnosticCode, _ message: String, at mark: YAMLMark, length: Int = 1,
        help: String? = nil
    ) {
        diagnostics.append(.error(code, message, at: location(mark), length: length, help: help))
    }

    mutating func warning(_ code: DiagnosticCode, _ message: String, at node: YAMLNode, help: String? = nil) {
        diagnostics.append(.warning(code, message, at: location(node), length: node.length, help: help))
    }
}
