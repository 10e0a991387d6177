extension FieldKey {
    /// `shares`: a person's part of the eggs and costs.
    public static let shares = FieldKey("shares")
    /// `from`: when a person starts sharing.
    public static let from = FieldKey("from")
    /// `periods`: a person's sharing periods, in the exports only.
    public static let periods = FieldKey("periods")
}

extension RecordDeclaration {
    /// The people sharing the eggs, and the buyers, in `people.yaml`.
    static let people = RecordDeclaration(
        kind: .people, stem: "people", noun: "person", recordName: "a person", allowsFolder: false,
        shape: .list(oneRecordPerFile: false), identity: .name,
        fields: [
            FieldDeclaration(
                .name, .text, required: true, "The person or family; listed again for another period.",
                form: FormQuestion("form.name", .text)),
            FieldDeclaration(
                .shares, .shares, "Their part of the eggs and costs (default 1); 0 for a buyer, who shares neither.",
                form: FormQuestion("form.people.shares", hint: "form.people.shares-hint", .number)),
            FieldDeclaration(
                .from, .date, "When they start sharing (default: from the start).", form: FormQuestion("form.people.from", .date)),
            FieldDeclaration(.until, .date, "When they stop (default: still sharing).", form: FormQuestion("form.people.until", .date)),
            FieldDeclaration(
                .details, .details, "Free facts, shown as a table.", form: FormQuestion("form.details", hint: "form.details-hint", .details)
            ),
        ],
        listExample: "- name: Alvarez family", schemaTitle: "people.yaml: who shares the eggs", hasListPage: false, export: .custom)
}
