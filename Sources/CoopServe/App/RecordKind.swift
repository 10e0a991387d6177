import CoopEditing

/// The kinds of record the coop app adds, edits and removes: every kind of DESIGN.md
/// section 3.
enum RecordKind: String, CaseIterable, Sendable {
    case eggs, note, expense, contribution, delivery, hen, person, kind

    /// What the kind is called in a heading: "Egg count".
    var title: String {
        switch self {
        case .eggs: "Egg count"
        case .note: "Note"
        case .expense: "Expense"
        case .contribution: "Contribution"
        case .delivery: "Delivery"
        case .hen: "Hen"
        case .person: "Person"
        case .kind: "Egg kind"
        }
    }

    /// The kind in a sentence, with its article: "an egg count", "a note".
    var withArticle: String {
        let name = title.lowercased()
        return (name.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + name
    }

    /// The file stem records of this kind are written under (`notes.yaml`, `notes/`).
    var stem: String {
        switch self {
        case .eggs: "eggs"
        case .note: "notes"
        case .expense: "expenses"
        case .contribution: "contributions"
        case .delivery: "deliveries"
        case .hen: "hens"
        case .person: "people"
        case .kind: "kinds"
        }
    }

    /// The kind of the record at `place`, by the file it is in.
    init?(place: RecordPlace) {
        let first = place.path.split(separator: "/").first.map(String.init) ?? ""
        let stem = first.hasSuffix(".yaml") ? String(first.dropLast(5)) : first.hasSuffix(".yml") ? String(first.dropLast(4)) : first
        guard let kind = Self.allCases.first(where: { $0.stem == stem }) else { return nil }
        self = kind
    }
}
