extension FieldKey {
    /// `cracked`: the eggs of a day that are not edible.
    public static let cracked = FieldKey("cracked")
}

extension RecordDeclaration {
    /// The egg counts, in `eggs.yaml` or `eggs/`: a mapping from a day to counts, whose keys
    /// are the coop's kinds, hens and `cracked`.
    static let eggs = RecordDeclaration(
        kind: .eggs, stem: "eggs", noun: "eggs", recordName: "an egg count", allowsFolder: true, shape: .days, identity: .day,
        fields: [], listExample: "", schemaTitle: "eggs.yaml, eggs/*.yaml: egg counts by day", hasListPage: false,
        export: .custom, dates: { $0.eggs.entries.map { ($0.first, $0.location) } })
}
