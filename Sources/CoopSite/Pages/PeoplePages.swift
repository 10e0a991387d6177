import CoopInsight
import CoopRecords
import CoopTemplate
import CoopValues

/// `people/index.html`, everyone's part; and `people/<slug>.html`, one person's ledger and
/// deliveries of the newest year, each earlier year at `people/<slug>/2025.html`
/// (``YearPages``). Only with people.
enum PeoplePages {
    /// The people tab's menus: one for every page when there are up to ``MenuWindow/whole``
    /// people, otherwise one a page, listing the people nearest the page's person.
    struct Menus {
        private let context: SiteContext
        private let shared: Menu?

        init(_ context: SiteContext) {
            self.context = context
            shared = context.coop.people.count <= MenuWindow.whole ? Self.menu(context, context.coop.people.indices) : nil
        }

        /// The menu on the page of person `person`, or on everyone's page (`nil`).
        func menu(for person: Int?) -> Menu {
            shared ?? Self.menu(context, MenuWindow.range(count: context.coop.people.count, around: person))
        }

        /// "Everyone", then the people at `positions`.
        private static func menu(_ context: SiteContext, _ positions: Range<Int>) -> Menu {
            let people = context.coop.people[positions]
            return Menu(
                title: context.words(.peopleMenu),
                sections: [
                    MenuSection(
                        title: nil,
                        links: [MenuLink(context.words(.peopleEveryone), PageAddress.people.path)]
                            + people.map { MenuLink($0.name, PageAddress.person(slug: $0.slug).path) })
                ])
        }
    }

    /// The cost of eggs over the last 12 months and all time, once a price says something
    /// (``ViewThresholds/price``).
    static func costs(_ context: SiteContext) -> [EggCostSummary] {
        guard context.thresholds.price else { return [] }
        let insight = context.insight
        let today = context.today
        let words = context.words
        let periods = [(true, today.adding(days: -364)), (false, insight.series.firstDay)]
        return periods.map { lastYear, start in
            let c = EggCost(coop: context.coop, series: insight.series, from: start, through: today)
            return EggCostSummary(
                title: words(.peopleFigurePeriod(lastYear: lastYear, title: true)),
                label: words(.peopleFigurePeriod(lastYear: lastYear, title: false)), period: words(.peopleCostDays(from: start, to: today)),
                consumables: c.perDozen(allIn: false).map(context.money), allIn: c.perDozen(allIn: true).map(context.money),
                edibleEggs: c.edibleEggs, spent: context.money(c.allIn))
        }
    }

    /// The savings against the store's price, a sentence a year and one for all time; none
    /// without `store_price`, expenses or eggs.
    static func savings(_ context: SiteContext) -> [String] {
        guard !context.coop.expenses.isEmpty, context.insight.hasEggs else { return [] }
        let (years, allTime) = EggSavings.byYear(coop: context.coop, series: context.insight.series, today: context.today)
        guard let allTime else { return [] }
        return StatsPage.savingsPeriods(years, allTime, context: context).map { label, savings in
            context.words(.savingsSentence(label, savings, context.currency))
        }
    }

    /// Eggs sold and the price received over the last 12 months and all time; none without sales.
    static func sales(_ context: SiteContext) -> [SalesSummary] {
        let insight = context.insight
        guard insight.ledger.income > .zero else { return [] }
        let today = context.today
        let words = context.words
        let periods = [(true, today.adding(days: -364)), (false, insight.series.firstDay)]
        // What a dozen costs, and so whether the price covers it, only once a price is shown.
        let priced = context.thresholds.price
        return periods.map { lastYear, start in
            let sales = Sales(coop: context.coop, series: insight.series, from: start, through: today)
            return SalesSummary(
                title: words(.peopleFigurePeriod(lastYear: lastYear, title: true)),
                label: words(.peopleFigurePeriod(lastYear: lastYear, title: false)), eggsSold: sales.eggsSold,
                income: context.money(sales.income),
                pricePerDozen: sales.pricePerDozen.map(context.money),
                consumables: priced ? sales.cost.perDozen(allIn: false).map(context.money) : nil,
                allIn: priced ? sales.cost.perDozen(allIn: true).map(context.money) : nil,
                netKept: priced ? sales.netCostPerDozenKept(allIn: true).map(context.money) : nil,
                verdict: priced ? sales.verdictMessage(context.currency).map(words.callAsFunction) : nil)
        }
    }

