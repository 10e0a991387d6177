import CoopValues

/// How the forecast did on months it had not seen: from each month end with a year of
/// records before it, the months forecast then, each with the blend and the 80% range the
/// backtests before that month end chose, against what was laid and against the baselines.
///
/// Every month recorded after a cutoff counts, those with no "same month last year" too;
/// the current month, not yet whole, does not. The page's account of its range, `coop
/// backtest --cutoffs` and the tables of docs/insight.md are all this record.
public struct ForecastRecord: Sendable {
    /// One month forecast at one cutoff.
    public struct Month: Sendable {
        /// The first month forecast (the forecast was made the day before it).
        public let cutoff: YearMonth
        /// The month.
        public let month: YearMonth
        /// Its eggs, scaled to the whole month.
        public let actual: Double
        /// The forecast made at the cutoff, and its 80% range.
        public let forecast: Double, low: Double, high: Double
        /// The same month a year before, scaled, when it was recorded.
        public let seasonalNaive: Double?
        /// The last 12 months' laying rate times the hen-days expected in the month.
        public let recentRate: Double
        /// The last 12 months' laying rate times the hens laying at the cutoff.
        public let birdsNow: Double

        /// Whether the eggs laid fell inside the range.
        public var inRange: Bool { actual >= low - 1e-9 && actual <= high + 1e-9 }
        /// The range's width as a share of the forecast (`nil` for a forecast of none).
        public var width: Double? { forecast > 0 ? (high - low) / forecast : nil }
    }

    /// The page's record reaches this many cutoffs back: a year of month ends. (Each needs
    /// the backtests of its own 36 origins: 36 cutoffs doubled the forecast's work, and a
    /// 10-year coop's build time by a quarter.)
    public static let cutoffs = 12

    /// The months, by cutoff then month.
    public let months: [Month]

    /// The forecasts made at each cutoff in `cutoffs` from `origins`, measured on the months
    /// before `end`.
    init(_ origins: OriginForecasts, cutoffs: Range<YearMonth>, before end: YearMonth) {
        var months: [Month] = []
        for cutoff in cutoffs {
            let pairs = origins.pairs(from: cutoff).filter { $0.month < end }
            guard !pairs.isEmpty else { continue }
            let backtest = origins.backtest(cutoff: cutoff)
            for pair in pairs {
                let forecast = pair.value(backtest.weights)
                let range = backtest.range(forecast, spread: pair.spread)
                months.append(
                    Month(
                        cutoff: cutoff, month: pair.month, actual: pair.actual, forecast: forecast, low: range.low, high: range.high,
                        seasonalNaive: pair.seasonalNaive, recentRate: pair.recentRate, birdsNow: pair.birdsNow))
            }
        }
        self.months = months
    }

    /// The record of every cutoff of `data` (each month end with a year of records before
    /// it), measured on every month recorded before `end`.
    public init(_ data: ForecastData, before end: YearMonth) {
        let first = data.history.first.advanced(by: 12)
        guard first < end else {
            self.init(months: [])
            return
        }
        self.init(OriginForecasts(data, from: first, before: end), cutoffs: first..<end, before: end)
    }

    /// The cutoffs with at least one month measured, oldest first.
    public var cutoffList: [YearMonth] {
        var seen: [YearMonth] = []
        for month in months where seen.last != month.cutoff { seen.append(month.cutoff) }
        return seen
    }

    /// The share of the months inside their range (`nil` with none).
    public var coverage: Double? {
        months.isEmpty ? nil : Double(months.filter(\.inRange).count) / Double(months.count)
    }

    /// The mean width of the ranges, as a share of their forecasts.
    public var meanWidth: Double? {
        let widths = months.compactMap(\.width)
        return widths.isEmpty ? nil : widths.reduce(0, +) / Double(widths.count)
    }

    /// The mean of the errors of the months `value` has a value for, each as a share of the
    /// month's eggs (months with no eggs left out).
    public func meanError(_ value: (Month) -> Double?) -> Double? { RollingBacktest.meanError(months, actual: \.actual, value) }

    /// The record of one cutoff's months.
    public func at(_ cutoff: YearMonth) -> ForecastRecord { ForecastRecord(months: months.filter { $0.cutoff == cutoff }) }

    private init(months: [Month]) { self.months = months }
}
