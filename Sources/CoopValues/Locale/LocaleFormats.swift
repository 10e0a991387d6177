/// How one language writes dates, numbers and money: every date, number and amount a person
/// reads is formatted through one of these (the site's language, `language:` in coop.yaml),
/// never with English built in.
public struct LocaleFormats: Sendable {
    /// The names of months and days.
    public let names: DateNames
    /// Separators and signs of numbers.
    public let numbers: NumberStyle
    /// Where the currency goes.
    public let currency: CurrencyStyle
    /// The first day of the week when coop.yaml does not say (`week_starts`).
    public let weekStart: Weekday
    /// Whether a date standing alone (a heading, a menu's entry) starts with a capital where
    /// the language writes its months and days in lower case: `Novembre 2026` over a French
    /// month, `novembre 2026` inside a sentence.
    public let capitalizesStandalone: Bool
    private let patterns: [DatePattern]

    /// Formats from their parts; `patterns` gives each ``DateStyle`` (a style left out is
    /// written the English way, with these names).
    public init(
        names: DateNames, numbers: NumberStyle, currency: CurrencyStyle, weekStart: Weekday, patterns: [DateStyle: DatePattern],
        capitalizesStandalone: Bool = false
    ) {
        self.names = names
        self.numbers = numbers
        self.currency = currency
        self.weekStart = weekStart
        self.capitalizesStandalone = capitalizesStandalone
        self.patterns = DateStyle.allCases.map { style in
            (patterns[style] ?? DatePattern(english: style)).with(names: names)
        }
    }

    /// The pattern of `style`, with this language's names.
    public func datePattern(_ style: DateStyle) -> DatePattern {
        patterns[style.ordinal]
    }

    /// `date` written in `style`: `22 Nov 2026`.
    public func format(_ date: CivilDate, _ style: DateStyle) -> String { datePattern(style).format(date) }

    /// `date` written in `style` standing alone, as a heading or a menu's entry: with a
    /// capital first letter when the language asks (``capitalizesStandalone``).
    public func standalone(_ date: CivilDate, _ style: DateStyle) -> String {
        let text = format(date, style)
        guard capitalizesStandalone, let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// A whole number, grouped: `1,234`.
    public func format(_ value: Int) -> String { NumberFormat.grouped(value, style: numbers) }

    /// A number rounded to `places` decimals, grouped: `1,234.5`.
    public func format(_ value: Double, places: Int) -> String { NumberFormat.decimal(value, places: places, style: numbers) }

    /// A fraction as a percentage with `places` decimals: `12.5%`.
    public func percent(_ fraction: Double, places: Int = 0) -> String {
        NumberFormat.percent(fraction, places: places, style: numbers)
    }

    /// An amount in `currency`: `$1,234.56`.
    public func format(_ amount: Money, _ currency: Currency) -> String {
        currency.format(amount, numbers: numbers, style: self.currency)
    }

    // MARK: Appending UTF-8, for text built byte by byte (a message)

    /// Appends ``format(_:_:)`` of `date` to `out`.
    public func append(_ date: CivilDate, _ style: DateStyle, to out: inout [UInt8]) { datePattern(style).append(date, to: &out) }

    /// Appends ``format(_:)`` of `value` to `out`.
    public func append(_ value: Int, to out: inout [UInt8]) { NumberFormat.writeGrouped(value, style: numbers, to: &out) }

    /// Appends ``format(_:places:)`` of `value` to `out`.
    public func append(_ value: Double, places: Int, to out: inout [UInt8]) {
        NumberFormat.writeDecimal(value, places: places, style: numbers, to: &out)
    }

    /// Appends ``percent(_:places:)`` of `fraction` to `out`.
    public func appendPercent(_ fraction: Double, places: Int, to out: inout [UInt8]) {
        NumberFormat.writePercent(fraction, places: places, style: numbers, to: &out)
    }

    /// Appends ``format(_:_:)-(Money,_)`` of `amount` to `out`.
    public func append(_ amount: Money, _ currency: Currency, to out: inout [UInt8]) {
        currency.append(amount, numbers: numbers, style: self.currency, to: &out)
    }

    /// These formats with `numbers` as the style of numbers (plain text pasted and searched
    /// writes a negative number with an ASCII minus).
    public func with(numbers: NumberStyle) -> LocaleFormats {
        LocaleFormats(
            names: names, numbers: numbers, currency: currency, weekStart: weekStart,
            patterns: Dictionary(uniqueKeysWithValues: DateStyle.allCases.map { ($0, datePattern($0)) }),
            capitalizesStandalone: capitalizesStandalone)
    }

    /// English, as Coop Count has always written it.
    public static let english = LocaleFormats(
        names: .english, numbers: .english, currency: .english, weekStart: .monday, patterns: [:])
}
