import CoopInsight
import CoopLocale
import CoopRecords
import CoopTemplate
import CoopValues

/// `list/expenses.html`, `list/contributions.html`, `list/deliveries.html`: the money and
/// egg records, each only when there are any.
enum LedgerPages {
    static func personLink(_ index: Int, _ coop: Coop) -> Link {
        Link(coop.people[index].name, PageAddress.person(slug: coop.people[index].slug).path)
    }

    static func expenseRow(_ expense: Expense, context: SiteContext) -> ExpenseRow {
        ExpenseRow(
            date: expense.date, item: expense.item, amount: context.money(expense.amount), consumable: expense.consumable,
            shared: expense.shared, paidBy: expense.paidByIndex.map { personLink($0, context.coop) }, tags: TagItem.list(expense.tags),
            actions: context.actions(expense.location))
    }

    static func deliveryRow(_ delivery: Delivery, context: SiteContext) -> DeliveryRow {
        DeliveryRow(
            date: delivery.date, person: personLink(delivery.personIndex, context.coop), eggs: delivery.eggs,
            paid: delivery.paid.map(context.money), note: delivery.note,
            actions: context.actions(delivery.location))
    }

    /// The pages of the expenses, contributions and deliveries that exist, a page a year
    /// (``YearPages``), each year's totals beside the totals of all time.
    static func pages(_ context: SiteContext, menu: Menu) -> [SitePage] {
        let coop = context.coop
        var pages: [SitePage] = []
        if !coop.expenses.isEmpty {
            let byYear = YearPages(
                coop.expenses.map(\.date), newest: .records(.expenses), earlier: { .recordsYear(.expenses, $0) })
            @Sendable func sum(_ expenses: [Expense], _ keep: (Expense) -> Bool) -> CurrencyAmount {
                context.money(expenses.filter(keep).reduce(Money.zero) { $0 + $1.amount })
            }
            for (year, address) in byYear.pages {
                let shown = coop.expenses.filter { year == nil || $0.date.year == year }
                pages.append(
                    SitePage(
                        address,
                        data: ExpenseListPageData(
                            common: context.common(
                                address, title: byYear.title(context.words(.expensesList), year, words: context.words), menu: menu,
                                current: byYear.newest),
                            years: byYear.menu(year, words: context.words),
                            expenses: shown.reversed().map { expenseRow($0, context: context) },
                            total: sum(shown) { _ in true }, consumables: sum(shown) { $0.consumable },
                            oneTime: sum(shown) { !$0.consumable }, unshared: sum(shown) { !$0.shared },
                            allTime: sum(coop.expenses) { _ in true })))
            }
        }
        if !coop.contributions.isEmpty {
            let byYear = YearPages(
                coop.contributions.map(\.date), newest: .records(.contributions), earlier: { .recordsYear(.contributions, $0) })
            @Sendable func sum(_ contributions: [Contribution]) -> CurrencyAmount {
                context.money(contributions.reduce(Money.zero) { $0 + $1.amount })
            }
            for (year, address) in byYear.pages {
                let shown = coop.contributions.filter { year == nil || $0.date.year == year }
                pages.append(
                    SitePage(
                        address,
                        data: ContributionListPageData(
                            common: context.common(
                                address, title: byYear.title(context.words(.contributionsList), year, words: context.words), menu: menu,
                                current: byYear.newest),
                            years: byYear.menu(year, words: context.words),
                            contributions: shown.reversed().map { c in
                                ContributionRow(
                                    date: c.date, person: personLink(c.personIndex, coop), amount: context.money(c.amount), note: c.note,
                                    actions: context.actions(c.location))
                            },
                            total: sum(shown), allTime: sum(coop.contributions))))
            }
        }
        if !coop.deliveries.isEmpty {
            let byYear = YearPages(
                coop.deliveries.map(\.date), newest: .records(.deliveries), earlier: { .recordsYear(.deliveries, $0) })
            for (year, address) in byYear.pages {
                let shown = coop.deliveries.filter { year == nil || $0.date.year == year }
                pages.append(
                    SitePage(
                        address,
                        data: DeliveryListPageData(
                            common: context.common(
                                address, title: byYear.title(context.words(.deliveriesList), year, words: context.words), menu: menu,
                                current: byYear.newest),
                            years: byYear.menu(year, words: context.words),
                            deliveries: shown.reversed().map { deliveryRow($0, context: context) },
                            total: DeliveryTotals(shown, context: context), allTime: DeliveryTotals(coop.deliveries, context: context))))
            }
        }
        return pages
    }
}
