import CoopDiagnostics
import CoopInsight
import CoopRecords
import CoopTestSupport
import CoopValues
import Foundation
import Testing

/// Selling eggs: a scenario computed by hand (two sharers with periods, a buyer, a sale on a
/// day both share and one on a day only one shares, an expense paid by a sharer and one from
/// the pot), and, on random coops with sales, balances that add up to the pot and eggs due
/// that add up with the eggs sold to the edible eggs.
@Suite struct SalesTests {
    // Alvarez shares 2 from the start; Jen shares 1 from 5 November; the corner shop buys.
    static let files = [
        "people.yaml": """
        - name: Alvarez
          shares: 2
        - name: Jen
          from: 2026-11-05
        - name: Corner shop
          shares: 0

        """,
        "eggs.yaml": "2026-11-01: 4\n2026-11-02: 4\n2026-11-03: 4\n2026-11-04: 4\n2026-11-05: 6\n2026-11-06: 6\n",
        "expenses.yaml": """
        - date: 2026-11-02
          item: Feed
          amount: 30.00
          paid_by: Alvarez
        - date: 2026-11-06
          item: Grit
          amount: 9.00

        """,
        "contributions.yaml": "- {date: 2026-11-05, person: Jen, amount: 10}\n",
        "deliveries.yaml": """
        - {date: 2026-11-03, person: Corner shop, eggs: 4, paid: 2.00}
        - {date: 2026-11-06, person: Corner shop, eggs: 6, paid: 3.01}
        - {date: 2026-11-06, person: Jen, eggs: 2}

        """,
    ]

    func cents(_ value: Int64) -> Money { Money(minorUnits: value) }

