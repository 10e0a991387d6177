import CoopEditing
import CoopRecords

/// One question of a record form: the record's field it fills (its YAML key is also its
/// name in the form), how it is asked, and how the answer is written.
struct FormField: Sendable {
    /// How a field is asked.
    enum Input: Sendable {
        /// One line of text.
        case text
        /// Several lines (a note's Markdown text).
        case longText
        /// A day, `YYYY-MM-DD`.
        case date
        /// A whole number of eggs.
        case count
        /// An amount of money, with at most two decimals.
        case money
        /// A number such as shares (`1`, `0.5`).
        case number
        /// One of a list: `(value, label)`; the value `""` writes nothing.
        case choice([(value: String, label: String)])
        /// A yes/no box (a value written `true` or `false`).
        case flag
        /// Any of a list (tags, hens), with a box for new words.
        case picks([String])
    }

    /// The record's key, whose name is the field's name in the form: `paid_by`.
    let key: FieldKey
    /// What the form says: "Paid by".
    let label: String
    /// How it is asked.
    let input: Input
    /// A short help line under the field.
    var hint: String?
    /// Whether the record needs it.
    var required = false
    /// The value the content format assumes when the key is missing (`true` for
    /// `consumable`): not written on a new record.
    var implied: String?

    /// The field's name in the form: the key as written.
    var name: String { key.name }

    /// The name of the box for new words of a ``Input/picks`` field.
    var otherName: String { name + ".new" }

    /// The answer in `form`, as it will be written; `nil` for no value.
    func value(in form: FormData) -> FieldValue? {
        switch input {
        case .text, .choice: return form[name].map(FieldValue.text)
        // Several lines keep their leading spaces (an indented code block).
        case .longText: return form.text(name).map(FieldValue.text)
        case .date, .count, .number: return form[name].map(FieldValue.literal)
        // A decimal comma, as many phones type it, is written as the point the format reads.
        case .money: return form[name].map { FieldValue.literal($0.replacing(",", with: ".")) }
        case .flag: return .literal(form[name] == nil ? "false" : "true")
        case .picks:
            var words = form.all(name)
            for word in (form[otherName] ?? "").split(whereSeparator: { $0 == "," || $0 == " " }) where !words.contains(String(word)) {
                words.append(String(word))
            }
            return words.isEmpty ? nil : .list(words)
        }
    }
}
