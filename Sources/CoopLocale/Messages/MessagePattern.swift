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

        /// The sequences of parts nested in this one, in a stable order: a plural's exact
        /// branches by value, then its categories in ``PluralCategory`` order; a select's
        /// cases by word; what an element wraps. None for the other parts.
        public var branches: [[Part]] {
            switch self {
            case .plural(_, let exact, let categories):
                exact.keys.sorted().compactMap { exact[$0] } + PluralCategory.allCases.compactMap { categories[$0] }
            case .select(_, let cases): cases.keys.sorted().compactMap { cases[$0] }
            case .markup(_, let inner): [inner]
            case .text, .argument, .date, .pluralNumber: []
            }
        }
    }

    /// The parts, in order.
    public let parts: [Part]

    /// Calls `body` with `parts` and with every sequence of parts nested in them, outermost
    /// first (``Part/branches``).
    public static func forEachLevel(_ parts: [Part], _ body: ([Part]) -> Void) {
        body(parts)
        for part in parts {
            for branch in part.branches { forEachLevel(branch, body) }
        }
    }

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
                case .text, .pluralNumber: break
                case .argument(let name): note(name, .value)
                case .date(let name, _): note(name, .date)
                case .plural(let name, _, _): note(name, .number)
                case .select(let name, _): note(name, .word)
                case .markup(let name, _): note(name, .element)
                }
                for branch in part.branches { visit(branch) }
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
