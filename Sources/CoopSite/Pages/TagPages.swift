import CoopLocale
import CoopRecords
import CoopTemplate

/// `tags/<tag>.html`: everything carrying a tag. A tag on more than ``onePageUpTo`` records
/// has a page a year (``YearPages``): the newest year at `tags/<tag>.html`, each earlier one
/// at `tags/<tag>/2025.html`; a tag on fewer stays one short page.
enum TagPages {
    /// The most records a tag's page holds before it is split by year.
    static let onePageUpTo = YearPages.onePageUpTo

    static func pages(_ context: SiteContext, menu: Menu) -> [SitePage] {
        let coop = context.coop
        let tagged = context.tagged
        var pages: [SitePage] = []
        for slug in tagged.slugs {
            let name = tagged.names[slug] ?? slug
            let notes = tagged.notes[slug] ?? []
            let expenses = tagged.expenses[slug] ?? []
            let dates = notes.map { coop.notes[$0].date } + expenses.map { coop.expenses[$0].date }
            let byYear = YearPages(dates, splitPast: onePageUpTo, newest: .tag(slug: slug), earlier: { .tagYear(slug: slug, $0) })
            for (year, address) in byYear.pages {
                let title = byYear.title(context.words(.tagged(name)), year, words: context.words)
                pages.append(
                    SitePage(
                        address,
                        data: TagPageData(
                            common: context.common(address, title: title, menu: menu), tag: name,
                            years: byYear.menu(year, words: context.words),
                            notes: notes.filter { YearPages.shows(coop.notes[$0].date, onPageOf: year) }.reversed().map {
                                context.note($0, onPageOfTag: slug)
                            },
                            expenses: expenses.filter { YearPages.shows(coop.expenses[$0].date, onPageOf: year) }.reversed().map {
                                LedgerPages.expenseRow(coop.expenses[$0], context: context)
                            })))
            }
        }
        return pages
    }
}
