import CoopParallel
import CoopRecords
import CoopValues

/// Everything a coop's forecasts learn from, computed once for every cutoff: the monthly
/// history, its hen-days weighted for each decline, and the hens.
public struct ForecastData: Sendable {
    /// The months of the records.
    public let history: FlockHistory
    let grid: DeclineGrid
    let hens: [Hen]
    let series: EggSeries
    let stopped: StoppedHens
    let southern: Bool
    /// The weekly laying rates, for the laying pauses the season is not learned from.
    let weeklyRates: [WeeklyRate]
    /// The coop's latitude, which the molt rules weigh the rates by.
    let latitude: Double?

    /// The data of `series` through `last`, with the hens of `census` and which of them
    /// stopped laying; `weeks` (with `latitude`) find the laying pauses.
    init(
        series: EggSeries, census: FlockCensus, hens: [Hen], stopped: StoppedHens, through last: YearMonth, southern: Bool,
        weeks: [Period] = [], latitude: Double? = nil
    ) {
        self.stopped = stopped
        self.series = series
        history = FlockHistory(series: series, census: census, hens: hens, through: last)
        grid = DeclineGrid(history)
        self.hens = hens
        self.southern = southern
        weeklyRates = CoopInsight.rates(weeks: weeks, census: census)
        self.latitude = latitude
    }

    /// The data of a coop's records through `last`.
    public init(coop: Coop, through last: YearMonth) {
        let series = EggSeries(coop.eggs, kinds: coop.kinds.count, through: last.lastDay)
        let census = FlockCensus(hens: coop.hens, kinds: coop.kinds.count, series: series)
        let stopped = StoppedHens(hens: coop.hens, laying: HenLaying.all(coop: coop, series: series, census: census))
        self.init(
            series: series, census: census, hens: coop.hens, stopped: stopped, through: last, southern: (coop.settings.latitude ?? 0) < 0,
            weeks: series.weeks(startingOn: coop.settings.weekStart), latitude: coop.settings.latitude)
    }

    /// The laying model fitted to the months before `cutoff`, with the turnover of the hens
    /// known on `known` and the recent form of the last 12 months, measured on the months it
    /// learns from: a pause seen over, or an onset, is no more the flock's form than its season.
    func model(before cutoff: YearMonth, hens known: [Hen]) -> LayingModel {
        let weights = FitWeights(
            grid: grid, silent: silentSpells(before: cutoff), notLearned: pausedMonths(before: cutoff).union(onsetMonths(known)))
        var model = LayingModel.fit(history, weights: weights, before: cutoff, southern: southern)
        model.turnover = Forecaster.turnover(recordsBegin: history.recordsBegin, hens: known, before: cutoff)
        let count = history.before(cutoff).count
        let recent = (max(0, count - 12)..<count).filter { history.months[$0].usable && !weights.notLearned.contains($0) }
        let expected = recent.reduce(0.0) { $0 + model.expected(history, weights: weights, month: $1) }
        let laid = recent.reduce(0) { $0 + history.months[$1].laidWithHens }
        if recent.count >= 6, expected > 0, laid > 0 {
            model.recentLevel = min(1.5, max(0.67, (Double(laid) / expected).squareRoot()))
        }
        return model
    }

    /// The history months before `cutoff` at least half inside a laying pause (a drop longer
    /// than a molt, ``MoltDetection``) found, and seen over, in the weeks before it: a pause
    /// is not the season, and a year of it must not drag the same month of the next year
    /// toward zero. A pause still going on at the cutoff stays in: it may be how the flock
    /// lays now.
    func pausedMonths(before cutoff: YearMonth) -> Set<Int> {
        let end = cutoff.firstDay
        let known = weeklyRates.filter { $0.start.adding(days: 6) < end }
        guard !known.isEmpty else { return [] }
        let pauses = MoltDetection.find(known, southern: southern, notes: [], today: end.adding(days: -1), latitude: latitude)
            .filter { $0.isPause && !$0.ongoing }
        var paused: Set<Int> = []
        for pause in pauses {
            for (index, inside) in history.days(from: pause.start, through: pause.end)
            where 2 * inside >= history.months[index].month.dayCount {
                paused.insert(index)
            }
        }
        return paused
    }

    /// A pullet's first weeks of laying are her onset, not her season: she comes into full
    /// lay about eight weeks after her first egg.
    static let onsetDays = 56

