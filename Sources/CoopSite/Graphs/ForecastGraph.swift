import CoopCharts
import CoopInsight
import CoopRecords
import CoopValues

/// The next twelve months: the forecast with its range, after the last twelve months laid,
/// and how it is computed, in plain words.
enum ForecastGraph {
    static func all(_ context: SiteContext) -> [GraphContent] {
        let insight = context.insight
        let forecast = insight.forecast
        guard context.thresholds.forecast, forecast.contains(where: { $0.expected > 0 }) else { return [] }
        // The last 12 months laid, then this month (laid so far, and on the expected line laid so
        // far plus the rest expected, so the two lines meet in it), then the next 12 months.
        let now = insight.currentMonth
        let past = (1...12).map { insight.today.yearMonth.advanced(by: -13 + $0) }
        let months = past + [now.month] + forecast.map(\.month)
        let laid: [Double?] =
            past.map { m in
                let t = insight.series.totals(from: m.firstDay, through: m.lastDay)
                return t.isRecorded ? Double(t.laid) : nil
            } + [now.isRecorded ? Double(now.laid) : nil] + forecast.map { _ in nil }
        let expected: [Double?] = past.map { _ in nil } + [now.expected] + forecast.map(\.expected)
        let low: [Double?] = past.map { _ in nil } + [now.low] + forecast.map(\.low)
        let high: [Double?] = past.map { _ in nil } + [now.high] + forecast.map(\.high)
        let total = forecast.reduce(0) { $0 + $1.expected }
        let totalLow = forecast.reduce(0) { $0 + $1.low }
        let totalHigh = forecast.reduce(0) { $0 + $1.high }
        let today = DatePattern.dayMonthYear.format(insight.today)
        let chart = Chart(
            id: "chart-forecast", title: "Eggs expected in the next 12 months",
            summary:
                "About \(NumberFormat.decimal(total, places: 0)) eggs expected from \(forecast.first!.month.monthName) \(forecast.first!.month.year) to \(forecast.last!.month.monthName) \(forecast.last!.month.year), after the eggs laid in the last 12 months; \(now.month.monthName) \(now.month.year) is \(now.soFar(today)) and about \(NumberFormat.decimal(now.expected, places: 0)) in all.",
            style: .line, x: .time(months.map(\.firstDay), .month),
            series: [Chart.Series(name: "Laid", values: laid), Chart.Series(name: "Expected", values: expected)],
            band: Chart.Band(name: "Likely range", low: low, high: high))
        func range(_ low: Double, _ high: Double) -> String {
            "\(NumberFormat.decimal(low, places: 0))–\(NumberFormat.decimal(high, places: 0))"
        }
        let rows =
            [
                (
                    "\(now.month.monthName) \(now.month.year), \(now.soFar(today))",
                    [NumberFormat.decimal(now.expected, places: 0), range(now.low, now.high), String(now.layingHens)]
                )
            ]
            + forecast.map { f in
                (
                    "\(f.month.monthName) \(f.month.year)",
                    [NumberFormat.decimal(f.expected, places: 0), range(f.low, f.high), String(f.layingHens)]
                )
            }
        let year = insight.series.totals(from: past[0].firstDay, through: past[11].lastDay)
        return [
            GraphContent(
                slug: "forecast", title: "The next 12 months", menuLabel: "Next 12 months", group: "Forecast",
                intro:
                    "What the flock is likely to lay, month by month. The shaded band is the likely range: about eight months in ten fall within it.",
                chart: chart,
                table: GraphTable(
                    caption: "Eggs expected each month", headers: ["Month", "Expected", "Likely range", "Hens laying"], rows: rows),
                figures: [
                    (
                        "Next 12 months", NumberFormat.decimal(total, places: 0),
                        "likely \(NumberFormat.decimal(totalLow, places: 0))–\(NumberFormat.decimal(totalHigh, places: 0))"
                    ),
                    ("Last 12 months", NumberFormat.grouped(year.laid), "\(year.recordedDays) days recorded"),
                ],
                method: ForecastWording.choice(insight.plan) + ForecastWording.stoppedHens(insight.plan) + method(insight.model) + [
                    "This month, \(now.month.monthName) \(now.month.year), is on both lines: the eggs laid from the 1st through \(today), and on the expected line those plus its forecast for \(now.daysToCome) (the month's forecast × those days ÷ days in the month). The next 12 months start after it."
                ])
        ]
    }

    /// The method in plain words, with this flock's numbers.
    static func method(_ model: LayingModel) -> [String] {
        var words = [
            "The laying model: each month's eggs are the hens expected in the flock, times what a hen lays at her age, times what that month of the year brings."
        ]
        switch model.source {
        case .learned(let months):
            words.append(
                "All three are learned from this flock's own \(months) months of records, recent years counting more: each month of the year's eggs per hen-day (kept nearer a usual backyard season where its years are few or disagree), and how much a hen's laying "
                    + (model.decline > 1
                        ? "grows each year while the flock is young (here \(NumberFormat.percent(model.decline - 1)) a year)."
                        : "falls each year she gets older (here \(NumberFormat.percent(1 - model.decline)) a year).")
            )
        case .learnedSeason(let months):
            words.append(
                "What each month brings is learned from this flock's \(months) months of records. With less than two years it cannot yet tell how a hen's laying falls as she ages, so it uses the usual 15% a year."
            )
        case .scaledDefault(let days):
            words.append(
                "With \(days) recorded days there is not yet a year of records, so the months follow a usual backyard pattern (short winter days, a spring peak, the autumn molt) scaled to this flock's own laying, and a hen lays 15% less each year."
            )
        case .defaults:
            words.append(
                "With too few records it uses a usual backyard pattern: a young hen lays about three eggs in four days at the spring peak, less in winter and in the autumn molt, and 15% less each year."
            )
        }
        let turnover = model.turnover
        if turnover.joiningPerYear > 0 || turnover.leavingPerHenYear > 0 {
            words.append(
                "The flock's history also says about \(NumberFormat.decimal(turnover.joiningPerYear, places: 1)) pullets join a year (they are expected again, laying \(turnover.daysToFirstEgg) days after joining) and about \(NumberFormat.percent(turnover.leavingPerHenYear)) of hens leave a year, older hens more often."
            )
        }
        words.append(
            "Today's hens are assumed to stay otherwise; a pullet with no first egg yet starts laying at 24 weeks. The forecast keeps the flock's form of the last 12 months halfway."
        )
        return words
    }
}
