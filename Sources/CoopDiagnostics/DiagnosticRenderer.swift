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
            out += "\(gutter(""))= \(paint("help:", .bold)) \(help)\n"
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
        guard let location else {
            out += "coop: \(label) \(message)\n"
            return
        }
        out += "\(paint("\(location):", .bold)) \(label) \(message)\n"
        guard let line = sources[location.path]?.line(location.line) else { return }
        out += "\(gutter(String(location.line)))| \(Self.visible(line))\n"
        out += "\(gutter(""))| \(caret(under: line, column: location.column, length: length))\n"
    }

    /// `line` safe to print on a terminal: control characters (a stray CR, an ESC that would
    /// start an escape sequence) and Unicode line breaks shown as symbols (`␍`, `␛`, `␤`), one
    /// for one so the caret still lines up; tabs are kept.
    static func visible(_ line: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in line.unicodeScalars {
            switch scalar.value {
            case 0x09: out.append(scalar)
            case 0x00..<0x20: out.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
            case 0x7F: out.append("\u{2421}")
            case 0x80..<0xA0: out.append("\u{FFFD}")
            case 0x2028, 0x2029: out.append("\u{2424}")
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    private func gutter(_ number: String) -> String {
        String(repeating: " ", count: max(0, 5 - number.count)) + number + " "
    }

    /// Spaces (and the line's own tabs, so alignment holds) up to `column`, then `^~~`.
    private func caret(under line: String, column: Int, length: Int) -> String {
        let scalars = Array(line.unicodeScalars)
        let start = min(max(column - 1, 0), scalars.count)
        var pad = ""
        for scalar in scalars[..<start] { pad.unicodeScalars.append(scalar == "\t" ? "\t" : " ") }
        let available = max(1, scalars.count - start)
        let width = max(1, min(length, available))
        return pad + paint("^" + String(repeating: "~", count: width - 1), .green)
    }

    private enum Color: String {
        case red = "1;31", yellow = "1;33", cyan = "1;36", green = "1;32", bold = "1"
    }

    private func paint(_ text: String, _ color: Color) -> String {
        colors ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
    }
}
