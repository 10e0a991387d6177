/// A diagnostic in parts, laid out as ``DiagnosticRenderer`` prints it, for a medium other
/// than a terminal (the coop app shows it as HTML): each block's place, severity, message and
/// quoted line with the part its caret marks, then the help. The text of every part is
/// already made visible (control characters shown as symbols).
public struct DiagnosticLayout: Sendable, Equatable {
    /// The quoted source line of a block, split around what the caret marks.
    public struct Excerpt: Sendable, Equatable {
        /// The line's number in its file.
        public let line: Int
        /// The text before the marked part.
        public let before: String
        /// The marked part (at least one character when the line has any there).
        public let marked: String
        /// The text after it.
        public let after: String

        /// An excerpt of line `line`.
        public init(line: Int, before: String, marked: String, after: String) {
            self.line = line
            self.before = before
            self.marked = marked
            self.after = after
        }
    }

    /// The diagnostic itself, or one of its notes.
    public struct Block: Sendable, Equatable {
        /// How serious: error, warning, or note.
        public let severity: Severity
        /// Where: `content/eggs/2026.yaml:14:24`; `nil` for a problem of no file.
        public let location: String?
        /// What is wrong, with the diagnostic's code (`[unknown-kind]`) on the main block.
        public let message: String
        /// The quoted line, when the file is known.
        public let excerpt: Excerpt?

        /// A block.
        public init(severity: Severity, location: String?, message: String, excerpt: Excerpt?) {
            self.severity = severity
            self.location = location
            self.message = message
            self.excerpt = excerpt
        }
    }

    /// The diagnostic's block first, then its notes'.
    public let blocks: [Block]
    /// The help line, if any.
    public let help: String?

    /// The same places and quoted lines told in other words: the diagnostic's block says
    /// `message` (with its code, `[invalid-count]`, kept), each note `note`, and the help,
    /// which only the original words give, is left out. How the coop app shows a problem in
    /// a language other than the diagnostics' English.
    public func retold(_ message: String, code: DiagnosticCode, note: String) -> DiagnosticLayout {
        DiagnosticLayout(
            blocks: blocks.enumerated().map { index, block in
                Block(
                    severity: block.severity, location: block.location, message: index == 0 ? "\(message) [\(code)]" : note,
                    excerpt: block.excerpt)
            }, help: nil)
    }
}

extension DiagnosticRenderer {
    /// `diagnostic` in parts, as ``render(_:)`` would print it.
    public func layout(_ diagnostic: Diagnostic) -> DiagnosticLayout {
        var blocks = [
            block(
                severity: diagnostic.severity, message: "\(diagnostic.message) [\(diagnostic.code)]", location: diagnostic.location,
                length: diagnostic.length)
        ]
        blocks += diagnostic.notes.map { block(severity: .note, message: $0.message, location: $0.location, length: $0.length) }
        return DiagnosticLayout(blocks: blocks, help: diagnostic.help.map { PrintableText.visible($0, keeping: ["\n"]) })
    }

    private func block(severity: Severity, message: String, location: SourceLocation?, length: Int) -> DiagnosticLayout.Block {
        var excerpt: DiagnosticLayout.Excerpt?
        if let location, let line = sources[location.path]?.line(location.line) {
            let quoted = SourceExcerpt(line: line, column: location.column, length: length)
            let scalars = Array(quoted.text.unicodeScalars)
            let start = min(quoted.padding.unicodeScalars.count, scalars.count)
            let end = min(start + quoted.width, scalars.count)
            func text(_ part: ArraySlice<Unicode.Scalar>) -> String { String(String.UnicodeScalarView(part)) }
            excerpt = .init(
                line: location.line, before: text(scalars[..<start]), marked: text(scalars[start..<end]), after: text(scalars[end...]))
        }
        return DiagnosticLayout.Block(
            severity: severity, location: location.map { PrintableText.visible("\($0)") }, message: PrintableText.visible(message),
            excerpt: excerpt)
    }
}
