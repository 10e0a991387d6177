extension FieldKey {
    /// `text`: a note's text, in Markdown.
    public static let text = FieldKey("text")
}

extension RecordDeclaration {
    /// The notes, in `notes.yaml` or `notes/`.
    static let notes = RecordDeclaration(
        kind: .notes, stem: "notes", noun: "note", recordName: "a note", allowsFolder: true, shape: .list(oneRecordPerFile: false),
        identity: .date,
        fields: [
            FieldDeclaration(.date, .date, required: true, "The day, or the first day of a span.", form: FormQuestion("form.date", .date)),
            FieldDeclaration(
                .until, .date, "The last day of a span.", form: FormQuestion("form.notes.until", hint: "form.notes.until-hint", .date)),
            FieldDeclaration(
                .title, .text, required: true, "The title: the label on graphs.",
                form: FormQuestion("form.notes.title", hint: "form.notes.title-hint", .text)),
            FieldDeclaration(.tags, .words, "Tags: a list like [molt, health] or one word.", form: FormQuestion("form.tags", .tags)),
            FieldDeclaration(
                .hens, .henNames, "Hens it concerns.", form: FormQuestion("form.notes.hens", hint: "form.notes.hens-hint", .hens)),
            FieldDeclaration(
                .text, .markdown, "The text, in Markdown.", form: FormQuestion("form.notes.text", hint: "form.notes.text-hint", .longText)),
        ],
        listExample: "- date: 2026-10-02\n  title: Molt started", schemaTitle: "notes.yaml, notes/*.yaml: notes", hasListPage: true,
        export: .columns(
            ExportTable(
                { $0.notes },
                [
                    (.date, { note, _ in .date(note.date) }), (.until, { note, _ in .date(note.until) }),
                    (.title, { note, _ in .text(note.title) }), (.tags, { note, _ in .words(note.tags) }),
                    (.hens, { note, coop in .words(note.henIndexes.map { coop.hens[$0].name }) }),
                    (.text, { note, _ in .optionalText(note.text) }),
                ])),
        namedBy: .title, dates: { $0.notes.map { ($0.date, $0.location) } })
}
