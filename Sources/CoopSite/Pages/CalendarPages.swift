import CoopInsight
import CoopRecords
import CoopTemplate
import CoopValues

/// The calendar tab: a page per month (a day grid), a page per year (a heatmap with month
/// totals), and `calendar/index.html`, the current month.
enum CalendarPages {
    static let week = ObjectSchema("CalendarWeek", [TemplateField("days", .list(.object(CalendarCells.schema)))])

    static let month = ObjectSchema("CalendarMonth", [
        TemplateField("label", .string, "November 2026"), TemplateField("id", .string, "2026-11"),
        TemplateField("laid", .int), TemplateField("edible", .int), TemplateField("cracked", .int),
        TemplateField("recordedDays", .int), TemplateField("days", .int), TemplateField("perDay", .optional(.number)),
        TemplateField("goalDays", .optional(.int), "days meeting the daily share of the goal"),
        TemplateField("previous", .optional(.object(Items.link))), TemplateField("next", .optional(.object(Items.link))),
        TemplateField("weekdays", .list(.string), "column headings"), TemplateField("weeks", .list(.object(week))),
        TemplateField("notes", .list(.object(Items.note))), TemplateField("listURL", .string, "the month's egg list"),
        TemplateField("yearURL", .string),
        TemplateField("hasRange", .bool, "a day of the month is part of a range (for the legend)"),
    ])

    static let monthRow = ObjectSchema("YearMonthRow", [
        TemplateField("label", .string, "Nov"), TemplateField("url", .optional(.string)),
        TemplateField("laid", .optional(.int), "none for a month that has not started"),
        TemplateField("recordedDays", .int), TemplateField("cells", .list(.object(CalendarCells.schema)), "31 cells, padded"),
    ])

    static let year = ObjectSchema("CalendarYear", [
        TemplateField("label", .string), TemplateField("laid", .int), TemplateField("recordedDays", .int),
        TemplateField("perDay", .optional(.number)),
        TemplateField("previous", .optional(.object(Items.link))), TemplateField("next", .optional(.object(Items.link))),
        TemplateField("months", .list(.object(monthRow))), TemplateField("dayNumbers", .list(.int), "1 to 31, for headings"),
        TemplateField("hasRange", .bool, "a day of the year is part of a range (for the legend)"),
    ])

    static let monthTemplate = PageTemplate(name: "pages/calendar-month.xhtml",
                                            schema: CommonSchema.page("CalendarMonthPage", [TemplateField("month", .object(month))]))
    static let yearTemplate = PageTemplate(name: "pages/calendar-year.xhtml",
                                           schema: CommonSchema.page("CalendarYearPage", [TemplateField("year", .object(year))]))

    /// The months and years that have records, newest first, for the menu.
    static func menu(_ context: SiteContext) -> Menu {
        let months = context.insight.months.filter(\.totals.isRecorded)
        var sections: [MenuSection] = []
        for year in Set(months.map(\.start.year)).sorted(by: >) {
            let links = months.filter { $0.start.year == year }.reversed().map { period in
                MenuLink(period.start.yearMonth.monthName, "calendar/\(period.start.yearMonth).html", note: NumberFormat.grouped(period.totals.laid))
            }
            sections.append(MenuSection(title: String(year), links: [MenuLink("Whole year", "calendar/\(year).html")] + links,
                                        foldedURL: "calendar/\(year).html"))
        }
        return Menu(title: "Months", sections: sections)
    }

    static func pages(_ context: SiteContext) -> [SitePage] {
        let insight = context.insight
        guard insight.hasEggs else { return [] }
        let menu = menu(context)
        let cells = CalendarCells(context, shading: Shading(high: insight.stats.bestDay?.laid ?? 1))
        let weekdays = TemplateValue.list(Weekday.week(startingOn: context.coop.settings.weekStart).map { .string($0.shortName) })
        let recordedMonths = insight.months.filter(\.totals.isRecorded).map(\.start.yearMonth)
        var pages: [SitePage] = []
        let current = context.today.yearMonth
        var months = Set(recordedMonths)
        months.insert(current)
        let sorted = months.sorted()
        for (index, ym) in sorted.enumerated() {
            let path = "calendar/\(ym).html"
            let previous = index > 0 ? sorted[index - 1] : nil, next = index + 1 < sorted.count ? sorted[index + 1] : nil
            let title = "\(ym.monthName) \(ym.year)"
            for shown in ym == current ? [path, "calendar/index.html"] : [path] {
                pages.append(SitePage(path: shown, template: monthTemplate, data: .page(
                    monthTemplate.schema, common: context.common(path: shown, title: title, tab: "calendar", menu: menu, current: path),
                    [("month", monthValue(ym, context: context, cells: cells, weekdays: weekdays, previous: previous, next: next))])))
            }
        }
        let years = insight.years.filter(\.totals.isRecorded)
        let recorded = Set(recordedMonths)
        for (index, period) in years.enumerated() {
            let y = period.start.year
            let path = "calendar/\(y).html"
            let previous = index > 0 ? years[index - 1].start.year : nil
            let next = index + 1 < years.count ? years[index + 1].start.year : nil
            pages.append(SitePage(path: path, template: yearTemplate, data: .page(
                yearTemplate.schema, common: context.common(path: path, title: "\(y)", tab: "calendar", menu: menu),
                [("year", yearValue(period, context: context, cells: cells, recordedMonths: recorded, previous: previous, next: next))])))
        }
        return pages
    }

