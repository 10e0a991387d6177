import CoopInsight
import CoopLocale
import CoopRecords
import CoopTemplate
import CoopValues

/// The calendar tab: a page per month (a day grid), a page per year (a heatmap with month
/// totals), and `calendar/index.html`, the current month.
enum CalendarPages {
    /// The months and years that have records, newest first, for the menu.
    static func menu(_ context: SiteContext) -> Menu {
        let words = context.words
        let months = context.insight.months.filter(\.totals.isRecorded)
        var sections: [MenuSection] = []
        for year in Set(months.map(\.start.year)).sorted(by: >) {
            let links = months.filter { $0.start.year == year }.reversed().map { period in
                MenuLink(
                    words.formats.standalone(period.start, .month), PageAddress.calendarMonth(period.start.yearMonth).path,
                    note: words.formats.format(period.totals.laid))
            }
            sections.append(
                MenuSection(
                    title: String(year), links: [MenuLink(words(.wholeYear), PageAddress.calendarYear(year).path)] + links,
                    foldedURL: PageAddress.calendarYear(year).path))
        }
        return Menu(title: words(.calendarMenu), sections: sections)
    }

    static func pages(_ context: SiteContext) -> [SitePage] {
        let insight = context.insight
        guard insight.hasEggs else { return [] }
        let menu = menu(context)
        let cells = CalendarCells(context, shading: Shading(high: insight.stats.bestDay?.laid ?? 1))
        let formats = context.words.formats
        let weekdays = Weekday.week(startingOn: context.coop.settings.weekStart).map { formats.names.shortWeekdays[$0.rawValue] }
        let recordedMonths = insight.months.filter(\.totals.isRecorded).map(\.start.yearMonth)
        var pages: [SitePage] = []
        let current = context.today.yearMonth
        var months = Set(recordedMonths)
        months.insert(current)
        let sorted = months.sorted()
        for (index, ym) in sorted.enumerated() {
            let monthPage = PageAddress.calendarMonth(ym)
            let previous = index > 0 ? sorted[index - 1] : nil
            let next = index + 1 < sorted.count ? sorted[index + 1] : nil
            let title = formats.standalone(ym.firstDay, .monthYear)
            for shown in ym == current ? [monthPage, .calendar] : [monthPage] {
                pages.append(
                    SitePage(
                        shown,
                        data: CalendarMonthPageData(
                            common: context.common(shown, title: title, menu: menu, current: monthPage),
                            month: month(ym, context: context, cells: cells, weekdays: weekdays, previous: previous, next: next))))
            }
        }
        let years = insight.years.filter(\.totals.isRecorded)
        let recorded = Set(recordedMonths)
        for (index, period) in years.enumerated() {
            let y = period.start.year
            let address = PageAddress.calendarYear(y)
            let previous = index > 0 ? years[index - 1].start.year : nil
            let next = index + 1 < years.count ? years[index + 1].start.year : nil
            pages.append(
                SitePage(
                    address,
                    data: CalendarYearPageData(
                        common: context.common(address, title: "\(y)", menu: menu),
                        year: year(period, context: context, cells: cells, recordedMonths: recorded, previous: previous, next: next))))
        }
        return pages
    }

