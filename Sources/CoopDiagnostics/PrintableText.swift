/// Text from users' files made safe to print on a terminal.
///
/// A quoted source line, a file name or a value in a message may hold control characters
/// (an escape in a double-quoted YAML value makes one: `"\e[2J"`). Printed as they are, they
/// would move the cursor, change colours or clear the screen; line and paragraph separators
/// and bidirectional overrides would break or reorder the printed line. Each is shown instead
/// as a visible symbol of the same width: C0 controls as their Unicode control pictures
/// (ESC as `␛`, NUL as `␀`), DEL as `␡`, and the others as `�`.
enum PrintableText {
    /// `text` with every control character made visible, except those in `kept`
    /// (a tab in a quoted line keeps the caret aligned; a line break in a help text is meant).
    static func visible(_ text: String, keeping kept: Set<Unicode.Scalar> = []) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) && !kept.contains($0) }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            out.append(isControl(scalar) && !kept.contains(scalar) ? picture(of: scalar) : scalar)
        }
        return String(out)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func picture(of scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0..<0x20: Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"
        case 0x7F: "\u{2421}"
        default: "\u{FFFD}"
        }
    }
}
