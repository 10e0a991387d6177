import CoopValues

/// Values written into content files as YAML a family can read: plain where YAML reads them
/// back as the same text, double-quoted (with escapes) otherwise.
///
/// Whatever a value holds, it is written as one scalar of its key: a line end, `: `, ` #`, a
/// bracket or a quote never makes another key or another record. Characters a content file
/// may not hold (see ``refused(in:)``) are refused before anything is written.
public enum YAMLText {
    /// `text` as a YAML scalar in a block mapping (`key: text`).
    public static func scalar(_ text: String) -> String {
        needsQuotes(text) ? quoted(text) : text
    }

    /// `text` as a YAML scalar inside a flow collection (`[a, b]`, `{key: a}`), where a
    /// comma, a bracket, a brace or a colon would end it.
    static func flowScalar(_ text: String) -> String {
        needsQuotes(text) || text.contains(where: { ",[]{}:".contains($0) }) ? quoted(text) : text
    }

    /// A value written as typed (a date, a count, an amount, `true`) as it stands when it is one
    /// plain token YAML reads back as the same text: ASCII letters, digits and `. _ + -`, not
    /// starting with a `-` that is not a sign, not YAML's null. Anything else is double-quoted,
    /// so that the content check refuses it, at its line, when the field wants a number or a
    /// date: it never becomes another key.
    static func literal(_ text: String) -> String {
        isPlainToken(text) ? text : quoted(text)
    }

    /// Whether `text` is one plain token (see ``literal(_:)``).
    static func isPlainToken(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        guard let first = scalars.first, ["null", "Null", "NULL"].contains(text) == false else { return false }
        guard
            scalars.allSatisfy({
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "._+-".unicodeScalars.contains($0))
            })
        else { return false }
        if first == "-", let second = scalars.dropFirst().first { return ("0"..."9").contains(second) || second == "." }
        return first != "-"
    }

    /// The first character of `text` a content file may not hold: the control characters
    /// (but tab and line feed), DEL, the C1 controls, the line breaks editors do not show as
    /// one (a carriage return, NEL U+0085, U+2028, U+2029) and the non-characters U+FFFE and
    /// U+FFFF; `nil` when there is none. `coop check` refuses the same, written or escaped.
    public static func refused(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { scalar in
            switch scalar.value {
            case 0x09, 0x0A: false
            case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0xFFFE, 0xFFFF: true
            default: false
            }
        }
    }

    /// Whether `scalar` is invisible and changes how text around it shows (a direction
    /// control, a zero-width character, a byte-order mark): written as a `\u` escape, so that
    /// the file shows it. `coop check` allows them; pages isolate the text holding them.
    static func isInvisibleFormat(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF: true
        default: false
        }
    }

    /// Whether `text` would not read back as itself if written plainly.
    static func needsQuotes(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return true }
        if first.properties.isWhitespace || last.properties.isWhitespace { return true }
        if "-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) { return true }
        if text.contains(": ") || text.contains(" #") || text.hasSuffix(":") { return true }
        if text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || isInvisibleFormat($0) }) {
            return true
        }
        if text.unicodeScalars.contains(where: { $0 == "\u{2028}" || $0 == "\u{2029}" || $0.value >= 0xFFFE && $0.value <= 0xFFFF }) {
            return true
        }
        let lower = text.lowercased()
        if ["true", "false", "yes", "no", "on", "off", "y", "n", "null", "~"].contains(lower) { return true }
        if Double(text) != nil || CivilDate(iso: text) != nil || text.contains("..") && CivilDate(iso: text.prefix(10)) != nil {
            return true
        }
        return false
    }

    /// `text` in double quotes with `\\`, `\"`, control characters, YAML's other line breaks
    /// (`\N`, `\L`, `\P`) and invisible format characters (`\u202E`) escaped.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\u{85}": out += "\\N"
            case "\u{2028}": out += "\\L"
            case "\u{2029}": out += "\\P"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    out += "\\x" + hex(scalar.value, 2)
                } else if isInvisibleFormat(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\\u" + hex(scalar.value, 4)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// The lines of `text` (several lines) as a `|` block under a key at column `indent`: the
    /// header (`|`, `|-`, with an indentation indicator, `|2-`, when the first line starts
    /// with a space) and the text's lines indented by two more. `nil` when a block cannot
    /// hold it exactly: a character that must be escaped, more than one line end at its end
    /// (which the block's last lines would lose), or a last line that is blank or reads as a
    /// comment (which edits take for the lines after the record).
    static func block(_ text: String, indent: Int) -> [String]? {
        guard text.contains("\n"), !text.hasSuffix("\n\n") else { return nil }
        guard
            !text.unicodeScalars.contains(where: { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || $0.value >= 0x7F && $0.value <= 0x9F })
        else { return nil }
        guard !text.unicodeScalars.contains(where: { isInvisibleFormat($0) || $0 == "\u{2028}" || $0 == "\u{2029}" }) else { return nil }
        let keepsEnd = text.hasSuffix("\n")
        let lines = (keepsEnd ? text.dropLast() : text[...]).split(separator: "\n", omittingEmptySubsequences: false)
        guard let last = lines.last else { return nil }
        let lastTrimmed = last.drop { $0 == " " || $0 == "\t" }
        guard !lastTrimmed.isEmpty, !lastTrimmed.hasPrefix("#") else { return nil }
        // The first line with anything on it sets the block's indentation, unless it is given.
        let first = lines.first { !$0.isEmpty }
        let indicator = first.map { $0.hasPrefix(" ") || $0.hasPrefix("\t") } == true ? "2" : ""
        let pad = String(repeating: " ", count: indent + 2)
        return ["|" + indicator + (keepsEnd ? "" : "-")] + lines.map { $0.isEmpty ? "" : pad + $0 }
    }

    /// A flow list: `[molt, health]`. An item holding a comma, a bracket or a colon, which
    /// would end it inside the list (`[Pearl, Jr.]` is two hens), is quoted.
    static func list(_ items: [String]) -> String {
        "[" + items.map(flowScalar).joined(separator: ", ") + "]"
    }

    /// `value` in hexadecimal capitals, at least `width` digits.
    private static func hex(_ value: UInt32, _ width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
