import CoopValues

/// Eggs per laying hen per recorded day, week by week: the measure that shows the season,
/// the molt and the ageing flock independently of how many hens there are.
public struct WeeklyRate: Sendable, Equatable {
    /// The week's first day.
    public let start: CivilDate
    /// Eggs laid in the week on days with a laying hen (of the kind).
    public let laid: Int
    /// Laying hen-days on the week's recorded days.
    public let henDays: Int
    /// Eggs per hen-day, or `nil` with fewer than three recorded days or no laying hens.
    public let rate: Double?
}

extension CoopInsight {
    /// The laying rate of every week, optionally of one kind.
    public func weeklyRates(kind: Int? = nil) -> [WeeklyRate] {
        Self.rates(weeks: weeks, census: census, kind: kind)
    }

    /// The laying rate of each of `weeks`, in all or of one kind.
    static func rates(weeks: [Period], census: FlockCensus, kind: Int? = nil) -> [WeeklyRate] {
        weeks.map { week in
            let henDays = census.layingHenDays(from: week.start, through: week.end, kind: kind)
            let laid = census.laidWithLayingHens(from: week.start, through: week.end, kind: kind)
            let rate = week.totals.recordedDays >= 3 && henDays > 0 ? Double(laid) / Double(henDays) : nil
            return WeeklyRate(start: week.start, laid: laid, henDays: henDays, rate: rate)
        }
    }
}
