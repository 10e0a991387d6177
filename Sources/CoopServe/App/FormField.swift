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
        /// A whole number within its range (eggs, days).
        case count(ClosedRange<Int>?)
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
        /// Free facts: a box of `name: value` lines.
        case details
        /// A photo: its path kept as written, or one picked on the phone (see ``HenPhoto``).
        case photo
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
        case .text, .choice, .photo: return form[name].map(FieldValue.text)
        // Several lines keep their leading spaces (an indented code block).
        case .longText: return form.text(name).map(FieldValue.text)
        case .details:
            let facts = Self.facts(form[name] ?? "").compactMap { $0 }
            return facts.isEmpty ? nil : .mapping(facts)
        case .date, .count: return form[name].map(FieldValue.literal)
        // A decimal comma, as many phones type it, is written as the point the format reads.
        case .money, .number: return form[name].map { FieldValue.literal($0.replacing(",", with: ".")) }
        case .flag: return .literal(form[name] == nil ? "false" : "true")
        case .picks:
            var words = form.all(name)
            for word in (form[otherName] ?? "").split(whereSeparator: { $0 == "," || $0 == " " }) where !words.contains(String(word)) {
                words.append(String(word))
            }
            return words.isEmpty ? nil : .list(words)
        }
    }

    /// The facts of the lines typed in a box of details: `name: value` each (the first colon
    /// ends the name), blank lines skipped; `nil` for a line without a colon or a name.
    static func facts(_ typed: String) -> [DetailRow?] {
        typed.split(separator: "\n").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }.map { line in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let name = String(line[..<colon]).trimmingSpaces
            guard !name.isEmpty else { return nil }
            return DetailRow(label: name, value: String(line[line.index(after: colon)...]).trimmingSpaces)
        }
    }
}