    static func pages(_ context: SiteContext) -> [SitePage] {
        let coop = context.coop
        guard !coop.people.isEmpty else { return [] }
        let insight = context.insight
        let words = context.words
        let ledger = insight.ledger
        let eggs = insight.eggShares
        @Sendable func describe(_ period: SharingPeriod) -> String { words(.sharingPeriod(period)) }
        let menus = Menus(context)
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
            let periods = person.periods.map(describe)
            return PersonRow(
                name: person.name, url: PageAddress.person(slug: person.slug).path,
                shares: now.map { words.format($0.messageValue) } ?? words(.peopleNotSharing),
                period: periods.dropFirst().reduce(periods.first ?? "") { words(.sharingPeriods($0, then: $1)) }, sharing: now != nil,
                contributed: context.money(account.contributed), paid: context.money(account.paid), moneyIn: context.money(account.moneyIn),
                split: context.money(account.split), balance: context.money(account.balance), eggsDue: eggs.due[index],
                eggsReceived: eggs.received[index], eggsKept: eggs.kept[index], buyer: person.isBuyer,
                sales: context.money(account.sales),
                spentOnEggs: context.money(Money(minorUnits: spent[index])),
                pricePerDozen: Sales.perDozen(spent[index], eggs: sold[index]).map(context.money),
                actions: context.actions(person.location))
        }
        let hasSales = ledger.income > .zero
        let method =
            [
                words(.peopleMethod("pot")), words(.peopleMethod("split")), words(.peopleMethodBalance(sales: hasSales)),
                words(.peopleMethod("eggs")),
            ]
            // The price's method only where a price is shown (ViewThresholds.price).
            + (context.thresholds.price ? [words(.peopleMethod("price"))] : [])
            + (hasSales ? [words(.peopleMethod("sale")), words(.peopleMethod("price-received"))] : [])
        var pages: [SitePage] = []
        pages.append(
            SitePage(
                .people,
                data: PeoplePageData(
                    common: context.common(.people, title: words(.peopleTitle), menu: menus.menu(for: nil)),
                    people: rows.filter { !$0.buyer }, buyers: rows.filter(\.buyer),
                    pot: context.money(ledger.pot),
                    contributions: context.money(ledger.contributions), paidFromPot: context.money(ledger.paidFromPot),
                    income: context.money(ledger.income), costs: costs(context), sales: sales(context),
                    method: method, savings: savings(context))))
        for (i, person) in coop.people.enumerated() {
            let account = ledger.accounts[i].lines
            let delivered = coop.deliveries.filter { $0.personIndex == i }
            let slug = person.slug
            // A page a year: the ledger's lines and the deliveries of that year.
            let byYear = YearPages(
                account.map(\.date) + delivered.map(\.date), newest: .person(slug: slug), earlier: { .personYear(slug: slug, $0) })
            for (year, address) in byYear.pages {
                let lines = account.filter { YearPages.shows($0.date, onPageOf: year) }.reversed().map { l in
                    LedgerLine(
                        date: l.date, text: words(.ledgerLine(l.entry)), amount: context.money(l.amount),
                        balance: context.money(l.balance))
                }
                let deliveries = delivered.filter { YearPages.shows($0.date, onPageOf: year) }.reversed().map {
                    LedgerPages.deliveryRow($0, context: context)
                }
                pages.append(
                    SitePage(
                        address,
                        data: PersonPageData(
                            common: context.common(
                                address, title: byYear.title(person.name, year, words: words), menu: menus.menu(for: i),
                                current: byYear.newest),
                            person: rows[i], periods: person.periods.map { words(.sharingPeriodShares(describe($0), shares: $0.shares)) },
                            details: Items.details(person.details), years: byYear.menu(year, words: context.words), lines: lines,
                            deliveries: deliveries)))
            }
        }
        return pages
    }
}
