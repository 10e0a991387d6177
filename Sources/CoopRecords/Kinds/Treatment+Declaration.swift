extension FieldKey {
    /// `what`: the product or the treatment a treatment gave.
    public static let what = FieldKey("what")
    /// `withdrawal_days`: the days after a treatment during which the eggs are withheld.
    public static let withdrawalDays = FieldKey("withdrawal_days")
}

extension RecordDeclaration {
    /// Medicines and treatments, in `treatments.yaml`.
    static let treatments = RecordDeclaration(
        kind: .treatments, stem: "treatments", noun: "treatment", recordName: "a treatment", allowsFolder: false,
        shape: .list(oneRecordPerFile: false), identity: .date,
        fields: [
            FieldDeclaration(.date, .date, required: true, "The first day.", form: FormQuestion("form.date", .date)),
            FieldDeclaration(
                .until, .date, "The last day (default: the same day).",
                form: FormQuestion("form.treatments.until", hint: "form.treatments.until-hint", .date)),
            FieldDeclaration(
                .what, .text, required: true, "The product or the treatment: Fenbendazole.",
                form: FormQuestion("form.treatments.what", hint: "form.treatments.what-hint", .text)),
            FieldDeclaration(
                .hens, .henNames, "The hens treated (default: the whole flock).",
                form: FormQuestion("form.treatments.hens", hint: "form.treatments.hens-hint", .hens)),
            FieldDeclaration(
                .withdrawalDays, .count(0...RecordLimits.withdrawalDays),
                "Days after the last day during which the eggs are not to be eaten or sold (default 0).",
                form: FormQuestion("form.treatments.withdrawal-days", hint: "form.treatments.withdrawal-days-hint", .count)),
            FieldDeclaration(
                .text, .markdown, "The text, in Markdown.", form: FormQuestion("form.treatments.text", .longText)),
            FieldDeclaration(.tags, .words, "Tags: a list like [health] or one word.", form: FormQuestion("form.tags", .tags)),
        ],
        listExample: "- date: 2026-03-02\n  what: Fenbendazole", schemaTitle: "treatments.yaml: medicines and treatments",
        hasListPage: false,
        export: .columns(
            ExportTable(
                { $0.treatments },
                [
                    (.date, { treatment, _ in .date(treatment.date) }), (.until, { treatment, _ in .date(treatment.until) }),
                    (.what, { treatment, _ in .text(treatment.what) }),
                    (.hens, { treatment, coop in .words(treatment.henIndexes.map { coop.hens[$0].name }) }),
                    (.withdrawalDays, { treatment, _ in .count(treatment.withdrawalDays) }),
                    (.text, { treatment, _ in .optionalText(treatment.text) }), (.tags, { treatment, _ in .words(treatment.tags) }),
                ])),
        namedBy: .what, dates: { $0.treatments.map { ($0.date, $0.location) } })
}
