import CoopInsight
import CoopTestSupport
import CoopValues
import Foundation
import Testing

/// How strong a flock's season is, learned from its own months: the backyard season is a
/// guess, and a flock that lays through winter (a lit house, ducks) or swings more than it
/// (a molting flock) says so. The strength is the power of the default season that fits the
/// learned months best, from 0 (none) to 2; a month not learned from takes it.
@Suite struct SeasonStrengthTests {
    /// Twenty hens laying `perDay(month)` eggs a day on average, each month's total within an
    /// egg of it, for two years from January 2023, forecast on 31 December 2024.
    static func insight(_ perDay: (Int) -> Double) -> CoopInsight {
        let eggs = dailyEggs(from: "2023-01-01", to: "2024-12-31") { d in
            let rate = perDay(d.month)
            return Int((Double(d.day) * rate).rounded(.down)) - Int((Double(d.day - 1) * rate).rounded(.down))
        }
        let files = ["hens.yaml": hensFile(20, added: "2022-12-01"), "eggs.yaml": eggs]
        return CoopInsight(coop: coop(files, today: day("2024-12-31")), today: day("2024-12-31"))
    }

    @Test func aFlockLayingTheDefaultSeasonHasItsStrength() {
        let insight = Self.insight { 16 * LayingModel.defaultShape[$0 - 1] }
        #expect(insight.plan.model.seasonStrength == 1)
    }

    @Test func aFlockLayingTheSameEveryMonthHasNone() {
        let insight = Self.insight { _ in 12 }
        #expect(insight.plan.model.seasonStrength == 0)
    }

    @Test func aSeasonHalfAsDeepIsFoundHalfAsDeep() {
        // The default's swings halved in logarithms: December at 0.63 of the peak, not 0.4.
        let insight = Self.insight { 16 * pow(LayingModel.defaultShape[$0 - 1], 0.5) }
        #expect(insight.plan.model.seasonStrength == 0.5)
    }

    @Test func aSeasonDeeperThanTwiceTheDefaultIsTakenAsTwice() {
        // Three times the default's swings: December at 0.064 of the peak.
        let insight = Self.insight { 16 * pow(LayingModel.defaultShape[$0 - 1], 3) }
        #expect(insight.plan.model.seasonStrength == 2)
    }

    /// The flock of ``PauseYearTests`` (ten hens laying 6 eggs a day, paused from August to
    /// December 2023, nothing written from August to December 2024): its only October is
    /// the pause's, not learned from, so the model's October takes the season at the flock's
    /// own strength, about none, and is the steady flock's, not the default's autumn dip
    /// (0.55 of the flock's spring peak).
    @Test func aMonthNotLearnedTakesTheFlocksOwnSeason() {
        let paused = PauseYearTests.insight(paused: true).plan.model
        let steady = PauseYearTests.insight(paused: false).plan.model
        // Not quite 0: the default decline (15% a year), which this flock does not show,
        // makes each year's later months look a little stronger than its first.
        #expect(paused.seasonStrength <= 0.1)
        #expect(
            abs(paused.monthlyRate[9] / steady.monthlyRate[9] - 1) < 0.05,
            "October: \(paused.monthlyRate[9]), steady \(steady.monthlyRate[9])")
    }
}

/// A pause seen over is not the flock's form either: the forecast keeps the form of the last
/// twelve months halfway, measured on the months it learned from.
@Suite struct PausedFormTests {
    @Test func aPauseSeenOverDoesNotLowerTheForm() {
        // On 31 July 2024 the last twelve months hold the pause of August to December 2023,
        // seen over since January: the flock lays as it always did.
        let paused = PauseYearTests.insight(paused: true, today: "2024-07-31")
        let steady = PauseYearTests.insight(paused: false, today: "2024-07-31")
        // Counted in, five months of nothing in twelve had set the form at 0.77, about the
        // square root of 7/12.
        #expect(abs(paused.plan.model.recentLevel - steady.plan.model.recentLevel) < 0.02)
        #expect(paused.plan.model.recentLevel > 0.95)
    }
}
