import CoopValues

/// The current month, part laid and part to come: the eggs laid on its recorded days through
/// today, and its forecast for the days still to come (the month's forecast x days to come /
/// days in the month), so a chart's laid and expected lines meet in it. The days to come are
/// the days after today, today if it is not written down yet, and the days before today with
/// no record: a day not written down is not a day without eggs.
public struct CurrentMonthOutlook: Sendable, Equatable {
    /// The month that holds today.
    public let month: YearMonth
    /// Eggs laid from the 1st through today, on its recorded days.
    public let laid: Int
    /// The days after today in the month.
    public let daysLeft: Int
    /// The days from the 1st through yesterday with no record.
    public let unrecordedDays: Int
    /// Whether today is recorded.
    public let todayRecorded: Bool
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
    public var isRecorded: Bool { todayRecorded || unrecordedDays < month.dayCount - daysLeft - 1 }

    /// The outlook from the whole month's forecast, the eggs laid so far, the days before
    /// today recorded (`nil`: all of them), whether today is recorded, and today.
    public init(month forecast: MonthForecast, laid: Int, recordedBeforeToday: Int? = nil, todayRecorded: Bool = true, today: CivilDate) {
        let month = forecast.month
        let left = max(0, min(month.dayCount, today.days(until: month.lastDay)))
        let before = max(0, month.dayCount - left - 1)
        let unrecorded = recordedBeforeToday.map { max(0, before - $0) } ?? 0
        let share = Double(left + unrecorded + (todayRecorded ? 0 : 1)) / Double(month.dayCount)
        self.month = month
        self.laid = laid
        self.daysLeft = left
        self.unrecordedDays = unrecorded
        self.todayRecorded = todayRecorded
        rest = forecast.expected * share
        restLow = forecast.low * share
        restHigh = forecast.high * share
        layingHens = forecast.layingHens
    }
}
