import CoopParallel
import CoopRecords
import CoopValues

/// Everything computed from a coop's records for its pages, computed once: the daily
/// series, the flock census, weekly, monthly and yearly totals, goals, streaks, stats and
/// alerts. Pure: the same records and today give the same insight.
public struct CoopInsight: Sendable {
    /// The records.
    public let coop: Coop
    /// The day the site is built for.
    public let today: CivilDate
    /// Eggs per day.
    public let series: EggSeries
    /// Hens per day.
    public let census: FlockCensus
    /// Weeks, starting on the coop's week start.
    public let weeks: [Period]
    /// The mean hours of daylight of each week, when the coop's latitude is known.
    public let weekDayLengths: [Double]?
    /// Months.
    public let months: [Period]
    /// Years.
    public let years: [Period]
    /// Progress against the weekly goal, if there is one.
    public let goal: GoalProgress?
    /// Days in a row recorded.
    public let recordingStreak: RecordingStreak
    /// The stats page's numbers.
    public let stats: CoopStats
    /// The forecast of this month and the next 12: the blend of methods the flock's own
    /// backtests chose, and the laying model learned from its history.
    public let plan: ForecastPlan
    /// The flock's laying model, learned from its history where there is enough.
    public var model: LayingModel { plan.model }
    /// Molts found in the laying rate.
    public let molts: [MoltPeriod]
    /// The money of the people sharing: splits, balances, the pot.
    public let ledger: SharingLedger
    /// Eggs due to and received by each person.
    public let eggShares: EggShares
    /// What each hen laid, where the records tell (credits, or the only hen of her kind);
    /// `nil` for a hen they tell nothing about.
    public let henLaying: [HenLaying?]
    /// Which hens' records say they have stopped laying.
    let stoppedHens: StoppedHens
    /// The hens in the flock today whose records say they have stopped laying (``StoppedHens``),
    /// with their last known egg (`nil` if none is known).
    public let henStopped: [(hen: Int, lastEgg: CivilDate?)]

    /// Computes the insight of `coop` as of `today`.
    public init(coop: Coop, today: CivilDate) {
        self.coop = coop
        self.today = today
        let series = EggSeries(coop.eggs, kinds: coop.kinds.count, through: today)
        let census = FlockCensus(hens: coop.hens, kinds: coop.kinds.count, series: series)
        let weeks = series.weeks(startingOn: coop.settings.weekStart)
        let months = series.months
        self.series = series
        self.census = census
        self.weeks = weeks
        weekDayLengths = coop.settings.latitude.map { latitude in weeks.map { DayLength.weekMean(latitude: latitude, from: $0.start) } }
        self.months = months
        years = series.years
        goal = coop.settings.weeklyGoal.map { GoalProgress(goal: $0, weeks: weeks, today: today) }
        recordingStreak = RecordingStreak(series: series, today: today)
        let southern = (coop.settings.latitude ?? 0) < 0
        // The laying model is the longest part, and independent of the rest: both at once. What
        // each hen laid comes first in its branch: it says which hens stopped laying.
        let ((plan, henLaying, stoppedHens), (stats, ledger, eggShares, molts)) = parallel(
            {
                let henLaying = HenLaying.all(coop: coop, series: series, census: census)
                let stopped = StoppedHens(hens: coop.hens, laying: henLaying)
                let plan = ForecastData(
                    series: series, census: census, hens: coop.hens, stopped: stopped, through: today.yearMonth, southern: southern,
                    weeks: weeks, latitude: coop.settings.latitude
                )
                .plan(cutoff: today.yearMonth, known: today)
                return (plan, henLaying, stopped)
            },
            {
                (
                    CoopStats(series: series, census: census, weeks: weeks, months: months, southern: southern),
                    SharingLedger(coop, through: today),
                    EggShares(coop: coop, series: series, through: today),
                    MoltDetection.find(
                        Self.rates(weeks: weeks, census: census), southern: southern, notes: coop.notes, today: today,
                        latitude: coop.settings.latitude)
                )
            })
        self.plan = plan
        self.henLaying = henLaying
        self.stoppedHens = stoppedHens
        henStopped = coop.hens.indices.compactMap { index in
            let hen = coop.hens[index]
            guard hen.isLaying(on: today), stoppedHens.hasStopped(hen, on: today) else { return nil }
            return (index, henLaying[index]?.lastEgg(onOrBefore: today))
        }
        self.stats = stats
        self.ledger = ledger
        self.eggShares = eggShares
        self.molts = molts
    }

