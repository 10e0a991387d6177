import CoopInsight
import CoopRecords
import CoopRecordsTestSupport
import CoopTestSupport
import CoopValues
import Testing

/// Feed per dozen and per hen a day, the run-out day, the savings against the store's price
/// and the flock's losses, computed by hand.
///
/// Olive, Pepper and Ruby join on 1 December 2025; a fox takes Ruby on 1 February 2026.
/// Olive is wormed on 10 February (her egg of that day is withheld). Feed: 20 kg on 5
/// January and 20 kg on 2 February; bedding tagged feed has no quantity and grit has no
/// feed tag: neither is feed. The store sells a dozen for 4.50.
@Suite struct FeedSavingsLossesTests {
    static let files = [
        "coop.yaml": "store_price: 4.50\n",
        "hens.yaml": """
        - {name: Olive, added: 2025-12-01}
        - {name: Pepper, added: 2025-12-01}
        - {name: Ruby, added: 2025-12-01, removed: 2026-02-01, cause: predator}

        """,
        "treatments.yaml": "- {date: 2026-02-10, what: Wormer, hens: [Olive]}\n",
        "eggs.yaml": """
        2025-12-31: 10
        2026-01-01..2026-01-31: 62
        2026-02-01..2026-02-09: 18
        2026-02-10: {Olive: 1, Pepper: 1}
        2026-02-11..2026-02-28: 34

        """,
        "expenses.yaml": """
        - {date: 2025-12-20, item: Straw, amount: 6.00, tags: [bedding]}
        - {date: 2026-01-05, item: Layer feed, amount: 20.00, quantity: 20 kg, tags: [feed]}
        - {date: 2026-01-10, item: Bedding, amount: 8.00, tags: [feed]}
        - {date: 2026-02-02, item: Layer feed, amount: 21.00, quantity: 20 kg, tags: [feed]}
        - {date: 2026-02-10, item: Grit, amount: 5.00, quantity: 2 kg, tags: [grit]}
        - {date: 2026-02-15, item: Feeder, amount: 30.00, consumable: false}

        """,
    ]

    static let today = day("2026-02-28")
    static let loaded = loadContent(files, today: today)
    static var series: EggSeries { EggSeries(loaded.coop.eggs, kinds: 1, through: today) }

    @Test func theCoopReadsWithoutProblems() {
        #expect(describe(Self.loaded.diagnostics) == [])
        #expect(Self.loaded.coop.expenses.map(\.isFeed) == [false, true, false, true, false, false])
        #expect(Self.loaded.coop.settings.storePrice == Money(minorUnits: 450))
    }

    @Test func feedPerDozenAndPerHenADay() {
        let use = FeedUse(coop: Self.loaded.coop, series: Self.series, from: day("2026-01-01"), through: Self.today)
        // Feed: 20 kg (5 Jan) + 20 kg (2 Feb) = 40 kg, in kg (some feed is in kg).
        #expect(use.unit == .kg)
        #expect(use.weight == 40)
        // Edible: 62 + 18 + 2 + 34 = 116 laid, less Olive's withheld egg of 10 Feb: 115.
        #expect(use.edibleEggs == 115)
        // Hen-days from 1 Jan to 28 Feb (59 days): Olive 59, Pepper 59, Ruby 1-31 Jan 31 = 149.
        #expect(use.henDays == 149)
        // A dozen: 40 x 12 / 115 = 4.1739 kg; a hen a day: 40 / 149 = 0.26846 kg.
        #expect(abs((use.perDozen ?? 0) - 480.0 / 115.0) < 1e-12)
        #expect(abs((use.perHenDay ?? 0) - 40.0 / 149.0) < 1e-12)
    }

