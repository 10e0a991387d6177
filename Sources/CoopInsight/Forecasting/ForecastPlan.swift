import CoopRecords
import CoopValues

/// The forecast of the months from a cutoff: each method's forecast, the blend the
/// flock's own backtests chose, and its range.
public struct ForecastPlan: Sendable {
    /// The first month forecast; the records before it are what was learned from.
    public let cutoff: YearMonth
    /// How much each method counts.
    public let weights: MethodWeights
    /// The laying model fitted to the records before the cutoff.
    public let model: LayingModel
    /// The backtests that chose the blend and its range.
    public let backtest: RollingBacktest
    /// How the forecasts made at the month ends before the cutoff, each with the blend and
    /// range chosen then, did on the months recorded since.
    public let record: ForecastRecord
    let candidates: MethodForecasts

    init(cutoff: YearMonth, candidates: MethodForecasts, backtest: RollingBacktest, record: ForecastRecord) {
        self.cutoff = cutoff
        self.candidates = candidates
        self.backtest = backtest
        self.record = record
        weights = backtest.weights
        model = candidates.fitted
    }

    /// The hens of the flock the forecast does not count as laying: their records say they
    /// have stopped (``StoppedHens``).
    public var stoppedHens: [Hen] { candidates.stoppedHens }

    /// The `count` months from `first` (within the months planned), with their 80% range
    /// (``RollingBacktest/range(_:spread:)``).
    public func forecast(from first: YearMonth, count: Int) -> [MonthForecast] {
        (0..<count).compactMap { offset in
            let index = cutoff.distance(to: first.advanced(by: offset))
            guard index >= 0, index < candidates.months.count else { return nil }
            let expected = candidates.value(weights, at: index)
            let range = backtest.range(expected, spread: model.spread)
            return MonthForecast(
                month: candidates.months[index], expected: expected, low: range.low, high: range.high,
                layingHens: candidates.layingHens[index])
        }
    }

    /// Each method's own forecast of the month at `offset` from the cutoff, and the baseline
    /// "last 12 months' rate x birds now".
    public func methods(at offset: Int) -> (model: Double, seasonalNaive: Double?, recentRate: Double, birdsNow: Double)? {
        guard offset >= 0, offset < candidates.months.count else { return nil }
        return (
            candidates.model[offset], candidates.seasonalNaive[offset], candidates.recentRate[offset], candidates.birdsNow[offset]
        )
    }
}
