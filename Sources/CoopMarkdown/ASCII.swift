/// The ASCII bytes the parser looks for, and their classes.
///
/// The renderer works on UTF-8 bytes. Every character with a meaning in Markdown or
/// HTML is ASCII, so it never splits a multi-byte character: it only cuts at ASCII bytes.
enum ASCII {
    static let tab: UInt8 = 0x09
    static let newline: UInt8 = 0x0A
    static let space: UInt8 = 0x20
    static let exclamation = UInt8(ascii: "!")
    static let quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#")
    static let ampersand = UInt8(ascii: "&")
    static let apostrophe = UInt8(ascii: "'")
    static let openParenthesis = UInt8(ascii: "(")
    static let closeParenthesis = UInt8(ascii: ")")
    static let asterisk = UInt8(ascii: "*")
    static let plus = UInt8(ascii: "+")
    static let minus = UInt8(ascii: "-")
    static let period = UInt8(ascii: ".")
    static let slash = UInt8(ascii: "/")
    static let colon = UInt8(ascii: ":")
    static let lessThan = UInt8(ascii: "<")
    static let greaterThan = UInt8(ascii: ">")
    static let at = UInt8(ascii: "@")
    static let openBracket = UInt8(ascii: "[")
    static let backslash = UInt8(ascii: "\\")
    static let closeBracket = UInt8(ascii: "]")
    static let underscore = UInt8(ascii: "_")
    static let backtick = UInt8(ascii: "`")
    static let pipe = UInt8(ascii: "|")
    static let tilde = UInt8(ascii: "~")
    static let delete: UInt8 = 0x7F

    /// A space or a tab: the whitespace of indentation.
    static func isSpaceOrTab(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    /// Space, tab, line feed, form feed or carriage return.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == newline || byte == 0x0C || byte == 0x0D
    }

    /// A control character or a space: nothing a URL may contain unencoded.
    static func isControlOrSpace(_ byte: UInt8) -> Bool { byte <= space || byte == delete }

    /// `0`–`9`.
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// `A`–`Z` or `a`–`z`.
    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

    /// A letter or a digit.
    static func isAlphanumeric(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) }

    /// One of ``!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~``: what a backslash can escape.
    static func isPunctuation(_ byte: UInt8) -> Bool {
        (byte >= 0x21 && byte <= 0x2F) || (byte >= 0x3A && byte <= 0x40)
            || (byte >= 0x5B && byte <= 0x60) || (byte >= 0x7B && byte <= 0x7E)
    }

    /// The byte with `A`–`Z` turned into `a`–`z`.
    static func lowercased(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
}
