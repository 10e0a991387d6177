/// How the character beside a delimiter run counts for CommonMark's flanking rules,
/// which decide whether a run of `*`, `_` or `~` can open or close emphasis.
enum Flanking: Equatable {
    /// Unicode whitespace, or the start or end of the text.
    case whitespace
    /// Unicode punctuation or symbol (general categories P and S).
    case punctuation
    /// Anything else: letters, digits, marks.
    case other

    /// The class of the character just before `index` in `text`.
    static func before(_ index: Int, in text: [UInt8]) -> Flanking {
        guard index > 0 else { return .whitespace }
        let byte = text[index - 1]
        if byte < 0x80 { return classify(ascii: byte) }
        var start = index - 1
        while start > 0, index - start < 4, text[start] & 0xC0 == 0x80 { start -= 1 }
        return classify(scalarAt: start, in: text)
    }

    /// The class of the character at `index` in `text`.
    static func at(_ index: Int, in text: [UInt8]) -> Flanking {
        guard index < text.count else { return .whitespace }
        let byte = text[index]
        return byte < 0x80 ? classify(ascii: byte) : classify(scalarAt: index, in: text)
    }

    private static func classify(ascii byte: UInt8) -> Flanking {
        if ASCII.isWhitespace(byte) { return .whitespace }
        return ASCII.isPunctuation(byte) ? .punctuation : .other
    }

    private static func classify(scalarAt index: Int, in text: [UInt8]) -> Flanking {
        var iterator = text[index...].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return .other }
        switch scalar.properties.generalCategory {
        case .spaceSeparator:
            return .whitespace
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return .punctuation
        default:
            return .other
        }
    }
}
