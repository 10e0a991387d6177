import CoopRecords
import CoopTestSupport
import CoopValues
import Foundation
import Testing

@testable import CoopInsight

/// The record of past forecasts (``ForecastRecord``) is the one account of the range: the page,
/// `coop backtest` and the corpus tables read the same months, each forecast with the blend
/// and range chosen at its own cutoff.
@Suite struct ForecastRecordTests {
    /// Ten hens over four years whose laying follows a season and wanders from year to year
    /// (each month's eggs a day are 3 to 8, by a fixed pattern), so that the backtests have
    /// errors to measure and a range to learn.
    static func content(today: String) -> Coop {
        let season = [4, 4, 6, 7, 8, 8, 7, 6, 5, 3, 3, 4]
        var lines = ""
        var d = day("2022-01-01")
        while d <= day(today) {
            let wander = [0, 1, -1, 1][(d.year - 2022) % 4] * (d.month % 3 == 0 ? 1 : 0)
            lines += "\(d.iso): \(season[d.month - 1] + wander)\n"
            d = d.adding(days: 1)
        }
        let hens = (1...10).map { "- name: Hen \($0)\n  added: 2021-12-01\n" }.joined()
        return coop(["hens.yaml": hens, "eggs.yaml": lines], today: day(today))
    }

    /// Every cutoff's months in the record are exactly what `coop backtest` from that cutoff
    /// computes: the same forecast and the same range, from the same plan.
    @Test func eachCutoffIsTheBacktestFromIt() throws {
        let data = ForecastData(coop: Self.content(today: "2025-12-31"), through: YearMonth(year: 2025, month: 12))
        let record = ForecastRecord(data, before: YearMonth(year: 2026, month: 1))
        // A year of records before the first cutoff: January 2023 to December 2025.
        #expect(record.cutoffList.first == YearMonth(year: 2023, month: 1))
        #expect(record.cutoffList.count == 36)
        // Every month recorded after each cutoff, up to 12: 12 x 25 + 11 + 10 + ... + 1 = 366.
        #expect(record.months.count == 12 * 25 + 66)
        for cutoff in [YearMonth(year: 2023, month: 1), YearMonth(year: 2024, month: 7), YearMonth(year: 2025, month: 6)] {
            let backtest = try #require(Backtest.run(data, from: cutoff))
            let months = record.at(cutoff).months
            #expect(months.map(\.month) == backtest.months.map(\.month))
            for (a, b) in zip(months, backtest.months) {
                #expect(abs(a.forecast - b.forecast) < 1e-9 && abs(a.low - b.low) < 1e-9 && abs(a.high - b.high) < 1e-9)
                #expect(a.actual == b.actual && a.seasonalNaive == b.seasonalNaive && a.birdsNow == b.birdsNow)
            }
        }
    }

    /// The page's record: the last 12 month ends before today's month, measured on whole months
    /// only (the current month, recorded for 15 days, is not one of them): the same months, and
    /// the same ranges, as the full record's of those cut-offs.
    @Test func thePageRecordsTheLast12CutoffsOnWholeMonths() throws {
        let insight = CoopInsight(coop: Self.content(today: "2026-01-15"), today: day("2026-01-15"))
        let record = insight.plan.record
        #expect(record.cutoffList == (0..<12).map { YearMonth(year: 2025, month: 1).advanced(by: $0) })
        // 12 + 11 + ... + 1 months.
        #expect(record.months.count == 78)
        #expect(record.months.allSatisfy { $0.month < YearMonth(year: 2026, month: 1) })
        let inside = record.months.filter(\.inRange).count
        #expect(abs(try #require(record.coverage) - Double(inside) / Double(record.months.count)) < 1e-12)
        let data = ForecastData(coop: Self.content(today: "2026-01-15"), through: YearMonth(year: 2026, month: 1))
        let all = ForecastRecord(data, before: YearMonth(year: 2026, month: 1)).months.filter { $0.cutoff.year == 2025 }
        #expect(all.map(\.month) == record.months.map(\.month))
        #expect(zip(all, record.months).allSatisfy { abs($0.low - $1.low) < 1e-9 && abs($0.high - $1.high) < 1e-9 })
    }

    /// Under a year of records there is no cutoff to measure: an empty record, and `coop
    /// backtest --cutoffs` prints no row (data-poule's seven months once crashed it).
    @Test func underAYearOfRecordsHasNoCutoff() {
        let data = ForecastData(coop: Self.content(today: "2022-07-31"), through: YearMonth(year: 2022, month: 7))
        let record = ForecastRecord(data, before: YearMonth(year: 2022, month: 8))
        #expect(record.months.isEmpty && record.coverage == nil && record.cutoffList.isEmpty)
    }

    /// With too few backtests (under 12 months compared) the range is 1.28 typical errors
    /// either side: the model's spread, but never less than 0.5.
    @Test func anUntestedRangeIsAtLeastHalfEitherSide() {
        let pairs = (1...11).map { k in
            RollingBacktest.Pair(
                origin: YearMonth(year: 2025, month: 1), month: YearMonth(year: 2025, month: k), actual: 9, model: 20, seasonalNaive: 9,
                recentRate: 9, birdsNow: 9, spread: 0.25)
        }
        let backtest = RollingBacktest(pairs: pairs, cutoff: YearMonth(year: 2026, month: 1))
        let narrow = backtest.range(100, spread: 0.25)
        #expect(abs(narrow.low - 100 * exp(-0.64)) < 1e-9 && abs(narrow.high - 100 * exp(0.64)) < 1e-9)
        let wide = backtest.range(100, spread: 0.8)
        #expect(abs(wide.low - 100 * exp(-1.024)) < 1e-9 && abs(wide.high - 100 * exp(1.024)) < 1e-9)
    }
}
