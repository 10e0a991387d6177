import CoopParallel
import CoopValues

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every month's laying hen-days weighted by age (days x weight x D ^ age) for each candidate
/// yearly decline D, computed once for a history: the fits at every cutoff read them.
struct DeclineGrid: Sendable {
    /// The candidate declines: 0.50 to 1.30 in steps of 0.01. Above 1 only a young flock may
    /// go (``LayingModel/youngShare``).
    static let declines = (0...80).map { 0.5 + Double($0) / 100 }
    /// The index of the default decline, 0.85.
    static let defaultIndex = 35

    /// `weighted[d][i]`: month `i`'s hen-days weighted for decline `declines[d]`.
    let weighted: [[Double]]
    /// Their logarithms (the season is learned from log rates).
    let logWeighted: [[Double]]
    /// Each month's laying days of hens in their first year and a half of laying, and of all hens.
    let young: [Double]
    let all: [Double]

    init(_ history: FlockHistory) {
        let months = history.months
        weighted = Self.declines.parallelMap { decline in
            months.map { month in month.exposure.reduce(0) { $0 + $1.days * $1.weight * pow(decline, $1.age) } }
        }
        logWeighted = weighted.map { $0.map { log($0) } }
        young = months.map { month in month.exposure.reduce(0) { $0 + ($1.age < 1.5 ? $1.days : 0) } }
        all = months.map { month in month.exposure.reduce(0) { $0 + $1.days } }
    }
}

/// The grid's hen-days for one fit, without the silent spells of the hens who had stopped
/// laying by its cutoff (``StoppedHens``): what the laying model learns from.
struct FitWeights: Sendable {
    let grid: DeclineGrid
    /// For a history month's index, the laying days taken out of it.
    let silent: [Int: [HenExposure]]
    /// The history months the season is not learned from, though they count as recorded: a
    /// laying pause seen over, or a flock's onset (``ForecastData/onsetMonths(_:)``).
    var notLearned: Set<Int> = []

    /// Month `i`'s hen-days weighted for decline `declines[d]`.
    func weighted(_ d: Int, _ i: Int) -> Double {
        guard !silent.isEmpty, let out = silent[i] else { return grid.weighted[d][i] }
        let decline = DeclineGrid.declines[d]
        return max(0, out.reduce(grid.weighted[d][i]) { $0 - $1.days * $1.weight * pow(decline, $1.age) })
    }

    /// ``weighted(_:_:)`` of the history months `indices` for decline `declines[d]`, and their
    /// logarithms (the grid's own, for a month without silent spells).
    func column(_ d: Int, _ indices: [Int]) -> (weights: [Double], logs: [Double]) {
        var weights: [Double] = []
        var logs: [Double] = []
        weights.reserveCapacity(indices.count)
        logs.reserveCapacity(indices.count)
        for i in indices {
            if !silent.isEmpty, silent[i] != nil {
                let w = weighted(d, i)
                weights.append(w)
                logs.append(log(w))
            } else {
                weights.append(grid.weighted[d][i])
                logs.append(grid.logWeighted[d][i])
            }
        }
        return (weights, logs)
    }

    /// Month `i`'s laying days of all hens.
    func all(_ i: Int) -> Double { max(0, (silent[i] ?? []).reduce(grid.all[i]) { $0 - $1.days }) }

    /// Month `i`'s laying days of hens in their first year and a half of laying.
    func young(_ i: Int) -> Double { max(0, (silent[i] ?? []).reduce(grid.young[i]) { $0 - ($1.age < 1.5 ? $1.days : 0) }) }
}

extension LayingModel {
    /// How many years of a month's records the default season counts as, when a learned
    /// month is shrunk toward it: a year of records weighs twenty times as much as the
    /// default, unless its years disagree (measured on the corpus of docs/insight.md, where
    /// every stronger pull made the forecast worse: the default autumn is far above that of a
    /// flock whose old hens stop laying).
    static let priorYears = 0.05
    /// A month's weight in the fit halves with each this many months before the cutoff: last
    /// year's month counts four times as much as the year before's.
    static let halfLifeMonths = 6.0
    /// Eggs added to a month's count before its logarithm is taken, so that a month with none
    /// says "very few" rather than "minus infinity".
    static let logSmoothing = 0.5
    /// A flock whose laying days were at least this share in hens' first year and a half of
    /// laying may have a decline above 1: its hens are still coming into lay.
    static let youngShare = 0.5

