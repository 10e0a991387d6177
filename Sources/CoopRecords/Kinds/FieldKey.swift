/// A field's key as the content files write it (`paid_by`), declared once, as a static member
/// in the declaration of the kind of record that has it (or here, for the keys several kinds
/// share), so that every reader, writer, form and export names it the same way.
public struct FieldKey: Hashable, Sendable, CustomStringConvertible {
    /// The key as written: `paid_by`.
    public let name: String

    /// The key `name`. Declare each key once, as a static member of `FieldKey`.
    public init(_ name: String) { self.name = name }

    /// The key as written.
    public var description: String { name }
}

extension FieldKey {
    /// `date`: the day of a dated record.
    public static let date = FieldKey("date")
    /// `until`: the last day of a span or a period.
    public static let until = FieldKey("until")
    /// `name`: the name of a named record (a hen, a person, a kind).
    public static let name = FieldKey("name")
    /// `tags`: words to group records by.
    public static let tags = FieldKey("tags")
    /// `hens`: the hens a record concerns.
    public static let hens = FieldKey("hens")
    /// `person`: who paid or received.
    public static let person = FieldKey("person")
    /// `amount`: money paid.
    public static let amount = FieldKey("amount")
    /// `note`: a remark on a money record.
    public static let note = FieldKey("note")
    /// `details`: free facts.
    public static let details = FieldKey("details")
    /// `expected_per_year`: eggs usually laid in a hen's first year of laying.
    public static let expectedPerYear = FieldKey("expected_per_year")
    /// `kind`: a kind of egg.
    public static let kind = FieldKey("kind")
    /// `slug`: a name's page address, in the exports only.
    public static let slug = FieldKey("slug")
}
