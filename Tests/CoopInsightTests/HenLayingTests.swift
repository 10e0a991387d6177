import CoopRecords
import CoopValues
import Testing

@testable import CoopInsight

/// Each hen's eggs where the records tell them, "not laying lately", and what breeds usually lay.
@Suite struct HenLayingTests {
    /// Pearl and Dot lay brown, Snow is the only hen laying white.
    @Test func creditsAndTheOnlyHenOfAKindTellWhoseEggsTheyWere() throws {
        let today = day("2026-11-05")
        let c = coop(
            [
                "kinds.yaml": "- name: brown\n- name: white\n",
                "hens.yaml": "- name: Pearl\n- name: Dot\n- name: Snow\n  kind: white\n",
                "eggs.yaml": """
                2026-11-01: {Pearl: 1, brown: 1, white: 1}
                2026-11-02: {Pearl: 0, brown: 2, white: 0}
                2026-11-03..2026-11-04: {Dot: 2, white: 2}
                2026-11-05: 3

                """,
            ], today: today)
        let insight = CoopInsight(coop: c, today: today)
        let pearl = try #require(insight.henLaying[0])
        let dot = try #require(insight.henLaying[1])
        let snow = try #require(insight.henLaying[2])
        // Pearl: her credit of 1, then of 0; the other days do not say.
        #expect(pearl.eggs(on: day("2026-11-01")) == 1 && pearl.eggs(on: day("2026-11-02")) == 0)
        #expect(pearl.eggs(on: day("2026-11-03")) == nil && pearl.eggs(on: day("2026-11-05")) == nil)
        #expect(pearl.totals(from: day("2026-11-01"), through: today) == (1, 2) && pearl.credited == 1 && pearl.soleLayerDays == 0)
        // Dot: 2 credited over the range 3-4 November, one a day.
        #expect(dot.eggs(on: day("2026-11-03")) == 1 && dot.eggs(on: day("2026-11-04")) == 1)
        #expect(dot.totals(from: day("2026-11-01"), through: today) == (2, 2) && dot.credited == 2)
        // Snow lays every white egg: 1, 0, 1, 1, 0 (the 5th's 3 eggs are all brown).
        #expect((1...5).map { snow.eggs(on: day("2026-11-0\($0)")) } == [1, 0, 1, 1, 0])
        #expect(snow.totals(from: day("2026-11-01"), through: today) == (3, 5) && snow.soleLayerDays == 5 && snow.credited == 0)
    }

    /// Pearl, credited every day: 1 egg a day in October, none from 1 November, while Dot lays 2
    /// a day. On 20 November her last 14 days (7-20 November) are known to be none, and her last
    /// egg, 31 October, is within 60 days.
    @Test func aHenWhoseCreditsShowSheStoppedIsNotLayingLately() {
        let today = day("2026-11-20")
        var eggs = ""
        for d in 1...31 { eggs += "2026-10-\(d < 10 ? "0" : "")\(d): {Pearl: 1, eggs: 1}\n" }
        for d in 1...20 { eggs += "2026-11-\(d < 10 ? "0" : "")\(d): {Pearl: 0, eggs: 2}\n" }
        let insight = CoopInsight(
            coop: coop(["hens.yaml": "- name: Pearl\n- name: Dot\n", "eggs.yaml": eggs], today: today), today: today)
        #expect(insight.henNotLaying.map(\.hen) == [0] && insight.henNotLaying.map(\.lastEgg) == [day("2026-10-31")])
        #expect(insight.alerts == [.henNotLaying(hen: 0, lastEgg: day("2026-10-31"))])
    }

    /// Credited only now and then, her days without a credit tell nothing: no alert.
    @Test func sparseCreditsSayNothingAboutStopping() {
        let today = day("2026-11-20")
        var eggs = "2026-10-31: {Pearl: 1, eggs: 1}\n"
        for d in 1...20 { eggs += "2026-11-\(d < 10 ? "0" : "")\(d): 2\n" }
        let insight = CoopInsight(
            coop: coop(["hens.yaml": "- name: Pearl\n- name: Dot\n", "eggs.yaml": eggs], today: today), today: today)
        #expect(insight.henNotLaying.isEmpty && insight.alerts.isEmpty)
    }

