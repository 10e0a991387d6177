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

    static func pages(_ context: SiteContext, menu: Menu) -> [SitePage] {
        let coop = context.coop
        var pages: [SitePage] = []
        if !coop.expenses.isEmpty {
            let address = PageAddress.records(.expenses)
            @Sendable func sum(_ keep: (Expense) -> Bool) -> CurrencyAmount {
                context.money(coop.expenses.filter(keep).reduce(Money.zero) { $0 + $1.amount })
            }
            pages.append(
                SitePage(
                    address,
                    data: ExpenseListPageData(
                        common: context.common(address, title: context.words(.expensesList), menu: menu),
                        expenses: coop.expenses.reversed().map { expenseRow($0, context: context) },
                        total: sum { _ in true }, consumables: sum { $0.consumable }, oneTime: sum { !$0.consumable },
                        unshared: sum { !$0.shared })))
        }
        if !coop.contributions.isEmpty {
            let address = PageAddress.records(.contributions)
            pages.append(
                SitePage(
                    address,
                    data: ContributionListPageData(
                        common: context.common(address, title: context.words(.contributionsList), menu: menu),
                        contributions: coop.contributions.reversed().map { c in
                            ContributionRow(
                                date: c.date, person: personLink(c.personIndex, coop), amount: context.money(c.amount), note: c.note,
                                actions: context.actions(c.location))
                        },
                        total: context.money(coop.contributions.reduce(Money.zero) { $0 + $1.amount }))))
        }
        if !coop.deliveries.isEmpty {
            let address = PageAddress.records(.deliveries)
            pages.append(
                SitePage(
                    address,
                    data: DeliveryListPageData(
                        common: context.common(address, title: context.words(.deliveriesList), menu: menu),
                        deliveries: coop.deliveries.reversed().map { deliveryRow($0, context: context) },
                        total: coop.deliveries.reduce(0) { $0 + $1.eggs },
                        sold: coop.deliveries.reduce(0) { $0 + ($1.isSale ? $1.eggs : 0) },
                        income: context.money(coop.deliveries.reduce(Money.zero) { $0 + ($1.paid ?? .zero) }))))
        }
        return pages
    }
}
