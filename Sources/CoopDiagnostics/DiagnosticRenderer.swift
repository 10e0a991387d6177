/// Turns diagnostics into the compiler-style text of DESIGN.md section 5:
///
/// ```
/// content/eggs/2026.yaml:14:24: error: unknown egg kind 'blu'; did you mean 'blue'? [unknown-kind]
///    14 | 2026-11-21: {brown: 3, blu: 2}
///       |                        ^~~
/// ```
public struct DiagnosticRenderer: Sendable {
    /// The files to quote source lines from.
    public var sources: SourceLibrary
    /// Whether to use ANSI colours (only on a terminal, and never when `NO_COLOR` is set).
    public var colors: Bool

    /// Creates a renderer.
    public init(sources: SourceLibrary, colors: Bool = false) {
        self.sources = sources
        self.colors = colors
    }

    /// The full text of one diagnostic and its notes, ending with a newline.
    public func render(_ diagnostic: Diagnostic) -> String {
        var out = ""
        block(
            severity: diagnostic.severity, message: "\(diagnostic.message) [\(diagnostic.code)]",
            location: diagnostic.location, length: diagnostic.length, into: &out)
        if let help = diagnostic.help {
            out += "\(gutter(""))= \(paint("help:", .bold)) \(PrintableText.visible(help, keeping: ["\n"]))\n"
        }
        for note in diagnostic.notes {
            block(severity: .note, message: note.message, location: note.location, length: note.length, into: &out)
        }
        return out
    }

    /// All diagnostics in order, each as rendered by ``render(_:)``.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    private func block(severity: Severity, message: String, location: SourceLocation?, length: Int, into out: inout String) {
        let label: String
        switch severity {
        case .error: label = paint("error:", .red)
        case .warning: label = paint("warning:", .yellow)
        case .note: label = paint("note:", .cyan)
        }
        let text = PrintableText.visible(message)
        guard let location else {
            out += "coop: \(label) \(text)\n"
            return
        }
        out += "\(paint(PrintableText.visible("\(location):"), .bold)) \(label) \(text)\n"
        guard let line = sources[location.path]?.line(location.line) else { return }
        let excerpt = SourceExcerpt(line: line, column: location.column, length: length)
        let number = String(location.line)
        let width = max(5, number.count)
        out += "\(gutter(number, width: width))| \(excerpt.text)\n"
        out += "\(gutter("", width: width))| \(excerpt.padding)\(paint("^" + String(repeating: "~", count: excerpt.width - 1), .green))\n"
    }

    /// The line number (or nothing) right-aligned in `width` columns, and a space.
    private func gutter(_ number: String, width: Int = 5) -> String {
        String(repeating: " ", count: max(0, width - number.count)) + number + " "
    }

    private enum Color: String {
        case red = "1;31"
        case yellow = "1;33"
        case cyan = "1;36"
        case green = "1;32"
        case bold = "1"
    }

    private func paint(_ text: String, _ color: Color) -> String {
        colors ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
    }
}
