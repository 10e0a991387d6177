import CoopRecordsTestSupport
import CoopTestSupport
import CoopValues
import Testing

/// The pages that show feed, savings and losses, with the figures worked out by hand in
/// `FeedSavingsLossesTests` (CoopInsightTests): the same coop, seen on 28 February 2026.
@Suite struct FeedSavingsLossesPagesTests {
    static let site = BuiltSite(
        files: [
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
            "people.yaml": "- name: Alvarez family\n",
        ], today: CivilDate(year: 2026, month: 2, day: 28) ?? testToday)

    @Test func theDashboardSaysWhenTheFeedRunsOut() {
        // 20 kg on 5 Jan lasted 28 days; the 20 kg of 2 Feb lasts as long: to 2 Mar, said from 23 Feb.
        #expect(Self.site.visibleText("index.html").contains("The 20 kg of feed bought 2 Feb lasts until about Monday 2 March."))
    }

    @Test func theStatsShowFeedSavingsAndLosses() {
        let text = Self.site.visibleText("stats.html")
        // Last 12 months (1 Mar 2025 - 28 Feb 2026): 40 kg; 10 + 115 = 125 edible eggs; hen-days
        // from 1 Dec: Olive and Pepper 31 + 31 + 28 = 90 each, Ruby 62: 242. A dozen: 40 x 12 /
        // 125 = 3.84 kg; a hen a day: 40,000 g / 242 = 165 g.
        #expect(
            text.contains(
                "40 kg Feed bought, last 12 months expenses tagged feed with a quantity 3.84 kg Feed per dozen, last 12 months "
                    + "125 edible eggs, 242 hen-days 165 g Feed per hen a day, last 12 months"))
        // All time, from the first egg day (31 Dec 2025): 60 days, 60 + 60 + 32 = 152 hen-days:
        // 40,000 / 152 = 263 g.
        #expect(text.contains("125 edible eggs, 152 hen-days 263 g Feed per hen a day, all time"))
        #expect(
            text.contains(
                "Savings −$10.87 This year 115 eggs: $43.13 at the store’s price, feed and supplies $54.00 −$2.25 2025 10 eggs: "
                    + "$3.75 at the store’s price, feed and supplies $6.00 −$13.12 All time 125 eggs: $46.88 at the store’s price, "
                    + "feed and supplies $60.00"))
        // 1 loss over 149 / 59 = 2.5 hens: 59 / 149 = 40%.
        #expect(text.contains("Losses by cause 1 hen Predator Losses by year 1 hen 2026 40% of the 2.5 hens present on average"))
    }

    @Test func theFlockPageShowsTheLosses() {
        #expect(
            Self.site.visibleText("hens/index.html").contains(
                "Losses by cause 1 hen Predator Losses by year 1 hen 2026 40% of the 2.5 hens present on average"))
    }

    @Test func theMoneyPageSaysTheSavings() {
        #expect(
            Self.site.visibleText("people/index.html").contains(
                "Savings This year: 115 eggs, $43.13 at the store’s price; feed and supplies $54.00: $10.87 more than the store. "
                    + "2025: 10 eggs, $3.75 at the store’s price; feed and supplies $6.00: $2.25 more than the store. "
                    + "All time: 125 eggs, $46.88 at the store’s price; feed and supplies $60.00: $13.12 more than the store."))
    }

    @Test func aCoopWithoutThemShowsNone() {
        let site = BuiltSite(files: [
            "eggs.yaml": "2026-11-20: 3\n", "expenses.yaml": "- {date: 2026-11-02, item: Feed, amount: 24.99, tags: [feed]}\n",
        ])
        for page in ["index.html", "stats.html", "hens/index.html"] {
            let text = site.visibleText(page)
            for absent in ["Feed per", "Savings", "Losses", "of feed bought"] { #expect(!text.contains(absent), "\(page): \(absent)") }
        }
    }
}
