import CoopInsight
import CoopTestSupport
import CoopValues
import Testing

/// A flock's hens leave at its own rate from its first 90 days of records, not only after a
/// year: twenty hens from 1 January 2025, two of them gone on 1 March and 1 May, forecast on
/// 19 July.
@Suite struct FirstYearTurnoverTests {
    static func insight(today: String, leaving: [(hen: Int, on: String)]) -> CoopInsight {
        var hens = hensFile(20, added: "2025-01-01")
        for (hen, on) in leaving {
            let entry = "- name: Hen \(hen)\n  added: 2025-01-01\n"
            hens = hens.replacingOccurrences(of: entry, with: entry + "  removed: \(on)\n")
        }
        let eggs = dailyEggs(from: "2025-01-01", to: today) { _ in 12 }
        return CoopInsight(coop: coop(["hens.yaml": hens, "eggs.yaml": eggs], today: day(today)), today: day(today))
    }

    @Test func hensLeaveAtTheFlocksOwnRateBeforeAYearOfRecords() {
        let turnover = Self.insight(today: "2025-07-19", leaving: [(1, "2025-03-01"), (2, "2025-05-01")]).plan.model.turnover
        // Up to 1 July (the forecast's first month): 181 days. Hen-years: 18 hens x 181 days, and
        // 59 + 120 days of the two who left: 3,437 / 365.25 = 9.41000; 2 removals / 9.41000 = 0.212540.
        #expect(abs(turnover.leavingPerHenYear - 2 / (3437 / 365.25)) < 1e-12)
        // No year of records: no pullets expected to join (they join by season).
        #expect(turnover.joiningPerYear == 0)
    }

    @Test func underNinetyDaysSayNothing() {
        // Up to 1 March: 59 days; the hen who left on 1 March had not yet.
        #expect(Self.insight(today: "2025-03-20", leaving: [(1, "2025-03-01")]).plan.model.turnover == .none)
    }
}
