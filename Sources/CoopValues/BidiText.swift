/// Text whose direction could spill over what is written around it.
///
/// A name written in Hebrew or Arabic, or holding a direction control (a right-to-left
/// override U+202E left open), reorders the text next to it on a page: `Pearl laid 5` can
/// show as `5 dial lraeP`. Such text from the data is written isolated (HTML's `<bdi>`, or
/// the characters U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE where no
/// element may go), so its direction stays inside it; an isolate also ends every override
/// and embedding opened inside it.
public enum BidiText {
    /// U+2068 FIRST STRONG ISOLATE, as UTF-8: opens an isolate whose direction is that of its
    /// first strong letter.
    public static let firstStrongIsolate: [UInt8] = [0xE2, 0x81, 0xA8]
    /// U+2069 POP DIRECTIONAL ISOLATE, as UTF-8: closes it.
    public static let popDirectionalIsolate: [UInt8] = [0xE2, 0x81, 0xA9]

    /// Whether `text` holds a right-to-left letter or a direction control, and so is written
    /// isolated. ASCII text never is, and is answered without decoding.
    public static func needsIsolation(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.contains(where: { $0 >= 0x80 }) else { return false }
            return String(decoding: bytes, as: UTF8.self).unicodeScalars.contains(where: isDirectional)
        }
    }

    /// `text` between U+2068 and U+2069 when it ``needsIsolation(_:)``, else `text` as it is:
    /// a name to put into a sentence of plain text.
    public static func isolating(_ text: String) -> String {
        guard needsIsolation(text) else { return text }
        return String(decoding: firstStrongIsolate, as: UTF8.self) + text + String(decoding: popDirectionalIsolate, as: UTF8.self)
    }

    /// Right-to-left letters (Hebrew, Arabic, Syriac, Thaana, N'Ko and the other scripts of
    /// U+0590 to U+08FF, their presentation forms, and the right-to-left blocks of the
    /// supplementary planes) and the explicit direction marks, embeddings, overrides and
    /// isolates.
    static func isDirectional(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFE, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
