extension FieldKey {
    /// `every`: how often a chore comes back.
    public static let every = FieldKey("every")
    /// `at`: the time of a chore's reminder.
    public static let at = FieldKey("at")
    /// `done`: the days a chore was done.
    public static let done = FieldKey("done")
}

extension RecordDeclaration {
    /// The chores, in `chores.yaml` or `chores/`.
    static let chores = RecordDeclaration(
        kind: .chores, stem: "chores", noun: "chore", recordName: "a chore", allowsFolder: true,
        shape: .list(oneRecordPerFile: false), identity: .name,
        fields: [
            FieldDeclaration(
                .title, .text, required: true, "What is to be done; names the chore, unique in the coop.",
                form: FormQuestion("form.chores.title", .text)),
            FieldDeclaration(
                .every, .period, required: true, "How often: N days, N weeks or N months; day, week or month for 1 of them.",
                form: FormQuestion("form.chores.every", hint: "form.chores.every-hint", .text)),
            FieldDeclaration(.from, .date, required: true, "The first day it is due.", form: FormQuestion("form.chores.from", .date)),
            FieldDeclaration(
                .at, .timeOfDay, implied: "\"09:00\"", "The time of its reminder, HH:MM (default 09:00).",
                form: FormQuestion("form.chores.at", hint: "form.chores.at-hint", .text)),
            FieldDeclaration(.done, .dates, "The days it was done, none before from."),
        ],
        listExample: "- title: Clean the coop\n  every: 2 weeks\n  from: 2026-01-04", schemaTitle: "chores.yaml, chores/*.yaml: chores",
        hasListPage: false,
        export: .columns(
            ExportTable(
                { $0.chores },
                [
                    (.title, { chore, _ in .text(chore.title) }), (.every, { chore, _ in .text(chore.every.text) }),
                    (.from, { chore, _ in .date(chore.from) }), (.at, { chore, _ in .text(chore.at.text) }),
                    (.done, { chore, _ in .words(chore.done.map(\.iso)) }),
                ])),
        namedBy: .title)
}
