extension FieldKey {
    /// `item`: what an expense bought.
    public static let item = FieldKey("item")
    /// `consumable`: whether an expense is used up.
    public static let consumable = FieldKey("consumable")
    /// `shared`: whether everyone shares an expense.
    public static let shared = FieldKey("shared")
    /// `quantity`: how much an expense bought, by weight (feed).
    public static let quantity = FieldKey("quantity")
    /// `paid_by`: who paid an expense.
    public static let paidBy = FieldKey("paid_by")
}

extension RecordDeclaration {
    /// The expenses, in `expenses.yaml` or `expenses/`.
    static let expenses = RecordDeclaration(
        kind: .expenses, stem: "expenses", noun: "expense", recordName: "an expense", allowsFolder: true,
        shape: .list(oneRecordPerFile: false), identity: .date,
        fields: [
            FieldDeclaration(.date, .date, required: true, "The day it was paid.", form: FormQuestion("form.date", .date)),
            FieldDeclaration(.item, .text, required: true, "What was bought.", form: FormQuestion("form.expenses.item", .text)),
            FieldDeclaration(.amount, .money, required: true, "How much, like 24.99.", form: FormQuestion("form.amount", .money)),
            FieldDeclaration(
                .quantity, .weight, "How much, by weight: 20 kg (kg, g, lb or oz); with the tag feed, it is feed.",
                form: FormQuestion("form.expenses.quantity", hint: "form.expenses.quantity-hint", .text)),
            FieldDeclaration(
                .consumable, .bool, implied: "true", "false for a one-time cost (default true).",
                form: FormQuestion("form.expenses.consumable", hint: "form.expenses.consumable-hint", .flag)),
            FieldDeclaration(
                .shared, .bool, implied: "true", "false for the payer's own cost (default true).",
                form: FormQuestion("form.expenses.shared", hint: "form.expenses.shared-hint", .flag)),
            FieldDeclaration(
                .paidBy, .personName, "Who paid (default: the pot).",
                form: FormQuestion("form.expenses.paid-by", .person(none: "form.expenses.the-pot"))),
            FieldDeclaration(.tags, .words, "Tags: a list like [feed] or one word.", form: FormQuestion("form.tags", .tags)),
        ],
        listExample: "- date: 2026-11-02\n  item: Layer feed\n  amount: 24.99", schemaTitle: "expenses.yaml, expenses/*.yaml: expenses",
        hasListPage: true,
        export: .columns(
            ExportTable(
                { $0.expenses },
                [
                    (.date, { expense, _ in .date(expense.date) }), (.item, { expense, _ in .text(expense.item) }),
                    (.amount, { expense, _ in .money(expense.amount) }),
                    (.quantity, { expense, _ in .optionalText(expense.quantity?.description) }),
                    (.consumable, { expense, _ in .bool(expense.consumable) }),
                    (.shared, { expense, _ in .bool(expense.shared) }),
                    (.paidBy, { expense, coop in .optionalText(expense.paidByIndex.map { coop.people[$0].name }) }),
                    (.tags, { expense, _ in .words(expense.tags) }),
                ])),
        namedBy: .item, dates: { $0.expenses.map { ($0.date, $0.location) } })
}
