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

    static func pages(_ context: SiteContext) -> [SitePage] {
        let coop = context.coop
        guard !coop.people.isEmpty else { return [] }
        let insight = context.insight
        let ledger = insight.ledger
        let eggs = insight.eggShares
        let menu = menu(context)
        let rows = coop.people.indices.map { index -> PersonRow in
            let person = coop.people[index]
            let account = ledger.accounts[index]
            let now = person.shares(on: context.today)
            return PersonRow(
                name: person.name, url: "people/\(person.slug).html", shares: now.map(\.description) ?? "not sharing",
                period: person.periods.map(describe).joined(separator: "; "), sharing: now != nil,
                contributed: context.money(account.contributed), paid: context.money(account.paid), moneyIn: context.money(account.moneyIn),
                split: context.money(account.split), balance: context.money(account.balance), eggsDue: eggs.due[index],
                eggsReceived: eggs.received[index], actions: context.actions(person.location))
        }
        let method = [
            "Contributions go into the coop's pot. A shared expense with a payer was paid by that person; one without was paid from the pot. An expense marked as not shared is the payer's own: it is listed, but changes no balance.",
            "Each shared expense is split among the people sharing on its day, by their shares, to the cent (a leftover cent goes to the largest remainder).",
            "Money in = contributions + shared expenses paid. Balance = money in − split: positive, the coop owes them; negative, they owe the coop. The balances add up to the cash left in the pot.",
            "Eggs due = for every recorded day, their shares ÷ everyone's shares that day × the edible eggs laid that day. Eggs received = their deliveries.",
        ]
        // The price's method only where a price is shown.
        let priceMethod =
            context.thresholds.price
            ? [
                "Price per dozen = 12 × shared expenses ÷ edible eggs in the period. Consumables only counts what is used up (feed, bedding); all in adds one-time costs (the coop, a waterer) spread evenly over 36 months from their month."
            ] : []
        var pages: [SitePage] = []
        let index = "people/index.html"
        pages.append(
            SitePage(
                path: index,
                data: PeoplePageData(
                    common: context.common(path: index, title: "Sharing", tab: "people", menu: menu), people: rows,
                    pot: context.money(ledger.pot),
                    contributions: context.money(ledger.contributions), paidFromPot: context.money(ledger.paidFromPot),
                    costs: costs(context),
                    method: method + priceMethod)))
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
