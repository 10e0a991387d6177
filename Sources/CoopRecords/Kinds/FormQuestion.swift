/// How the coop app's form asks for a field: its label and hint (keys of the catalogue's
/// messages) and the kind of input.
public struct FormQuestion: Sendable {
    /// The kind of input.
    public enum Input: Sendable, Equatable {
        /// One line of text.
        case text
        /// Several lines (Markdown).
        case longText
        /// A day.
        case date
        /// A whole number of eggs, 1 or more.
        case count
        /// An amount of money, two decimals at most.
        case money
        /// A number such as shares (`1`, `0.5`).
        case number
        /// A yes/no box.
        case flag
        /// One person of the coop; the message `none` names the empty choice ("Choose…", "The pot").
        case person(none: String)
        /// One kind of egg of the coop (asked only when the coop has several).
        case kind
        /// Any of the tags the coop uses, with a box for new ones.
        case tags
        /// Any of the coop's hens.
        case hens
        /// Free facts: `name: value` lines, written as a block mapping.
        case details
        /// The first day of the week: Monday or Sunday, or as the language has it.
        case weekday
        /// One of the languages the theme has a catalogue for.
        case language
        /// Why a hen left: one of ``LossCause``, or none.
        case lossCause
        /// Who sits on eggs set: the incubator, or one of the coop's hens.
        case broody
        /// A photo taken or picked on the phone, stored in the content folder; the field holds
        /// its path.
        case photo
    }

    /// The label's message key: `form.expense.paid-by`.
    public let label: String
    /// The hint's message key, if the field has one.
    public let hint: String?
    /// How it is asked.
    public let input: Input

    /// A question labelled by the message `label`, with the hint `hint`.
    public init(_ label: String, hint: String? = nil, _ input: Input) {
        self.label = label
        self.hint = hint
        self.input = input
    }
}
