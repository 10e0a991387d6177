/// How many tags a coop can carry before its site grows past what a family's web space holds.
///
/// Every tag has a page of its own and a one-tag weekly graph, each showing the records that
/// carry it; a record shows at most 30 of its tags outside the list of notes. A site grows
/// with its tags, so `coop check` warns past these limits (docs/format.md, "Limits").
public enum TagLimits {
    /// The most tags one note or expense should carry (`many-tags` past it).
    public static let perRecord = 50
    /// The most distinct tags a coop should carry, told apart by their page address
    /// (`many-distinct-tags` past it).
    public static let distinct = 1_000
    /// The most tags that have a one-tag weekly graph (`graphs/weekly-tag-<tag>.html`): those
    /// on the most notes. The graph is the size of the weekly graph (90 kB on the sample coop),
    /// so a graph for every tag would make the site grow by that much a tag; the others are
    /// reached from the list of notes, where every tag has its chip.
    public static let graphs = 30
}