    @Test func theBagRunsOutAtTheRecentRate() throws {
        let runOut = try #require(FeedRunOut(coop: Self.loaded.coop, today: Self.today))
        // The previous bag (20 kg, 5 Jan) lasted the 28 days to 2 Feb: 20/28 kg a day. The last
        // 20 kg lasts 20 x 28 / 20 = 28 days: 2 Feb + 28 = 2 Mar.
        #expect(runOut.bought == day("2026-02-02"))
        #expect(runOut.quantity == Weight(thousandths: 20_000, unit: .kg))
        #expect(runOut.runsOut == day("2026-03-02"))
        // Said from 23 Feb (a week before) through 2 Mar.
        #expect(!runOut.isShown(on: day("2026-02-22")))
        #expect(runOut.isShown(on: day("2026-02-23")))
        #expect(runOut.isShown(on: day("2026-03-02")))
        #expect(!runOut.isShown(on: day("2026-03-03")))
        // On 20 Jan only one bag was bought: no rate yet.
        #expect(FeedRunOut(coop: Self.loaded.coop, today: day("2026-01-20")) == nil)
    }

    @Test func theRecentRateAveragesThePurchasesOfThe91DaysBefore() throws {
        let loaded = loadContent(
            [
                "expenses.yaml": """
                - {date: 2026-05-01, item: Layer pellets, amount: 20, quantity: 20 kg, tags: [feed]}
                - {date: 2026-09-01, item: Layer pellets, amount: 20, quantity: 20 kg, tags: [feed]}
                - {date: 2026-09-20, item: Scratch grains, amount: 9, quantity: 5 kg, tags: [feed]}
                - {date: 2026-10-01, item: Layer pellets, amount: 20, quantity: 20 kg, tags: [feed]}

                """
            ], today: day("2026-10-02"))
        #expect(describe(loaded.diagnostics) == [])
        let runOut = try #require(FeedRunOut(coop: loaded.coop, today: day("2026-10-02")))
        // 1 May is 153 days before 1 Oct, out of the window. 20 + 5 kg eaten in the 30 days from
        // 1 Sep: the 20 kg of 1 Oct last 20 x 30 / 25 = 24 days, to 25 Oct. The scratch alone
        // (5 kg in 11 days) would have said 20 x 11 / 5 = 44 days; the pellets of 1 May alone 153.
        #expect(runOut.bought == day("2026-10-01"))
        #expect(runOut.runsOut == day("2026-10-25"))
        // With only a purchase outside the window before the last, that one sets the rate.
        let sparse = loadContent(
            [
                "expenses.yaml": """
                - {date: 2026-05-01, item: Layer pellets, amount: 20, quantity: 20 kg, tags: [feed]}
                - {date: 2026-10-01, item: Layer pellets, amount: 20, quantity: 10 kg, tags: [feed]}

                """
            ], today: day("2026-10-02"))
        // 20 kg in 153 days; 10 kg lasts 10 x 153 / 20 = 76.5, 76 days: 16 Dec.
        #expect(FeedRunOut(coop: sparse.coop, today: day("2026-10-02"))?.runsOut == day("2026-12-16"))
    }

    @Test func aRunOutAcrossUnitsAddsTheSameDaysPurchases() throws {
        let loaded = loadContent(
            [
                "expenses.yaml": """
                - {date: 2026-01-01, item: Feed, amount: 30, quantity: 50 lb, tags: [feed]}
                - {date: 2026-01-15, item: Feed, amount: 25, quantity: 20 kg, tags: [feed]}
                - {date: 2026-01-15, item: Feed, amount: 8, quantity: 5 kg, tags: [Feed]}

                """
            ], today: day("2026-01-20"))
        #expect(describe(loaded.diagnostics) == [])
        let runOut = try #require(FeedRunOut(coop: loaded.coop, today: day("2026-01-20")))
        // 50 lb = 50 x 453.59237 g = 22,679.6185 g eaten in the 14 days to 15 Jan; the 20 + 5
        // = 25 kg of 15 Jan last 25,000 x 14 / 22,679.6185 = 15.43 days, 15 whole: 30 Jan.
        #expect(runOut.total == 25)
        #expect(runOut.runsOut == day("2026-01-30"))
        // Feed in kg and in lb: shown in kg.
        #expect(FeedUse.unit(of: loaded.coop) == .kg)
        let pounds = loadContent(["expenses.yaml": "- {date: 2026-01-01, item: Feed, amount: 30, quantity: 50 lb, tags: [feed]}\n"])
        #expect(FeedUse.unit(of: pounds.coop) == .lb)
    }

