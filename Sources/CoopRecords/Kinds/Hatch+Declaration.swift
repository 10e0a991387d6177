extension FieldKey {
    /// `by`: the broody hen sitting on a hatch's eggs, or `incubator`.
    public static let by = FieldKey("by")
    /// `hatched_on`: the day a hatch's chicks hatched.
    public static let hatchedOn = FieldKey("hatched_on")
    /// `incubation_days`: days from setting a kind's eggs to their hatching.
    public static let incubationDays = FieldKey("incubation_days")
}

extension RecordDeclaration {
    /// Eggs set to hatch, in `hatches.yaml`.
    static let hatches = RecordDeclaration(
        kind: .hatches, stem: "hatches", noun: "hatch", recordName: "a hatch", allowsFolder: false,
        shape: .list(oneRecordPerFile: false), identity: .date,
        fields: [
            FieldDeclaration(.date, .date, required: true, "The day the eggs were set.", form: FormQuestion("form.date", .date)),
            FieldDeclaration(
                .eggs, .count(1...RecordLimits.hatchEggs), required: true, "How many eggs were set.",
                form: FormQuestion("form.hatches.eggs", .count)),
            FieldDeclaration(
                .by, .text, "The broody hen sitting on them, or incubator (the default).",
                form: FormQuestion("form.hatches.by", .broody)),
            FieldDeclaration(
                .kind, .kindName, "The kind of the eggs set (its incubation_days).", form: FormQuestion("form.hatches.kind", .kind)),
            FieldDeclaration(
                .hatched, .count(0...RecordLimits.hatchEggs), "Chicks hatched, once known (at most eggs).",
                form: FormQuestion("form.hatches.hatched", hint: "form.hatches.hatched-hint", .count)),
            FieldDeclaration(
                .hatchedOn, .date, "The day they hatched (default: the day set plus the kind's incubation days, 21).",
                form: FormQuestion("form.hatches.hatched-on", .date)),
        ],
        listExample: "- date: 2026-04-01\n  eggs: 8", schemaTitle: "hatches.yaml: eggs set to hatch", hasListPage: false,
        export: .columns(
            ExportTable(
                { $0.hatches },
                [
                    (.date, { hatch, _ in .date(hatch.date) }), (.eggs, { hatch, _ in .count(hatch.eggs) }),
                    (.by, { hatch, coop in .text(hatch.henIndex.map { coop.hens[$0].name } ?? Hatch.incubator) }),
                    (.kind, { hatch, coop in .optionalText(hatch.kindIndex.map { coop.kinds[$0].name }) }),
                    (.hatched, { hatch, _ in .optionalCount(hatch.hatched) }), (.hatchedOn, { hatch, _ in .date(hatch.hatchedOn) }),
                ])),
        namedBy: .by, dates: { $0.hatches.map { ($0.date, $0.location) } })
}

extension Hatch {
    /// What `by` says for an incubator.
    public static let incubator = "incubator"
}
