import CoopRecords
import CoopValues

/// How the forecast would have done on a window of months: forecast from the records before
/// the window (and the hens known the day before it), against what was laid and against two
/// baselines: seasonal-naive (each month as the same month a year before) and "the last 12
/// months' laying rate x birds now".
///
/// Months are compared as whole months: a month's eggs are scaled from its recorded days to
/// all its days; a month with fewer than 10 recorded days is left out. Every recorded month
/// counts for the forecast and the rate x birds now; the seasonal-naive baseline counts on the
/// months whose month a year before was recorded (it has no value for the others, and is
/// never given the actual count instead), so a month with no baseline is never left out of
/// the forecast's own figures. The mean monthly error leaves out months with no eggs.
public struct Backtest: Sendable {
    /// One month of the window.
    public struct Month: Sendable {
        /// The month.
        public let month: YearMonth
        /// Eggs laid, scaled to the whole month.
        public let actual: Double
        /// The forecast, and its 80% range.
        public let forecast: Double, low: Double, high: Double
        /// The same month a year before, scaled, when it was recorded.
        public let seasonalNaive: Double?
        /// The last 12 months' laying rate x the hens laying the day before the window.
        public let birdsNow: Double

        /// Whether the eggs laid fell inside the range.
        public var inRange: Bool { actual >= low - 1e-9 && actual <= high + 1e-9 }
    }

    /// The months of the window that were recorded.
    public let months: [Month]
    /// The forecast as planned the day before the window.
    public let plan: ForecastPlan

    /// The months the seasonal-naive baseline has a value for.
    public var withLastYear: [Month] { months.filter { $0.seasonalNaive != nil } }

    /// The error of the total over the months `value` has a value for, as a share of the
    /// eggs laid in them.
    public func totalError(_ value: (Month) -> Double?) -> Double? { Self.totalError(months, value) }

    /// The mean of the errors of the months `value` has a value for, each as a share of the
    /// month's eggs (months with no eggs left out).
    public func meanError(_ value: (Month) -> Double?) -> Double? { Self.meanError(months, value) }

    /// ``totalError(_:)`` of `months`.
    static func totalError(_ months: [Month], _ value: (Month) -> Double?) -> Double? {
        let valued = months.compactMap { month in value(month).map { (month.actual, $0) } }
        let actual = valued.reduce(0) { $0 + $1.0 }
        guard actual > 0 else { return nil }
        return abs(valued.reduce(0) { $0 + $1.1 } - actual) / actual
    }

    /// ``meanError(_:)`` of `months`.
    static func meanError(_ months: [Month], _ value: (Month) -> Double?) -> Double? {
        RollingBacktest.meanError(months, actual: \.actual, value)
    }

    /// The share of the recorded months inside the forecast's range.
    public var coverage: Double? {
        months.isEmpty ? nil : Double(months.filter(\.inRange).count) / Double(months.count)
    }

    /// Backtests the `count` months from `first` with `data` (which must reach past them).
    public static func run(_ data: ForecastData, from first: YearMonth, count: Int = 12) -> Backtest? {
        let known = first.firstDay.adding(days: -1)
        guard data.history.before(first).contains(where: \.usable) else { return nil }
        let plan = data.plan(cutoff: first, known: known, count: count)
        let forecasts = plan.forecast(from: first, count: count)
        let months = forecasts.enumerated().compactMap { offset, f -> Month? in
            guard let actual = data.history.month(f.month)?.scaled, let methods = plan.methods(at: offset) else { return nil }
            return Month(
                month: f.month, actual: actual, forecast: f.expected, low: f.low, high: f.high, seasonalNaive: methods.seasonalNaive,
                birdsNow: methods.birdsNow)
        }
        return months.isEmpty ? nil : Backtest(months: months, plan: plan)
    }

    /// Backtests the `count` months from `first` of `coop`'s records.
    public static func run(_ coop: Coop, from first: YearMonth, count: Int = 12) -> Backtest? {
        run(ForecastData(coop: coop, through: first.advanced(by: count - 1)), from: first, count: count)
    }
}
