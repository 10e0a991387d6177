import CoopDiagnostics
import CoopValues

/// One language's words: every message of the site, the app, the feeds and the command
/// line's summaries by key, the language's plural rules, and how it writes dates, numbers
/// and money.
///
/// A catalogue is read from the theme's `messages/<language>.yaml`
/// (``Catalogue/load(language:bytes:path:)``); the pseudo-language `qps` is made from the
/// English one (``Catalogue/pseudo(from:)``). Immutable and `Sendable`.
public struct Catalogue: Sendable {
    /// The language's code: `en`, `fr`, `qps`.
    public let language: String
    /// The language's name in itself: `English`, `français`.
    public let name: String
    /// Its plural rules.
    public let plurals: PluralRules
    /// How it writes dates, numbers and money.
    public let formats: LocaleFormats
    /// The messages by key.
    public let messages: [String: MessagePattern]
    /// Where each message is written, for diagnostics (`messages/en.yaml:12:5`).
    public let locations: [String: SourceLocation]

    /// A catalogue from its parts.
    public init(
        language: String, name: String, plurals: PluralRules, formats: LocaleFormats, messages: [String: MessagePattern],
        locations: [String: SourceLocation] = [:]
    ) {
        self.language = language
        self.name = name
        self.plurals = plurals
        self.formats = formats
        self.messages = messages
        self.locations = locations
    }

    /// The pattern of `key`, if the catalogue has it.
    public subscript(key: String) -> MessagePattern? { messages[key] }

    /// The keys, sorted.
    public var keys: [String] { messages.keys.sorted() }

    /// The pseudo-language `qps` made from `english`: every message, and every name of a month
    /// or a day, between `⟦` and `⟧`, so that a word a page shows outside them did not come
    /// from the catalogue. Numbers and money are written as in English.
    public static func pseudo(from english: Catalogue) -> Catalogue {
        let open = "⟦"
        let close = "⟧"
        let formats = english.formats
        return Catalogue(
            language: "qps", name: open + english.name + close, plurals: english.plurals,
            formats: LocaleFormats(
                names: formats.names.map { open + $0 + close }, numbers: formats.numbers, currency: formats.currency,
                weekStart: formats.weekStart,
                patterns: Dictionary(uniqueKeysWithValues: DateStyle.allCases.map { ($0, formats.datePattern($0)) })),
            messages: english.messages.mapValues { pattern in
                MessagePattern(parts: [.text(open)] + pattern.parts + [.text(close)])
            },
            locations: english.locations)
    }
}
