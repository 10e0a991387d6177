/// Escaping of text for HTML.
///
/// The five characters HTML gives a meaning — `&`, `<`, `>`, `"` and `'` — become
/// entities, which makes a text safe both as element content and as the value of a
/// double-quoted attribute. Every other byte passes through unchanged, so `&copy;`
/// written in the source shows as the literal `&copy;`: entities are never decoded.
enum HTMLEscaping {
    /// The entity that stands for `byte`, or `nil` when the byte stands for itself.
    static func entity(for byte: UInt8) -> StaticString? {
        switch byte {
        case ASCII.ampersand: "&amp;"
        case ASCII.lessThan: "&lt;"
        case ASCII.greaterThan: "&gt;"
        case ASCII.quote: "&quot;"
        case ASCII.apostrophe: "&#39;"
        default: nil
        }
    }

    /// Whether `byte` needs an entity.
    static func needsEscaping(_ byte: UInt8) -> Bool {
        entity(for: byte) != nil
    }
}
