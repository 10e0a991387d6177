import CoopRecords
import CoopValues

/// Everything a coop's forecasts learn from, computed once for every cutoff: the monthly
/// history, its hen-days weighted for each decline, and the hens.
public struct ForecastData: Sendable {
    /// The months of the records.
    public let history: FlockHistory
    let grid: DeclineGrid
    let hens: [Hen]
    let southern: Bool

    /// The data of `series` through `last`, with the hens of `census`.
    public init(series: EggSeries, census: FlockCensus, hens: [Hen], through last: YearMonth, southern: Bool) {
        history = FlockHistory(series: series, census: census, hens: hens, through: last)
        grid = DeclineGrid(history)
        self.hens = hens
        self.southern = southern
    }

    /// The data of a coop's records through `last`.
    public init(coop: Coop, through last: YearMonth) {
        let series = EggSeries(coop.eggs, kinds: coop.kinds.count, through: last.lastDay)
        let census = FlockCensus(hens: coop.hens, kinds: coop.kinds.count, series: series)
        self.init(series: series, census: census, hens: coop.hens, through: last, southern: (coop.settings.latitude ?? 0) < 0)
    }

    /// The laying model fitted to the months before `cutoff`, with the turnover of the hens
    /// known on `known` and the recent form of the last 12 months.
    func model(before cutoff: YearMonth, hens known: [Hen]) -> LayingModel {
        var model = LayingModel.fit(history, grid: grid, before: cutoff, southern: southern)
        model.turnover = Forecaster.turnover(recordsBegin: history.recordsBegin, hens: known, before: cutoff)
        let count = history.before(cutoff).count
        let recent = (max(0, count - 12)..<count).filter { history.months[$0].usable }
        let expected = recent.reduce(0.0) { $0 + model.expected(history, grid: grid, month: $1) }
        let laid = recent.reduce(0) { $0 + history.months[$1].laidWithHens }
        if recent.count >= 6, expected > 0, laid > 0 {
            model.recentLevel = min(1.5, max(0.67, (Double(laid) / expected).squareRoot()))
        }
        return model
    }

    /// Each method's forecast of the `count` months from `cutoff`, from the records before it
    /// and the hens as known on `known`.
    func candidates(cutoff: YearMonth, known: CivilDate, count: Int) -> MethodForecasts {
        let hensKnown = Forecaster.flock(hens, knownOn: known)
        let model = model(before: cutoff, hens: hensKnown)
        // The laying rate of the last 12 months: eggs on days with laying hens per laying
        // hen-day; a coop that lists no hens, eggs per recorded day.
        let window = history.before(cutoff).suffix(12)
        let henDays = window.reduce(0) { $0 + $1.henDays }
        let recorded = window.reduce(0) { $0 + $1.recordedDays }
        let rate: Double? = henDays > 0 ? Double(window.reduce(0) { $0 + $1.laidWithHens }) / Double(henDays) : nil
        let perDay: Double? =
            !history.hasHens && recorded > 0 ? Double(window.reduce(0) { $0 + $1.laid }) / Double(recorded) : nil
        let flock = hensKnown.filter { hen in hen.removed.map { $0 > known } ?? true }
        let pullets = Forecaster.expectedPullets(model.turnover, from: cutoff, count: count)
        let layingNow = Double(hensKnown.filter { $0.isLaying(on: known) }.count)
        var out = (model: [Double](), naive: [Double?](), rate: [Double](), birds: [Double](), hens: [Int]())
        for offset in 0..<count {
            let month = cutoff.advanced(by: offset)
            let exposure = Forecaster.expectedExposure(
                flock: flock, pullets: pullets, turnover: model.turnover, in: month, today: known, recordsBegin: history.recordsBegin)
            let modelled = model.expected(month: month.month, exposure: exposure) * model.recentLevel
            // The hens expected, for the recent rate: the flock's hens as they are known (a pullet
            // from 24 weeks), without the turnover's guesses.
            let expectedHenDays = Forecaster.exposure(of: flock, in: month, today: known, recordsBegin: history.recordsBegin)
                .reduce(0) { $0 + $1.days }
            let days = Double(month.dayCount)
            out.model.append(modelled)
            out.rate.append(rate.map { $0 * expectedHenDays } ?? perDay.map { $0 * days } ?? modelled)
            out.birds.append(rate.map { $0 * layingNow * days } ?? perDay.map { $0 * days } ?? modelled)
            let yearBefore = month.advanced(by: -12)
            // Known when it is before the cutoff, or the cutoff's own month seen part way through.
            let seen = yearBefore < cutoff || (yearBefore == cutoff && known >= cutoff.firstDay)
            out.naive.append(seen ? history.month(yearBefore)?.scaled : nil)
            out.hens.append(Forecaster.layingHens(flock, in: month, today: known))
        }
        return MethodForecasts(
            months: (0..<count).map { cutoff.advanced(by: $0) }, model: out.model, seasonalNaive: out.naive, recentRate: out.rate,
            birdsNow: out.birds, layingHens: out.hens, fitted: model)
    }

    /// The plan of the forecasts from `cutoff` (the `count` months from it), as of `known`:
    /// the blend of methods and the range that rolling-origin backtests on the records before
    /// `cutoff` chose.
    public func plan(cutoff: YearMonth, known: CivilDate, count: Int = 13) -> ForecastPlan {
        let candidates = candidates(cutoff: cutoff, known: known, count: count)
        let pairs = RollingBacktest.pairs(self, before: cutoff)
        return ForecastPlan(cutoff: cutoff, candidates: candidates, backtest: RollingBacktest(pairs: pairs, cutoff: cutoff))
    }
}
