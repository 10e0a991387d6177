import CoopCharts
import CoopInsight
import CoopRecords
import CoopValues

/// The season: each month across the years, and the laying rate week by week with the
/// day length.
enum SeasonGraphs {
    static func all(_ context: SiteContext, _ columns: WeekColumns) -> [GraphContent] {
        [monthOfYear(context), layingRate(context, columns)].compactMap { $0 }
    }

    /// Eggs a day in each month of the year, one line per year.
    static func monthOfYear(_ context: SiteContext) -> GraphContent? {
        let insight = context.insight
        let years = insight.years.filter(\.totals.isRecorded).map(\.start.year)
        guard context.thresholds.seasons, !years.isEmpty else { return nil }
        func perDay(_ year: Int, _ month: Int) -> Double? {
            let ym = YearMonth(year: year, month: month)
            return insight.series.totals(from: ym.firstDay, through: ym.lastDay).perRecordedDay
        }
        let labels = DatePatternNames.months
        let series = years.map { year in Chart.Series(name: String(year), values: (1...12).map { perDay(year, $0) }) }
        let chart = Chart(
            id: "chart-seasons", title: "Eggs a day, month by month, each year",
            summary: "Average eggs a day in each month, one line per year from \(years.first!) to \(years.last!): summer against winter.",
            style: .line, x: .categories(labels), series: series, decimals: 1)
        let rows = (1...12).map { month in (labels[month - 1], years.map { GraphPages.decimal(perDay($0, month)) }) }
        var figures: [(String, String, String?)] = []
        if context.thresholds.summerAndWinter, let summer = insight.stats.summerPerDay, let winter = insight.stats.winterPerDay {
            figures = [("Summer", GraphPages.decimal(summer), "eggs a day"), ("Winter", GraphPages.decimal(winter), "eggs a day")]
        }
        return GraphContent(
            slug: "seasons", title: "Month by month across the years", menuLabel: "Month by month", group: "Seasons",
            intro: "Each line is a year: how many eggs a day each month brought. Compare summer with winter, and this year with the last.",
            chart: chart,
            table: GraphTable(
                caption: "Eggs a day (on recorded days)", headers: ["Month"] + years.map(String.init),
                rows: rows), figures: figures)
    }

    /// Eggs per laying hen per day, weekly, with the day length and molts.
    /// `columns` gives the weeks' labels and day lengths, the same as the weekly egg graph's:
    /// the rates are of the insight's weeks.
    static func layingRate(_ context: SiteContext, _ columns: WeekColumns) -> GraphContent? {
        let insight = context.insight
        guard context.thresholds.layingRate else { return nil }
        let rates = insight.weeklyRates()
        guard rates.contains(where: { $0.rate != nil }) else { return nil }
        let overlay = columns.dayLengthLine
        let chart = Chart(
            id: "chart-laying-rate", title: "Laying rate",
            summary:
                "Eggs per laying hen per day, week by week, which rises with long days and falls in the molt, whatever the size of the flock.",
            style: .line, x: .time(rates.map(\.start), .week),
            series: [Chart.Series(name: "Eggs per hen a day", values: rates.map(\.rate))],
            annotations: GraphPages.annotations(
                context.coop.notes.filter { $0.tags.contains { $0.lowercased() == "molt" } },
                molts: insight.molts),
            overlay: overlay, decimals: 1)
        let rows = rates.indices.reversed().map { i -> (String, [String]) in
            let r = rates[i]
            var row = [GraphPages.decimal(r.rate, 2), String(r.laid), String(r.henDays)]
            if let dayLengths = columns.dayLengths { row.append(dayLengths[i]) }
            return (columns.labels[i], row)
        }
        var figures: [(String, String, String?)] = []
        if let perHen = insight.stats.perHenDay {
            figures.append(("All time", NumberFormat.decimal(perHen, places: 2), "eggs per hen a day"))
        }
        for molt in insight.molts.suffix(3).reversed() {
            figures.append(
                (
                    "\(molt.name) from \(DatePattern.dayMonthYear.format(molt.start))", NumberFormat.percent(molt.drop) + " fewer",
                    molt.ongoing ? "still going on" : "until \(DatePattern.dayMonthYear.format(molt.end))"
                ))
        }
        return GraphContent(
            slug: "laying-rate", title: "Laying rate", menuLabel: "Laying rate", group: "Seasons",
            intro: "Eggs per laying hen per recorded day. Molts are shaded: those found in the records as well as those noted.",
            chart: chart,
            table: GraphTable(
                caption: "Laying rate each week, newest first",
                headers: ["Week of", "Per hen a day", "Eggs", "Hen-days"] + (overlay == nil ? [] : ["Day length"]),
                rows: rows),
            figures: figures,
            method: [
                "A week counts when at least three of its days are recorded. A hen counts from her first egg (or from joining, "
                    + "for an adult hen of unknown age) until she leaves.",
                "A molt is found when, between August and mid-November (February to mid-May south of the equator), three weeks "
                    + "lay at most 60% of the rate of the six weeks before; it ends when the rate is back to 70%.",
            ])
    }
}

/// English month names for chart labels.
enum DatePatternNames {
    static let months = DatePattern.monthNames.map { String($0.prefix(3)) }
}
