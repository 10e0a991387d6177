/// What a field holds, with its limits: how the reader checks it, what its JSON Schema says,
/// how a form asks for it.
public enum FieldType: Sendable, Equatable {
    /// One line of text.
    case text
    /// Text in Markdown.
    case markdown
    /// A day, `YYYY-MM-DD`.
    case date
    /// A whole number within `range`.
    case count(ClosedRange<Int>)
    /// An amount of money: more than 0, at most two decimals.
    case money
    /// A person's shares: a number from 0, at most three decimals.
    case shares
    /// `true` or `false`.
    case bool
    /// A list of words, or one word.
    case words
    /// Free facts: a mapping of names to values.
    case details
    /// A CSS colour.
    case color
    /// An http or https address.
    case url
    /// An ISO 4217 currency code.
    case currency
    /// `monday` or `sunday`.
    case weekday
    /// Degrees north, -90 to 90.
    case latitude
    /// A weekly goal: `{eggs_per_week: 30}`.
    case goal
    /// What a public build contains: `{people: false, money: false, ...}`.
    case publish
    /// A file's path in the content folder.
    case path
    /// A language's code: `en`, `fr`, `pt-BR`.
    case language
    /// The name of a kind of egg.
    case kindName
    /// The name of a hen.
    case henName
    /// The names of hens: a list, or one name.
    case henNames
    /// The name of a person.
    case personName
    /// How often a chore comes back: `2 weeks`, `month`.
    case period
    /// A time of day, `HH:MM`.
    case timeOfDay
    /// A list of days.
    case dates
    /// The reminders of the calendar feed: `{collect: "18:00"}`.
    case reminders
    /// A weight: a number and a unit, `20 kg` (``Weight``).
    case weight
    /// Why a hen left: one of ``LossCause``.
    case lossCause
}

extension FieldType {
    /// The whole numbers a field of this type may hold, when it holds one: a count's range,
    /// a weekly goal's.
    public var wholeNumbers: ClosedRange<Int>? {
        switch self {
        case .count(let range): range
        case .goal: RecordLimits.weeklyGoal
        default: nil
        }
    }
}
