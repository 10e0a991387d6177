import CoopInsight
import CoopRecords
import CoopRecordsTestSupport
import CoopTestSupport
import CoopValues
import Testing

/// The eggs a treatment withholds, and every figure that counts edible eggs, computed by hand.
///
/// Olive and Pepper (brown) are wormed on 1 March with a 14-day withdrawal: their eggs are
/// withheld from 1 through 15 March. Ruby lays brown eggs too, Daisy blue ones. Alvarez
/// shares 2, Jen 1; the corner shop buys (shares 0).
@Suite struct WithheldEggsTests {
    static let files = [
        "kinds.yaml": "- name: brown\n- name: blue\n",
        "hens.yaml": """
        - {name: Olive, kind: brown}
        - {name: Pepper, kind: brown}
        - {name: Ruby, kind: brown}
        - {name: Daisy, kind: blue}

        """,
        "treatments.yaml": """
        - date: 2026-03-01
          what: Fenbendazole
          hens: [Olive, Pepper]
          withdrawal_days: 14

        """,
        "eggs.yaml": """
        2026-02-28: {brown: 3, blue: 1}
        2026-03-01: {brown: 3, blue: 1}
        2026-03-05: {Olive: 1, Pepper: 1, Ruby: 1, Daisy: 1}
        2026-03-10: {brown: 3, blue: 1, cracked: 1}
        2026-03-14..2026-03-17: {brown: 8}
        2026-03-18: {brown: 2, blue: 1}

        """,
        "people.yaml": "- {name: Alvarez, shares: 2}\n- {name: Jen}\n- {name: Corner shop, shares: 0}\n",
        "expenses.yaml": "- {date: 2026-03-01, item: Feed, amount: 30.00}\n",
        "contributions.yaml": "- {date: 2026-03-01, person: Jen, amount: 15}\n",
        "deliveries.yaml": """
        - {date: 2026-03-05, person: Corner shop, eggs: 1, paid: 0.50}
        - {date: 2026-03-18, person: Corner shop, eggs: 3, paid: 1.50}

        """,
    ]

    static let today = day("2026-03-20")

    static let loaded = loadContent(files, today: today)

    func cents(_ value: Int64) -> Money { Money(minorUnits: value) }

    @Test func theSaleOnAWithheldDayIsAWarning() {
        #expect(
            describe(Self.loaded.diagnostics) == [
                "content/deliveries.yaml:1:3: warning: a sale on 2026-03-05, while eggs are withheld after 'Fenbendazole' "
                    + "(until 2026-03-15) [delivered-while-withheld]\n  note content/treatments.yaml:1:3: the treatment is here"
            ])
    }

    @Test func theEggsWithheldEachDay() {
        // 28 Feb: before the treatment, nothing withheld.
        // 1 Mar: not credited, so every brown egg (the treated hens' kind): 3.
        // 5 Mar: every egg credited, so exactly Olive's and Pepper's: 2.
        // 10 Mar: not credited; 3 brown, and 1 egg of no known kind cracked: the 3 sound eggs
        //   left at most (4 laid - 1 cracked) are all brown for the count: 3.
        // 14-17 Mar: 8 brown over 4 days, 2 of them (14, 15) inside the withdrawal: 8 x 2/4 = 4.
        // 18 Mar: after it, nothing.
        #expect(Self.loaded.coop.eggs.entries.map(\.withheld) == [0, 3, 2, 3, 4, 0])
        #expect(Self.loaded.coop.eggs.entries.map(\.edible) == [4, 1, 2, 0, 4, 3])
        let series = EggSeries(Self.loaded.coop.eggs, kinds: 2, through: Self.today)
        let all = series.allTime
        // Laid 4 + 4 + 4 + 4 + 8 + 3 = 27; cracked 1; withheld 3 + 2 + 3 + 4 = 12; edible 14.
        #expect([all.laid, all.cracked, all.withheld, all.edible] == [27, 1, 12, 14])
        // The range's 4 withheld eggs are spread like its 8 laid ones: 1 a day.
        #expect((14...17).map { series.withheld(on: day("2026-03-\($0)")) } == [1, 1, 1, 1])
    }

    @Test func eggsDueCountOnlyEdibleEggs() {
        let coop = Self.loaded.coop
        let series = EggSeries(coop.eggs, kinds: 2, through: Self.today)
        let shares = EggShares(coop: coop, series: series, through: Self.today)
        // 14 edible eggs shared 2:1: Alvarez 28/3, Jen 14/3. Sold: 1 egg on 5 Mar and 3 on
        // 18 Mar, taken 2:1: Alvarez 2/3 + 2 = 8/3, Jen 1/3 + 1 = 4/3.
        // Due: Alvarez 28/3 - 8/3 = 20/3, Jen 14/3 - 4/3 = 10/3, the shop 0.
        #expect(shares.due.map { ($0 * 3).rounded() } == [20, 10, 0])
        #expect(shares.sold == 4)
    }

    @Test func theMoneyPage() {
        let coop = Self.loaded.coop
        let ledger = SharingLedger(coop, through: Self.today)
        // Feed 30.00 from the pot, 2:1: Alvarez 20.00, Jen 10.00. The sale of 0.50, 2:1:
        // 33.33 and 16.67 cents, rounded down to 33 and 16, the cent left to the larger
        // remainder (Jen's): 0.33 and 0.17. The sale of 1.50: 1.00 and 0.50.
        // Alvarez: in 1.33, split 20.00: -18.67. Jen: in 15.00 + 0.67 = 15.67, split 10.00: 5.67.
        // The pot: 15.00 + 2.00 - 30.00 = -13.00 = -18.67 + 5.67.
        #expect(ledger.accounts.map(\.balance) == [cents(-1867), cents(567), cents(0)])
        #expect(ledger.pot == cents(-1300))
        let series = EggSeries(coop.eggs, kinds: 2, through: Self.today)
        let sales = Sales(coop: coop, series: series, from: day("2026-02-28"), through: Self.today)
        // 30.00 over 14 edible eggs: 12 x 3000 / 14 = 2571.4 cents a dozen (26 without the
        // withheld eggs would say 1384.6).
        #expect(sales.cost.edibleEggs == 14)
        #expect(sales.cost.perDozen(allIn: false) == cents(2571))
        // 4 eggs sold for 2.00: 600 cents a dozen; a dozen kept: 12 x (3000 - 200) / (14 - 4) = 3360.
        #expect(sales.pricePerDozen == cents(600))
        #expect(sales.netCostPerDozenKept(allIn: true) == cents(3360))
    }
}
