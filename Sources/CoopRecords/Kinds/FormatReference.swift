/// The reference of every field of every kind of record, in Markdown, made from the
/// declarations: docs/format.md holds it between ``startMarker`` and ``endMarker``, and a
/// test keeps it the same as the declarations (`COOP_UPDATE_DOCS=1 swift test --filter
/// FormatReferenceTests` writes it anew).
public enum FormatReference {
    /// The line before the reference in docs/format.md.
    public static let startMarker = "<!-- The reference below is made from the record kinds' declarations (Sources/CoopRecords/Kinds). -->"
    /// The line after it.
    public static let endMarker = "<!-- End of the reference made from the declarations. -->"

    /// The reference: a table per kind of record.
    public static func markdown() -> String {
        RecordKind.allCases.map { kind -> String in
            let declaration = kind.declaration
            let what = declaration.schemaTitle.split(separator: ": ", maxSplits: 1).last.map(String.init) ?? declaration.stem
            var out = "### \(what.capitalizedFirst): " + files(declaration) + "\n\n"
            guard !declaration.fields.isEmpty else {
                return out
                    + "A mapping from a day (or a range of days) to counts, whose keys are the coop's kinds, hens and `cracked`: see Egg counts above.\n"
            }
            out += "| key | holds | needed | default | what it is |\n|---|---|---|---|---|\n"
            for field in declaration.fields {
                out +=
                    "| `\(field.name)` | \(describe(field.type)) | \(field.required ? "yes" : "") | \(field.implied.map { "`\($0)`" } ?? "") | \(field.summary.replacing("|", with: "\\|")) |\n"
            }
            return out
        }.joined(separator: "\n")
    }

    /// `notes.yaml` or `notes/`.
    private static func files(_ declaration: RecordDeclaration) -> String {
        "`\(declaration.stem).yaml`" + (declaration.allowsFolder ? " or `\(declaration.stem)/`" : "")
    }

    /// What a field holds, in words.
    static func describe(_ type: FieldType) -> String {
        switch type {
        case .text: "text"
        case .markdown: "Markdown"
        case .date: "a day (YYYY-MM-DD)"
        case .count(let range): "a whole number, \(range.lowerBound) to \(range.upperBound)"
        case .money: "an amount (more than 0, two decimals at most)"
        case .shares: "a number from 0, three decimals at most"
        case .bool: "true or false"
        case .words: "words: [a, b] or one"
        case .details: "a mapping of facts"
        case .color: "a CSS colour"
        case .url: "an http(s) address"
        case .currency: "an ISO 4217 code"
        case .weekday: "monday or sunday"
        case .latitude: "degrees, -90 to 90"
        case .goal: "{eggs_per_week: N}"
        case .publish: "{people: true/false, money: …}"
        case .path: "a file's path in the content folder"
        case .language: "a language's code"
        case .kindName: "a kind's name"
        case .henName: "a hen's name"
        case .henNames: "hens' names: [a, b] or one"
        case .personName: "a person's name"
        case .period: "N days, N weeks or N months; day, week or month"
        case .timeOfDay: "a time, \"HH:MM\""
        case .dates: "days: [YYYY-MM-DD, …] or one"
        case .reminders: "{collect: \"HH:MM\"}"
        case .weight: "a weight: a number and kg, g, lb or oz"
        case .lossCause: "a cause: " + LossCause.names.dropLast().joined(separator: ", ") + " or unknown"
        }
    }
}

extension String {
    /// The text with its first letter in upper case: "a note" -> "A note".
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
