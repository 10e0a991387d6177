import CoopDiagnostics

/// A kind of egg the family tells apart, such as brown or blue, from `kinds.yaml`.
public struct EggKind: Sendable {
    /// The name used in egg files (`brown`).
    public let name: String
    /// The lower-case ASCII form used in page addresses.
    public let slug: String
    /// What to show instead of the name, if given ("Brown (Orpingtons)").
    public let label: String?
    /// The CSS colour for charts, if given.
    public let color: String?
    /// The egg size, free text ("large").
    public let size: String?
    /// Free extra facts.
    public let details: [DetailRow]
    /// Eggs a hen of this kind usually lays in her first year of laying (`expected_per_year`),
    /// for its hens without their own; it overrides their breeds'.
    public let expectedPerYear: Int?
    /// Days from setting its eggs to their hatching (`incubation_days`): 28 for ducks, 17
    /// for quail, 30 for geese; `nil` for chickens' 21.
    public let incubationDays: Int?
    /// Where the kind is defined; `nil` for the implicit kind `eggs`.
    public let location: SourceLocation?

    /// Creates a kind.
    public init(
        name: String, slug: String, label: String? = nil, color: String? = nil, size: String? = nil,
        details: [DetailRow] = [], expectedPerYear: Int? = nil, incubationDays: Int? = nil,
        location: SourceLocation? = nil
    ) {
        self.name = name
        self.slug = slug
        self.label = label
        self.color = color
        self.size = size
        self.details = details
        self.expectedPerYear = expectedPerYear
        self.incubationDays = incubationDays
        self.location = location
    }

    /// The name to show people: the label if there is one.
    public var displayName: String { label ?? name }

    /// The one kind a coop without `kinds.yaml` has.
    public static let implicit = EggKind(name: "eggs", slug: "eggs")
}