    /// Fits the model to the months of `history` before `cutoff` that have at least 10 recorded
    /// days and laying hens, from the eggs laid on days with laying hens.
    ///
    /// With 24 such months covering all twelve calendar months, the season and the decline
    /// are fitted by least squares (the decline from 0.50 to 1.00, or 1.30 for a young flock);
    /// with 12, the season, with the default decline; with less, the default season scaled to
    /// the flock's own laying (given at least 28 recorded days). Each month counts half as
    /// much for each six months before the cutoff. A calendar month's rate is the geometric
    /// mean of its years' rates (weighted by their hen-days and recency): laying varies by
    /// factors from year to year, and one young autumn at 0.2 eggs a hen-day beside an old
    /// one at 0.01 says "about 0.03", not "0.1". It is shrunk toward the default season scaled
    /// to the flock's level, also in logarithms: `exp((h log learned + k log prior) / (h + k))`,
    /// where `h` is the month's hen-days and `k` is 0.05 of a year's hen-days of that month,
    /// times `1 + 4 v` where `v` is how much its years disagree (the weighted variance of their
    /// log rates): a month resting on one year, or on years that disagree, keeps more of the
    /// default. The months of a laying pause seen over, or of a flock's onset
    /// (``FitWeights/notLearned``), count as recorded but are not learned from: neither is the
    /// season.
    static func fit(_ history: FlockHistory, weights grid: FitWeights, before cutoff: YearMonth, southern: Bool) -> LayingModel {
        let prefix = history.before(cutoff)
        // The months recorded say how much is known; a pause's or an onset's months are not
        // learned from (their calendar month falls back to the default season when it has no
        // other year).
        let recorded = prefix.indices.filter { prefix[$0].usable && grid.all($0) > 0 }
        let usable = recorded.filter { !grid.notLearned.contains($0) }
        let covered = Set(recorded.map { history.months[$0].month.month }).count
        let shape = Self.shape(southern: southern)
        let eggs = usable.map { Double(history.months[$0].laidWithHens) }
        let calendar = usable.map { history.months[$0].month.month - 1 }
        // Recent years count more: a month's weight halves with each six months before the cutoff.
        let recency = usable.map { pow(0.5, Double(history.months[$0].month.distance(to: cutoff) - 1) / halfLifeMonths) }
        let logEggs = eggs.map { log($0 + logSmoothing) }
        // The usable months' hen-days weighted for decline `d`, and each month's log rate.
        func column(_ d: Int) -> (weights: [Double], logRates: [Double]) {
            let (weights, logs) = grid.column(d, usable)
            return (weights, usable.indices.map { logEggs[$0] - logs[$0] })
        }
        // How strong the flock's season is, measured once, on the default decline's hen-days.
        let defaultColumn = column(DeclineGrid.defaultIndex)
        let learnedStrength = Self.seasonStrength(
            eggs: eggs, weights: defaultColumn.weights, recency: recency, calendar: calendar, shape: shape)
        let prior = shape.map { pow($0, learnedStrength) }
        // The flock's level on the default season at its strength, and the season shrunk
        // toward it, for a decline.
        func season(_ column: (weights: [Double], logRates: [Double])) -> [Double] {
            let weights = column.weights
            var e = [Double](repeating: 0, count: 12)
            var w = [Double](repeating: 0, count: 12)
            var logs = [Double](repeating: 0, count: 12)
            var shaped = 0.0
            for k in usable.indices where weights[k] > 0 {
                e[calendar[k]] += recency[k] * eggs[k]
                w[calendar[k]] += recency[k] * weights[k]
                logs[calendar[k]] += recency[k] * weights[k] * column.logRates[k]
                shaped += recency[k] * prior[calendar[k]] * weights[k]
            }
            let level = shaped > 0 ? e.reduce(0, +) / shaped : defaultPeak
            // How much the years of each calendar month disagree: the weighted variance of
            // their log rates around the month's.
            var disagreement = [Double](repeating: 0, count: 12)
            for k in usable.indices where w[calendar[k]] > 0 && weights[k] > 0 {
                let m = calendar[k]
                let ratio = column.logRates[k] - logs[m] / w[m]
                disagreement[m] += recency[k] * weights[k] * ratio * ratio / w[m]
            }
            let yearOfMonth = w.reduce(0, +) / max(1, recency.reduce(0, +))
            return (0..<12).map { m in
                let prior = level * prior[m]
                guard w[m] > 0, prior > 0 else { return w[m] > 0 ? exp(logs[m] / w[m]) : prior }
                let k = priorYears * yearOfMonth * (1 + 4 * disagreement[m])
                return exp((logs[m] + k * log(prior)) / (w[m] + k))
            }
        }
        func error(_ rates: [Double], _ weights: [Double]) -> Double {
            usable.indices.reduce(0) { total, k in
                let r = eggs[k] - rates[calendar[k]] * weights[k]
                return total + r * r
            }
        }
        var d = DeclineGrid.defaultIndex
        var rates: [Double]
        var source: Source
        var strength = 1.0
        if recorded.count >= 24, covered == 12 {
            let youngDays = usable.reduce(0) { $0 + grid.young($1) }
            let allDays = usable.reduce(0) { $0 + grid.all($1) }
            let highest = youngDays >= youngShare * allDays ? DeclineGrid.declines.count - 1 : 50
            var best = (index: d, error: Double.infinity)
            for candidate in 0...highest {
                let weights = column(candidate)
                let e = error(season(weights), weights.weights)
                if e < best.error { best = (candidate, e) }
            }
            d = best.index
            rates = season(column(d))
            strength = learnedStrength
            source = .learned(months: recorded.count)
        } else if recorded.count >= 12, covered == 12 {
            rates = season(defaultColumn)
            strength = learnedStrength
            source = .learnedSeason(months: recorded.count)
        } else {
            let weight = usable.reduce(0.0) { $0 + shape[history.months[$1].month.month - 1] * grid.weighted(d, $1) }
            let days = usable.reduce(0) { $0 + history.months[$1].recordedDays }
            guard weight > 0, days >= 28 else { return defaults(southern: southern) }
            let level = eggs.reduce(0, +) / weight
            rates = shape.map { $0 * level }
            source = .scaledDefault(days: days)
            if let flat = Self.flatLevel(eggs: eggs, weights: usable.map { grid.weighted(d, $0) }, calendar: calendar, shape: shape) {
                rates = Array(repeating: flat, count: 12)
                strength = 0
                source = .scaledFlat(days: days)
            }
        }
        // The months it was fitted to say how far a month strays from the model, but never
        // less than the default: a season learned from one year fits that year exactly, and
        // says nothing of how the next will differ from it.
        let residuals = usable.indices.map { k in log((eggs[k] + 1) / (rates[calendar[k]] * grid.weighted(d, usable[k]) + 1)) }
        let spread =
            residuals.isEmpty
            ? defaultSpread : max(defaultSpread, (residuals.reduce(0) { $0 + $1 * $1 } / Double(residuals.count)).squareRoot())
        return LayingModel(
            monthlyRate: rates, decline: DeclineGrid.declines[d], source: source, spread: spread, seasonStrength: strength)
    }

