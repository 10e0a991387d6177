import CoopLocale
import CoopRecords

/// The tags the notes and expenses carry, found once a build for the tag pages, the list of
/// tags and the one-tag graphs: each record's tags are turned into slugs once.
struct TaggedRecords: Sendable {
    /// The first spelling of each tag, by slug (notes read before expenses).
    let names: [String: String]
    /// The slugs of every tag, in the order of their names in the site's language (``Collation``).
    let slugs: [String]
    /// The indexes in ``Coop/notes`` of the notes carrying each tag, by slug, in the order written.
    let notes: [String: [Int]]
    /// The indexes in ``Coop/expenses`` of the expenses carrying each tag, by slug, in the order written.
    let expenses: [String: [Int]]

    init(_ coop: Coop, collation: Collation) {
        var names: [String: String] = [:]
        notes = Self.indexesByTag(coop.notes.map(\.tags), names: &names)
        expenses = Self.indexesByTag(coop.expenses.map(\.tags), names: &names)
        self.names = names
        slugs = collation.sorted(names.keys.sorted()) { names[$0] ?? $0 }
    }

    /// How many notes and expenses carry the tag `slug` (a record carrying it twice counts once).
    func count(_ slug: String) -> Int { (notes[slug]?.count ?? 0) + (expenses[slug]?.count ?? 0) }

    /// The indexes of the records carrying each tag, by the tag's slug, in the order written
    /// (`tagLists` holds each record's tags); a tag's first spelling is added to `names`.
    static func indexesByTag(_ tagLists: [[String]], names: inout [String: String]) -> [String: [Int]] {
        var indexes: [String: [Int]] = [:]
        for (index, tags) in tagLists.enumerated() {
            var slugs: Set<String> = []
            for tag in tags {
                let slug = Slug.make(tag)
                if names[slug] == nil { names[slug] = tag }
                if slugs.insert(slug).inserted { indexes[slug, default: []].append(index) }
            }
        }
        return indexes
    }
}
