/// What a public build of the site contains (`publish:` in coop.yaml): the family's choice of
/// what the world may read. `coop build` at home keeps everything; `coop build --public` and
/// `coop publish` leave out what these settings say.
///
/// The default is the preset a family wants: the eggs, hens, notes, graphs and insight
/// stay; people, money, ledgers, buyers, deliveries, contributions and expenses are left out,
/// and so are notes tagged `private`.
public struct PublishSettings: Sendable, Equatable {
    /// Whether people's names may be published (their page, the people page, buyers).
    public var people = false
    /// Whether amounts of money may be published (prices, the pot, balances, sales).
    public var money = false
    /// Whether expenses may be published (their list, costs per dozen); without `people`,
    /// without who paid.
    public var expenses = false
    /// Notes with any of these tags are left out of a public build.
    public var privateTags = ["private"]
    /// Names besides those of `people.yaml` (children, neighbours) whose notes are left out
    /// of a public build, as a person's are: the names a build cannot otherwise know.
    public var privateNames: [String] = []
    /// Whether search engines may index the public site (`robots.txt`, `noindex`): no by
    /// default, a family's site is for those it sends the link to.
    public var searchEngines = false

    /// The preset: eggs, hens, notes, graphs and insight; nothing about people or money.
    public init() {}
}
