import CoopValues

/// The growing UTF-8 output of a renderer, either HTML or plain text.
///
/// Text goes through `text(_:)` and is escaped when the buffer is HTML; markup goes
/// through `markup(_:)` and is written as is. Renderers decide whether to write markup
/// at all (plain text has none).
struct OutputBuffer {
    /// Whether this is HTML: text is escaped and markup is wanted.
    let isHTML: Bool
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []

    /// An empty buffer with room for about `capacity` bytes.
    init(html: Bool, capacity: Int) {
        isHTML = html
        bytes.reserveCapacity(capacity)
    }

    /// The last byte written.
    var last: UInt8? { bytes.last }

    /// The output as a string.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Writes a fixed piece of markup.
    mutating func markup(_ fragment: StaticString) {
        fragment.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Writes a decimal number.
    mutating func markup(_ number: Int) {
        bytes.append(contentsOf: String(number).utf8)
    }

    /// Writes one byte of text, escaped for HTML.
    mutating func text(_ byte: UInt8) {
        if isHTML, let entity = Self.escaping.replacement(for: byte) {
            markup(entity)
        } else {
            bytes.append(byte)
        }
    }

    /// Writes text, escaped for HTML.
    mutating func text(_ content: ArraySlice<UInt8>) {
        if isHTML {
            bytes.appendEscapingMarkup(content, Self.escaping)
        } else {
            bytes.append(contentsOf: content)
        }
    }

    /// Writes text, escaped for HTML.
    mutating func text(_ content: [UInt8]) {
        text(content[...])
    }

    /// Writes the value of a double-quoted attribute: always escaped.
    mutating func attribute(_ value: [UInt8]) {
        bytes.appendEscapingMarkup(value[...], Self.escaping)
    }

    /// How text and attribute values are escaped: the five characters HTML gives a meaning
    /// (`&`, `<`, `>`, `"` and `'`) become entities, which makes a text safe both as element
    /// content and as an attribute value, however quoted.
    static let escaping = MarkupEscaping.anyAttribute
}