    /// A month page's `month`: its totals and its grid of weeks, padded with the days of the
    /// months around it to whole weeks.
    private static func monthValue(_ ym: YearMonth, context: SiteContext, cells: CalendarCells, weekdays: TemplateValue,
                                   previous: YearMonth?, next: YearMonth?) -> TemplateValue {
        let series = context.insight.series
        let first = ym.firstDay, last = ym.lastDay
        let totals = series.totals(from: first, through: last)
        let coop = context.coop
        let noteIndexes = coop.notes.indices.filter { coop.notes[$0].overlaps(from: first, through: last) }
        let titles = noteTitles(noteIndexes.map { coop.notes[$0] }, in: ym)
        let deliveries = deliveredEggs(coop.deliveries, in: ym)
        let plainDays = cells.plainDays(of: ym)
        var weeks: [TemplateValue] = []
        var start = first.startOfWeek(coop.settings.weekStart)
        while start <= last {
            let days = (0..<7).map { offset -> TemplateValue in
                let day = start.adding(days: offset)
                guard day >= first && day <= last else { return CalendarCells.padding(day.day, date: day) }
                let dayOfMonth = first.days(until: day) + 1
                guard !titles[dayOfMonth].isEmpty || deliveries[dayOfMonth] != 0 else { return plainDays[dayOfMonth - 1] }
                return cells.day(day, titles: titles[dayOfMonth], deliveries: deliveries[dayOfMonth])
            }
            weeks.append(.object(TemplateObject(week, ordered: [.list(days)])))
            start = start.adding(days: 7)
        }
        let goalDays: Int? = cells.dailyTarget.map { target in
            ym.days.filter { day in !series.isRangeDay(day) && (series.laid(on: day) ?? -1) >= target }.count
        }
        func link(_ other: YearMonth?) -> TemplateValue {
            other.map { Items.link("\($0.monthName) \($0.year)", "calendar/\($0).html") } ?? .null
        }
        return .object(TemplateObject(month, ordered: [
            /* label */ .string("\(ym.monthName) \(ym.year)"), /* id */ .string(ym.description), /* laid */ .int(totals.laid),
            /* edible */ .int(totals.edible), /* cracked */ .int(totals.cracked), /* recordedDays */ .int(totals.recordedDays),
            /* days */ .int(ym.dayCount), /* perDay */ totals.perRecordedDay.map { .number($0) } ?? .null,
            /* goalDays */ goalDays.map { .int($0) } ?? .null, /* previous */ link(previous), /* next */ link(next),
            /* weekdays */ weekdays, /* weeks */ .list(weeks), /* notes */ .list(noteIndexes.map { context.noteValues[$0] }),
            /* listURL */ .string("list/eggs/\(ym).html"), /* yearURL */ .string("calendar/\(ym.year).html"),
            /* hasRange */ .bool(ym.days.contains { series.isRangeDay($0) }),
        ]))
    }

    /// The titles of the notes covering each day of `ym`, by day of the month (1-31; 0 unused).
    private static func noteTitles(_ notes: [Note], in ym: YearMonth) -> [[String]] {
        let first = ym.firstDay, last = ym.lastDay
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
        let first = ym.firstDay, last = ym.lastDay
        var eggs = [Int](repeating: 0, count: ym.dayCount + 1)
        for delivery in deliveries where delivery.date >= first && delivery.date <= last {
            eggs[first.days(until: delivery.date) + 1] += delivery.eggs
        }
        return eggs
    }

    /// The numbers heading the year page's columns, 1 to 31.
    private static let dayNumbers = TemplateValue.list((1...31).map { .int($0) })

    /// A year page's `year`: a row of 31 cells per month (padded after a short month's last
    /// day) with the month's total.
    private static func yearValue(_ period: Period, context: SiteContext, cells: CalendarCells, recordedMonths: Set<YearMonth>,
                                  previous: Int?, next: Int?) -> TemplateValue {
        let y = period.start.year
        let series = context.insight.series
        let rows = (1...12).map { m -> TemplateValue in
            let ym = YearMonth(year: y, month: m)
            let totals = series.totals(from: ym.firstDay, through: ym.lastDay)
            // Padding after the month's last day, up to day 31.
            let row = cells.plainDays(of: ym) + (ym.dayCount..<31).map { CalendarCells.padding($0 + 1, date: ym.lastDay) }
            return .object(TemplateObject(monthRow, ordered: [
                /* label */ .string(String(ym.monthName.prefix(3))),
                /* url */ recordedMonths.contains(ym) ? .string("calendar/\(ym).html") : .null,
                /* laid */ ym > context.today.yearMonth ? .null : .int(totals.laid), /* recordedDays */ .int(totals.recordedDays),
                /* cells */ .list(row),
            ]))
        }
        func link(_ other: Int?) -> TemplateValue { other.map { Items.link(String($0), "calendar/\($0).html") } ?? .null }
        return .object(TemplateObject(year, ordered: [
            /* label */ .string(String(y)), /* laid */ .int(period.totals.laid), /* recordedDays */ .int(period.totals.recordedDays),
            /* perDay */ period.totals.perRecordedDay.map { .number($0) } ?? .null,
            /* previous */ link(previous), /* next */ link(next), /* months */ .list(rows), /* dayNumbers */ dayNumbers,
            /* hasRange */ .bool((period.start...period.end).contains { series.isRangeDay($0) }),
        ]))
    }
}
