import CoopCharts
import CoopInsight
import CoopValues

/// What the weekly graphs (eggs, laying rate) show of each week, one value per week in the
/// insight's order, made once for all of them: the tables' cells and the day-length line.
struct WeekColumns: Sendable {
    /// Eggs laid, or an en dash for a week without records.
    let laid: [String]
    /// Eggs laid by each kind (inner: kind index), en dashes for a week without records.
    let laidByKind: [[String]]
    /// Days recorded.
    let recordedDays: [String]
    /// Each week's first day (`16 Nov 2026`).
    let labels: [String]
    /// Mean hours of daylight (`10.5 h`), when the coop has a latitude.
    let dayLengths: [String]?
    /// The day length as a chart's dashed line, when the coop has a latitude.
    let dayLengthLine: Chart.Overlay?

    init(_ context: SiteContext) {
        let write = TextFormats(context)
        let weeks = context.insight.weeks
        let words = context.words
        laid = weeks.map { write.count($0.totals.isRecorded ? $0.totals.laid : nil) }
        laidByKind = weeks.map { week in week.totals.laidByKind.map { write.count(week.totals.isRecorded ? $0 : nil) } }
        recordedDays = weeks.map { String($0.totals.recordedDays) }
        labels = weeks.map { write.day($0.start) }
        dayLengths = context.insight.weekDayLengths.map { hours in hours.map { words(.graphHours($0)) } }
        dayLengthLine = context.insight.weekDayLengths.map { hours in
            Chart.Overlay(name: words(.graphDayLength), values: hours.map { $0 as Double? }, unit: words(.graphHoursUnit))
        }
    }
}
