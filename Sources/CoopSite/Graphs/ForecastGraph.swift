import CoopCharts
import CoopInsight
import CoopRecords
import CoopValues

/// The next twelve months: the forecast with its range, after the last twelve months laid,
/// and how it is computed, in plain words.
enum ForecastGraph {
    static func all(_ context: SiteContext) -> [GraphContent] {
        let write = TextFormats(context)
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
        let words = context.words
        let soFar = words(now.soFar(insight.today))
        let chart = Chart(
            id: "chart-forecast", title: words(.forecastChartTitle),
            summary: words(
                .forecastSummary(
                    total: total, from: forecast.first!.month, to: forecast.last!.month, now: now.month, soFar: soFar,
                    expected: now.expected)),
            style: .line, x: .time(months.map(\.firstDay), .month),
            series: [
                Chart.Series(name: words(.forecastLabel("laid")), values: laid),
                Chart.Series(name: words(.forecastLabel("expected")), values: expected),
            ],
            band: Chart.Band(name: words(.forecastLabel("likely-range")), low: low, high: high), words: context.chartWords)
        func whole(_ value: Double) -> String { words.formats.format(value, places: 0) }
        func range(_ low: Double, _ high: Double) -> String { "\(whole(low))–\(whole(high))" }
        let rows =
            [
                (
                    words(.forecastThisMonthRow(now.month, soFar: soFar)),
                    [whole(now.expected), range(now.low, now.high), String(now.layingHens)]
                )
            ]
            + forecast.map { f in (write.month(f.month), [whole(f.expected), range(f.low, f.high), String(f.layingHens)]) }
        let year = insight.series.totals(from: past[0].firstDay, through: past[11].lastDay)
        return [
            GraphContent(
                slug: "forecast", title: words(.forecastTitle), menuLabel: words(.forecastMenu), group: .forecast,
                intro: words(.forecastIntro), chart: chart,
                table: GraphTable(
                    caption: words(.forecastCaption),
                    headers: [
                        words(.graphColumn(.month)), words(.forecastLabel("expected")), words(.forecastLabel("likely-range")),
                        words(.forecastLabel("hens-laying")),
                    ], rows: rows),
                figures: [
                    (words(.forecastNextFigure), whole(total), words(.forecastNextNote(low: totalLow, high: totalHigh))),
                    (words(.forecastLastFigure), write.count(year.laid), words(.forecastLastNote(days: year.recordedDays))),
                ],
                method: ForecastWording.choice(insight.plan, words) + ForecastWording.stoppedHens(insight.plan, words)
                    + ForecastWording.method(insight.model, words) + [
                        words(.forecastThisMonth(now.month, today: insight.today, daysToCome: now.daysToCome(words)))
                    ])
        ]
    }
}
