/// One free fact of a record's `details`: its name and its value, both text.
public struct FieldFact: Sendable, Equatable {
    /// What the fact is about: `Favourite treat`.
    public let name: String
    /// The fact: `mealworms`.
    public let value: String

    /// The fact `name`: `value`.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// The fact's line in a block mapping, without its indentation: `Favourite treat: mealworms`.
    var line: String { YAMLText.scalar(name) + ": " + YAMLText.scalar(value) }
}
