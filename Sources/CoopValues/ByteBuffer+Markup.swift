/// Text escaped for HTML, XML and SVG as it is appended: what the page renderer and the
/// chart writer both write.
extension ByteBuffer {
    /// Appends the UTF-8 `bytes` with `&`, `<` and `>` as entities, and `"` too when
    /// `quotes` (for a double-quoted attribute value). Runs that need no escape are copied
    /// whole.
    public mutating func appendEscapingMarkup(_ bytes: UnsafeBufferPointer<UInt8>, quotes: Bool) {
        guard bytes.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 }) else {
            append(bytes)
            return
        }
        var clean = bytes.startIndex  // the start of the run of bytes that need no escape
        for index in bytes.indices {
            let entity: StaticString
            switch bytes[index] {
            case 0x26: entity = "&amp;"
            case 0x3C: entity = "&lt;"
            case 0x3E: entity = "&gt;"
            case 0x22 where quotes: entity = "&quot;"
            default: continue
            }
            append(UnsafeBufferPointer(rebasing: bytes[clean..<index]))
            append(UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
            clean = index + 1
        }
        append(UnsafeBufferPointer(rebasing: bytes[clean...]))
    }

    /// Appends `text` escaped as ``appendEscapingMarkup(_:quotes:)-(UnsafeBufferPointer<UInt8>,_)`` says.
    public mutating func appendEscapingMarkup(_ text: String, quotes: Bool) {
        var text = text
        text.withUTF8 { appendEscapingMarkup($0, quotes: quotes) }
    }
}
