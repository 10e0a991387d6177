import CoopValues

/// Builds SVG as UTF-8 bytes: numbers written short and stable, text escaped.
///
/// Charts have thousands of elements. Everything is written straight into the bytes: fixed
/// markup from literals, numbers digit by digit, text escaped as it is copied; no value goes
/// through a `String` of its own first. An element is written as
///
///     out.begin("line")
///     out.attribute("x1", 46)
///     out.attribute("class", "axis")
///     out.finishEmpty()
///
/// which gives `<line x1="46" class="axis"/>`.
struct SVGWriter: ~Copyable {
    private var buffer: ByteBuffer

    /// An empty writer with room for about `capacity` bytes.
    init(capacity: Int = 256) { buffer = ByteBuffer(capacity: capacity) }

    /// The SVG written so far, as text.
    var markup: String { buffer.string }

    /// The SVG written so far, as bytes (to write again with ``raw(_:)-([UInt8])``).
    var bytes: [UInt8] { buffer.withBytes { Array($0) } }

    // MARK: Content

    /// Appends fixed markup as is.
    mutating func raw(_ markup: StaticString) {
        markup.withUTF8Buffer { buffer.append($0) }
    }

    /// Appends a path's `d` attribute value (numbers and letters: nothing to escape).
    mutating func raw(_ path: borrowing SVGPath) { buffer.append(path.bytes) }

    /// Appends SVG written before (see ``bytes``).
    mutating func raw(_ markup: [UInt8]) { markup.withUnsafeBufferPointer { buffer.append($0) } }

    /// Appends text, escaped for element content and attribute values; text with right-to-left
    /// letters or direction controls is isolated between U+2068 and U+2069 (``BidiText``).
    mutating func text(_ value: String) { sentence(BidiText.isolating(value)) }

    /// Appends a sentence whose names are already isolated (``BidiText/isolating(_:)``),
    /// escaped for element content and attribute values, and not isolated as a whole.
    mutating func sentence(_ value: String) { buffer.appendEscapingMarkup(value, .attribute) }

    /// Appends a coordinate (see ``appendNumber(_:to:)``).
    mutating func number(_ value: Double) { Self.appendNumber(value, to: &buffer) }

    /// Appends a whole number: `-12`, `0`, `720`.
    mutating func integer(_ value: Int) { buffer.appendDecimal(value) }

    /// `<title>…</title>`, the tooltip of the element it sits in, with what `content` writes.
    mutating func title(_ content: (inout SVGWriter) -> Void) {
        raw("<title>")
        content(&self)
        raw("</title>")
    }

    /// `<title>text</title>`.
    mutating func title(_ text: String) {
        title { $0.text(text) }
    }

    // MARK: Elements

    /// Starts the tag of element `name`: `<name`. Attributes follow, then ``finishEmpty()``
    /// or ``finishOpen()``.
    mutating func begin(_ name: StaticString) {
        buffer.append(UInt8(ascii: "<"))
        raw(name)
    }

    /// ` name="value"` with a fixed value.
    mutating func attribute(_ name: StaticString, _ value: StaticString) {
        attribute(name) { $0.raw(value) }
    }

    /// ` name="12.3"`: a coordinate.
    mutating func attribute(_ name: StaticString, _ value: Double) {
        attribute(name) { $0.number(value) }
    }

    /// ` name="value"`, the value escaped.
    mutating func attribute(_ name: StaticString, text value: String) {
        attribute(name) { $0.text(value) }
    }

    /// ` name="…"` with what `value` writes (escaped where it is text).
    mutating func attribute(_ name: StaticString, _ value: (inout SVGWriter) -> Void) {
        buffer.append(0x20)
        raw(name)
        buffer.append(UInt8(ascii: "="))
        buffer.append(UInt8(ascii: "\""))
        value(&self)
        buffer.append(UInt8(ascii: "\""))
    }

    /// Ends a tag begun with ``begin(_:)`` as an empty element: `/>`.
    mutating func finishEmpty() {
        buffer.append(UInt8(ascii: "/"))
        buffer.append(UInt8(ascii: ">"))
    }

    /// Ends a tag begun with ``begin(_:)``, content to follow: `>`.
    mutating func finishOpen() { buffer.append(UInt8(ascii: ">")) }

    /// The end tag of element `name`: `</name>`.
    mutating func end(_ name: StaticString) {
        buffer.append(UInt8(ascii: "<"))
        buffer.append(UInt8(ascii: "/"))
        raw(name)
        buffer.append(UInt8(ascii: ">"))
    }
}
