import CoopValues

/// The value of a message's argument, typed, so that each language formats it its own way
/// (a number's separators, a date's names, where the currency goes).
public enum MessageValue: Sendable, Hashable {
    /// A whole number, grouped (`1,234`); chooses a plural branch.
    case count(Int)
    /// A whole number written without grouping: a year, a line number.
    case digits(Int)
    /// A number rounded to `places` decimals (`1.5`); chooses a plural branch as written.
    case decimal(Double, places: Int)
    /// A fraction written as a percentage with `places` decimals (`12.5%`).
    case percent(Double, places: Int)
    /// A day: written in the style its placeholder names (`{day, date, day-month}`).
    case date(CivilDate)
    /// An amount in a currency.
    case money(Money, Currency)
    /// Text written as it is: a name from the records, a word chosen by code.
    case text(String)

    /// The operands that choose a plural branch, for a number.
    var pluralOperands: PluralOperands? {
        switch self {
        case .count(let value), .digits(let value): PluralOperands(value)
        case .decimal(let value, let places): PluralOperands(value, places: places)
        case .percent(let value, let places): PluralOperands(value * 100, places: places)
        default: nil
        }
    }
}

/// A message to say: its key in the catalogue and its named arguments.
///
/// Each message a Swift module says is declared once, as a static function of the module's
/// own extension of `Message` whose parameters are the message's typed arguments
/// (`.noEggsRecorded(days: 3)`); templates name keys directly (`c:msg`).
public struct Message: Sendable {
    /// The key in the catalogue: `dashboard.latest-notes`.
    public let key: String
    /// The arguments, by name (a message has a few: looked up in order, not hashed).
    public let arguments: KeyValuePairs<String, MessageValue>

    /// The message `key` with `arguments`.
    public init(_ key: String, _ arguments: KeyValuePairs<String, MessageValue> = [:]) {
        self.key = key
        self.arguments = arguments
    }

    /// The value of the argument `name`.
    public func argument(_ name: String) -> MessageValue? {
        for (key, value) in arguments where key == name { return value }
        return nil
    }
}