    /// The default season is only assumed where a flock's own months do not contradict it:
    /// below this share of its peak, a month of the default season is a short-day month.
    static let shortDayShare = 0.6

    /// The strongest season a flock's months can show, against the default's: twice its
    /// swings, in logarithms, as far above the default as no season at all is below it.
    static let strongestSeason = 2.0

    /// How strong a flock's season is, against the default's: the months' rates fit best, in
    /// logarithms, by `level × shape ^ strength`, the strength from 0 (no season: a lit house,
    /// ducks that lay through winter) to ``strongestSeason`` in steps of a tenth, `level`
    /// being the eggs over the hen-days so shaped. The default, 1, unless one of the months is
    /// a short-day month of the default season (``shortDayShare``): long days alone say
    /// nothing of winter. `weights` are the months' hen-days; each month counts in the level
    /// and in the misfit by its `recency`.
    static func seasonStrength(eggs: [Double], weights: [Double], recency: [Double], calendar: [Int], shape: [Double]) -> Double {
        guard hasShortDayMonth(calendar, shape: shape) else { return 1 }
        let laid = eggs.indices.reduce(0.0) { $0 + recency[$1] * eggs[$1] }
        let logShape = calendar.map { log(shape[$0]) }
        var best = (strength: 1.0, misfit: Double.infinity)
        for step in 0...Int((strongestSeason * 10).rounded()) {
            let strength = Double(step) / 10
            let shaped = eggs.indices.map { weights[$0] * exp(strength * logShape[$0]) }
            let total = shaped.indices.reduce(0.0) { $0 + recency[$1] * shaped[$1] }
            guard total > 0 else { continue }
            let level = laid / total
            let misfit = logMisfit(eggs, expected: { level * shaped[$0] }, weight: { weights[$0] > 0 ? recency[$0] : 0 })
            if misfit < best.misfit - 1e-12 { best = (strength, misfit) }
        }
        return best.strength
    }

