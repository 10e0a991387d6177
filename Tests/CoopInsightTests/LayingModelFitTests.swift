import CoopRecords
import CoopValues
import Foundation
import Testing

@testable import CoopInsight

/// The laying model's season, learned from a flock's months: geometric means shrunk toward the
/// default season in logarithms, and a spread never below the default.
@Suite struct LayingModelFitTests {
    /// One hen, first egg on 1 January 2025, one egg every day of 2025 except October, which
    /// laid none. Twelve usable months, one year: the season is learned with the default
    /// decline, 0.85 a year.
    static func oneYear() -> (ForecastData, LayingModel) {
        var lines = ""
        var d = day("2025-01-01")
        while d <= day("2025-12-31") {
            lines += "\(d.iso): \(d.month == 10 ? 0 : 1)\n"
            d = d.adding(days: 1)
        }
        let c = coop(["hens.yaml": "- name: A\n  started_laying: 2025-01-01\n", "eggs.yaml": lines], today: day("2026-01-10"))
        let data = ForecastData(coop: c, through: YearMonth(year: 2025, month: 12))
        let model = LayingModel.fit(
            data.history, weights: FitWeights(grid: data.grid, silent: [:]), before: YearMonth(year: 2026, month: 1), southern: false)
        return (data, model)
    }

    /// Each month's rate from the formula of docs/insight.md, worked through here step by step.
    @Test func aSeasonLearnedFromOneYear() {
        let (_, model) = Self.oneYear()
        #expect(model.source == .learnedSeason(months: 12))
        #expect(model.decline == 0.85)
        let lengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        var firstDay = 0
        var weighted: [Double] = []  // days x 0.85 ^ years since her first egg, at mid-month
        var recency: [Double] = []  // halves every 6 months before January 2026
        var eggs: [Double] = []
        for m in 0..<12 {
            let middle = Double(firstDay + firstDay + lengths[m] - 1) / 2
            weighted.append(Double(lengths[m]) * pow(0.85, middle / 365.25))
            recency.append(pow(0.5, Double(11 - m) / 6))
            eggs.append(m == 9 ? 0 : Double(lengths[m]))
            firstDay += lengths[m]
        }
        // The season's strength: the power of the default season, 0 to 2 by tenths, that fits
        // the months best in logarithms (recency-weighted), with the level of eggs over the
        // hen-days so shaped. January, November and December are short-day months, so it is
        // measured. A hen laying every day would have none (0), but October's zero, half an
        // egg in logarithms, is best met by the default's autumn dip: 0.9 of its strength.
        func level(_ a: Double) -> Double {
            (0..<12).reduce(0) { $0 + recency[$1] * eggs[$1] }
                / (0..<12).reduce(0) { $0 + recency[$1] * pow(LayingModel.defaultShape[$1], a) * weighted[$1] }
        }
        func misfit(_ a: Double) -> Double {
            (0..<12).reduce(0) { sum, m in
                let r = log(eggs[m] + 0.5) - log(level(a) * pow(LayingModel.defaultShape[m], a) * weighted[m] + 0.5)
                return sum + recency[m] * r * r
            }
        }
        let strength = (0...20).map { Double($0) / 10 }.min { misfit($0) < misfit($1) } ?? 1
        #expect(model.seasonStrength == strength)
        #expect(strength == 0.9)
        let shape = LayingModel.defaultShape.map { pow($0, strength) }
        let level = level(strength)
        // A year of a month's hen-days, on average; the default counts as 0.05 of it. One year
        // cannot disagree with itself, so nothing more.
        let year = (0..<12).reduce(0) { $0 + recency[$1] * weighted[$1] } / recency.reduce(0, +)
        let k = 0.05 * year
        for m in 0..<12 {
            let h = recency[m] * weighted[m]
            let learned = log((eggs[m] + 0.5) / weighted[m])
            let expected = exp((h * learned + k * log(level * shape[m])) / (h + k))
            #expect(abs(model.monthlyRate[m] - expected) < 1e-9, "month \(m + 1)")
        }
        // October laid none: half an egg over its 27.3 weighted hen-days is 0.018 a hen-day;
        // its 21.6 hen-days after recency, against k = 1.4 of the prior (0.78), pull it only
        // to 0.023. The same shrink in eggs, (0 + 1.4 x 0.78) / (21.6 + 1.4), would say 0.047;
        // the fit before this one (k = 0.3 of a year, a 12-month half-life) said 0.19.
        #expect(model.monthlyRate[9] > 0.022 && model.monthlyRate[9] < 0.024)
    }

    /// A season learned from one year fits that year almost exactly: the model keeps the
    /// default spread (0.25), not the near-zero misfit of the year it learned from, and the
    /// range of a forecast with no backtests spreads 1.28 untested typical errors (0.5)
    /// either side: how far a first year's forecast strays, not how well it fits.
    @Test func aOneYearFitKeepsTheDefaultSpread() throws {
        let (data, model) = Self.oneYear()
        #expect(model.spread == LayingModel.defaultSpread)
        let plan = data.plan(cutoff: YearMonth(year: 2026, month: 1), known: day("2025-12-31"))
        #expect(plan.backtest.band == nil)
        let january = try #require(plan.forecast(from: YearMonth(year: 2026, month: 1), count: 1).first)
        #expect(abs(january.low - january.expected * exp(-1.28 * 0.5)) < 1e-9)
        #expect(abs(january.high - january.expected * exp(1.28 * 0.5)) < 1e-9)
    }
}
