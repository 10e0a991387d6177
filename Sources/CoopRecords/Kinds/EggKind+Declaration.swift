extension FieldKey {
    /// `label`: what a kind is shown as.
    public static let label = FieldKey("label")
    /// `color`: a kind's colour in charts.
    public static let color = FieldKey("color")
    /// `size`: a kind's egg size.
    public static let size = FieldKey("size")
}

extension RecordDeclaration {
    /// The kinds of egg, in `kinds.yaml`.
    static let kinds = RecordDeclaration(
        kind: .kinds, stem: "kinds", noun: "kind", recordName: "an egg kind", allowsFolder: false,
        shape: .list(oneRecordPerFile: false), identity: .name,
        fields: [
            FieldDeclaration(
                .name, .text, required: true, "The name used in egg files (brown).",
                form: FormQuestion("form.kinds.name", hint: "form.kinds.name-hint", .text)),
            FieldDeclaration(
                .label, .text, "Shown instead of the name.", form: FormQuestion("form.kinds.label", hint: "form.kinds.label-hint", .text)),
            FieldDeclaration(
                .color, .color, "A CSS colour for charts: hex in quotes (\"#9c5a2e\") or a name.",
                form: FormQuestion("form.kinds.color", hint: "form.kinds.color-hint", .text)),
            FieldDeclaration(.size, .text, "The egg size.", form: FormQuestion("form.kinds.size", .text)),
            FieldDeclaration(
                .expectedPerYear, .count(1...RecordLimits.expectedPerYear),
                "Eggs a hen laying this kind usually lays in her first year of laying, for hens without their own; overrides the breed's.",
                form: FormQuestion("form.kinds.expected-per-year", hint: "form.kinds.expected-per-year-hint", .count)),
            FieldDeclaration(
                .incubationDays, .count(1...RecordLimits.incubationDays),
                "Days from setting its eggs to their hatching (default 21, a hen's): 28 for ducks, 17 for quail, 30 for geese.",
                form: FormQuestion("form.kinds.incubation-days", .count)),
            FieldDeclaration(
                .details, .details, "Free facts, shown as a table.", form: FormQuestion("form.details", hint: "form.details-hint", .details)
            ),
        ],
        listExample: "- name: brown", schemaTitle: "kinds.yaml: the kinds of egg", hasListPage: false,
        export: .columns(
            ExportTable(
                { $0.kinds },
                [
                    (.name, { kind, _ in .text(kind.name) }), (.slug, { kind, _ in .slug(kind.slug) }),
                    (.label, { kind, _ in .optionalText(kind.label) }), (.color, { kind, _ in .optionalText(kind.color) }),
                    (.size, { kind, _ in .optionalText(kind.size) }),
                    (.incubationDays, { kind, _ in .optionalCount(kind.incubationDays) }),
                    (.details, { kind, _ in .details(kind.details) }),
                ])))
}
