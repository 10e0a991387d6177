/// A value that can go into a `style` attribute without meaning more than a value: what the
/// `css` filter lets through.
///
/// Plain values are colours (`#9c5a2e`, `teal`, `rgb(1, 2, 3)`), lengths and numbers (`40%`,
/// `1.5em`) and variables (`var(--accent)`): letters, digits, spaces and `# % . , ( ) - +`.
/// Anything else could end the declaration (`;`), start another (`:`), open a string or a
/// comment, escape a character (`\\`) or load an address (`url(`), and is dropped whole.
enum CSSValue {
    /// Whether `text` is a plain CSS value (the empty text is not).
    static func isPlain(_ text: String) -> Bool {
        guard !text.isEmpty, text.utf8.count <= 200 else { return false }
        let plain = text.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                true
            case UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "%"), UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: "("),
                UInt8(ascii: ")"), UInt8(ascii: "-"), UInt8(ascii: "+"):
                true
            default: false
            }
        }
        let lower = text.lowercased()
        return plain && !lower.contains("url(") && !lower.contains("expression(") && !lower.contains("image(")
    }
}
