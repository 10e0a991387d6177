import CoopCharts
import CoopInsight
import CoopRecords
import CoopTemplate
import CoopValues

/// The part of a hen's page about her own laying: a heatmap per year and a graph of her months,
/// from the eggs the records tell are hers (credited to her, or laid when she was the only hen
/// laying her kind), her laying against her breed's, and whether she is laying lately.
enum HenLayingSection {
    /// The section's data for the hen at `index`, when an egg of hers is known.
    static func data(_ index: Int, context: SiteContext) -> HenLayingData? {
        let insight = context.insight
        guard let laying = insight.henLaying[index], laying.hasEggs else { return nil }
        let coop = context.coop
        let hen = coop.hens[index]
        let today = context.today
        let series = insight.series
        let words = context.words
        let known = laying.totals(from: series.firstDay, through: today).knownDays
        let kind = coop.kinds[hen.kindIndex].displayName
        let text = words(
            .henEggsKnown(
                days: known, credited: laying.credited > 0 || laying.soleLayerDays < known, sole: laying.soleLayerDays > 0, kind: kind))
        let shortMonths = words.formats.names.shortMonths
        var years: [HenYear] = []
        var hasUnknown = false
        var high = 1
        var day = series.firstDay
        while day <= min(today, series.lastDay) {
            high = max(high, laying.eggs(on: day) ?? 0)
            day = day.adding(days: 1)
        }
        let shading = Shading(high: high)
        for year in (series.firstDay.year...today.year).reversed() {
            let start = CivilDate.firstDay(ofYear: year)
            let end = CivilDate.lastDay(ofYear: year)
            let totals = laying.totals(from: start, through: end)
            guard totals.laid > 0 else { continue }
            let rows = (1...12).map { m -> HenMonthRow in
                let ym = YearMonth(year: year, month: m)
                let month = laying.totals(from: ym.firstDay, through: ym.lastDay)
                let cells = (1...31).map { d -> HenDayCell in
                    guard d <= ym.dayCount else { return HenDayCell(level: 0, known: false, outside: true, future: false, label: "") }
                    let date = CivilDate(clampingYear: year, month: m, day: d)
                    let eggs = laying.eggs(on: date)
                    let future = date > today
                    if eggs == nil, !future, hen.isPresent(on: date) { hasUnknown = true }
                    return HenDayCell(
                        laid: eggs, level: shading.level(eggs ?? 0), known: eggs != nil, outside: false, future: future,
                        label: words(.henDay(date, eggs: eggs, future: future)))
                }
                return HenMonthRow(label: shortMonths[m - 1], laid: month.knownDays > 0 ? month.laid : nil, cells: cells)
            }
            years.append(HenYear(label: String(year), laid: totals.laid, knownDays: totals.knownDays, months: rows))
        }
        var expectation: ExpectationData?
        if context.thresholds.layingRate,
            let e = ExpectedLaying.hen(index, laying: laying, insight: insight, from: today.adding(days: -364), through: today)
        {
            expectation = ExpectationData(e, words: words)
        }
        return HenLayingData(
            known: text, expectation: expectation, chart: chart(hen, laying: laying, context: context), years: years, hasUnknown: hasUnknown
        )
    }

    /// Her eggs each month, from the month of her first known egg to this one, for the months
    /// her eggs are known on at least 10 days (at least 3 such months, or no graph); with her
    /// breed's usual laying on the same days beside them, when known.
    static let knownDaysOfAMonth = 10

    /// The graph of her months (see ``knownDaysOfAMonth``).
    static func chart(_ hen: Hen, laying: HenLaying, context: SiteContext) -> Markup? {
        let insight = context.insight
        let today = context.today
        var first = insight.series.firstDay
        while first <= today, (laying.eggs(on: first) ?? 0) == 0 { first = first.adding(days: 1) }
        guard first <= today else { return nil }
        let months = (0...first.yearMonth.distance(to: today.yearMonth)).map { first.yearMonth.advanced(by: $0) }
        let values: [Double?] = months.map { m in
            let t = laying.totals(from: m.firstDay, through: min(m.lastDay, today))
            return t.knownDays >= knownDaysOfAMonth ? Double(t.laid) : nil
        }
        guard values.compactMap({ $0 }).count >= 3 else { return nil }
        let words = context.words
        var series = [Chart.Series(name: words(.henEggsSeries), values: values)]
        if let yearly = ExpectedLaying.yearly(hen, coop: context.coop) {
            let season = ExpectedLaying.seasonFactors(southern: (context.coop.settings.latitude ?? 0) < 0)
            series.append(
                Chart.Series(
                    name: words(.henUsualSeries), color: "var(--border-strong)",
                    values: months.map { m in
                        var expected = 0.0
                        var known = false
                        var day = m.firstDay
                        while day <= min(m.lastDay, today) {
                            if hen.isLaying(on: day), laying.eggs(on: day) != nil {
                                known = true
                                expected += ExpectedLaying.daily(
                                    hen, yearly: yearly.eggsPerYear, on: day, season: season, recordsBegin: insight.series.firstDay)
                            }
                            day = day.adding(days: 1)
                        }
                        return known && values[months.firstIndex(of: m)!] != nil ? expected : nil
                    }))
        }
        let total = values.compactMap { $0 }.reduce(0, +)
        let chart = Chart(
            id: "chart-hen-laying", title: words(.henChartTitle(hen.name)),
            summary: words(.henChartSummary(hen.name, total: total, from: months.first!, to: months.last!, withBreed: series.count > 1)),
            style: series.count > 1 ? .line : .bars, x: .time(months.map(\.firstDay), .month), series: series, decimals: 0,
            words: context.chartWords)
        return Markup(trustedUTF8: ChartWriter.svgBytes(chart))
    }

    /// "Stopped laying" or "not laying lately" in words, when her eggs show it.
    static func notLaying(_ index: Int, context: SiteContext) -> String? {
        if let stopped = context.insight.henStopped.first(where: { $0.hen == index }) {
            return context.words(.henStopped(lastEgg: stopped.lastEgg))
        }
        guard let found = context.insight.henNotLaying.first(where: { $0.hen == index }) else { return nil }
        return context.words(.henNotLaying(lastEgg: found.lastEgg))
    }
}
