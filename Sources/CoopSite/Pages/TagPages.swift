import CoopLocale
import CoopRecords
import CoopTemplate

/// `tags/<tag>.html`: everything carrying a tag.
enum TagPages {
    static func pages(_ context: SiteContext, menu: Menu) -> [SitePage] {
        let coop = context.coop
        let tagged = context.tagged
        return tagged.names.sorted { $0.key < $1.key }.map { slug, name in
            let path = Items.tagURL(slug: slug)
            let notes = (tagged.notes[slug] ?? []).reversed()
            let expenses = (tagged.expenses[slug] ?? []).reversed()
            return SitePage(
                path: path,
                data: TagPageData(
                    common: context.common(path: path, title: context.words(.tagged(name)), tab: "list", menu: menu), tag: name,
                    notes: notes.map { context.notes[$0] },
                    expenses: expenses.map { LedgerPages.expenseRow(coop.expenses[$0], context: context) }))
        }
    }
}
