import CoopRecords
import CoopRecordsTestSupport
import CoopTestSupport
import CoopValues
import Testing

@testable import CoopInsight

/// Laying rates count only the eggs of days with a laying hen.
@Suite struct LayingRateTests {
    /// A 2022 log imported into a coop whose only hen joined on 10 March 2026: 10 days of 5
    /// eggs with no hen, then 4 days of 1 egg with her.
    static func insight() -> CoopInsight {
        let today = day("2026-03-13")
        var eggs = ""
        for d in 1...10 { eggs += "2022-01-\(d < 10 ? "0" : "")\(d): 5\n" }
        for d in 10...13 { eggs += "2026-03-\(d): 1\n" }
        let loaded = loadContent(["hens.yaml": "- name: Pearl\n  added: 2026-03-10\n", "eggs.yaml": eggs], today: today)
        // coop check says so, at the first of them.
        #expect(
            describe(loaded.diagnostics) == [
                "content/eggs.yaml:1:1: warning: 50 eggs recorded on 10 days from 2022-01-01 to 2022-01-10, before the first hen joined (2026-03-10) [eggs-without-hens]"
            ])
        return CoopInsight(coop: loaded.coop, today: today)
    }

    @Test func eggsOfDaysWithoutHensAreLeftOut() throws {
        let insight = Self.insight()
        // All time: 54 eggs on 14 recorded days, but only 4 hen-days, on which 4 eggs were laid:
        // 1 egg per hen a day, not 54 / 4 = 13.5.
        #expect(insight.stats.allTime.laid == 54)
        #expect(insight.census.layingHenDays(from: day("2022-01-01"), through: day("2026-03-13")) == 4)
        #expect(insight.census.laidWithLayingHens(from: day("2022-01-01"), through: day("2026-03-13")) == 4)
        #expect(try #require(insight.stats.perHenDay) == 1)
        // The week of 9 March 2026 (Monday) holds her 4 days: 4 eggs over 4 hen-days.
        let week = try #require(insight.weeklyRates().first { $0.start == day("2026-03-09") })
        #expect(week.laid == 4 && week.henDays == 4 && week.rate == 1)
        // The 2022 weeks have no rate at all.
        #expect(insight.weeklyRates().filter { $0.start.year == 2022 }.allSatisfy { $0.rate == nil && $0.laid == 0 })
    }

    /// The laying model learns nothing from the months with no laying hen.
    @Test func theModelLearnsNothingFromDaysWithoutHens() {
        let history = Self.insight().plan
        // January 2022 (10 recorded days, no hen) is not usable: the model has only March 2026's
        // 4 days, under the 28 the scaled default needs, so it is the default.
        #expect(history.model.source == .defaults)
    }
}