    /// The next twelve full months.
    public var forecast: [MonthForecast] {
        plan.forecast(from: today.yearMonth.advanced(by: 1), count: 12)
    }

    /// The month holding today: laid so far, and the forecast for the days to come (left, or not recorded yet).
    public var currentMonth: CurrentMonthOutlook {
        let month = today.yearMonth
        let whole = plan.forecast(from: month, count: 1)[0]
        let before = series.totals(from: month.firstDay, through: today.adding(days: -1))
        return CurrentMonthOutlook(
            month: whole, laid: before.laid + (series.laid(on: today) ?? 0), recordedBeforeToday: before.recordedDays,
            todayRecorded: series.isRecorded(today), today: today)
    }

    /// A molt going on today, found in the records or written in a note.
    public var ongoingMolt: MoltPeriod? { molts.last { $0.ongoing } }

    /// When the next molt is likely, from the molts of past seasons (``NextMolt``): `nil` before
    /// two seasons with a molt, while one goes on, or once this season's was found.
    public var nextMolt: NextMolt? {
        NextMolt.of(molts, southern: (coop.settings.latitude ?? 0) < 0, today: today)
    }

    /// Whether a note tagged `molt` covers today.
    var moltNoted: Bool {
        coop.notes.contains { $0.covers(today) && $0.tags.contains { $0.lowercased() == "molt" } }
    }

    /// Whether any egg count is recorded at all.
    public var hasEggs: Bool { !coop.eggs.entries.isEmpty }

    /// The alerts for the dashboard, most important first.
    public var alerts: [Alert] {
        guard hasEggs else { return [] }
        var alerts = [Alert.detectUnrecordedDays(series: series, today: today)].compactMap { $0 }
        var molting = ongoingMolt != nil || moltNoted
        if let molt = molts.last, let alert = Alert.detectMolt(molt, today: today) {
            alerts.append(alert)
            // Laying just back after a molt or a pause is still below the season: saying it is
            // far below, or falling, would contradict "it is back".
            molting = true
        }
        if !molting {
            if let drop = Alert.detectLayingDrop(series: series, today: today) {
                alerts.append(drop)
            } else if let low = Alert.detectLowLaying(insight: self, model: model) {
                alerts.append(low)
            }
            let silent = Alert.detectSilentKinds(insight: self)
            alerts += silent
            // A hen named by a silent kind's alert is not named again.
            let named = Set(silent.flatMap { alert -> [Int] in if case .silentKind(_, let hens) = alert { hens } else { [] } })
            alerts += henNotLaying.filter { !named.contains($0.hen) }.map { Alert.henNotLaying(hen: $0.hen, lastEgg: $0.lastEgg) }
        }
        return alerts
    }

    /// The hens "not laying lately" today, with their last egg: laying age and in the flock,
    /// their eggs known to be none in the last 14 days, after laying in the 60 days up to today.
    public var henNotLaying: [(hen: Int, lastEgg: CivilDate)] {
        coop.hens.indices.compactMap { index in
            guard coop.hens[index].isLaying(on: today), let last = henLaying[index]?.notLayingLately(today: today, series: series)
            else { return nil }
            return (index, last)
        }
    }

    /// The status of the hen at `index` today.
    public func status(ofHen index: Int) -> HenStatus {
        let hen = coop.hens[index]
        return HenStatus.of(hen, index: index, on: today, notes: coop.notes, stopped: stoppedHens.hasStopped(hen, on: today))
    }

    /// The week (on the coop's week start) containing `day`.
    public func week(containing day: CivilDate) -> Period {
        let start = day.startOfWeek(coop.settings.weekStart)
        return Period(start: start, end: start.adding(days: 6), totals: series.totals(from: start, through: start.adding(days: 6)))
    }
}
