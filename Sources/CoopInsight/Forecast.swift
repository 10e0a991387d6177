import CoopDiagnostics
import CoopRecords
import CoopValues

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

/// The current month, part laid and part to come: the eggs laid on its recorded days through
/// today, and its forecast for the days still to come (the month's forecast x days to come /
/// days in the month), so a chart's laid and expected lines meet in it. The days to come are
/// the days after today and the days through today with no record yet: a day not written
/// down is not a day without eggs.
public struct CurrentMonthOutlook: Sendable, Equatable {
    /// The month that holds today.
    public let month: YearMonth
    /// Eggs laid from the 1st through today, on its recorded days.
    public let laid: Int
    /// The days after today in the month.
    public let daysLeft: Int
    /// The days from the 1st through today with no record.
    public let unrecordedDays: Int
    /// Eggs expected in the days to come, with the 80% range.
    public let rest: Double, restLow: Double, restHigh: Double
    /// Hens expected to be laying in the middle of the month.
    public let layingHens: Int
    /// Laid so far plus the rest expected: the month's likely total.
    public var expected: Double { Double(laid) + rest }
    /// The low end of the month's likely total.
    public var low: Double { Double(laid) + restLow }
    /// The high end of the month's likely total.
    public var high: Double { Double(laid) + restHigh }
    /// Whether any day of the month through today is recorded.
    public var isRecorded: Bool { unrecordedDays < month.dayCount - daysLeft }

    /// The outlook from the whole month's forecast, the eggs laid so far, the days recorded
    /// so far (`nil`: every day through today) and today.
    public init(month forecast: MonthForecast, laid: Int, recordedDays: Int? = nil, today: CivilDate) {
        let month = forecast.month
        let left = max(0, min(month.dayCount, today.days(until: month.lastDay)))
        let past = month.dayCount - left
        let unrecorded = recordedDays.map { max(0, past - $0) } ?? 0
        let share = Double(left + unrecorded) / Double(month.dayCount)
        self.month = month
        self.laid = laid
        self.daysLeft = left
        self.unrecordedDays = unrecorded
        rest = forecast.expected * share
        restLow = forecast.low * share
        restHigh = forecast.high * share
        layingHens = forecast.layingHens
    }
}

/// Forecasts of the coming months from a ``LayingModel`` and the hens of the flock.
///
/// Hens in the flock today are assumed to stay; a pullet with a known hatching day but no
/// first egg yet is assumed to start laying at 24 weeks of age, and not within the next
/// two weeks. The range is the model's typical monthly error: 80% of months of the flock's
/// history fell within it (1.28 standard deviations of the log error).
public enum Forecaster {
    /// The day a hen starts laying, for a forecast made on `today`: her first egg if known,
    /// else, for a pullet, 24 weeks after hatching (not before two weeks from today).
    static func layingStart(_ hen: Hen, today: CivilDate) -> CivilDate? {
        if let since = hen.layingSince { return since }
        guard let hatched = hen.hatched else { return nil }
        return max(hatched.adding(days: 168), today.adding(days: 14))
    }

    /// The laying days of `hens` in `month` (only days passing `counts`) and their ages.
    static func exposure(
        of hens: [Hen], in month: YearMonth, today: CivilDate,
        counts: (CivilDate, CivilDate) -> Int = { $0.days(until: $1) + 1 }
    ) -> [HenExposure] {
        hens.compactMap { hen in
            guard let start = layingStart(hen, today: today) else { return nil }
            let from = max(month.firstDay, start, hen.added ?? start)
            let through = min(month.lastDay, hen.removed.map { $0.adding(days: -1) } ?? month.lastDay)
            guard from <= through else { return nil }
            let days = counts(from, through)
            guard days > 0 else { return nil }
            let middle = Double(from.dayNumber + through.dayNumber) / 2
            return HenExposure(days: Double(days), age: max(0, (middle - Double(start.dayNumber)) / 365.25))
        }
    }

    /// The months of history up to (not including) `cutoff`, for fitting.
    static func history(series: EggSeries, hens: [Hen], before cutoff: YearMonth, today: CivilDate) -> [MonthHistory] {
        var out: [MonthHistory] = []
        var month = series.firstDay.yearMonth
        while month < cutoff {
            let totals = series.totals(from: month.firstDay, through: month.lastDay)
            let exposure = exposure(of: hens.filter { $0.layingSince != nil }, in: month, today: today) { from, through in
                series.totals(from: from, through: through).recordedDays
            }
            out.append(MonthHistory(month: month, eggs: totals.laid, recordedDays: totals.recordedDays, exposure: exposure))
            month = month.advanced(by: 1)
        }
        return out
    }

    /// The model learned from `series` before the month `first`, with its turnover factor.
    static func model(series: EggSeries, hens: [Hen], before first: YearMonth, known: CivilDate, southern: Bool) -> LayingModel {
        let months = history(series: series, hens: hens, before: first, today: known)
        var model = LayingModel.fit(months, southern: southern)
        model.turnover = turnover(series: series, hens: hens, before: first)
        let recent = months.suffix(12).filter { $0.recordedDays >= 10 }
        let expected = recent.reduce(0.0) { $0 + model.expected(month: $1.month.month, exposure: $1.exposure) }
        let laid = recent.reduce(0) { $0 + $1.eggs }
        if recent.count >= 6, expected > 0, laid > 0 { model.recentLevel = min(1.5, max(0.67, (Double(laid) / expected).squareRoot())) }
        return model
    }

