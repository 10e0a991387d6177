extension FieldKey {
    /// `eggs`: how many eggs a delivery handed over.
    public static let eggs = FieldKey("eggs")
    /// `paid`: the money a sale received.
    public static let paid = FieldKey("paid")
}

extension RecordDeclaration {
    /// Eggs handed out (and sold), in `deliveries.yaml`.
    static let deliveries = RecordDeclaration(
        kind: .deliveries, stem: "deliveries", noun: "delivery", recordName: "a delivery", allowsFolder: false,
        shape: .list(oneRecordPerFile: false), identity: .date,
        fields: [
            FieldDeclaration(.date, .date, required: true, "The day the eggs were handed over.", form: FormQuestion("form.date", .date)),
            FieldDeclaration(
                .person, .personName, required: true, "Who received them.", form: FormQuestion("form.person", .person(none: "form.choose"))),
            FieldDeclaration(
                .eggs, .count(1...RecordLimits.eggCount), required: true, "How many eggs.",
                form: FormQuestion("form.deliveries.eggs", .count)),
            FieldDeclaration(
                .paid, .money, "Money received for them: a sale, like 4.00.",
                form: FormQuestion("form.deliveries.paid", hint: "form.deliveries.paid-hint", .money)),
            FieldDeclaration(.note, .text, "A remark.", form: FormQuestion("form.remark", .text)),
        ],
        listExample: "- date: 2026-11-06\n  person: Rivera family\n  eggs: 12", schemaTitle: "deliveries.yaml: eggs handed out",
        hasListPage: true,
        export: .columns(
            ExportTable(
                { $0.deliveries },
                [
                    (.date, { delivery, _ in .date(delivery.date) }),
                    (.person, { delivery, coop in .text(coop.people[delivery.personIndex].name) }),
                    (.eggs, { delivery, _ in .count(delivery.eggs) }), (.paid, { delivery, _ in .money(delivery.paid) }),
                    (.note, { delivery, _ in .optionalText(delivery.note) }),
                ])),
        namedBy: .person, dates: { $0.deliveries.map { ($0.date, $0.location) } })
}
