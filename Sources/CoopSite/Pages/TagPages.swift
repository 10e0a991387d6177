import CoopRecords
import CoopTemplate

/// `tags/<tag>.html`: everything carrying a tag.
enum TagPages {
    static let template = PageTemplate(name: "pages/tag.xhtml", schema: CommonSchema.page("TagPage", [
        TemplateField("tag", .string), TemplateField("notes", .list(.object(Items.note))),
        TemplateField("expenses", .list(.object(LedgerPages.expense))),
    ]))

    static func pages(_ context: SiteContext, menu: Menu, tagged: TaggedRecords) -> [SitePage] {
        let coop = context.coop
        return context.tagNames.sorted { $0.key < $1.key }.map { slug, name in
            let path = Items.tagURL(slug: slug)
            let notes = (tagged.notes[slug] ?? []).reversed()
            let expenses = (tagged.expenses[slug] ?? []).reversed()
            return SitePage(path: path, template: template, data: .page(
                template.schema, common: context.common(path: path, title: "Tagged \(name)", tab: "list", menu: menu), [
                    ("tag", .string(name)), ("notes", .list(notes.map { context.noteValues[$0] })),
                    ("expenses", .list(expenses.map { LedgerPages.expenseValue(coop.expenses[$0], context: context) })),
                ]))
        }
    }
}

/// The notes and expenses carrying each tag, found once for the tag pages and the list of
/// tags: each record's tags are turned into slugs once, not again for every tag.
struct TaggedRecords: Sendable {
    /// The indexes in ``Coop/notes`` of the notes carrying each tag, by the tag's slug, in the order written.
    let notes: [String: [Int]]
    /// The indexes in ``Coop/expenses`` of the expenses carrying each tag, by the tag's slug, in the order written.
    let expenses: [String: [Int]]

    init(_ coop: Coop) {
        notes = Self.indexesByTag(coop.notes.map(\.tags))
        expenses = Self.indexesByTag(coop.expenses.map(\.tags))
    }

    /// The slugs of the tags that records carry, sorted.
    var slugs: [String] { Set(notes.keys).union(expenses.keys).sorted() }

    /// How many notes and expenses carry the tag `slug` (a record carrying it twice counts once).
    func count(_ slug: String) -> Int { (notes[slug]?.count ?? 0) + (expenses[slug]?.count ?? 0) }

    /// The indexes of the records carrying each tag, by the tag's slug, in the order written:
    /// `tagLists` holds each record's tags.
    private static func indexesByTag(_ tagLists: [[String]]) -> [String: [Int]] {
        var indexes: [String: [Int]] = [:]
        for (index, tags) in tagLists.enumerated() {
            for slug in Set(tags.map(Slug.make)) { indexes[slug, default: []].append(index) }
        }
        return indexes
    }
}
