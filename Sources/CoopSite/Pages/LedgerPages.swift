import CoopInsight
import CoopRecords
import CoopTemplate
import CoopValues

/// `list/expenses.html`, `list/contributions.html`, `list/deliveries.html`: the money and
/// egg records, each only when there are any.
enum LedgerPages {
    static let expense = ObjectSchema("ExpenseRow", [
        TemplateField("date", .date), TemplateField("item", .string), TemplateField("amount", .money),
        TemplateField("consumable", .bool), TemplateField("shared", .bool), TemplateField("paidBy", .optional(.object(Items.link))),
        TemplateField("tags", .list(.object(Items.tag))),
    ])

    static let contribution = ObjectSchema("ContributionRow", [
        TemplateField("date", .date), TemplateField("person", .object(Items.link)), TemplateField("amount", .money),
        TemplateField("note", .optional(.string)),
    ])

    static let delivery = ObjectSchema("DeliveryRow", [
        TemplateField("date", .date), TemplateField("person", .object(Items.link)), TemplateField("eggs", .int),
        TemplateField("note", .optional(.string)),
    ])

    static let expensesTemplate = PageTemplate(name: "pages/list-expenses.xhtml", schema: CommonSchema.page("ExpenseListPage", [
        TemplateField("expenses", .list(.object(expense))), TemplateField("total", .money),
        TemplateField("consumables", .money), TemplateField("oneTime", .money), TemplateField("unshared", .money),
    ]))
    static let contributionsTemplate = PageTemplate(name: "pages/list-contributions.xhtml", schema: CommonSchema.page(
        "ContributionListPage", [TemplateField("contributions", .list(.object(contribution))), TemplateField("total", .money)]))
    static let deliveriesTemplate = PageTemplate(name: "pages/list-deliveries.xhtml", schema: CommonSchema.page(
        "DeliveryListPage", [TemplateField("deliveries", .list(.object(delivery))), TemplateField("total", .int)]))

    static func personLink(_ index: Int, _ coop: Coop) -> TemplateValue {
        Items.link(coop.people[index].name, "people/\(coop.people[index].slug).html")
    }

    static func expenseValue(_ expense: Expense, context: SiteContext) -> TemplateValue {
        self.expense.make([
            "date": .date(expense.date), "item": .string(expense.item), "amount": context.money(expense.amount),
            "consumable": .bool(expense.consumable), "shared": .bool(expense.shared),
            "paidBy": expense.paidByIndex.map { personLink($0, context.coop) } ?? .null, "tags": Items.tags(expense.tags),
        ])
    }

    static func pages(_ context: SiteContext, menu: Menu) -> [SitePage] {
        let coop = context.coop
        var pages: [SitePage] = []
        if !coop.expenses.isEmpty {
            let path = "list/expenses.html"
            @Sendable func sum(_ keep: (Expense) -> Bool) -> TemplateValue {
                context.money(coop.expenses.filter(keep).reduce(Money.zero) { $0 + $1.amount })
            }
            pages.append(SitePage(path: path, template: expensesTemplate, data: .page(
                expensesTemplate.schema, common: context.common(path: path, title: "Expenses", tab: "list", menu: menu), [
                    ("expenses", .list(coop.expenses.reversed().map { expenseValue($0, context: context) })),
                    ("total", sum { _ in true }), ("consumables", sum { $0.consumable }), ("oneTime", sum { !$0.consumable }),
                    ("unshared", sum { !$0.shared }),
                ])))
        }
        if !coop.contributions.isEmpty {
            let path = "list/contributions.html"
            pages.append(SitePage(path: path, template: contributionsTemplate, data: .page(
                contributionsTemplate.schema, common: context.common(path: path, title: "Contributions", tab: "list", menu: menu), [
                    ("contributions", .list(coop.contributions.reversed().map { c in
                        contribution.make(["date": .date(c.date), "person": personLink(c.personIndex, coop), "amount": context.money(c.amount),
                                           "note": .text(c.note)])
                    })),
                    ("total", context.money(coop.contributions.reduce(Money.zero) { $0 + $1.amount })),
                ])))
        }
        if !coop.deliveries.isEmpty {
            let path = "list/deliveries.html"
            pages.append(SitePage(path: path, template: deliveriesTemplate, data: .page(
                deliveriesTemplate.schema, common: context.common(path: path, title: "Deliveries", tab: "list", menu: menu), [
                    ("deliveries", .list(coop.deliveries.reversed().map { d in
                        delivery.make(["date": .date(d.date), "person": personLink(d.personIndex, coop), "eggs": .int(d.eggs), "note": .text(d.note)])
                    })),
                    ("total", .int(coop.deliveries.reduce(0) { $0 + $1.eggs })),
                ])))
        }
        return pages
    }
}
