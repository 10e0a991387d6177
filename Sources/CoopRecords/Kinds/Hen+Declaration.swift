extension FieldKey {
    /// `breed`: a hen's breed.
    public static let breed = FieldKey("breed")
    /// `hatched`: when a hen hatched.
    public static let hatched = FieldKey("hatched")
    /// `added`: when a hen joined the flock.
    public static let added = FieldKey("added")
    /// `started_laying`: a hen's first egg.
    public static let startedLaying = FieldKey("started_laying")
    /// `removed`: when a hen left the flock.
    public static let removed = FieldKey("removed")
    /// `cause`: why she left, one of ``LossCause``.
    public static let cause = FieldKey("cause")
    /// `removed_reason`: why she left.
    public static let removedReason = FieldKey("removed_reason")
    /// `photo`: a hen's photo.
    public static let photo = FieldKey("photo")
    /// `about`: about a hen, in Markdown.
    public static let about = FieldKey("about")
}

extension RecordDeclaration {
    /// The hens, in `hens.yaml` or `hens/`.
    static let hens = RecordDeclaration(
        kind: .hens, stem: "hens", noun: "hen", recordName: "a hen", allowsFolder: true, shape: .list(oneRecordPerFile: true),
        identity: .name,
        fields: [
            FieldDeclaration(.name, .text, required: true, "Her name, unique in the flock.", form: FormQuestion("form.name", .text)),
            FieldDeclaration(.breed, .text, "Her breed.", form: FormQuestion("form.hens.breed", .text)),
            FieldDeclaration(
                .kind, .kindName, "The kind of egg she lays (default: the first kind).", form: FormQuestion("form.hens.kind", .kind)),
            FieldDeclaration(.hatched, .date, "When she hatched.", form: FormQuestion("form.hens.hatched", .date)),
            FieldDeclaration(.added, .date, "When she joined the flock.", form: FormQuestion("form.hens.added", .date)),
            FieldDeclaration(.startedLaying, .date, "Her first egg.", form: FormQuestion("form.hens.started-laying", .date)),
            FieldDeclaration(.removed, .date, "When she left the flock.", form: FormQuestion("form.hens.removed", .date)),
            FieldDeclaration(
                .cause, .lossCause, "Why she left: \(LossCause.names.joined(separator: ", ")) (only with removed).",
                form: FormQuestion("form.hens.cause", .lossCause)),
            FieldDeclaration(.removedReason, .text, "Why she left.", form: FormQuestion("form.hens.removed-reason", .text)),
            FieldDeclaration(
                .photo, .path, "A photo, by its path in the content folder.",
                form: FormQuestion("form.hens.photo", hint: "form.hens.photo-hint", .photo)),
            FieldDeclaration(
                .about, .markdown, "About her, in Markdown.", form: FormQuestion("form.hens.about", hint: "form.markdown-hint", .longText)),
            FieldDeclaration(
                .expectedPerYear, .count(1...RecordLimits.expectedPerYear),
                "Eggs she usually lays in her first year of laying; overrides her kind's and breed's.",
                form: FormQuestion("form.hens.expected-per-year", hint: "form.hens.expected-per-year-hint", .count)),
            FieldDeclaration(
                .details, .details, "Free facts, shown as a table.", form: FormQuestion("form.details", hint: "form.details-hint", .details)
            ),
        ],
        listExample: "- name: Henrietta", schemaTitle: "hens.yaml: the hens, a list", hasListPage: false,
        export: .columns(
            ExportTable(
                { $0.hens },
                [
                    (.name, { hen, _ in .text(hen.name) }), (.slug, { hen, _ in .slug(hen.slug) }),
                    (.breed, { hen, _ in .optionalText(hen.breed) }), (.kind, { hen, coop in .text(coop.kinds[hen.kindIndex].name) }),
                    (.hatched, { hen, _ in .date(hen.hatched) }), (.added, { hen, _ in .date(hen.added) }),
                    (.startedLaying, { hen, _ in .date(hen.startedLaying) }), (.removed, { hen, _ in .date(hen.removed) }),
                    (.cause, { hen, _ in .optionalText(hen.cause?.rawValue) }),
                    (.removedReason, { hen, _ in .optionalText(hen.removedReason) }), (.photo, { hen, _ in .optionalText(hen.photo) }),
                    (.about, { hen, _ in .optionalText(hen.about) }), (.details, { hen, _ in .details(hen.details) }),
                ])))
}
