import CoopValues
import Testing

@testable import CoopInsight

/// A backtest's figures count every recorded month for the forecast: a month with no "same
/// month last year" is never left out of the forecast's own error (the duck log's 2023 left
/// out four such months, whose errors were 82-99%).
@Suite struct BacktestMonthsTests {
    static func month(_ m: Int, actual: Double, forecast: Double, lastYear: Double?) -> Backtest.Month {
        Backtest.Month(
            month: YearMonth(year: 2023, month: m), actual: actual, forecast: forecast, low: forecast / 2, high: forecast * 2,
            seasonalNaive: lastYear, birdsNow: actual)
    }

    @Test func everyMonthCountsForTheForecast() {
        // March and April had a year before; May and June did not (not recorded in 2022).
        let months = [
            Self.month(3, actual: 100, forecast: 90, lastYear: 80),
            Self.month(4, actual: 100, forecast: 110, lastYear: 100),
            Self.month(5, actual: 100, forecast: 10, lastYear: nil),
            Self.month(6, actual: 50, forecast: 5, lastYear: nil),
        ]
        // The forecast: |90-100|/100 = 0.1, 0.1, 0.9, |5-50|/50 = 0.9: mean 0.5 over 4 months
        // (over the 2 with a year before, it would have said 0.1).
        #expect(abs((Backtest.meanError(months) { $0.forecast } ?? 0) - 0.5) < 1e-12)
        // Same month last year, on its 2 months: 0.2 and 0: mean 0.1.
        #expect(abs((Backtest.meanError(months) { $0.seasonalNaive } ?? 0) - 0.1) < 1e-12)
        // Totals: the forecast 215 against 350 laid, |215 - 350| / 350; last year's 180 against
        // the 200 of its months, 0.1.
        #expect(abs((Backtest.totalError(months) { $0.forecast } ?? 0) - 135.0 / 350) < 1e-12)
        #expect(abs((Backtest.totalError(months) { $0.seasonalNaive } ?? 0) - 0.1) < 1e-12)
    }
}
