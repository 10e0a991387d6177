import CoopValues

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How each forecast method did on a flock's own past: rolling-origin backtests.
///
/// From every month of the last three years that has a year of records before it (and at
/// least 6 months of them with 10 recorded days), each method forecasts the next 12 months
/// from the records before that month and the hens known then, and is measured against the
/// months recorded since (each scaled to its whole month). The blend of methods whose
/// months were off the least on average is chosen (``MethodWeights``), and the range of the
/// forecast is where 80% of the months to come should fall, going by its backtested months:
/// the 10th and 90th percentiles of `log((actual + 1) / (forecast + 1))` as bounds for a new
/// month (``percentile(_:_:)``).
public struct RollingBacktest: Sendable {
    /// One month forecast from one origin.
    public struct Pair: Sendable {
        /// The first month forecast (the forecast was made the day before it).
        public let origin: YearMonth
        /// The month forecast.
        public let month: YearMonth
        /// Its eggs, scaled to the whole month.
        public let actual: Double
        /// The laying model's forecast.
        public let model: Double
        /// The seasonal-naive forecast, when the month a year before was recorded.
        public let seasonalNaive: Double?
        /// The recent-rate forecast.
        public let recentRate: Double
        /// The baseline "last 12 months' laying rate x birds now".
        public let birdsNow: Double
        /// The laying model's typical error at the origin (``LayingModel/spread``): the range
        /// when there were too few backtests before the origin.
        public let spread: Double

        /// The forecast of `weights`.
        public func value(_ weights: MethodWeights) -> Double {
            weights.combine(model: model, seasonalNaive: seasonalNaive, recentRate: recentRate)
        }
    }

    /// At most this many origins, the latest.
    static let origins = 36
    /// Fewer compared months than this, and nothing is learned from the backtests.
    static let minimumMonths = 12

    /// Every month compared.
    public let pairs: [Pair]
    /// The blend chosen: the one whose months were off the least.
    public let weights: MethodWeights
    /// The mean monthly error of each single method, and of the blend chosen.
    public let meanError: [ForecastMethod: Double]
    /// The mean monthly error of the blend chosen.
    public let chosenError: Double?
    /// The 10th and 90th percentiles of `log((actual + 1) / (forecast + 1))` for the blend.
    public let band: (low: Double, high: Double)?
    /// The share of months inside that range.
    public let coverage: Double?
    /// The error of the 12-month total forecast a year before the cutoff, for the blend, and
    /// of the single methods: "last year this forecast was off by 8%".
    public let lastYear: (forecast: Double, model: Double, seasonalNaive: Double?, recentRate: Double, months: Int)?

    /// A month's error as a share of its eggs (`nil` for a month with none).
    public static func error(_ forecast: Double, actual: Double) -> Double? {
        actual > 0 ? abs(forecast - actual) / actual : nil
    }

    /// The mean of the errors (``error(_:actual:)``) of the months of `items` that `value` has
    /// a value for, each as a share of its eggs, `actual` (months with no eggs left out): the
    /// mean monthly error of the backtests, of `coop backtest` and of the record.
    public static func meanError<Month>(_ items: [Month], actual: (Month) -> Double, _ value: (Month) -> Double?) -> Double? {
        var total = 0.0
        var count = 0
        for item in items {
            guard let v = value(item), let e = error(v, actual: actual(item)) else { continue }
            total += e
            count += 1
        }
        return count > 0 ? total / Double(count) : nil
    }

    /// ``meanError(_:actual:_:)`` of `pairs`.
    static func meanError(_ pairs: [Pair], _ value: (Pair) -> Double?) -> Double? { meanError(pairs, actual: \.actual, value) }

    /// The months `origin`'s forecast covers that were recorded, each method's forecast of
    /// them made from the records before `origin` and the hens known the day before it; none
    /// when the year before `origin` has fewer than 6 usable months.
    static func pairs(_ data: ForecastData, from origin: YearMonth) -> [Pair] {
        let history = data.history
        let year = history.before(origin).suffix(12)
        guard year.filter(\.usable).count >= 6 else { return [] }
        let count = min(12, origin.distance(to: history.first.advanced(by: history.months.count)))
        guard count > 0 else { return [] }
        let forecasts = data.candidates(cutoff: origin, known: origin.firstDay.adding(days: -1), count: count)
        var pairs: [Pair] = []
        for (k, month) in forecasts.months.enumerated() {
            guard let actual = history.month(month)?.scaled else { continue }
            pairs.append(
                Pair(
                    origin: origin, month: month, actual: actual, model: forecasts.model[k],
                    seasonalNaive: forecasts.seasonalNaive[k], recentRate: forecasts.recentRate[k], birdsNow: forecasts.birdsNow[k],
                    spread: forecasts.fitted.spread))
        }
        return pairs
    }

