import CoopRecords
import CoopValues

/// The eggs expected in a month, with an 80% range.
public struct MonthForecast: Sendable, Equatable {
    /// The month.
    public let month: YearMonth
    /// Expected eggs.
    public let expected: Double
    /// The low end of the range.
    public let low: Double
    /// The high end of the range.
    public let high: Double
    /// Hens expected to be laying in the middle of the month.
    public let layingHens: Int
}

/// Forecasts of the coming months: the laying model, the seasonal-naive and recent-rate
/// methods, and the blend of them that did best in rolling-origin backtests on the flock's
/// own history (``ForecastPlan``).
///
/// Hens in the flock are expected to stay with the chance the flock's history gives
/// (``FlockSurvival``); a pullet with a known hatching day but no first egg yet is expected
/// to start laying at 24 weeks of age, and not within the next two weeks; pullets join as
/// they did in past years (``Turnover``).
public enum Forecaster {
    /// The hens expected in `month` for a forecast made on `today`, each with her laying days,
    /// age and the chance she is there: the hens of `flock` who have not left, weighted by the
    /// chance they stay, and the pullets the flock's history says will join.
    static func expectedExposure(
        flock: [Hen], pullets: [(hen: Hen, weight: Double)], turnover: Turnover, in month: YearMonth, today: CivilDate,
        recordsBegin: CivilDate
    ) -> [HenExposure] {
        let middle = month.firstDay.adding(days: month.dayCount / 2)
        let survival = turnover.survival
        var exposure: [HenExposure] = []
        for hen in flock {
            let joined = hen.added ?? today
            let stays = survival.stays(from: max(0, joined.days(until: today)), to: max(0, joined.days(until: middle)))
            for e in Self.exposure(of: [hen], in: month, today: today, recordsBegin: recordsBegin) {
                exposure.append(HenExposure(days: e.days, age: e.age, weight: e.weight * stays))
            }
        }
        for (pullet, weight) in pullets {
            let stays = survival.survival(max(0, (pullet.added ?? middle).days(until: middle)))
            for e in Self.exposure(of: [pullet], in: month, today: today, recordsBegin: recordsBegin) {
                exposure.append(HenExposure(days: e.days, age: e.age, weight: weight * stays))
            }
        }
        return exposure
    }

    /// How many of `flock` are expected to be laying in the middle of `month`.
    static func layingHens(_ flock: [Hen], in month: YearMonth, today: CivilDate) -> Int {
        let middle = month.firstDay.adding(days: month.dayCount / 2)
        return flock.filter { hen in
            guard let start = layingStart(hen, today: today) else { return false }
            return start <= middle && (hen.removed.map { middle < $0 } ?? true)
        }.count
    }
}