    /// The flock's level with no season (eggs per weighted hen-day, every month alike), when
    /// its months say it has none: at least one of them is a short-day month of the default
    /// season (``shortDayShare``), and laying the same every month fits them with under half
    /// the squared log error of the default season scaled to them. `nil` otherwise: with only
    /// long-day months, or a flock that slows in winter, the default season stands.
    static func flatLevel(eggs: [Double], weights: [Double], calendar: [Int], shape: [Double]) -> Double? {
        guard hasShortDayMonth(calendar, shape: shape) else { return nil }
        let total = eggs.reduce(0, +)
        let shaped = zip(weights, calendar).reduce(0.0) { $0 + $1.0 * shape[$1.1] }
        let flat = weights.reduce(0, +)
        guard shaped > 0, flat > 0, total > 0 else { return nil }
        let seasonal = logMisfit(eggs, expected: { shape[calendar[$0]] * total / shaped * weights[$0] })
        let level = total / flat
        return logMisfit(eggs, expected: { level * weights[$0] }) < 0.5 * seasonal ? level : nil
    }

    /// Whether one of the months of `calendar` (0 for January) is a short-day month of the
    /// season `shape` (below ``shortDayShare`` of its peak): only then do a flock's months say
    /// anything of its winter.
    static func hasShortDayMonth(_ calendar: [Int], shape: [Double]) -> Bool {
        let peak = shape.max() ?? 1
        return calendar.contains { shape[$0] < shortDayShare * peak }
    }

    /// How far `expected` eggs are from the months' `eggs`, in logarithms: the sum of the
    /// squared `log((eggs + 0.5) / (expected + 0.5))`, each month counted by its `weight`.
    static func logMisfit(_ eggs: [Double], expected: (Int) -> Double, weight: (Int) -> Double = { _ in 1 }) -> Double {
        eggs.indices.reduce(0) { sum, k in
            let r = log(eggs[k] + logSmoothing) - log(expected(k) + logSmoothing)
            return sum + weight(k) * r * r
        }
    }

    /// Expected eggs in history month `index` (for the recent form): the grid's hen-days for
    /// this model's decline.
    func expected(_ history: FlockHistory, weights: FitWeights, month index: Int) -> Double {
        let d = DeclineGrid.declines.firstIndex { abs($0 - decline) < 1e-9 } ?? DeclineGrid.defaultIndex
        return monthlyRate[history.months[index].month.month - 1] * weights.weighted(d, index)
    }
}