    /// Chooses the blend from `pairs` of forecasts made before `cutoff`.
    init(pairs: [Pair], cutoff: YearMonth) {
        self.pairs = pairs
        var errors: [ForecastMethod: Double] = [:]
        errors[.model] = Self.meanError(pairs) { $0.model }
        errors[.seasonalNaive] = Self.meanError(pairs) { $0.seasonalNaive }
        errors[.recentRate] = Self.meanError(pairs) { $0.recentRate }
        meanError = errors
        let measured = pairs.filter { $0.actual > 0 }.count
        guard measured >= Self.minimumMonths else {
            weights = .modelOnly
            chosenError = Self.meanError(pairs) { $0.model }
            band = nil
            coverage = nil
            lastYear = nil
            return
        }
        var best = (weights: MethodWeights.modelOnly, error: Double.infinity)
        for candidate in MethodWeights.all {
            if let e = Self.meanError(pairs, { $0.value(candidate) }), e < best.error - 1e-12 { best = (candidate, e) }
        }
        weights = best.weights
        chosenError = best.error
        let residuals = pairs.map { log(($0.actual + 1) / ($0.value(best.weights) + 1)) }.sorted()
        let low = Self.percentile(residuals, 0.1)
        let high = Self.percentile(residuals, 0.9)
        band = (low, high)
        coverage = Double(residuals.filter { $0 >= low - 1e-12 && $0 <= high + 1e-12 }.count) / Double(residuals.count)
        let lastOrigin = cutoff.advanced(by: -12)
        let last = pairs.filter { $0.origin == lastOrigin }
        let actual = last.reduce(0) { $0 + $1.actual }
        if last.count >= 6, actual > 0 {
            func total(_ value: (Pair) -> Double) -> Double { abs(last.reduce(0) { $0 + value($1) } - actual) / actual }
            let naive = last.allSatisfy { $0.seasonalNaive != nil } ? total { $0.seasonalNaive ?? 0 } : nil
            lastYear = (total { $0.value(best.weights) }, total(\.model), naive, total(\.recentRate), last.count)
        } else {
            lastYear = nil
        }
    }

    /// The z-score of an 80% range in a normal distribution, for the range from the model's
    /// spread when the backtests are too few.
    static let z = 1.28

    /// The typical error, in logarithms, of a forecast with too few backtests to measure its
    /// own. The model's spread says how well it fits the months it learned from (one year's
    /// season fits that year exactly), not how far the next year strays: on the corpus of
    /// docs/insight.md, 80% of the months forecast that way fell within 0.57 of their forecast,
    /// and 1.28 x 0.5 = 0.64.
    static let untestedSpread = 0.5

    /// The 80% range around `expected`: where 80% of the backtested months fell around their
    /// forecast (``band``), or, with too few of them, `z` typical errors either side: the
    /// model's (`spread`), and never less than ``untestedSpread``. The page, `coop backtest`
    /// and the record of past forecasts (``ForecastRecord``) all take their range from here.
    public func range(_ expected: Double, spread: Double) -> (low: Double, high: Double) {
        guard let band else {
            let untested = Self.z * max(spread, Self.untestedSpread)
            return (expected * exp(-untested), expected * exp(untested))
        }
        let low = max(0, (expected + 1) * exp(band.low) - 1)
        return (low, max(low, (expected + 1) * exp(band.high) - 1))
    }

    /// The `p` quantile of sorted `values` as a bound for a value not among them: a new value
    /// falls between the j-th and the k-th smallest of n with chance (k - j) / (n + 1), so the
    /// bound is the `p (n + 1)`-th smallest, interpolating between neighbours (within the
    /// smallest and the largest). The plain percentile, at `p (n - 1)` of the gaps, makes a
    /// range for the values themselves: from 12 backtested months, an "80%" range that holds
    /// about 68% of the months to come.
    static func percentile(_ values: [Double], _ p: Double) -> Double {
        guard values.count > 1 else { return values.first ?? 0 }
        let position = min(Double(values.count - 1), max(0, p * Double(values.count + 1) - 1))
        let below = Int(position.rounded(.down))
        let above = min(values.count - 1, below + 1)
        return values[below] + (values[above] - values[below]) * (position - Double(below))
    }
}