    /// The history months at least half of whose laying days are hens' onset (their first
    /// ``onsetDays`` days of laying, from `hens`' first eggs): a young flock's first weeks,
    /// when four ducks laid 4 eggs in November and 15 in December, say nothing of the
    /// Novembers to come.
    func onsetMonths(_ hens: [Hen]) -> Set<Int> {
        var onset = [Int](repeating: 0, count: history.months.count)
        for hen in hens {
            guard let first = hen.startedLaying.map({ max($0, hen.added ?? $0) }) else { continue }
            var last = first.adding(days: Self.onsetDays - 1)
            if let removed = hen.removed { last = min(last, removed.adding(days: -1)) }
            guard first <= last else { continue }
            for (index, days) in history.days(from: first, through: last) { onset[index] += days }
        }
        return Set(onset.indices.filter { onset[$0] > 0 && 2 * Double(onset[$0]) >= grid.all[$0] })
    }

    /// The laying days, in the months before `cutoff`, of the hens who had stopped laying by
    /// then (or by the day they left): from the day after each one's last egg, by history month.
    func silentSpells(before cutoff: YearMonth) -> [Int: [HenExposure]] {
        var silent: [Int: [HenExposure]] = [:]
        let dayBefore = cutoff.firstDay.adding(days: -1)
        for hen in hens where hen.layingSince != nil {
            let end = min(dayBefore, hen.removed.map { $0.adding(days: -1) } ?? dayBefore)
            guard let spell = stopped.silentSpell(of: hen, endingOn: end, recordsBegin: history.recordsBegin) else { continue }
            var month = max(spell.lowerBound.yearMonth, history.first)
            while month <= spell.upperBound.yearMonth {
                let index = history.first.distance(to: month)
                if index < history.months.count,
                    let exposure = Forecaster.exposure(
                        of: hen, from: max(month.firstDay, spell.lowerBound), through: min(month.lastDay, spell.upperBound),
                        today: month.lastDay, recordsBegin: history.recordsBegin,
                        counts: { series.totals(from: $0, through: $1).recordedDays })
                {
                    silent[index, default: []].append(exposure)
                }
                month = month.advanced(by: 1)
            }
        }
        return silent
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
        // The laying model's hens: those whose records do not say they have stopped laying.
        let layingFlock = flock.filter { !stopped.hasStopped($0, on: known) }
        let pullets = Forecaster.expectedPullets(model.turnover, from: cutoff, count: count)
        let layingNow = Double(hensKnown.filter { $0.isLaying(on: known) }.count)
        var out = (model: [Double](), naive: [Double?](), rate: [Double](), birds: [Double](), hens: [Int]())
        for offset in 0..<count {
            let month = cutoff.advanced(by: offset)
            let exposure = Forecaster.expectedExposure(
                flock: layingFlock, pullets: pullets, turnover: model.turnover, in: month, today: known,
                recordsBegin: history.recordsBegin)
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
            out.hens.append(Forecaster.layingHens(layingFlock, in: month, today: known))
        }
        return MethodForecasts(
            months: (0..<count).map { cutoff.advanced(by: $0) }, model: out.model, seasonalNaive: out.naive, recentRate: out.rate,
            birdsNow: out.birds, layingHens: out.hens, stoppedHens: flock.filter { stopped.hasStopped($0, on: known) }, fitted: model)
    }

    /// The plan of the forecasts from `cutoff` (the `count` months from it), as of `known`:
    /// the blend of methods and the range that rolling-origin backtests on the records before
    /// `cutoff` chose.
    public func plan(cutoff: YearMonth, known: CivilDate, count: Int = 13) -> ForecastPlan {
        // The forecast and its backtests are independent: both at once. The backtests reach
        // back far enough for the record of the last cutoffs' own backtests too.
        let reach = RollingBacktest.origins + ForecastRecord.cutoffs
        let (forecasts, origins) = parallel(
            { self.candidates(cutoff: cutoff, known: known, count: count) },
            { OriginForecasts(self, from: cutoff.advanced(by: -reach), before: cutoff) })
        return ForecastPlan(
            cutoff: cutoff, candidates: forecasts, backtest: origins.backtest(cutoff: cutoff),
            record: ForecastRecord(origins, cutoffs: cutoff.advanced(by: -ForecastRecord.cutoffs)..<cutoff, before: cutoff))
    }
}
