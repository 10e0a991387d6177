import CoopRecords
import CoopValues
import Foundation
import Testing

@testable import CoopInsight

/// The forecast's method and range come from rolling-origin backtests on the flock's own records.
@Suite struct ForecastChoiceTests {
    static func month(_ text: String) -> YearMonth {
        let parts = text.split(separator: "-").map { Int($0)! }
        return YearMonth(year: parts[0], month: parts[1])
    }

    /// Twelve backtested months of 9 eggs. The same month last year over-forecast them all,
    /// by factors e^0.1 to e^1.2 (counting one egg more on each side); the recent rate says 3
    /// times, the model 4 times what was laid. Every blend lies further above than the
    /// seasonal-naive forecast alone, so it is chosen.
    @Test func theBlendAndRangeAreTheBacktestsBest() throws {
        let pairs = (1...12).map { k in
            RollingBacktest.Pair(
                origin: Self.month("2025-01"), month: Self.month("2025-01").advanced(by: k - 1), actual: 9, model: 36,
                seasonalNaive: 10 * exp(0.1 * Double(k)) - 1, recentRate: 27, birdsNow: 27, spread: 0.25)
        }
        let backtest = RollingBacktest(pairs: pairs, cutoff: Self.month("2026-01"))
        #expect(backtest.weights == MethodWeights(model: 0, seasonalNaive: 10, recentRate: 0))
        // Its errors are (10 e^0.1k - 10) / 9: the sum of e^0.1k for k = 1 to 12 is 24.380559, so
        // the mean is (10 x 24.380559 / 12 - 10) / 9 = 1.146348. The model is off by 3 (27/9),
        // the recent rate by 2.
        #expect(abs(try #require(backtest.chosenError) - 1.146348) < 1e-6)
        #expect(backtest.meanError[.model] == 3 && backtest.meanError[.recentRate] == 2)
        // log((9 + 1) / (forecast + 1)) = -0.1k: sorted, -1.2 to -0.1. A new month falls between
        // the j-th and k-th smallest of 12 with chance (k - j) / 13, so the range runs from the
        // 0.1 x 13 = 1.3th smallest to the 0.9 x 13 = 11.7th: -1.2 + 0.3 x 0.1 = -1.17 and
        // -0.2 + 0.7 x 0.1 = -0.13 (the plain percentiles, at 1.1 and 9.9 of the 11 gaps, say
        // -1.09 and -0.21: a range for the twelve months themselves, narrower than for the next).
        let band = try #require(backtest.band)
        #expect(abs(band.low - -1.17) < 1e-9 && abs(band.high - -0.13) < 1e-9)
        // Inside: -1.1 to -0.2, 10 of the 12 months.
        #expect(abs(try #require(backtest.coverage) - 10.0 / 12) < 1e-12)
    }

    /// With fewer than 12 months compared, nothing is learned: the laying model alone, and the
    /// range from its spread.
    @Test func tooFewBacktestsKeepTheModel() {
        let pairs = (1...11).map { k in
            RollingBacktest.Pair(
                origin: Self.month("2025-01"), month: Self.month("2025-01").advanced(by: k - 1), actual: 9, model: 20,
                seasonalNaive: 9, recentRate: 9, birdsNow: 9, spread: 0.25)
        }
        let backtest = RollingBacktest(pairs: pairs, cutoff: Self.month("2026-01"))
        #expect(backtest.weights == .modelOnly && backtest.band == nil && backtest.coverage == nil)
    }

    /// Two hens whose every month repeats, each year, a pattern no season of the laying model
    /// holds (the same eggs each year, month by month): the same month last year is exact in every backtest, so the plan forecasts it
    /// alone, and the range, from errors of 0, is the forecast itself.
    @Test func aFlockThatRepeatsItselfIsForecastByLastYear() throws {
        let pattern = [1, 2, 1, 2, 2, 1, 2, 1, 1, 1, 2, 1]
        var lines = ""
        var d = day("2023-01-01")
        while d <= day("2025-12-31") {
            // 29 February 2024 lays none, so every February lays 56.
            lines += "\(d.iso): \(d.month == 2 && d.day == 29 ? 0 : pattern[d.month - 1])\n"
            d = d.adding(days: 1)
        }
        let today = day("2026-01-15")
        let c = coop(["hens.yaml": "- name: A\n- name: B\n", "eggs.yaml": lines], today: today)
        let insight = CoopInsight(coop: c, today: today)
        let plan = insight.plan
        #expect(plan.weights == MethodWeights(model: 0, seasonalNaive: 10, recentRate: 0))
        // Origins January 2024 to December 2025 (a year of records before each), every month
        // after each up to December 2025: 12 + 11 + ... + 1 from the 2025 origins and 12 each
        // from the 2024 ones = 78 + 144 = 222 months, all exact.
        #expect(plan.backtest.pairs.count == 222)
        #expect(plan.backtest.chosenError == 0 && plan.backtest.coverage == 1)
        // February 2026 is February 2025: 2 eggs a day for 28 days; the range is that exactly.
        let february = try #require(insight.forecast.first)
        #expect(february.month == Self.month("2026-02"))
        #expect(february.expected == 56 && february.low == 56 && february.high == 56)
        // Last year's forecast of 2025 (made on 31 Dec 2024) was exact.
        #expect(plan.backtest.lastYear?.forecast == 0)
    }
}
