import CoopInsight
import CoopRecords
import CoopTemplate
import CoopValues

/// `people/index.html`, everyone's part; and `people/<slug>.html`, one person's ledger.
/// Only with people.
enum PeoplePages {
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
        Menu(
            title: "People",
            sections: [
                MenuSection(
                    title: nil,
                    links: [MenuLink("Everyone", "people/index.html")]
                        + context.coop.people.map { MenuLink($0.name, "people/\($0.slug).html") })
            ])
    }

    /// The cost of eggs over the last 12 months and all time, once a price says something
    /// (``ViewThresholds/price``).
    static func costs(_ context: SiteContext) -> [EggCostSummary] {
        guard context.thresholds.price else { return [] }
        let insight = context.insight
        let today = context.today
        let periods = [("Last 12 months", today.adding(days: -364)), ("All time", insight.series.firstDay)]
        return periods.map { title, start in
            let c = EggCost(coop: context.coop, series: insight.series, from: start, through: today)
            return EggCostSummary(
                title: title, period: "\(DatePattern.dayMonthYear.format(start)) – \(DatePattern.dayMonthYear.format(today))",
                consumables: c.perDozen(allIn: false).map(context.money), allIn: c.perDozen(allIn: true).map(context.money),
                edibleEggs: c.edibleEggs, spent: context.money(c.allIn))
        }
    }

    /// Eggs sold and the price received over the last 12 months and all time; none without sales.
    static func sales(_ context: SiteContext) -> [SalesSummary] {
        let insight = context.insight
        guard insight.ledger.income > .zero else { return [] }
        let today = context.today
        let periods = [("Last 12 months", today.adding(days: -364)), ("All time", insight.series.firstDay)]
        // What a dozen costs, and so whether the price covers it, only once a price is shown.
        let priced = context.thresholds.price
        return periods.map { title, start in
            let sales = Sales(coop: context.coop, series: insight.series, from: start, through: today)
            return SalesSummary(
                title: title, eggsSold: sales.eggsSold, income: context.money(sales.income),
                pricePerDozen: sales.pricePerDozen.map(context.money),
                consumables: priced ? sales.cost.perDozen(allIn: false).map(context.money) : nil,
                allIn: priced ? sales.cost.perDozen(allIn: true).map(context.money) : nil,
                netKept: priced ? sales.netCostPerDozenKept(allIn: true).map(context.money) : nil,
                verdict: priced ? sales.sentence(context.currency) : nil)
        }
    }

    static func pages(_ context: SiteContext) -> [SitePage] {
        let coop = context.coop
        guard !coop.people.isEmpty else { return [] }
        let insight = context.insight
        let ledger = insight.ledger
        let eggs = insight.eggShares
        let menu = menu(context)
        // What each person paid for eggs they bought, and how many eggs those were.
        var spent = [Int64](repeating: 0, count: coop.people.count)
        var sold = [Int](repeating: 0, count: coop.people.count)
        for delivery in coop.deliveries where delivery.date <= context.today {
            guard let paid = delivery.paid else { continue }
            spent[delivery.personIndex] += paid.minorUnits
            sold[delivery.personIndex] += delivery.eggs
        }
        let rows = coop.people.indices.map { index -> PersonRow in
            let person = coop.people[index]
            let account = ledger.accounts[index]
            let now = person.shares(on: context.today)
            return PersonRow(
                name: person.name, url: "people/\(person.slug).html", shares: now.map(\.description) ?? "not sharing",
                period: person.periods.map(describe).joined(separator: "; "), sharing: now != nil,
                contributed: context.money(account.contributed), paid: context.money(account.paid), moneyIn: context.money(account.moneyIn),
                split: context.money(account.split), balance: context.money(account.balance), eggsDue: eggs.due[index],
                eggsReceived: eggs.received[index], buyer: person.isBuyer, sales: context.money(account.sales),
                spentOnEggs: context.money(Money(minorUnits: spent[index])),
                pricePerDozen: Sales.perDozen(spent[index], eggs: sold[index]).map(context.money),
                actions: context.actions(person.location))
        }
        let method =
            [
                "Contributions go into the coop's pot. A shared expense with a payer was paid by that person; one without was paid from the pot. An expense marked as not shared is the payer's own: it is listed, but changes no balance.",
                "Each shared expense is split among the people sharing on its day, by their shares, to the cent (a leftover cent goes to the largest remainder).",
                "Money in = contributions + shared expenses paid\(ledger.income > .zero ? " + their part of the eggs sold" : ""). Balance = money in − split: positive, the coop owes them; negative, they owe the coop. The balances add up to the cash left in the pot.",
                "Eggs due = for every recorded day, their shares ÷ everyone's shares that day × the edible eggs laid that day. Eggs received = their deliveries.",
            ]
            // The price's method only where a price is shown (ViewThresholds.price).
            + (context.thresholds.price
                ? [
                    "Price per dozen = 12 × shared expenses ÷ edible eggs in the period. Consumables only counts what is used up (feed, bedding); all in adds one-time costs (the coop, a waterer) spread evenly over 36 months from their month."
                ] : [])
            + (ledger.income > .zero
                ? [
                    "A sale (a delivery with a price paid) puts its money into the pot, credited to the people sharing on its day by their shares, split to the cent like an expense. Its eggs come out of their eggs due, by the same shares.",
                    "Price received = 12 × money received ÷ eggs sold. A dozen kept = 12 × (shared expenses all in − money received) ÷ (edible eggs − eggs sold): what the eggs the family keeps cost once the sales have paid their part.",
                ] : [])
        var pages: [SitePage] = []
        let index = "people/index.html"
        pages.append(
            SitePage(
                path: index,
                data: PeoplePageData(
                    common: context.common(path: index, title: "Sharing", tab: "people", menu: menu),
                    people: rows.filter { !$0.buyer }, buyers: rows.filter(\.buyer),
                    pot: context.money(ledger.pot),
                    contributions: context.money(ledger.contributions), paidFromPot: context.money(ledger.paidFromPot),
                    income: context.money(ledger.income), costs: costs(context), sales: sales(context),
                    method: method)))
        for (i, person) in coop.people.enumerated() {
            let path = "people/\(person.slug).html"
            let lines = ledger.accounts[i].lines.reversed().map { l in
                LedgerLine(date: l.date, text: l.text, amount: context.money(l.amount), balance: context.money(l.balance))
            }
            let deliveries = coop.deliveries.filter { $0.personIndex == i }.reversed().map { LedgerPages.deliveryRow($0, context: context) }
            pages.append(
                SitePage(
                    path: path,
                    data: PersonPageData(
                        common: context.common(path: path, title: person.name, tab: "people", menu: menu), person: rows[i],
                        periods: person.periods.map { "\(describe($0)), \($0.shares) share\($0.shares == .one ? "" : "s")" },
                        details: Items.details(person.details), lines: lines, deliveries: deliveries)))
        }
        return pages
    }
}
