import CoopRecords
import CoopValues

extension Alert {
    /// A molt or a laying pause going on, or just over (seen back up), found in the laying rate.
    ///
    /// What it says is true on its day: the share of laying is the recent weeks' (not the
    /// drop's first weeks'); a pause counts its weeks with no record apart; and nothing is
    /// said while the last two weeks have no record (the unrecorded days' alert speaks) or
    /// while the last week, recorded, shows laying coming back.
    static func detectMolt(_ molt: MoltPeriod, today: CivilDate) -> Alert? {
        if molt.ongoing {
            guard !molt.comingBack, molt.recent != nil else { return nil }
            return molt.isPause
                ? .layingPause(start: molt.start, weeks: molt.weeks, unrecorded: molt.unrecordedWeeks, drop: molt.recentDrop)
                : .molting(start: molt.start, drop: molt.recentDrop)
        }
        guard molt.end >= today.adding(days: -14) else { return nil }
        return molt.isPause ? .pauseOver(start: molt.start, end: molt.end) : .moltOver(start: molt.start, end: molt.end)
    }

    /// Weeks a hen is starting to lay, after the day she counts as laying: pullets take about
    /// this long to come into full lay, and a laying model expects full lay.
    static let startingWeeks = 8

    /// The last 14 days laying far below what the season and the flock predict. Not for a flock
    /// still starting to lay: hens in their first 8 weeks of laying are left out of what is
    /// predicted, and a flock whose records began less than 8 weeks before the 14 days is not
    /// judged at all.
    static func detectLowLaying(insight: CoopInsight, model: LayingModel) -> Alert? {
        let today = insight.today
        let from = today.adding(days: -13)
        guard insight.series.firstDay <= from.adding(days: -7 * startingWeeks) else { return nil }
        let settled = insight.coop.hens.filter { hen in
            guard let since = hen.layingSince else { return false }
            return since <= from.adding(days: -7 * startingWeeks)
        }
        var expected = 0.0
        var laid = 0
        var days = 0
        var day = from
        while day <= today {
            if let count = insight.series.laid(on: day) {
                let exposure = Forecaster.exposure(
                    of: settled, in: day.yearMonth, today: today,
                    recordsBegin: insight.series.firstDay
                ) { a, b in
                    a <= day && day <= b ? 1 : 0
                }
                expected += model.expected(month: day.month, exposure: exposure)
                laid += count
                days += 1
            }
            day = day.adding(days: 1)
        }
        guard days >= 7, expected >= 5, Double(laid) < 0.5 * expected else { return nil }
        return .lowLaying(laid: laid, days: days, expected: expected)
    }

    /// A kind of egg gone silent while its hens are laying age.
    static func detectSilentKinds(insight: CoopInsight) -> [Alert] {
        let coop = insight.coop
        guard coop.hasSeveralKinds else { return [] }
        let today = insight.today
        let recent = insight.series.totals(from: today.adding(days: -9), through: today)
        let earlier = insight.series.totals(from: today.adding(days: -69), through: today.adding(days: -10))
        guard recent.recordedDays >= 7 else { return [] }
        return coop.kinds.indices.compactMap { kind in
            let laying = (0..<10).allSatisfy { insight.census.laying(on: today.adding(days: -$0), kind: kind) > 0 }
            guard laying, recent.laidByKind[kind] == 0, earlier.laidByKind[kind] > 0 else { return nil }
            let hens = coop.hens.indices.filter { coop.hens[$0].kindIndex == kind && coop.hens[$0].isLaying(on: today) }
            return .silentKind(kind: kind, hens: hens)
        }
    }
}
