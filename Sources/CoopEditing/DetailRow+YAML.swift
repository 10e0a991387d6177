import CoopRecords

extension DetailRow {
    /// The fact's line in a block mapping, without its indentation: `Favourite treat: mealworms`.
    var line: String { YAMLText.scalar(label) + ": " + YAMLText.scalar(value) }
}
