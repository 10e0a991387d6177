import CoopDiagnostics
import CoopInsight
import CoopRecords
import CoopTestSupport
import CoopValues
import Testing

/// The money model on a scenario computed by hand, and balances adding up to the pot on
/// random ledgers.
@Suite struct MoneyTests {
    // Alvarez shares 2 from the start; Jen shares 1 until 20 March; Rivera shares 1 from 15 March.
    static let files = [
        "people.yaml": """
        - name: Alvarez
          shares: 2
        - name: Jen
          until: 2026-03-20
        - name: Rivera
          from: 2026-03-15

        """,
        "eggs.yaml": "2026-03-10: 8\n2026-03-16: {eggs: 8, cracked: 2}\n2026-03-25: 9\n",
        "expenses.yaml": """
        - date: 2026-03-05
          item: Feed
          amount: 31.00
          paid_by: Alvarez
        - date: 2026-03-18
          item: Oyster shell
          amount: 10
        - date: 2026-03-22
          item: Treats
          amount: 7
          shared: false
          paid_by: Rivera
        - date: 2026-03-25
          item: Waterer
          amount: 36
          consumable: false

        """,
        "contributions.yaml": """
        - {date: 2026-03-01, person: Jen, amount: 20}
        - {date: 2026-03-02, person: Alvarez, amount: 40}
        - {date: 2026-03-16, person: Rivera, amount: 15}

        """,
        "deliveries.yaml": "- {date: 2026-03-19, person: Jen, eggs: 3}\n- {date: 2026-03-26, person: Rivera, eggs: 4}\n",
    ]

    func cents(_ value: Int64) -> Money { Money(minorUnits: value) }

