import CoopInsight
import CoopRecords
import CoopTemplate
import CoopValues

/// `people/index.html`, everyone's part; and `people/<slug>.html`, one person's ledger.
/// Only with people.
enum PeoplePages {
    static let row = ObjectSchema("PersonRow", [
        TemplateField("name", .string), TemplateField("url", .string), TemplateField("shares", .string, "now, or 'not sharing'"),
        TemplateField("period", .string), TemplateField("sharing", .bool, "sharing today"),
        TemplateField("contributed", .money), TemplateField("paid", .money), TemplateField("moneyIn", .money),
        TemplateField("split", .money), TemplateField("balance", .money), TemplateField("owed", .bool, "the coop owes them"),
        TemplateField("owes", .bool, "they owe the coop"), TemplateField("eggsDue", .number), TemplateField("eggsReceived", .int),
    ])

    static let cost = ObjectSchema("EggCostSummary", [
        TemplateField("label", .string, "last 12 months, all time: after \"A dozen, \""), TemplateField("title", .string, "Last 12 months, All time"),
        TemplateField("period", .string), TemplateField("consumables", .optional(.money)),
        TemplateField("allIn", .optional(.money)), TemplateField("edibleEggs", .int), TemplateField("spent", .money),
    ])

    static let line = ObjectSchema("LedgerLine", [
        TemplateField("date", .date), TemplateField("text", .string), TemplateField("amount", .money),
        TemplateField("isIn", .bool), TemplateField("balance", .money),
    ])

    static let indexTemplate = PageTemplate(name: "pages/people.xhtml", schema: CommonSchema.page("PeoplePage", [
        TemplateField("people", .list(.object(row))), TemplateField("pot", .money), TemplateField("contributions", .money),
        TemplateField("paidFromPot", .money), TemplateField("costs", .list(.object(cost))), TemplateField("method", .list(.string)),
    ]))

    static let personTemplate = PageTemplate(name: "pages/person.xhtml", schema: CommonSchema.page("PersonPage", [
        TemplateField("person", .object(row)), TemplateField("periods", .list(.string)), TemplateField("details", .list(.object(Items.fact))),
        TemplateField("lines", .list(.object(line))),
        TemplateField("deliveries", .list(.object(LedgerPages.delivery))),
    ]))

    /// "from 1 Mar 2025", "1 Jun 2024 – 30 Sep 2025", "from the start".
    static func describe(_ period: SharingPeriod) -> String {
        switch (period.from, period.until) {
        case (nil, nil): "from the start"
        case (let from?, nil): "from \(DatePattern.dayMonthYear.format(from))"
        case (nil, let until?): "until \(DatePattern.dayMonthYear.format(until))"
        case (let from?, let until?): "\(DatePattern.dayMonthYear.format(from)) – \(DatePattern.dayMonthYear.format(until))"
        }
    }

    static func menu(_ context: SiteContext) -> Menu {
        Menu(title: "People", sections: [MenuSection(title: nil, links: [MenuLink("Everyone", "people/index.html")]
            + context.coop.people.map { MenuLink($0.name, "people/\($0.slug).html") })])
    }

    /// The cost of eggs over the last 12 months and all time.
    static func costs(_ context: SiteContext) -> [TemplateValue] {
        let insight = context.insight
        let today = context.today
        let periods = [("Last 12 months", today.adding(days: -364)), ("All time", insight.series.firstDay)]
        return periods.map { title, start in
            let c = EggCost(coop: context.coop, series: insight.series, from: start, through: today)
            return cost.make([
                "label": .string(title.lowercased()), "title": .string(title), "period": .string("\(DatePattern.dayMonthYear.format(start)) – \(DatePattern.dayMonthYear.format(today))"),
                "consumables": c.perDozen(allIn: false).map(context.money) ?? .null,
                "allIn": c.perDozen(allIn: true).map(context.money) ?? .null, "edibleEggs": .int(c.edibleEggs),
                "spent": context.money(c.allIn),
            ])
        }
    }

    static func pages(_ context: SiteContext) -> [SitePage] {
        let coop = context.coop
        guard !coop.people.isEmpty else { return [] }
        let insight = context.insight
        let ledger = insight.ledger
        let eggs = insight.eggShares
        let menu = menu(context)
        let rows = coop.people.indices.map { index -> TemplateValue in
            let person = coop.people[index]
            let account = ledger.accounts[index]
            let now = person.shares(on: context.today)
            return row.make([
                "name": .string(person.name), "url": .string("people/\(person.slug).html"),
                "shares": .string(now.map(\.description) ?? "not sharing"),
                "period": .string(person.periods.map(describe).joined(separator: "; ")), "sharing": .bool(now != nil),
                "contributed": context.money(account.contributed), "paid": context.money(account.paid),
                "moneyIn": context.money(account.moneyIn), "split": context.money(account.split), "balance": context.money(account.balance),
                "owed": .bool(account.balance > .zero), "owes": .bool(account.balance < .zero),
                "eggsDue": .number(eggs.due[index]), "eggsReceived": .int(eggs.received[index]),
            ])
        }
        let method = [
            "Contributions go into the coop's pot. A shared expense with a payer was paid by that person; one without was paid from the pot. An expense marked as not shared is the payer's own: it is listed, but changes no balance.",
            "Each shared expense is split among the people sharing on its day, by their shares, to the cent (a leftover cent goes to the largest remainder).",
            "Money in = contributions + shared expenses paid. Balance = money in − split: positive, the coop owes them; negative, they owe the coop. The balances add up to the cash left in the pot.",
            "Eggs due = for every recorded day, their shares ÷ everyone's shares that day × the edible eggs laid that day. Eggs received = their deliveries.",
            "Price per dozen = 12 × shared expenses ÷ edible eggs in the period. Consumables only counts what is used up (feed, bedding); all in adds one-time costs (the coop, a waterer) spread evenly over 36 months from their month.",
        ]
        var pages: [SitePage] = []
        let index = "people/index.html"
        pages.append(SitePage(path: index, template: indexTemplate, data: .page(
            indexTemplate.schema, common: context.common(path: index, title: "Sharing", tab: "people", menu: menu), [
                ("people", .list(rows)), ("pot", context.money(ledger.pot)), ("contributions", context.money(ledger.contributions)),
                ("paidFromPot", context.money(ledger.paidFromPot)), ("costs", .list(costs(context))), ("method", .list(method.map { .string($0) })),
            ])))
        for (i, person) in coop.people.enumerated() {
            let path = "people/\(person.slug).html"
            let lines = ledger.accounts[i].lines.reversed().map { l in
                line.make(["date": .date(l.date), "text": .string(l.text), "amount": context.money(l.amount), "isIn": .bool(l.amount > .zero),
                           "balance": context.money(l.balance)])
            }
            let deliveries = coop.deliveries.filter { $0.personIndex == i }.reversed().map { d in
                LedgerPages.delivery.make(["date": .date(d.date), "person": LedgerPages.personLink(i, coop), "eggs": .int(d.eggs), "note": .text(d.note)])
            }
            pages.append(SitePage(path: path, template: personTemplate, data: .page(
                personTemplate.schema, common: context.common(path: path, title: person.name, tab: "people", menu: menu), [
                    ("person", rows[i]), ("periods", .list(person.periods.map { .string("\(describe($0)), \($0.shares) share\($0.shares == .one ? "" : "s")") })),
                    ("details", Items.details(person.details.map { ($0.label, $0.value) })), ("lines", .list(lines)),
                    ("deliveries", .list(deliveries)),
                ])))
        }
        return pages
    }
}
