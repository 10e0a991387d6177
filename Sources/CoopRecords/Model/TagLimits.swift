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
}
