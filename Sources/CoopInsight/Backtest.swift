import CoopRecords
import CoopValues

/// How the forecast would have done: the months after a cutoff forecast from the records
/// before it, against what was laid, and against the seasonal-naive baseline (each month
/// as the same month a year before).
///
/// The forecast only sees what was known at the cutoff: egg counts before it, and hens
/// that had joined by then, with removals after it unknown. Months are compared as full
/// months: a month's eggs are scaled from its recorded days to all its days (months with
/// fewer than 10 recorded days are left out).
public struct Backtest: Sendable {
    /// One month compared.
    public struct Month: Sendable {
        /// The month.
        public let month: YearMonth
        /// Eggs laid, scaled to the whole month.
        public let actual: Double
        /// The forecast.
        public let forecast: Double
        /// The same month a year before, scaled to the whole month.
        public let naive: Double?
    }

    /// The months compared.
    public let months: [Month]
    /// The model fitted to the records before the cutoff.
    public let model: LayingModel

    /// The error of the 12-month total, as a share of the actual total.
    public var forecastTotalError: Double { totalError(\.forecast) }
    /// The same for the baseline (over the months the baseline has).
    public var naiveTotalError: Double { totalError { $0.naive ?? $0.actual } }
    /// The mean absolute error of the months, as a share of each month's actual eggs.
    public var forecastMonthlyError: Double { meanError(\.forecast) }
    /// The same for the baseline.
    public var naiveMonthlyError: Double { meanError { $0.naive ?? $0.actual } }

    private func totalError(_ value: (Month) -> Double) -> Double {
        let actual = months.reduce(0) { $0 + $1.actual }
        return actual > 0 ? abs(months.reduce(0) { $0 + value($1) } - actual) / actual : 0
    }

    private func meanError(_ value: (Month) -> Double) -> Double {
        let errors = months.filter { $0.actual > 0 }.map { abs(value($0) - $0.actual) / $0.actual }
        return errors.isEmpty ? 0 : errors.reduce(0, +) / Double(errors.count)
    }

    /// Backtests the `count` months from `first` (nil when there is nothing to compare).
    public static func run(_ coop: Coop, from first: YearMonth, count: Int = 12) -> Backtest? {
        let cutoff = first.firstDay
        let known = cutoff.adding(days: -1)
        let training = EggLog(coop.eggs.entries.filter { $0.last < cutoff })
        let hens = Forecaster.flock(coop.hens, knownOn: known)
        guard training.firstDay != nil else { return nil }
        let southern = (coop.settings.latitude ?? 0) < 0
        let series = EggSeries(training, kinds: coop.kinds.count, through: known)
        let model = Forecaster.model(series: series, hens: hens, before: first, known: known, southern: southern)
        let forecast = Forecaster.forecast(model: model, hens: hens, from: first, count: count, today: known)
        let all = EggSeries(coop.eggs, kinds: coop.kinds.count, through: first.advanced(by: count).firstDay)
        func scaled(_ month: YearMonth) -> Double? {
            let totals = all.totals(from: month.firstDay, through: month.lastDay)
            guard totals.recordedDays >= 10 else { return nil }
            return Double(totals.laid) * Double(month.dayCount) / Double(totals.recordedDays)
        }
        let months = forecast.compactMap { f -> Month? in
            guard let actual = scaled(f.month) else { return nil }
            return Month(month: f.month, actual: actual, forecast: f.expected, naive: scaled(f.month.advanced(by: -12)))
        }
        return months.isEmpty ? nil : Backtest(months: months, model: model)
    }
}