    @Test func savingsAgainstTheStoresPrice() throws {
        let (years, allTime) = EggSavings.byYear(coop: Self.loaded.coop, series: Self.series, today: Self.today)
        func cents(_ savings: EggSavings) -> [Int64] {
            [Int64(savings.edibleEggs), savings.storeWorth.minorUnits, savings.cost.minorUnits, savings.saved.minorUnits]
        }
        // 2026 to 28 Feb: 115 edible eggs x 450 / 12 = 4,312.5 cents, half up 4,313. Feed and
        // supplies: 20.00 + 8.00 + 21.00 + 5.00 = 54.00 (the feeder is a one-time cost).
        // Saved: 43.13 - 54.00 = -10.87.
        // 2025: 10 eggs x 450 / 12 = 375 cents; the straw 6.00: -2.25.
        #expect(years.map(cents) == [[115, 4313, 5400, -1087], [10, 375, 600, -225]])
        #expect(years.map(\.start) == [day("2026-01-01"), day("2025-01-01")])
        // All time, from the straw (20 Dec 2025): 125 x 450 / 12 = 4,687.5, half up 4,688;
        // 60.00 spent: -13.12.
        #expect(try cents(#require(allTime)) == [125, 4688, 6000, -1312])
        #expect(allTime?.start == day("2025-12-20"))
    }

    @Test func noSavingsWithoutAStorePrice() {
        var files = Self.files
        files["coop.yaml"] = nil
        let loaded = loadContent(files, today: Self.today)
        let (years, allTime) = EggSavings.byYear(
            coop: loaded.coop, series: EggSeries(loaded.coop.eggs, kinds: 1, through: Self.today), today: Self.today)
        #expect(years.isEmpty && allTime == nil)
    }

    @Test func lossesOfThisCoop() throws {
        let losses = try #require(FlockLosses(hens: Self.loaded.coop.hens, today: Self.today))
        #expect(losses.byCause == [1, 0, 0, 0, 0, 0, 0])
        // 2026 to 28 Feb: 59 days, 149 hen-days: 149 / 59 = 2.525 hens on average; 1 loss:
        // 59 / 149 = 0.396.
        #expect(losses.years.map(\.year) == [2026])
        #expect(abs((losses.years.first?.rate ?? 0) - 59.0 / 149.0) < 1e-12)
    }

    @Test func yearlyLossRates() throws {
        let hens = loadContent(
            [
                "hens.yaml": """
                - {name: Olive, added: 2025-01-01}
                - {name: Pepper, added: 2025-01-01}
                - {name: Ruby, added: 2025-01-01, removed: 2025-07-02, cause: predator}
                - {name: Daisy, added: 2025-01-01, removed: 2026-02-01}
                - {name: Hazel, added: 2025-07-02}

                """
            ], today: day("2026-03-01")
        ).coop.hens
        let losses = try #require(FlockLosses(hens: hens, today: day("2026-03-01")))
        // Ruby to a predator; Daisy left without a cause: not known.
        #expect(losses.byCause == [1, 0, 0, 0, 0, 0, 1])
        #expect(losses.years.map(\.year) == [2025, 2026])
        #expect(losses.years.map(\.losses) == [1, 1])
        // 2025 (365 days): Olive, Pepper and Daisy 365 each; Ruby 1 Jan - 1 Jul = 181 + 1 = 182;
        // Hazel 2 Jul - 31 Dec = 183: 1,460 hen-days, 4.0 hens on average; 1 loss: 25%.
        #expect(losses.years[0].averageHens == 4)
        #expect(losses.years[0].rate == 0.25)
        // 2026 to 1 Mar (60 days): Olive, Pepper and Hazel 60 each, Daisy 31 (January):
        // 211 hen-days, 211 / 60 = 3.52 hens; 1 loss: 60 / 211 = 28.4%.
        #expect(abs(losses.years[1].averageHens - 211.0 / 60.0) < 1e-12)
        #expect(abs((losses.years[1].rate ?? 0) - 60.0 / 211.0) < 1e-12)
        // Without a cause anywhere, no losses are shown.
        #expect(FlockLosses(hens: hens.filter { $0.cause == nil }, today: day("2026-03-01")) == nil)
    }
}
