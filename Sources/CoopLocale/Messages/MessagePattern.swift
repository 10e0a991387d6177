import CoopValues

/// A message as a language writes it, parsed: text with placeholders for its named
/// arguments, and branches chosen by a number's plural category or by a word.
///
/// The syntax is ICU MessageFormat's, the one translators know, with MessageFormat 2's
/// markup:
///
/// | written | means |
/// |---|---|
/// | `{name}` | the argument, formatted by its type (a number grouped, money with its currency) |
/// | `{day, date, day-month}` | a date argument in a ``DateStyle`` |
/// | `{count, plural, one {# egg} other {# eggs}}` | a branch by plural category (`=0` for exactly 0); `#` is the number |
/// | `{kind, select, hen {…} other {…}}` | a branch by a word argument |
/// | `{#link}edit it online{/link}` | text the element named `link` wraps (a template's `c:arg` child) |
/// | `''`, `'{'` | an apostrophe; a brace written as text |
public struct MessagePattern: Sendable, Hashable {
    /// One piece of a message.
    public indirect enum Part: Sendable, Hashable {
        /// Text written as it is.
        case text(String)
        /// `{name}`: an argument's value.
        case argument(String)
        /// `{name, date, style}`: a date argument in a style.
        case date(String, DateStyle)
        /// `{name, plural, …}`: exact values first (`=0`), then categories; `other` is required.
        case plural(String, exact: [Int: [Part]], categories: [PluralCategory: [Part]])
        /// `#` inside a plural branch: the number the branch was chosen by.
        case pluralNumber(String)
        /// `{name, select, …}`: a branch by word; `other` is required.
        case select(String, cases: [String: [Part]])
        /// `{#name}…{/name}`: the parts wrapped by the element named `name`.
        case markup(String, [Part])
    }

    /// The parts, in order.
    public let parts: [Part]

    /// A pattern of parts.
    public init(parts: [Part]) { self.parts = parts }

    /// A pattern of plain text.
    public init(text: String) { parts = [.text(text)] }

    /// Every argument the pattern uses, with what it needs to be, in order of first use.
    public var arguments: [(name: String, use: ArgumentUse)] {
        var found: [(String, ArgumentUse)] = []
        func visit(_ parts: [Part]) {
            for part in parts {
                switch part {
                case .text: break
                case .argument(let name): note(name, .value)
                case .date(let name, _): note(name, .date)
                case .plural(let name, let exact, let categories):
                    note(name, .number)
                    for value in exact.keys.sorted() { visit(exact[value] ?? []) }
                    for category in PluralCategory.allCases { visit(categories[category] ?? []) }
                case .pluralNumber: break
                case .select(let name, let cases):
                    note(name, .word)
                    for word in cases.keys.sorted() { visit(cases[word] ?? []) }
                case .markup(let name, let inner):
                    note(name, .element)
                    visit(inner)
                }
            }
        }
        func note(_ name: String, _ use: ArgumentUse) {
            if let index = found.firstIndex(where: { $0.0 == name }) {
                if found[index].1 == .value { found[index].1 = use }
            } else {
                found.append((name, use))
            }
        }
        visit(parts)
        return found
    }

    /// How a pattern uses an argument: what the value must be.
    public enum ArgumentUse: String, Sendable, Hashable {
        /// Written as it is formatted: any value.
        case value
        /// Formatted as a date: a date.
        case date
        /// Chooses a plural branch: a number.
        case number
        /// Chooses a select branch: a word.
        case word
        /// Wraps text: an element (`{#name}…{/name}`).
        case element
    }
}