    /// The hens as they were known on `day`: those that had joined, with later first eggs
    /// and removals unknown.
    static func flock(_ hens: [Hen], knownOn day: CivilDate) -> [Hen] {
        hens.filter { ($0.added ?? day) <= day }.map { hen in
            Hen(
                name: hen.name, slug: hen.slug, breed: hen.breed, kindIndex: hen.kindIndex, hatched: hen.hatched, added: hen.added,
                startedLaying: hen.startedLaying.flatMap { $0 <= day ? $0 : nil }, removed: hen.removed.flatMap { $0 <= day ? $0 : nil },
                location: hen.location)
        }
    }

    /// The flock's turnover before `first`: hens that joined after the records began (the
    /// founding flock does not count), by calendar month, per year of records; the usual
    /// days from joining to the first egg; and removals per hen-year present.
    static func turnover(series: EggSeries, hens: [Hen], before first: YearMonth) -> Turnover {
        let end = first.firstDay
        let years = Double(series.firstDay.days(until: end)) / 365.25
        guard years >= 1 else { return .none }
        var joining = [Double](repeating: 0, count: 12)
        var gaps: [Int] = []
        var removals = 0
        var henYears = 0.0
        for hen in hens {
            let joined = hen.added ?? series.firstDay
            if joined > series.firstDay, joined < end {
                joining[joined.month - 1] += 1 / years
                if let first = hen.startedLaying, first >= joined { gaps.append(joined.days(until: first)) }
            }
            if let removed = hen.removed, removed < end { removals += 1 }
            let from = max(joined, series.firstDay)
            let to = min(hen.removed ?? end, end)
            if from < to { henYears += Double(from.days(until: to)) / 365.25 }
        }
        let gap = gaps.isEmpty ? 120 : gaps.sorted()[gaps.count / 2]
        return Turnover(
            joiningPerMonth: joining, daysToFirstEgg: gap,
            leavingPerHenYear: henYears > 0 ? Double(removals) / henYears : 0,
            survival: FlockSurvival(hens: hens, firstDay: series.firstDay, end: end))
    }

    /// Pullets expected to join from `first` on, as hens with a weight: one per month that
    /// saw hens join in past years, weighted by how many joined then per year.
    static func expectedPullets(_ turnover: Turnover, from first: YearMonth, count: Int) -> [(hen: Hen, weight: Double)] {
        (0..<count).compactMap { offset in
            let month = first.advanced(by: offset)
            let weight = turnover.joiningPerMonth[month.month - 1]
            guard weight > 0 else { return nil }
            let joins = month.firstDay.adding(days: month.dayCount / 2)
            let hen = Hen(
                name: "expected pullet", slug: "", added: joins, startedLaying: joins.adding(days: turnover.daysToFirstEgg),
                location: SourceLocation(path: "", line: 0, column: 0))
            return (hen, weight)
        }
    }

    /// The `count` months from `first`, for the hens of the flock on `today`, with the
    /// pullets its history says will join and the losses it says to expect.
    public static func forecast(model: LayingModel, hens: [Hen], from first: YearMonth, count: Int, today: CivilDate) -> [MonthForecast] {
        let flock = hens.filter { hen in hen.removed.map { $0 > today } ?? true }
        let pullets = expectedPullets(model.turnover, from: first, count: count)
        let z = 1.28
        return (0..<count).map { offset in
            let month = first.advanced(by: offset)
            let middle = month.firstDay.adding(days: month.dayCount / 2)
            // Each hen is still there at the middle of the month with the chance her stay so far gives.
            let survival = model.turnover.survival
            var exposure: [HenExposure] = []
            for hen in flock {
                let joined = hen.added ?? today
                let stays = survival.stays(from: max(0, joined.days(until: today)), to: max(0, joined.days(until: middle)))
                exposure += Self.exposure(of: [hen], in: month, today: today).map {
                    HenExposure(days: $0.days, age: $0.age, weight: $0.weight * stays)
                }
            }
            for (pullet, weight) in pullets {
                let stays = survival.survival(max(0, (pullet.added ?? middle).days(until: middle)))
                exposure += Self.exposure(of: [pullet], in: month, today: today).map {
                    HenExposure(days: $0.days, age: $0.age, weight: weight * stays)
                }
            }
            let expected = model.expected(month: month.month, exposure: exposure) * model.recentLevel
            let laying = flock.filter { hen in
                guard let start = layingStart(hen, today: today) else { return false }
                return start <= middle && (hen.removed.map { middle < $0 } ?? true)
            }.count
            return MonthForecast(
                month: month, expected: expected, low: expected * exp(-z * model.spread),
                high: expected * exp(z * model.spread), layingHens: laying)
        }
    }
}
