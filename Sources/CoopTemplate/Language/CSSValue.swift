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
        guard plain else { return false }
        // Only ASCII is left: the functions are looked for byte by byte, ignoring case (a
        // `String.contains` of another string sets up a general search each time, and this
        // runs for every `css` filter of every page).
        let lower = text.utf8.map { byte in (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 0x20 : byte }
        return !holds(lower, "url(") && !holds(lower, "expression(") && !holds(lower, "image(")
    }

    /// Whether `bytes` hold the bytes of `word` one after another.
    private static func holds(_ bytes: [UInt8], _ word: StaticString) -> Bool {
        word.withUTF8Buffer { word in
            guard bytes.count >= word.count else { return false }
            return (0...(bytes.count - word.count)).contains { start in
                word.indices.allSatisfy { bytes[start + $0] == word[$0] }
            }
        }
    }
}
