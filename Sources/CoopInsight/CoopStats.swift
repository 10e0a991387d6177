import CoopRecords
import CoopValues

/// The numbers of the stats page.
public struct CoopStats: Sendable {
    /// A day, week or month and its eggs.
    public struct Best: Sendable, Equatable {
        /// When it started.
        public let start: CivilDate
        /// Eggs laid.
        public let laid: Int
    }

    /// Every egg recorded.
    public let allTime: EggTotals
    /// Eggs per laying hen per recorded day (eggs of days with no laying hen left out), or
    /// `nil` without hens.
    public let perHenDay: Double?
    /// The best single day (days of range entries excluded).
    public let bestDay: Best?
    /// The best week.
    public let bestWeek: Best?
    /// The best month.
    public let bestMonth: Best?
    /// Eggs per recorded day in summer (June-August, or December-February south of the equator).
    public let summerPerDay: Double?
    /// Eggs per recorded day in winter.
    public let winterPerDay: Double?

    /// Computes the stats of `series` with the flock of `census`.
    public init(series: EggSeries, census: FlockCensus, weeks: [Period], months: [Period], southern: Bool) {
        allTime = series.allTime
        let henDays = census.layingHenDays(from: series.firstDay, through: series.lastDay)
        let withHens = census.laidWithLayingHens(from: series.firstDay, through: series.lastDay)
        perHenDay = henDays > 0 ? Double(withHens) / Double(henDays) : nil
        var bestDay: Best?
        var day = series.firstDay
        var summer = (laid: 0, days: 0)
        var winter = (laid: 0, days: 0)
        let summerMonths: Set<Int> = southern ? [12, 1, 2] : [6, 7, 8]
        let winterMonths: Set<Int> = southern ? [6, 7, 8] : [12, 1, 2]
        while day <= series.lastDay {
            if let laid = series.laid(on: day) {
                if !series.isRangeDay(day), laid > (bestDay?.laid ?? -1) { bestDay = Best(start: day, laid: laid) }
                let month = day.month
                if summerMonths.contains(month) {
                    summer.laid += laid
                    summer.days += 1
                }
                if winterMonths.contains(month) {
                    winter.laid += laid
                    winter.days += 1
                }
            }
            day = day.adding(days: 1)
        }
        func best(_ periods: [Period]) -> Best? {
            periods.filter(\.totals.isRecorded).max { $0.totals.laid < $1.totals.laid }.map { Best(start: $0.start, laid: $0.totals.laid) }
        }
        self.bestDay = bestDay
        bestWeek = best(weeks)
        bestMonth = best(months)
        summerPerDay = summer.days > 0 ? Double(summer.laid) / Double(summer.days) : nil
        winterPerDay = winter.days > 0 ? Double(winter.laid) / Double(winter.days) : nil
    }
}
