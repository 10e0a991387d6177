import CoopValues

/// A stretch of days with its egg totals: a week, a month or a year.
public struct Period: Sendable {
    /// The first day.
    public let start: CivilDate
    /// The last day.
    public let end: CivilDate
    /// Its eggs.
    public let totals: EggTotals
}

extension EggSeries {
    /// Every week touching the series, earliest first, weeks starting on `weekStart`.
    public func weeks(startingOn weekStart: Weekday) -> [Period] {
        var out: [Period] = []
        var start = firstDay.startOfWeek(weekStart)
        while start <= lastDay {
            let end = start.adding(days: 6)
            out.append(Period(start: start, end: end, totals: totals(from: start, through: end)))
            start = start.adding(days: 7)
        }
        return out
    }

    /// Every month touching the series, earliest first.
    public var months: [Period] {
        var out: [Period] = []
        var month = firstDay.yearMonth
        while month.firstDay <= lastDay {
            out.append(Period(start: month.firstDay, end: month.lastDay, totals: totals(from: month.firstDay, through: month.lastDay)))
            month = month.advanced(by: 1)
        }
        return out
    }

    /// Every year touching the series, earliest first.
    public var years: [Period] {
        (firstDay.year...lastDay.year).map { year in
            let start = CivilDate.firstDay(ofYear: year)
            let end = CivilDate.lastDay(ofYear: year)
            return Period(start: start, end: end, totals: totals(from: start, through: end))
        }
    }
}
