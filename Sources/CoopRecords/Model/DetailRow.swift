/// One free fact under `details:` — shown as a row of a table.
public struct DetailRow: Sendable, Hashable {
    /// The fact's name, as written.
    public let label: String
    /// Its value, as written.
    public let value: String

    /// Creates a row.
    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }
}
