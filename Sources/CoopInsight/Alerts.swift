import CoopValues

/// Something on the dashboard that deserves a look.
public struct Alert: Sendable, Equatable {
    /// How much it matters.
    public enum Level: String, Sendable {
        /// Worth knowing.
        case info
        /// Worth acting on.
        case warning
    }

    /// A stable name for the kind of alert (`unrecorded-days`), usable as a CSS class.
    public let code: String
    /// How much it matters.
    public let level: Level
    /// One line: "No eggs recorded for 4 days".
    public let title: String
    /// The numbers behind it.
    public let detail: String
}

extension Alert {
    /// Days up to yesterday without a record: a forgotten notebook, or a coop left alone.
    /// Alerts from three such days in a row.
    public static func unrecordedDays(series: EggSeries, today: CivilDate) -> Alert? {
        guard let last = series.lastRecordedDay(onOrBefore: today) else { return nil }
        let missing = last.days(until: today) - 1
        guard missing >= 3 else { return nil }
        let since = DatePattern.shortWeekdayDayMonth.format(last)
        return Alert(code: "unrecorded-days", level: .warning, title: "No eggs recorded for \(missing) days",
                     detail: "The last record is from \(since). Missing days show as gaps, never as zero.")
    }

    /// The last seven days laying at half the rate of the four weeks before, or less.
    public static func layingDrop(series: EggSeries, today: CivilDate) -> Alert? {
        let recent = series.totals(from: today.adding(days: -6), through: today)
        let before = series.totals(from: today.adding(days: -34), through: today.adding(days: -7))
        guard let now = recent.perRecordedDay, let then = before.perRecordedDay, recent.recordedDays >= 3,
              before.recordedDays >= 10, then >= 1, now <= then / 2 else { return nil }
        return Alert(code: "laying-drop", level: .warning, title: "Laying fell by half this week",
                     detail: "\(NumberFormat.decimal(now, places: 1)) eggs a day over the last 7 days, down from "
                         + "\(NumberFormat.decimal(then, places: 1)) over the 4 weeks before.")
    }
}
