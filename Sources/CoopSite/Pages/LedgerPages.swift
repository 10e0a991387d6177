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
        let words = context.words
        var pages: [SitePage] = []
        if !coop.expenses.isEmpty {
            @Sendable func sum(_ expenses: [Expense], _ keep: (Expense) -> Bool) -> CurrencyAmount {
                context.money(expenses.filter(keep).reduce(Money.zero) { $0 + $1.amount })
            }
            pages += YearPages(coop.expenses.map(\.date), newest: .records(.expenses), earlier: { .recordsYear(.expenses, $0) })
                .pages(of: coop.expenses, date: \.date, title: words(.expensesList), context: context, menu: menu) { shown, common, years in
                    ExpenseListPageData(
                        common: common, years: years, expenses: shown.reversed().map { expenseRow($0, context: context) },
                        total: sum(shown) { _ in true }, consumables: sum(shown) { $0.consumable },
                        oneTime: sum(shown) { !$0.consumable }, unshared: sum(shown) { !$0.shared },
                        allTime: sum(coop.expenses) { _ in true })
                }
        }
        if !coop.contributions.isEmpty {
            @Sendable func sum(_ contributions: [Contribution]) -> CurrencyAmount {
                context.money(contributions.reduce(Money.zero) { $0 + $1.amount })
            }
            pages += YearPages(
                coop.contributions.map(\.date), newest: .records(.contributions), earlier: { .recordsYear(.contributions, $0) }
            ).pages(of: coop.contributions, date: \.date, title: words(.contributionsList), context: context, menu: menu) {
                shown, common, years in
                ContributionListPageData(
                    common: common, years: years,
                    contributions: shown.reversed().map { c in
                        ContributionRow(
                            date: c.date, person: personLink(c.personIndex, coop), amount: context.money(c.amount), note: c.note,
                            actions: context.actions(c.location))
                    },
                    total: sum(shown), allTime: sum(coop.contributions))
            }
        }
        if !coop.deliveries.isEmpty {
            pages += YearPages(coop.deliveries.map(\.date), newest: .records(.deliveries), earlier: { .recordsYear(.deliveries, $0) })
                .pages(of: coop.deliveries, date: \.date, title: words(.deliveriesList), context: context, menu: menu) {
                    shown, common, years in
                    DeliveryListPageData(
                        common: common, years: years, deliveries: shown.reversed().map { deliveryRow($0, context: context) },
                        total: DeliveryTotals(shown, context: context), allTime: DeliveryTotals(coop.deliveries, context: context))
                }
        }
        return pages
    }
}
