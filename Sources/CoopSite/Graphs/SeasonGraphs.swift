import CoopCharts
import CoopInsight
import CoopLocale
import CoopRecords
import CoopValues

/// The season: each month across the years, and the laying rate week by week with the
/// day length.
enum SeasonGraphs {
    static func all(_ context: SiteContext, _ columns: WeekColumns) -> [GraphContent] {
        [monthOfYear(context), layingRate(context, columns)].compactMap { $0 }
    }

    /// How many of the recent years the month-by-month graph draws as lines when the earlier
    /// years are shaded as one range: with up to ``linedYears`` + 1 years every year is a line
    /// (a band of a single year would be a line too).
    static let linedYears = 5

    /// Eggs a day in each month of the year, one line per year; with a long history, one line
    /// for each of the last ``linedYears`` years and the earlier years as one shaded band, each
    /// month from its lowest to its highest. The table keeps every year.
    static func monthOfYear(_ context: SiteContext) -> GraphContent? {
        let write = TextFormats(context)
        let insight = context.insight
        let years = insight.years.filter(\.totals.isRecorded).map(\.start.year)
        guard context.thresholds.seasons, !years.isEmpty else { return nil }
        func perDay(_ year: Int, _ month: Int) -> Double? {
            let ym = YearMonth(year: year, month: month)
            return insight.series.totals(from: ym.firstDay, through: ym.lastDay).perRecordedDay
        }
        let words = context.words
        let labels = words.formats.names.shortMonths
        guard let first = years.first, let last = years.last else { return nil }
        let banded = years.count > linedYears + 1
        let lined = banded ? Array(years.suffix(linedYears)) : years
        let series = lined.map { year in Chart.Series(name: String(year), values: (1...12).map { perDay(year, $0) }) }
        var band: Chart.Band?
        var summary = words(.seasonsSummary(from: first, to: last))
        var intro = words(.seasonsIntro)
        if banded, let lineFrom = lined.first {
            let older = years.prefix(years.count - linedYears)
            let latest = older.last ?? first
            let values = (1...12).map { month in older.compactMap { perDay($0, month) } }
            band = Chart.Band(
                name: words(.seasonsBand(from: first, to: latest)), low: values.map { $0.min() }, high: values.map { $0.max() })
            summary = words(.seasonsSummaryBand(from: lineFrom, to: last, rangeFrom: first, to: latest))
            intro = words(.seasonsIntroBand(lines: linedYears))
        }
        let chart = Chart(
            id: "chart-seasons", title: words(.seasonsChartTitle), summary: summary,
            style: .line, x: .categories(labels), series: series, band: band, decimals: 1, words: context.chartWords)
        let rows = (1...12).map { month in (labels[month - 1], years.map { write.decimal(perDay($0, month)) }) }
        var figures: [(String, String, String?)] = []
        if context.thresholds.summerAndWinter, let summer = insight.stats.summerPerDay, let winter = insight.stats.winterPerDay {
            let note = words(.seasonsFigureNote)
            figures = [
                (words(.seasonsFigure(summer: true)), write.decimal(summer), note),
                (words(.seasonsFigure(summer: false)), write.decimal(winter), note),
            ]
        }
        return GraphContent(
            slug: "seasons", title: words(.seasonsTitle), menuLabel: words(.seasonsMenu), group: .seasons, intro: intro,
            chart: chart,
            table: GraphTable(
                caption: words(.seasonsCaption), headers: [words(.graphColumn(.month))] + years.map(String.init),
                rows: rows), figures: figures)
    }

    /// Eggs per laying hen per day, weekly, with the day length and molts.
    /// `columns` gives the weeks' labels and day lengths, the same as the weekly egg graph's:
    /// the rates are of the insight's weeks.
    static func layingRate(_ context: SiteContext, _ columns: WeekColumns) -> GraphContent? {
        let write = TextFormats(context)
        let insight = context.insight
        guard context.thresholds.layingRate else { return nil }
        let rates = insight.weeklyRates()
        guard rates.contains(where: { $0.rate != nil }) else { return nil }
        let overlay = columns.dayLengthLine
        let words = context.words
        let title = words(.layingRateTitle)
        let chart = Chart(
            id: "chart-laying-rate", title: title, summary: words(.layingRateSummary), style: .line,
            x: .time(rates.map(\.start), .week), series: [Chart.Series(name: words(.layingRateSeries), values: rates.map(\.rate))],
            annotations: GraphPages.annotations(
                context.coop.notes.filter { $0.tags.contains { $0.lowercased() == "molt" } },
                molts: insight.molts, words: words),
            overlay: overlay, decimals: 1, words: context.chartWords)
        let rows = rates.indices.reversed().map { i -> (String, [String]) in
            let r = rates[i]
            var row = [write.decimal(r.rate, 2), String(r.laid), String(r.henDays)]
            if let dayLengths = columns.dayLengths { row.append(dayLengths[i]) }
            return (columns.labels[i], row)
        }
        var figures: [(String, String, String?)] = []
        if let perHen = insight.stats.perHenDay {
            figures.append((words(.layingRateAllTime), write.decimal(perHen, 2), words(.layingRateAllTimeNote)))
        }
        for molt in insight.molts.suffix(3).reversed() {
            figures.append(
                (
                    words(.layingRateMolt(words(.moltName(molt)), from: molt.start)), words(.layingRateMoltDrop(molt.drop)),
                    words(molt.ongoing ? .layingRateMoltOngoing : .layingRateMoltUntil(molt.end))
                ))
        }
        return GraphContent(
            slug: "laying-rate", title: title, menuLabel: title, group: .seasons, intro: words(.layingRateIntro), chart: chart,
            table: GraphTable(
                caption: words(.layingRateCaption),
                headers: [
                    words(.graphColumn(.weekOf)), words(.layingRateColumn("per-hen-a-day")), words(.graphColumn(.eggs)),
                    words(.layingRateColumn("hen-days")),
                ] + (overlay == nil ? [] : [words(.graphColumn(.dayLength))]),
                rows: rows),
            figures: figures, method: Message.layingRateMethod.map(words.callAsFunction))
    }
}
