/// How text is escaped for HTML, XML and SVG: the one escaper of every writer of markup
/// (the page renderer, the chart writer, the Markdown renderer, the Atom feed, the error box
/// of `coop serve`), with the differences between them as options.
///
/// `&`, `<` and `>` always become `&amp;`, `&lt;` and `&gt;`; the options add `"`, `'` and
/// the characters XML 1.0 forbids. Every other byte is copied as it is, so `&copy;` in the
/// text shows as the literal `&copy;`: entities are never decoded. Escaping works on UTF-8
/// bytes, and runs of bytes that need no escape are copied whole.
///
/// ```swift
/// MarkupEscaping.attribute.escaping(#"Ham & "eggs""#)  // "Ham &amp; &quot;eggs&quot;"
/// ```
public struct MarkupEscaping: Sendable, Hashable {
    /// Whether `"` becomes `&quot;`, as a double-quoted attribute value needs.
    public var quotes: Bool
    /// Whether `'` becomes `&#39;`, as a single-quoted attribute value needs.
    public var apostrophes: Bool
    /// Whether the characters XML 1.0 does not allow at all (control characters other than
    /// tab, line feed and carriage return; U+FFFE and U+FFFF) become U+FFFD, so that an XML
    /// document is always well-formed.
    public var replacesCharactersXMLForbids: Bool

    /// Escaping with the given options (all off: `&`, `<` and `>` only).
    public init(quotes: Bool = false, apostrophes: Bool = false, replacesCharactersXMLForbids: Bool = false) {
        self.quotes = quotes
        self.apostrophes = apostrophes
        self.replacesCharactersXMLForbids = replacesCharactersXMLForbids
    }

    /// For element content: `&`, `<` and `>`.
    public static let content = MarkupEscaping()
    /// For element content and double-quoted attribute values: `&`, `<`, `>` and `"`.
    public static let attribute = MarkupEscaping(quotes: true)
    /// For element content and attribute values quoted either way: `&`, `<`, `>`, `"` and `'`
    /// (what the Markdown renderer writes).
    public static let anyAttribute = MarkupEscaping(quotes: true, apostrophes: true)
    /// For XML 1.0 text and double-quoted attribute values: `&`, `<`, `>` and `"`, and the
    /// characters XML forbids replaced by U+FFFD (what the Atom feed writes).
    public static let xml = MarkupEscaping(quotes: true, replacesCharactersXMLForbids: true)

    /// What the one-byte character `byte` is written as, or `nil` when it is written as it
    /// is. A byte of a longer UTF-8 sequence is always written as it is here; of those, only
    /// U+FFFE and U+FFFF are ever replaced, which ``forEachPiece(of:_:)`` looks for.
    @inlinable
    public func replacement(for byte: UInt8) -> StaticString? {
        switch byte {
        case 0x26: "&amp;"
        case 0x3C: "&lt;"
        case 0x3E: "&gt;"
        case 0x22 where quotes: "&quot;"
        case 0x27 where apostrophes: "&#39;"
        case 0x09, 0x0A, 0x0D: nil
        case 0x00..<0x20 where replacesCharactersXMLForbids: "\u{FFFD}"
        default: nil
        }
    }

    /// Calls `body` with the escaped UTF-8 `bytes`, piece by piece in order: runs of bytes
    /// that need no escape, each whole, and the replacements between them. A text with
    /// nothing to escape is one piece (an empty one, none).
    @inlinable
    public func forEachPiece(of bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        let special = specialASCII
        let xml = replacesCharactersXMLForbids
        // Most text has nothing to escape: one quick look, then one piece.
        guard bytes.contains(where: { $0 < 64 ? special & (1 << UInt64($0)) != 0 : xml && $0 == 0xEF }) else {
            if !bytes.isEmpty { body(bytes) }
            return
        }
        var clean = bytes.startIndex  // the start of the run of bytes that need no escape
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            var length = 1
            let replacement: StaticString
            if byte < 64 {
                // Every one-byte character that may be replaced is below 64: one bit test.
                guard special & (1 << UInt64(byte)) != 0, let found = self.replacement(for: byte) else {
                    index += 1
                    continue
                }
                replacement = found
            } else if byte == 0xEF, replacesCharactersXMLForbids, index + 2 < bytes.endIndex,
                bytes[index + 1] == 0xBF, bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF
            {
                // U+FFFE or U+FFFF.
                replacement = "\u{FFFD}"
                length = 3
            } else {
                index += 1
                continue
            }
            if clean < index { body(UnsafeBufferPointer(rebasing: bytes[clean..<index])) }
            body(UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
            index += length
            clean = index
        }
        if clean < bytes.endIndex { body(UnsafeBufferPointer(rebasing: bytes[clean...])) }
    }

    /// The bytes below 64 that ``replacement(for:)`` may replace with these options, as bits.
    @inlinable
    var specialASCII: UInt64 {
        var bits: UInt64 = 1 << 0x26 | 1 << 0x3C | 1 << 0x3E
        if quotes { bits |= 1 << 0x22 }
        if apostrophes { bits |= 1 << 0x27 }
        if replacesCharactersXMLForbids { bits |= 0xFFFF_FFFF & ~(1 << 0x09 | 1 << 0x0A | 1 << 0x0D) }
        return bits
    }

    /// `text` escaped.
    public func escaping(_ text: String) -> String {
        var out = ByteBuffer(capacity: text.utf8.count + 16)
        out.appendEscapingMarkup(text, self)
        return out.string
    }
}

extension ByteBuffer {
    /// Appends the UTF-8 `bytes` escaped as `escaping` says.
    @inlinable
    public mutating func appendEscapingMarkup(_ bytes: UnsafeBufferPointer<UInt8>, _ escaping: MarkupEscaping) {
        escaping.forEachPiece(of: bytes) { append($0) }
    }

    /// Appends `text` escaped as `escaping` says.
    @inlinable
    public mutating func appendEscapingMarkup(_ text: String, _ escaping: MarkupEscaping) {
        var text = text
        text.withUTF8 { appendEscapingMarkup($0, escaping) }
    }
}

extension Array where Element == UInt8 {
    /// Appends the UTF-8 `bytes` escaped as `escaping` says.
    public mutating func appendEscapingMarkup(_ bytes: UnsafeBufferPointer<UInt8>, _ escaping: MarkupEscaping) {
        escaping.forEachPiece(of: bytes) { append(contentsOf: $0) }
    }

    /// Appends the UTF-8 `bytes` escaped as `escaping` says.
    public mutating func appendEscapingMarkup(_ bytes: ArraySlice<UInt8>, _ escaping: MarkupEscaping) {
        bytes.withUnsafeBufferPointer { appendEscapingMarkup($0, escaping) }
    }
}
