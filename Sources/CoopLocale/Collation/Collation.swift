/// How a language orders names: the order of its alphabet, for the lists a page sorts by
/// name (tags, breeds).
///
/// Letters are compared first without their accents and case (`Émile` with the Es, `ä` with
/// the `a` as German dictionaries have it), then by accent, then lower case before upper case,
/// then as written, so the order is total and the same on every machine. Spanish has `ñ` as a
/// letter of its own, after `n`. A letter's base is read from its Unicode name (`LATIN SMALL
/// LETTER E WITH ACUTE` is an `e`; `ß` is `ss`, `æ` is `ae`); spaces come before punctuation,
/// punctuation before digits, digits before letters, Latin letters before other scripts.
public struct Collation: Sendable {
    /// The language whose alphabet orders.
    public let language: String

    /// The collation of `language` (`es` has its `ñ`; the others share the Latin order).
    public init(language: String) { self.language = language }

    /// Whether `first` comes before `second`.
    public func areInIncreasingOrder(_ first: String, _ second: String) -> Bool {
        key(first) < key(second)
    }

    /// `items` sorted by the name `name` gives each, in this order; items of the same name
    /// keep their order.
    public func sorted<Item>(_ items: [Item], by name: (Item) -> String) -> [Item] {
        items.enumerated().map { (key: key(name($0.element)), offset: $0.offset, item: $0.element) }
            .sorted { ($0.key, $0.offset) < ($1.key, $1.offset) }.map(\.item)
    }

    /// What `text` is compared by.
    public func key(_ text: String) -> CollationKey {
        var primary: [UInt32] = []
        var secondary: [UInt32] = []
        var tertiary: [UInt32] = []
        for scalar in text.unicodeScalars {
            let weight = Self.weight(of: scalar, spanish: language == "es" || language.hasPrefix("es-"))
            primary += weight.letters
            // A level's weight for each primary one: `ß` is `ss` with a difference of the third level.
            let third: UInt32 = weight.letters.count > 1 ? 2 : weight.isUpper ? 1 : 0
            for _ in weight.letters {
                secondary.append(weight.accent)
                tertiary.append(third)
            }
        }
        return CollationKey(
            levels: [primary, secondary, tertiary, text.unicodeScalars.map(\.value)])
    }

    /// A scalar's weights: its primary weights (one for most letters, two for `ß` or `æ`),
    /// its accent (0 for none) and its case.
    private static func weight(of scalar: Unicode.Scalar, spanish: Bool) -> (letters: [UInt32], accent: UInt32, isUpper: Bool) {
        let properties = scalar.properties
        if properties.isWhitespace { return ([1], 0, false) }
        if let digit = properties.numericType == .decimal ? properties.numericValue : nil {
            return ([1_000 + UInt32(max(0, digit))], 0, false)
        }
        guard properties.isAlphabetic else { return ([2 + scalar.value % 900], 0, false) }
        guard let name = properties.name, let (base, marked) = latinBase(name) else { return ([100_000 + scalar.value], 0, false) }
        let isUpper = properties.isUppercase
        let tilde = spanish && base == "n" && name.hasSuffix(" WITH TILDE")
        let letters = base.unicodeScalars.map { 2_000 + ($0.value - 97) * 2 + (tilde ? 1 : 0) }
        // The accent's weight is the lower-case letter's, so that É and é differ only by case.
        let accent = marked && !tilde ? (properties.lowercaseMapping.unicodeScalars.first?.value ?? scalar.value) : 0
        return (letters, accent, isUpper)
    }

    /// The lower-case Latin letters a letter named `name` stands for, and whether it carries a
    /// mark: `("e", true)` for `LATIN CAPITAL LETTER E WITH ACUTE`; `nil` for other scripts.
    static func latinBase(_ name: String) -> (String, Bool)? {
        guard name.hasPrefix("LATIN "), let range = name.firstRange(of: " LETTER ") else { return nil }
        let rest = name[range.upperBound...].split(separator: " ")
        guard let word = rest.first else { return nil }
        let marked = rest.count > 1
        switch word {
        case "SHARP": return ("ss", false)
        case "DOTLESS": return ("i", true)
        case "ETH": return ("d", true)
        case "THORN": return ("th", false)
        default:
            let letters = word.lowercased()
            guard (1...2).contains(letters.count), letters.unicodeScalars.allSatisfy({ $0.value >= 97 && $0.value <= 122 }) else {
                return nil
            }
            return (letters, marked)
        }
    }
}

/// What a ``Collation`` compares a text by: its letters without accents or case, then the
/// accents, then the case, then the text as written.
public struct CollationKey: Sendable, Comparable {
    /// The weights of each level, the first deciding first.
    let levels: [[UInt32]]

    public static func < (lhs: CollationKey, rhs: CollationKey) -> Bool {
        for (left, right) in zip(lhs.levels, rhs.levels) where left != right {
            return left.lexicographicallyPrecedes(right)
        }
        return false
    }
}
