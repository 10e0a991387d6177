/// Escaping for XML 1.0 text and attribute values, as the Atom feed writes them.
enum XMLText {
    /// `value` safe in XML text and in double-quoted attribute values: `&`, `<`, `>` and `"`
    /// become entities, and characters XML 1.0 does not allow at all (control characters
    /// other than tab, LF and CR; U+FFFE and U+FFFF) become U+FFFD, so the document is always
    /// well-formed.
    static func escaped(_ value: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(value.unicodeScalars.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
