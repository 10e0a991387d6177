import CoopLocale
import CoopRecords
import CoopTemplate

/// `tags/<tag>.html`: everything carrying a tag.
enum TagPages {
    static func pages(_ context: SiteContext, menu: Menu) -> [SitePage] {
        let coop = context.coop
        let tagged = context.tagged
        return tagged.names.sorted { $0.key < $1.key }.map { slug, name in
            let address = PageAddress.tag(slug: slug)
            let notes = (tagged.notes[slug] ?? []).reversed()
            let expenses = (tagged.expenses[slug] ?? []).reversed()
            return SitePage(
                address,
                data: TagPageData(
                    common: context.common(address, title: context.words(.tagged(name)), menu: menu), tag: name,
                    notes: notes.map { context.note($0, onPageOfTag: slug) },
                    expenses: expenses.map { LedgerPages.expenseRow(coop.expenses[$0], context: context) }))
        }
    }
}
