import CoopValues

/// Saying messages in one language: a ``Catalogue`` and the formats of its language, with
/// English behind it for any message the catalogue lacks.
///
/// `words(.noEggsRecorded(days: 3))` gives the message as plain text, its arguments
/// formatted the language's way; `words.formats` formats a lone date, number or amount.
public struct Words: Sendable {
    /// The language's catalogue.
    public let catalogue: Catalogue
    /// The catalogue used for a key `catalogue` lacks (English).
    let fallback: Catalogue?

    /// Words from `catalogue`, falling back to `fallback` for a key it lacks.
    public init(_ catalogue: Catalogue, fallback: Catalogue? = nil) {
        self.catalogue = catalogue
        self.fallback = fallback
    }

    /// How the language writes dates, numbers and money.
    public var formats: LocaleFormats { catalogue.formats }

    /// These words writing negative numbers with `minus` (plain text that people paste and
    /// search writes `-`).
    public func withMinus(_ minus: String) -> Words {
        let catalogue = self.catalogue
        let formats = catalogue.formats.with(numbers: catalogue.formats.numbers.withMinus(minus))
        return Words(
            Catalogue(
                language: catalogue.language, name: catalogue.name, plurals: catalogue.plurals, formats: formats,
                messages: catalogue.messages, locations: catalogue.locations), fallback: fallback)
    }

    /// The language's code: `en`.
    public var language: String { catalogue.language }

    /// The order of the language's alphabet, for lists sorted by name.
    public var collation: Collation { Collation(language: catalogue.language) }

    /// The pattern of `key`, from the catalogue or its fallback.
    public func pattern(_ key: String) -> MessagePattern? { catalogue[key] ?? fallback?[key] }

    /// The pattern of `key` in the reference language (the fallback, English), whose
    /// arguments every language's message takes.
    public func referencePattern(_ key: String) -> MessagePattern? { fallback?[key] ?? catalogue[key] }

    /// Every key there is a message for, sorted.
    public var keys: [String] { Array(Set(catalogue.messages.keys).union(fallback?.messages.keys ?? [:].keys)).sorted() }

    /// The language's plural rules.
    public var plurals: PluralRules { catalogue.plurals }

    /// `message` as plain text. A key in neither catalogue is a programming error (the
    /// tests check every key the code says); it is written as the key in braces.
    public func callAsFunction(_ message: Message) -> String {
        guard let pattern = pattern(message.key) else {
            assertionFailure("no message '\(message.key)' in the catalogue of \(language)")
            return "{" + message.key + "}"
        }
        var out: [UInt8] = []
        out.reserveCapacity(64)
        write(pattern.parts, message, plural: nil, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `value` as the language writes it, in `style` when it is a date.
    public func format(_ value: MessageValue, date style: DateStyle = .dayMonthYear) -> String {
        if case .text(let text) = value { return text }
        var out: [UInt8] = []
        append(value, date: style, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `value` as the language writes it (in `style` when it is a date) to `out`, as UTF-8.
    private func append(_ value: MessageValue, date style: DateStyle = .dayMonthYear, to out: inout [UInt8]) {
        let formats = catalogue.formats
        switch value {
        case .count(let number): formats.append(number, to: &out)
        case .digits(let number): out.appendDecimal(number)
        case .decimal(let number, let places): formats.append(number, places: places, to: &out)
        case .percent(let fraction, let places): formats.appendPercent(fraction, places: places, to: &out)
        case .date(let day): formats.append(day, style, to: &out)
        case .money(let amount, let currency): formats.append(amount, currency, to: &out)
        case .text(let text): out.appendUTF8(text)
        }
    }

    private func write(_ parts: [MessagePattern.Part], _ arguments: Message, plural: MessageValue?, to out: inout [UInt8]) {
        for part in parts {
            switch part {
            case .text(let text):
                out.appendUTF8(text)
            case .argument(let name):
                if let value = argument(name, arguments) { append(value, to: &out) } else { out.appendUTF8("{\(name)}") }
            case .date(let name, let style):
                if let value = argument(name, arguments) { append(value, date: style, to: &out) } else { out.appendUTF8("{\(name)}") }
            case .pluralNumber:
                if let plural { append(plural, to: &out) } else { out.append(UInt8(ascii: "#")) }
            case .plural(let name, let exact, let categories):
                guard let value = argument(name, arguments) else { continue }
                let branch = Self.branch(for: value, exact: exact, categories: categories, rules: catalogue.plurals)
                write(branch, arguments, plural: value, to: &out)
            case .select(let name, let cases):
                guard let value = argument(name, arguments) else { continue }
                let word: String? = if case .text(let text) = value { text } else { nil }
                write(word.flatMap { cases[$0] } ?? cases["other"] ?? [], arguments, plural: plural, to: &out)
            case .markup(_, let inner):
                write(inner, arguments, plural: plural, to: &out)
            }
        }
    }

    private func argument(_ name: String, _ message: Message) -> MessageValue? {
        guard let value = message.argument(name) else {
            assertionFailure("a message of \(language) uses the argument '\(name)', which the code does not give")
            return nil
        }
        return value
    }

    /// The branch of a plural that `value` chooses: an exact match (`=0`) for a whole number,
    /// else its category's, else `other`.
    public static func branch(
        for value: MessageValue, exact: [Int: [MessagePattern.Part]], categories: [PluralCategory: [MessagePattern.Part]],
        rules: PluralRules
    ) -> [MessagePattern.Part] {
        if let operands = value.pluralOperands {
            if operands.v == 0, let match = exact[operands.i] { return match }
            if let match = categories[rules.category(of: operands)] { return match }
        }
        return categories[.other] ?? []
    }
}

extension Words {
    /// English formats and no message at all: for templates that say no message (the
    /// template engine's tests, tools that render a template of their own).
    public static let englishFormatsOnly = Words(
        Catalogue(language: "en", name: "English", plurals: .english, formats: .english, messages: [:]))
}