    @Test func breedNamesAsFamiliesWriteThem() {
        #expect(BreedTable.match("White Leghorn")?.name == "Leghorn")
        #expect(BreedTable.match("Barred Rock")?.name == "Plymouth Rock")
        #expect(BreedTable.match("Buff Orpington")?.eggsPerYear == 180)
        #expect(BreedTable.match("Rhode Island Red")?.eggsPerYear == 260)
        #expect(BreedTable.match("Cream Legbar")?.eggsPerYear == 175)
        #expect(BreedTable.match("Khaki Campbell duck")?.eggsPerYear == 295)
        #expect(BreedTable.match("Khaki/Buff mix duck") == nil)
        #expect(BreedTable.match("Easter Egger") == nil)
        #expect(BreedTable.breeds.count >= 20)
        #expect(BreedTable.breeds.allSatisfy { BreedTable.sources[$0.source] != nil })
    }

    /// A Leghorn (240 a year) who started laying on 1 January lays 1 egg a day from 1 to 10 March.
    /// March's share of the default season is 0.85 / (8.9 / 12) = 1.146067; on each day she
    /// expects 240 / 365.25 x 1.146067 x 0.85 ^ (days since 1 January / 365.25): 59 to 68
    /// days, summed: 7.320838. Laid 10: 136.6% of that.
    @Test func laidAgainstWhatTheBreedUsuallyLays() throws {
        let today = day("2026-03-10")
        let eggs = (1...10).map { "2026-03-\($0 < 10 ? "0" : "")\($0): 1\n" }.joined()
        let hen = "- name: Blanche\n  breed: White Leghorn\n  started_laying: 2026-01-01\n"
        let insight = CoopInsight(coop: coop(["hens.yaml": hen, "eggs.yaml": eggs], today: today), today: today)
        let kind = try #require(ExpectedLaying.kind(0, insight: insight, from: day("2026-03-01"), through: today))
        #expect(kind.laid == 10 && kind.days == 10 && abs(kind.expected - 7.320838) < 1e-6)
        #expect(abs(kind.share - 1.365964) < 1e-6)
        #expect(kind.breeds.map(\.name) == ["White Leghorn"] && kind.breeds.map(\.hens) == [1])
        // The only hen of her kind: her own eggs are known on all 10 days.
        let laying = try #require(insight.henLaying[0])
        let own = try #require(
            ExpectedLaying.hen(0, laying: laying, insight: insight, from: day("2026-03-01"), through: today, minimumDays: 10))
        #expect(own == kind)
        // Fewer than 60 known days: not shown on her page.
        #expect(ExpectedLaying.hen(0, laying: laying, insight: insight, from: day("2026-03-01"), through: today) == nil)
    }

    /// Her own expected_per_year (300) overrides her kind's (250) and her breed's (240):
    /// 300 / 240 x 7.320838 = 9.151047 over the same days. Without hers, her kind's counts.
    @Test func expectedPerYearOverridesTheBreed() throws {
        let today = day("2026-03-10")
        let eggs = (1...10).map { "2026-03-\($0 < 10 ? "0" : "")\($0): 1\n" }.joined()
        func expected(_ hen: String) throws -> Double {
            let c = coop(
                ["kinds.yaml": "- name: white\n  expected_per_year: 250\n", "hens.yaml": hen, "eggs.yaml": eggs], today: today)
            let insight = CoopInsight(coop: c, today: today)
            return try #require(ExpectedLaying.kind(0, insight: insight, from: day("2026-03-01"), through: today)).expected
        }
        let base = "- name: Blanche\n  breed: White Leghorn\n  started_laying: 2026-01-01\n"
        #expect(abs(try expected(base + "  expected_per_year: 300\n") - 9.151047) < 1e-6)
        #expect(abs(try expected(base) - 250.0 / 240 * 7.320838) < 1e-5)
    }
}
