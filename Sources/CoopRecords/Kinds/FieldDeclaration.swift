/// One field of a kind of record, declared once: its key, what it holds, whether the record
/// needs it, a line for people (the docs' reference, the JSON Schemas' hover help), the value
/// the format assumes when it is left out, and how the coop app's form asks for it.
public struct FieldDeclaration: Sendable {
    /// The key as written.
    public let key: FieldKey
    /// What it holds.
    public let type: FieldType
    /// Whether the record needs it.
    public let required: Bool
    /// A sentence for people, in English (the format's reference).
    public let summary: String
    /// The value assumed when the key is missing (`true` for `consumable`), as written; a
    /// form does not write it on a new record.
    public let implied: String?
    /// How the coop app's form asks for it; `nil` when the form leaves it to the file.
    public let form: FormQuestion?

    /// A field `key` holding `type`.
    public init(
        _ key: FieldKey, _ type: FieldType, required: Bool = false, implied: String? = nil, _ summary: String,
        form: FormQuestion? = nil
    ) {
        self.key = key
        self.type = type
        self.required = required
        self.summary = summary
        self.implied = implied
        self.form = form
    }

    /// The key as written.
    public var name: String { key.name }
}
