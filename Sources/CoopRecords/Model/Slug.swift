/// Page addresses made from names: lower-case ASCII letters, digits and dashes.
public enum Slug {
    private static let special: [Character: String] = [
        "ß": "ss", "æ": "ae", "Æ": "ae", "ø": "o", "Ø": "o", "œ": "oe", "Œ": "oe", "ł": "l", "Ł": "l",
        "đ": "d", "Đ": "d", "þ": "th", "Þ": "th", "ð": "d",
    ]

    /// The longest slug, in characters: a page's file name (`hens/SLUG.html`) stays far
    /// below the 255 bytes a file system allows, whatever the length of the name.
    public static let maximumLength = 100

    /// Slugs that name a page of their own in the folders where named records have pages:
    /// a hen or a person whose slug is one of these would overwrite it.
    public static let reserved: Set<String> = ["index"]

    /// `Señora Clucks` -> `senora-clucks`. Accents are dropped, letters of Cyrillic, Greek,
    /// Hebrew and Arabic are spelled in Latin letters (``Transliteration``: `Пеструшка` ->
    /// `pestrushka`), other characters become dashes; a name with no letter or digit at all
    /// that can be spelled A-Z/0-9 (`小鸡`) becomes its code points
    /// (`u5c0f-u9e21`) so every name still gets an address. A slug longer than
    /// ``maximumLength`` is cut after its last word that fits (or at the limit, when that
    /// word ends in the first half).
    public static func make(_ name: String) -> String { shortened(full(name)) }

    /// `slug` cut to ``maximumLength``, at a dash when one comes in its second half.
    static func shortened(_ slug: String) -> String {
        let bytes = Array(slug.utf8)
        guard bytes.count > maximumLength else { return slug }
        var end = maximumLength
        if bytes[end] != UInt8(ascii: "-"),
            let dash = bytes[maximumLength / 2..<maximumLength].lastIndex(of: UInt8(ascii: "-"))
        {
            end = dash
        }
        while end > 1, bytes[end - 1] == UInt8(ascii: "-") { end -= 1 }
        return String(decoding: bytes[..<end], as: UTF8.self)
    }

    /// Whether the slug of `name` was cut to ``maximumLength``.
    public static func isCut(_ name: String) -> Bool { full(name).utf8.count > maximumLength }

    /// The words of `text` as a slug spells them, lower case and without accents
    /// (`Señora's egg` -> `senora`, `s`, `egg`): for finding a name in a text whatever its
    /// case and accents.
    static func words(_ text: String) -> [Substring] {
        full(text).split(separator: "-")
    }

    /// The slug of `name`, of any length.
    private static func full(_ name: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(name.utf8.count)
        var pendingDash = false
        func emit<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
            if pendingDash, !out.isEmpty { out.append(UInt8(ascii: "-")) }
            pendingDash = false
            out.append(contentsOf: bytes)
        }
        func ascii(_ byte: UInt8) {
            if byte == UInt8(ascii: "&") {
                emit("and".utf8)
            } else if let kept = keptASCII(byte) {
                emit(CollectionOfOne(kept))
            } else {
                pendingDash = true
            }
        }
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            // Most names are ASCII: each byte is a character (a CR LF pair, one character,
            // gives one dash either way), without walking grapheme clusters.
            for byte in name.utf8 { ascii(byte) }
        } else {
            for character in name {
                if let byte = character.asciiValue {
                    ascii(byte)
                } else if let replacement = special[character] {
                    emit(replacement.utf8)
                } else if let spelled = transliterated(character) {
                    if !spelled.isEmpty { emit(spelled.utf8) }
                } else {
                    // An accented letter keeps the letter it decomposes to: `ñ` is `n` + a
                    // combining tilde. Letters are never reordered by decomposition, so taking
                    // the scalars one by one keeps what decomposing the whole character would.
                    let kept = character.unicodeScalars.compactMap { scalar in
                        scalar.isASCII ? keptASCII(UInt8(scalar.value)) : DecompositionLetters.letter(of: scalar)
                    }
                    if kept.isEmpty { pendingDash = true } else { emit(kept) }
                }
            }
        }
        if out.isEmpty {
            return name.unicodeScalars.filter { !$0.properties.isWhitespace }
                .map { "u" + String($0.value, radix: 16) }.joined(separator: "-")
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The Latin spelling of a letter of Cyrillic, Greek, Hebrew or Arabic (``Transliteration``),
    /// lower-cased first; `nil` for any other character. Marks on it are dropped.
    private static func transliterated(_ character: Character) -> String? {
        var scalars = String(character).lowercased().unicodeScalars.makeIterator()
        guard let first = scalars.next(), let spelled = Transliteration.latin(of: first) else { return nil }
        return spelled
    }

    /// An ASCII letter (lower-cased) or digit, or nil for anything else.
    private static func keptASCII(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): byte
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 32
        default: nil
        }
    }
}