    /// A month page's `month`: its totals and its grid of weeks, padded with the days of the
    /// months around it to whole weeks.
    private static func month(
        _ ym: YearMonth, context: SiteContext, cells: CalendarCells, weekdays: [String],
        previous: YearMonth?, next: YearMonth?
    ) -> CalendarMonth {
        let series = context.insight.series
        let first = ym.firstDay
        let last = ym.lastDay
        let totals = series.totals(from: first, through: last)
        let coop = context.coop
        let noteIndexes = coop.notes.indices.filter { coop.notes[$0].overlaps(from: first, through: last) }
        let titles = noteTitles(noteIndexes.map { coop.notes[$0] }, in: ym)
        let deliveries = deliveredEggs(coop.deliveries, in: ym)
        let plainDays = cells.plainDays(of: ym)
        var weeks: [CalendarWeek] = []
        var start = first.startOfWeek(coop.settings.weekStart)
        while start <= last {
            let days = (0..<7).map { offset -> Prepared<DayCell> in
                let day = start.adding(days: offset)
                guard day >= first && day <= last else { return Prepared(DayCell.padding(day.day, date: day)) }
                let dayOfMonth = first.days(until: day) + 1
                guard !titles[dayOfMonth].isEmpty || deliveries[dayOfMonth] != 0 else { return plainDays[dayOfMonth - 1] }
                return Prepared(cells.day(day, titles: titles[dayOfMonth], deliveries: deliveries[dayOfMonth]))
            }
            weeks.append(CalendarWeek(days: days))
            start = start.adding(days: 7)
        }
        let goalDays: Int? = cells.dailyTarget.map { target in
            ym.days.filter { day in !series.isRangeDay(day) && (series.laid(on: day) ?? -1) >= target }.count
        }
        let formats = context.words.formats
        func link(_ other: YearMonth?) -> Link? {
            other.map { Link(formats.standalone($0.firstDay, .monthYear), PageAddress.calendarMonth($0).path) }
        }
        let label = formats.standalone(ym.firstDay, .monthYear)
        return CalendarMonth(
            label: label, id: ym.description, laid: totals.laid, edible: totals.edible, cracked: totals.cracked,
            recordedDays: totals.recordedDays, days: ym.dayCount, perDay: totals.perRecordedDay, goalDays: goalDays,
            previous: link(previous), next: link(next), weekdays: weekdays, weeks: weeks, notes: noteIndexes.map { context.notes[$0] },
            listURL: PageAddress.eggList(ym).path, yearURL: PageAddress.calendarYear(ym.year).path,
            hasRange: ym.days.contains { series.isRangeDay($0) },
            hasWithheld: ym.days.contains { context.coop.withholds($0) },
            hasHatch: context.coop.hatches.contains { ym.days.contains($0.hatchDay(kinds: context.coop.kinds)) })
    }

    /// The titles of the notes covering each day of `ym`, by day of the month (1-31; 0 unused).
    private static func noteTitles(_ notes: [Note], in ym: YearMonth) -> [[String]] {
        let first = ym.firstDay
        let last = ym.lastDay
        var titles = [[String]](repeating: [], count: ym.dayCount + 1)
        for note in notes {
            var day = max(note.date, first)
            while day <= min(note.until ?? note.date, last) {
                titles[first.days(until: day) + 1].append(note.title)
                day = day.adding(days: 1)
            }
        }
        return titles
    }

    /// The eggs handed out on each day of `ym`, by day of the month (1-31; 0 unused).
    private static func deliveredEggs(_ deliveries: [Delivery], in ym: YearMonth) -> [Int] {
        let first = ym.firstDay
        let last = ym.lastDay
        var eggs = [Int](repeating: 0, count: ym.dayCount + 1)
        for delivery in deliveries where delivery.date >= first && delivery.date <= last {
            eggs[first.days(until: delivery.date) + 1] += delivery.eggs
        }
        return eggs
    }

    /// The numbers heading the year page's columns, 1 to 31.
    private static let dayNumbers = Array(1...31)

    /// A year page's `year`: a row of 31 cells per month (padded after a short month's last
    /// day) with the month's total.
    private static func year(
        _ period: Period, context: SiteContext, cells: CalendarCells, recordedMonths: Set<YearMonth>,
        previous: Int?, next: Int?
    ) -> CalendarYear {
        let y = period.start.year
        let series = context.insight.series
        let formats = context.words.formats
        let rows = (1...12).map { m -> YearMonthRow in
            let ym = YearMonth(year: y, month: m)
            let totals = series.totals(from: ym.firstDay, through: ym.lastDay)
            // Padding after the month's last day, up to day 31.
            let row = cells.plainDays(of: ym) + (ym.dayCount..<31).map { Prepared(DayCell.padding($0 + 1, date: ym.lastDay)) }
            return YearMonthRow(
                label: formats.format(ym.firstDay, .shortMonth),
                url: recordedMonths.contains(ym) ? PageAddress.calendarMonth(ym).path : nil,
                laid: ym > context.today.yearMonth || !totals.isRecorded ? nil : totals.laid, recordedDays: totals.recordedDays, cells: row)
        }
        func link(_ other: Int?) -> Link? { other.map { Link(String($0), PageAddress.calendarYear($0).path) } }
        return CalendarYear(
            label: String(y), laid: period.totals.laid, recordedDays: period.totals.recordedDays, perDay: period.totals.perRecordedDay,
            previous: link(previous), next: link(next), months: rows, dayNumbers: dayNumbers,
            hasRange: (period.start...period.end).contains { series.isRangeDay($0) })
    }
}
