import CoopValues

/// Values written into content files as YAML a family can read: plain where YAML reads them
/// back as the same text, double-quoted (with escapes) otherwise.
enum YAMLText {
    /// `text` as a YAML scalar.
    static func scalar(_ text: String) -> String {
        needsQuotes(text) ? quoted(text) : text
    }

    /// Whether `text` would not read back as itself if written plainly.
    static func needsQuotes(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return true }
        if first.properties.isWhitespace || last.properties.isWhitespace { return true }
        if "-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) { return true }
        if text.contains(": ") || text.contains(" #") || text.hasSuffix(":") { return true }
        if text.unicodeScalars.contains(where: { $0.value < 0x20 || $0 == "\u{7F}" || $0 == "\u{FEFF}" }) { return true }
        let lower = text.lowercased()
        if ["true", "false", "yes", "no", "on", "off", "y", "n", "null", "~"].contains(lower) { return true }
        if Double(text) != nil || CivilDate(iso: text) != nil || text.contains("..") && CivilDate(iso: text.prefix(10)) != nil {
            return true
        }
        return false
    }

    /// `text` in double quotes with `\\`, `\"` and control characters escaped.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\x" + (scalar.value < 16 ? "0" : "") + String(scalar.value, radix: 16, uppercase: true)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A flow list: `[molt, health]`. An item holding a comma or a bracket, which would end
    /// it inside the list (`[Pearl, Jr.]` is two hens), is quoted.
    static func list(_ items: [String]) -> String {
        "[" + items.map { item in item.contains(where: { ",[]{}".contains($0) }) ? quoted(item) : scalar(item) }.joined(separator: ", ")
            + "]"
    }
}