    @Test func balancesPotAndIncomeToTheCent() {
        let c = coop(Self.files, today: day("2026-11-10"))
        let ledger = SharingLedger(c, through: day("2026-11-10"))
        // Feed 30.00, paid by Alvarez, on a day only Alvarez shares: all of it is his split.
        // Grit 9.00 from the pot, 2:1: Alvarez 6.00, Jen 3.00.
        // Sale of 3 Nov (2.00), only Alvarez shares: 2.00 to him.
        // Sale of 6 Nov (3.01), 2:1: 200.67 and 100.33 cents, rounded down to 200 and 100; the cent
        // left goes to the larger remainder (Alvarez's 0.67): Alvarez 2.01, Jen 1.00.
        // Alvarez: in 30.00 + 2.00 + 2.01 = 34.01, split 36.00, balance -1.99.
        // Jen: in 10.00 + 1.00 = 11.00, split 3.00, balance 8.00. The shop: nothing.
        #expect(ledger.accounts.map(\.sales) == [cents(401), cents(100), cents(0)])
        #expect(ledger.accounts.map(\.moneyIn) == [cents(3401), cents(1100), cents(0)])
        #expect(ledger.accounts.map(\.split) == [cents(3600), cents(300), cents(0)])
        #expect(ledger.accounts.map(\.balance) == [cents(-199), cents(800), cents(0)])
        // The pot: 10.00 contributed + 5.01 of sales - 9.00 of grit = 6.01 = -1.99 + 8.00.
        #expect(ledger.income == cents(501))
        #expect(ledger.pot == cents(601))
        #expect(ledger.isBalanced)
        let (one, two, three) = (Shares.one, Shares(thousandths: 2000), Shares(thousandths: 3000))
        #expect(
            ledger.accounts[1].lines.map(\.entry) == [
                .contribution(note: nil), .share(item: "Grit", shares: one, total: three),
                .sale(buyer: "Corner shop", eggs: 6, shares: one, total: three),
            ])
        #expect(
            ledger.accounts[0].lines.first { if case .sale = $0.entry { true } else { false } }?.entry
                == .sale(buyer: "Corner shop", eggs: 4, shares: two, total: two))
    }

    @Test func eggsDueLessTheEggsSold() {
        let c = coop(Self.files, today: day("2026-11-10"))
        let series = EggSeries(c.eggs, kinds: 1, through: day("2026-11-10"))
        let shares = EggShares(coop: c, series: series, through: day("2026-11-10"))
        // 1-4 Nov, only Alvarez: 16 eggs. 5 and 6 Nov, 6 eggs a day 2:1: Alvarez 4 + 4, Jen 2 + 2.
        // Sold on 3 Nov, 4 eggs, all Alvarez's; on 6 Nov, 6 eggs, 2:1: Alvarez 4, Jen 2.
        // Alvarez 24 - 4 - 4 = 16; Jen 4 - 2 = 2; 16 + 2 + 10 sold = 28 edible.
        #expect(shares.due == [16, 2, 0])
        #expect(shares.sold == 10)
        #expect(shares.received == [0, 2, 10])
        // Alvarez never received a delivery: he keeps the 28 edible eggs less the 4 + 6 sold and
        // Jen's 2, 16. Jen and the shop are given theirs: no "kept".
        #expect(shares.kept == [16, nil, nil])
    }

    @Test func theOwnersKeepWhatIsNotHandedOut() {
        var files = Self.files
        // Jen takes 1 egg of her 2: the other stays with the owners.
        files["deliveries.yaml"] = files["deliveries.yaml"]?.replacingOccurrences(of: "person: Jen, eggs: 2", with: "person: Jen, eggs: 1")
        let c = coop(files, today: day("2026-11-10"))
        let shares = EggShares(coop: c, series: EggSeries(c.eggs, kinds: 1, through: day("2026-11-10")), through: day("2026-11-10"))
        // 28 edible - 4 - 6 sold - 1 to Jen = 17, more than Alvarez's 16 due.
        #expect(shares.kept == [17, nil, nil])
        // Two keepers (no one is given anything): the 28 - 10 sold = 18 not handed out, by their
        // eggs due, 16 and 2: 16 and 2.
        files["deliveries.yaml"] = files["deliveries.yaml"]?.replacingOccurrences(
            of: "- {date: 2026-11-06, person: Jen, eggs: 1}\n", with: "")
        let both = coop(files, today: day("2026-11-10"))
        let bothShares = EggShares(
            coop: both, series: EggSeries(both.eggs, kinds: 1, through: day("2026-11-10")), through: day("2026-11-10"))
        #expect(bothShares.kept == [16, 2, nil])
    }

    @Test func priceReceivedAgainstTheCost() {
        let c = coop(Self.files, today: day("2026-11-10"))
        let series = EggSeries(c.eggs, kinds: 1, through: day("2026-11-10"))
        let sales = Sales(coop: c, series: series, from: day("2026-11-01"), through: day("2026-11-10"))
        // 10 eggs sold for 5.01: 12 x 501 / 10 = 601.2 cents, $6.01 a dozen.
        #expect(sales.eggsSold == 10 && sales.income == cents(501))
        #expect(sales.pricePerDozen == cents(601))
        // Consumables 39.00 over 28 edible eggs: 12 x 3900 / 28 = 1671.43, $16.71 a dozen.
        #expect(sales.cost.perDozen(allIn: false) == cents(1671))
        // A dozen kept: 12 x (3900 - 501) / (28 - 10) = 12 x 3399 / 18 = 2266 cents.
        #expect(sales.netCostPerDozenKept(allIn: true) == cents(2266))
        #expect(sales.verdict == .coversLess)
        // Sales that bring in more than the eggs cost: a dozen kept costs less than nothing.
        let dear = Sales(
            coop: coop(
                Self.files.merging(["deliveries.yaml": "- {date: 2026-11-06, person: Corner shop, eggs: 12, paid: 48}\n"]) { $1 },
                today: day("2026-11-10")),
            series: series, from: day("2026-11-01"), through: day("2026-11-10"))
        // 12 x (3900 - 4800) / 16 = -675 cents.
        #expect(dear.netCostPerDozenKept(allIn: true) == cents(-675))
        #expect(dear.verdict == .coversAll)
    }

    @Test func onRandomCoopsWithSalesEverythingAddsUp() {
        var random = SplitMix64(seed: 18)
        func pick(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
        let location = SourceLocation(path: "t", line: 1, column: 1)
        let start = day("2025-01-01")
        for _ in 0..<200 {
            // Sharers from the start (so that every day has someone sharing), some joining
            // and leaving later, and buyers.
            var people = (0..<(1 + pick(3))).map { index in
                Person(
                    name: "S\(index)", slug: "s\(index)",
                    periods: [
                        SharingPeriod(from: nil, until: nil, shares: Shares(thousandths: Int64(250 * (1 + pick(8)))), location: location)
                    ],
                    location: location)
            }
            people += (0..<pick(3)).map { index in
                let from = start.adding(days: pick(200))
                return Person(
                    name: "L\(index)", slug: "l\(index)",
                    periods: [SharingPeriod(from: from, until: from.adding(days: pick(100)), shares: .one, location: location)],
                    location: location)
            }
            people += (0..<(1 + pick(2))).map { index in
                Person(
                    name: "B\(index)", slug: "b\(index)",
                    periods: [SharingPeriod(from: nil, until: nil, shares: .zero, location: location)], location: location)
            }
            let buyers = people.indices.filter { people[$0].isBuyer }
            let days = 60 + pick(300)
            let entries = (0..<days).map { offset in
                EggEntry(first: start.adding(days: offset), last: start.adding(days: offset), laid: [pick(9)], location: location)
            }
            let deliveries = (0..<pick(40)).map { _ in
                Delivery(
                    date: start.adding(days: pick(days)), personIndex: buyers[pick(buyers.count)], eggs: 1 + pick(12),
                    paid: Money(minorUnits: Int64(1 + pick(1_000_000))), location: location)
            }
            let expenses = (0..<pick(20)).map { _ in
                Expense(
                    date: start.adding(days: pick(days)), item: "x", amount: Money(minorUnits: Int64(1 + pick(50_000))),
                    consumable: pick(4) != 0, shared: true, paidByIndex: pick(2) == 0 ? pick(people.count - buyers.count) : nil,
                    location: location)
            }
            let c = Coop(eggs: EggLog(entries), people: people, expenses: expenses, deliveries: deliveries)
            let today = start.adding(days: days)
            let ledger = SharingLedger(c, through: today)
            #expect(ledger.isBalanced)
            #expect(ledger.accounts.reduce(Money.zero) { $0 + $1.sales } == ledger.income)
            let series = EggSeries(c.eggs, kinds: 1, through: today)
            let shares = EggShares(coop: c, series: series, through: today)
            let edible = series.totals(from: start, through: today).edible
            #expect(abs(shares.due.reduce(0, +) + Double(shares.sold) - Double(edible)) < 1e-6)
        }
    }
}
