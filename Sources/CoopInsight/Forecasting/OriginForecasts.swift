import CoopParallel
import CoopValues

/// Every origin's forecast of the 12 months from it, computed once: the backtests that choose
/// the blend and range at each cutoff (``RollingBacktest``), and the record of the forecasts
/// made at past cutoffs (``ForecastRecord``), read the same forecasts.
///
/// An origin's forecast depends only on the records before it and the hens known the day
/// before it, never on the cutoff that reads it.
struct OriginForecasts: Sendable {
    /// Each origin's months, by origin.
    private let byOrigin: [YearMonth: [RollingBacktest.Pair]]

    /// The forecasts from every origin from `first` up to (not including) `end` that has a
    /// year of records before it.
    init(_ data: ForecastData, from first: YearMonth, before end: YearMonth) {
        let start = max(first, data.history.first.advanced(by: 12))
        guard start < end else {
            byOrigin = [:]
            return
        }
        // Each origin's forecasts (a fit of the laying model each) depend on nothing of the
        // others': on every core.
        let origins = (0..<start.distance(to: end)).map { start.advanced(by: $0) }
        let pairs = origins.parallelMap { RollingBacktest.pairs(data, from: $0) }
        byOrigin = Dictionary(uniqueKeysWithValues: zip(origins, pairs))
    }

    /// The months forecast from `origin` (none for an origin not computed).
    func pairs(from origin: YearMonth) -> [RollingBacktest.Pair] { byOrigin[origin] ?? [] }

    /// The backtests a forecast from `cutoff` learns from: the months before `cutoff`
    /// forecast from each of the ``RollingBacktest/origins`` origins before it.
    func backtest(cutoff: YearMonth) -> RollingBacktest {
        let pairs = (1...RollingBacktest.origins).reversed().flatMap { back in
            self.pairs(from: cutoff.advanced(by: -back)).filter { $0.month < cutoff }
        }
        return RollingBacktest(pairs: pairs, cutoff: cutoff)
    }
}