    @Test func balancesPotAndLedgerToTheCent() {
        let c = coop(Self.files, today: day("2026-03-31"))
        let ledger = SharingLedger(c, through: day("2026-03-31"))
        // Feed 31.00 paid by Alvarez, split 2:1 between Alvarez and Jen: 2066.67 and 1033.33 cents,
        // rounded down to 2066 and 1033; the cent left goes to the larger remainder: Alvarez 20.67, Jen 10.33.
        // Oyster shell 10.00 from the pot, 2:1:1: Alvarez 5.00, Jen 2.50, Rivera 2.50.
        // Treats are not shared: no split. Waterer 36.00 from the pot, 2:1 (Jen has left): Alvarez 24.00, Rivera 12.00.
        #expect(ledger.accounts.map(\.split) == [cents(4967), cents(1283), cents(1450)])
        #expect(ledger.accounts.map(\.moneyIn) == [cents(7100), cents(2000), cents(1500)])
        #expect(ledger.accounts.map(\.balance) == [cents(2133), cents(717), cents(50)])
        // Contributions 75.00 minus the pot-paid oyster shell and waterer (46.00).
        #expect(ledger.pot == cents(2900))
        #expect(ledger.isBalanced)
        #expect(
            ledger.accounts[0].lines.map { "\($0.date.iso) \($0.amount) \($0.balance)" } == [
                "2026-03-02 40.00 40.00", "2026-03-05 31.00 71.00", "2026-03-05 -20.67 50.33", "2026-03-18 -5.00 45.33",
                "2026-03-25 -24.00 21.33",
            ])
        let (two, three, four) = (Shares(thousandths: 2000), Shares(thousandths: 3000), Shares(thousandths: 4000))
        #expect(
            ledger.accounts[0].lines.map(\.entry) == [
                .contribution(note: nil), .paid(item: "Feed"), .share(item: "Feed", shares: two, total: three),
                .share(item: "Oyster shell", shares: two, total: four), .share(item: "Waterer", shares: two, total: three),
            ])
    }

    @Test func eggsDueAndReceived() {
        let c = coop(Self.files, today: day("2026-03-31"))
        let series = EggSeries(c.eggs, kinds: 1, through: day("2026-03-31"))
        let shares = EggShares(coop: c, series: series, through: day("2026-03-31"))
        // 10 Mar, 8 edible, Alvarez 2 and Jen 1: 16/3 and 8/3. 16 Mar, 6 edible, 2:1:1: 3, 1.5, 1.5.
        // 25 Mar, 9 edible, Alvarez 2 and Rivera 1: 6 and 3.
        #expect(abs(shares.due[0] - (16.0 / 3 + 3 + 6)) < 1e-9)
        #expect(abs(shares.due[1] - (8.0 / 3 + 1.5)) < 1e-9)
        #expect(abs(shares.due[2] - 4.5) < 1e-9)
        #expect(shares.received == [0, 3, 4])
    }

    @Test func pricePerDozen() {
        let c = coop(Self.files, today: day("2026-03-31"))
        let series = EggSeries(c.eggs, kinds: 1, through: day("2026-03-31"))
        let march = EggCost(coop: c, series: series, from: day("2026-03-01"), through: day("2026-03-31"))
        // Shared consumables: feed 31.00 + oyster shell 10.00 = 41.00; 23 edible eggs.
        // 12 x 4100 / 23 = 2139.13 cents: $21.39 a dozen.
        #expect(march.consumables == cents(4100) && march.edibleEggs == 23)
        #expect(march.perDozen(allIn: false) == cents(2139))
        // All in: the waterer (36.00) spread over 36 months adds 1.00 to March: 12 x 4200 / 23 = 2191.30 -> $21.91.
        #expect(march.oneTimeShare == cents(100))
        #expect(march.perDozen(allIn: true) == cents(2191))
        // Over a year from March, the waterer adds 12/36 of 36.00.
        let year = EggCost(coop: c, series: series, from: day("2026-03-01"), through: day("2027-02-28"))
        #expect(year.oneTimeShare == cents(1200))
    }

    @Test func splitsAreExactWithLargestRemainders() {
        let split = ShareSplit.split(cents(1000), among: [(0, .one), (1, .one), (2, .one)])
        #expect(split.map(\.amount) == [cents(334), cents(333), cents(333)])
        let uneven = ShareSplit.split(cents(100), among: [(0, Shares(thousandths: 1500)), (1, Shares(thousandths: 500)), (2, .one)])
        // 100 x 1.5/3 = 50, x 0.5/3 = 16.67, x 1/3 = 33.33: 50, 16, 33 with 1 left for the largest remainder (0.67).
        #expect(uneven.map(\.amount) == [cents(50), cents(17), cents(33)])
    }

    @Test func balancesAlwaysAddUpToThePot() {
        var random = SplitMix64(seed: 99)
        func pick(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
        let location = SourceLocation(path: "t", line: 1, column: 1)
        let start = day("2025-01-01")
        for _ in 0..<300 {
            let people = (0..<(1 + pick(5))).map { index -> Person in
                let periods = (0..<(1 + pick(2))).map { p -> SharingPeriod in
                    let from = start.adding(days: p * 200 + pick(100))
                    return SharingPeriod(
                        from: pick(3) == 0 ? nil : from, until: pick(2) == 0 ? nil : from.adding(days: 60 + pick(90)),
                        shares: Shares(thousandths: Int64(250 * (1 + pick(12)))), location: location)
                }
                return Person(name: "P\(index)", slug: "p\(index)", periods: periods, location: location)
            }
            let expenses = (0..<pick(40)).map { _ in
                Expense(
                    date: start.adding(days: pick(500)), item: "x", amount: Money(minorUnits: Int64(1 + pick(50_000))),
                    consumable: pick(4) != 0, shared: pick(5) != 0, paidByIndex: pick(2) == 0 ? pick(people.count) : nil, location: location
                )
            }
            let contributions = (0..<pick(30)).map { _ in
                Contribution(
                    date: start.adding(days: pick(500)), personIndex: pick(people.count),
                    amount: Money(minorUnits: Int64(1 + pick(20_000))), location: location)
            }
            let c = Coop(people: people, expenses: expenses, contributions: contributions)
            let ledger = SharingLedger(c, through: start.adding(days: 600))
            #expect(ledger.isBalanced)
            let shared = expenses.filter(\.shared).reduce(Money.zero) { $0 + $1.amount }
            #expect(ledger.accounts.reduce(Money.zero) { $0 + $1.split } == shared)
            #expect(ledger.accounts.allSatisfy { $0.lines.last?.balance ?? .zero == $0.balance })
        }
    }
}

/// The largest amounts split by the largest shares, exactly (issue 19, point 1: 10,000,000.00
/// split with `shares: 9999999` used to overflow).
@Suite struct LargeSplitTests {
    @Test func theLargestTotalSplitsExactly() {
        let shares: [(person: Int, shares: Shares)] = [(0, .largest), (1, Shares(thousandths: 1)), (2, .largest)]
        let split = ShareSplit.split(Money.largestTotal, among: shares)
        #expect(split.reduce(Money.zero) { $0 + $1.amount } == Money.largestTotal)
        // 9,999,999,999,999,999 cents x 1,000,000,000 / 2,000,000,001 = 4,999,999,997,499,999.50...
        // for each of the two largest, and x 1 / 2,000,000,001 = 4,999,999.99... for the third:
        // the 2 cents left go to the third (remainder .99) and to the first of the tie (.50).
        #expect(split.map(\.amount.minorUnits) == [4_999_999_997_500_000, 5_000_000, 4_999_999_997_499_999])
    }

    @Test func anExpenseOfTenMillionAmongAMillionShares() {
        let split = ShareSplit.split(Money(minorUnits: 1_000_000_000), among: [(0, .largest), (1, .one)])
        #expect(split.map(\.amount.minorUnits) == [999_999_000, 1000])
    }
}
