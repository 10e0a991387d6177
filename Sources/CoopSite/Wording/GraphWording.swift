import CoopCharts
import CoopValues

/// What the graph pages say about how their charts are cut and where they start.
enum GraphWording {
    /// Why the price graph starts where it does, with its first month.
    static func priceStart(_ start: YearMonth) -> String {
        "The line starts in \(start.monthName) \(start.year), the second month with eggs recorded on "
            + "\(ViewThresholds.daysOfARecordedMonth) days or more. The first such month's price is mostly what was bought before "
            + "the hens laid (feed for growing pullets, a bag that lasts more than a month) over a few weeks of eggs, and would "
            + "dwarf every month after it. A price is shown once there is a third such month."
    }

    /// The stretch a phone's first view of a chart shows: `The last 26 weeks`, `The last 2 years`.
    static func recent(_ count: Int, _ period: Chart.Period) -> String {
        switch period {
        case .day: "The last \(count) days"
        case .week where count % 52 == 0: "The last \(count / 52) years"
        case .week: "The last \(count) weeks"
        case .month where count % 12 == 0: "The last \(count / 12) years"
        case .month: "The last \(count) months"
        }
    }

    /// The link to the whole of a chart from its recent stretch: `The whole history, since July 2024`.
    static func whole(since first: CivilDate) -> String {
        "The whole history, since \(first.yearMonth.monthName) \(first.year)"
    }
}
