extension RecordDeclaration {
    /// Money paid into the pot, in `contributions.yaml`.
    static let contributions = RecordDeclaration(
        kind: .contributions, stem: "contributions", noun: "contribution", recordName: "a contribution", allowsFolder: false,
        shape: .list(oneRecordPerFile: false), identity: .date,
        fields: [
            FieldDeclaration(.date, .date, required: true, "The day it was paid.", form: FormQuestion("form.date", .date)),
            FieldDeclaration(
                .person, .personName, required: true, "Who paid into the pot.",
                form: FormQuestion("form.person", .person(none: "form.choose"))),
            FieldDeclaration(.amount, .money, required: true, "How much, like 20.", form: FormQuestion("form.amount", .money)),
            FieldDeclaration(.note, .text, "What it was for.", form: FormQuestion("form.remark", .text)),
        ],
        listExample: "- date: 2026-11-05\n  person: Rivera family\n  amount: 20", schemaTitle: "contributions.yaml: money paid in",
        hasListPage: true,
        export: .columns(
            ExportTable(
                { $0.contributions },
                [
                    (.date, { contribution, _ in .date(contribution.date) }),
                    (.person, { contribution, coop in .text(coop.people[contribution.personIndex].name) }),
                    (.amount, { contribution, _ in .money(contribution.amount) }),
                    (.note, { contribution, _ in .optionalText(contribution.note) }),
                ])),
        namedBy: .person, dates: { $0.contributions.map { ($0.date, $0.location) } })
}
