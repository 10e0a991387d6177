import Foundation

/// Page addresses made from names: lower-case ASCII letters, digits and dashes.
public enum Slug {
    private static let special: [Character: String] = [
        "ß": "ss", "æ": "ae", "Æ": "ae", "ø": "o", "Ø": "o", "œ": "oe", "Œ": "oe", "ł": "l", "Ł": "l",
        "đ": "d", "Đ": "d", "þ": "th", "Þ": "th", "ð": "d", "&": "and",
    ]

    /// `Señora Clucks` -> `senora-clucks`. Accents are dropped, other characters become
    /// dashes; a name with no letter or digit A-Z/0-9 at all (`小鸡`) becomes its code points
    /// (`u5c0f-u9e21`) so every name still gets an address.
    public static func make(_ name: String) -> String {
        var out = ""
        var pendingDash = false
        func emit(_ text: String) {
            if pendingDash, !out.isEmpty { out += "-" }
            pendingDash = false
            out += text
        }
        for character in name {
            if let replacement = special[character] { emit(replacement); continue }
            let base = String(character).decomposedStringWithCanonicalMapping.unicodeScalars
                .filter { $0.isASCII }
            let kept = String(String.UnicodeScalarView(base)).lowercased().filter { $0.isLetter || $0.isNumber }
            if kept.isEmpty { pendingDash = true } else { emit(kept) }
        }
        if out.isEmpty {
            out = name.unicodeScalars.filter { !$0.properties.isWhitespace }
                .map { "u" + String($0.value, radix: 16) }.joined(separator: "-")
        }
        return out
    }
}
