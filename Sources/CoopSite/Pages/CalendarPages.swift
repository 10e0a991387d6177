import CoopInsight
import CoopRecords
import CoopTemplate
import CoopValues

/// The calendar tab: a page per month (a day grid), a page per year (a heatmap with month
/// totals), and `calendar/index.html`, the current month.
enum CalendarPages {
    static let cell = ObjectSchema("DayCell", [
        TemplateField("day", .int, "the day of the month"), TemplateField("date", .date),
        TemplateField("inMonth", .bool, "false for the padding days of other months"),
        TemplateField("outside", .bool, "true for the padding days of other months"),
        TemplateField("recorded", .bool), TemplateField("laid", .optional(.int), "eggs, when recorded"),
        TemplateField("level", .int, "0-4: how good a day it was"),
        TemplateField("isRange", .bool, "counted as part of a range"), TemplateField("isGoal", .bool, "laid the daily share of the goal"),
        TemplateField("isToday", .bool), TemplateField("isFuture", .bool),
        TemplateField("notes", .list(.string), "titles of notes on the day"), TemplateField("deliveries", .int, "eggs handed out"),
        TemplateField("label", .string, "a description for screen readers and tooltips"),
    ])

    static let week = ObjectSchema("CalendarWeek", [TemplateField("days", .list(.object(cell)))])

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
        TemplateField("recordedDays", .int), TemplateField("cells", .list(.object(cell)), "31 cells, padded"),
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
        let shading = Shading(high: insight.stats.bestDay?.laid ?? 1)
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
                    [("month", monthValue(ym, context: context, shading: shading, previous: previous, next: next))])))
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
                [("year", yearValue(period, context: context, shading: shading, recordedMonths: recorded, previous: previous, next: next))])))
        }
        return pages
    }

    /// One day's cell.
    static func cell(_ day: CivilDate, inMonth: Bool, context: SiteContext, shading: Shading,
                     notes: [Note], deliveries: [CivilDate: Int]) -> TemplateValue {
        // A day of the month before or after: outside it, shown without its data.
        guard inMonth else {
            return cell.make(["day": .int(day.day), "date": .date(day), "inMonth": .bool(false), "outside": .bool(true),
                              "label": .string(""), "notes": .list([]), "level": .int(0), "deliveries": .int(0)])
        }
        let series = context.insight.series
        let laid = series.laid(on: day)
        let target = context.insight.goal?.dailyTarget
        let titles = notes.filter { $0.covers(day) }.map(\.title)
        var label = DatePatterns.long.format(day) + ": "
        if let laid {
            label += Items.eggs(laid) + (series.isRangeDay(day) ? " (part of a range)" : "")
        } else {
            label += day > context.today ? "still to come" : "not recorded"
        }
        if !titles.isEmpty { label += "; " + titles.joined(separator: "; ") }
        return cell.make([
            "day": .int(day.day), "date": .date(day), "inMonth": .bool(inMonth), "outside": .bool(!inMonth),
            "recorded": .bool(laid != nil),
            "laid": laid.map { .int($0) } ?? .null, "level": .int(shading.level(laid ?? 0)),
            "isRange": .bool(series.isRangeDay(day)),
            "isGoal": .bool(target.map { (laid ?? 0) >= $0 && laid != nil && !series.isRangeDay(day) } ?? false),
            "isToday": .bool(day == context.today), "isFuture": .bool(day > context.today),
            "notes": .list(titles.map { .string($0) }), "deliveries": .int(deliveries[day] ?? 0), "label": .string(label),
        ])
    }

    private static func monthValue(_ ym: YearMonth, context: SiteContext, shading: Shading,
                                   previous: YearMonth?, next: YearMonth?) -> TemplateValue {
        let insight = context.insight
        let totals = insight.series.totals(from: ym.firstDay, through: ym.lastDay)
        let weekStart = context.coop.settings.weekStart
        let notes = context.coop.notes.filter { $0.date <= ym.lastDay && ($0.until ?? $0.date) >= ym.firstDay }
        var deliveries: [CivilDate: Int] = [:]
        for delivery in context.coop.deliveries where delivery.date.yearMonth == ym { deliveries[delivery.date, default: 0] += delivery.eggs }
        var weeks: [TemplateValue] = []
        var start = ym.firstDay.startOfWeek(weekStart)
        while start <= ym.lastDay {
            let days = (0..<7).map { offset -> TemplateValue in
                let day = start.adding(days: offset)
                return cell(day, inMonth: day.yearMonth == ym, context: context, shading: shading, notes: notes, deliveries: deliveries)
            }
            weeks.append(week.make(["days": .list(days)]))
            start = start.adding(days: 7)
        }
        let goalDays: Int? = insight.goal.map { goal in
            ym.days.filter { day in !insight.series.isRangeDay(day) && (insight.series.laid(on: day) ?? -1) >= goal.dailyTarget }.count
        }
        func link(_ other: YearMonth?) -> TemplateValue {
            other.map { Items.link("\($0.monthName) \($0.year)", "calendar/\($0).html") } ?? .null
        }
        return month.make([
            "label": .string("\(ym.monthName) \(ym.year)"), "id": .string(ym.description), "laid": .int(totals.laid),
            "edible": .int(totals.edible), "cracked": .int(totals.cracked), "recordedDays": .int(totals.recordedDays),
            "days": .int(ym.dayCount), "perDay": totals.perRecordedDay.map { .number($0) } ?? .null,
            "goalDays": goalDays.map { .int($0) } ?? .null, "previous": link(previous), "next": link(next),
            "weekdays": .list(Weekday.week(startingOn: weekStart).map { .string($0.shortName) }),
            "weeks": .list(weeks), "notes": .list(notes.map { Items.note($0, context: context) }),
            "listURL": .string("list/eggs/\(ym).html"), "yearURL": .string("calendar/\(ym.year).html"),
            "hasRange": .bool(ym.days.contains { insight.series.isRangeDay($0) }),
        ])
    }

    private static func yearValue(_ period: Period, context: SiteContext, shading: Shading, recordedMonths: Set<YearMonth>,
                                  previous: Int?, next: Int?) -> TemplateValue {
        let y = period.start.year
        let rows = (1...12).map { m -> TemplateValue in
            let ym = YearMonth(year: y, month: m)
            let totals = context.insight.series.totals(from: ym.firstDay, through: ym.lastDay)
            let cells = (1...31).map { d -> TemplateValue in
                guard let day = CivilDate(year: y, month: m, day: d) else {
                    return cell.make(["day": .int(d), "inMonth": .bool(false), "outside": .bool(true), "label": .string(""), "notes": .list([]),
                                      "level": .int(0), "deliveries": .int(0), "date": .date(ym.lastDay)])
                }
                return cell(day, inMonth: true, context: context, shading: shading, notes: [], deliveries: [:])
            }
            return monthRow.make([
                "label": .string(String(ym.monthName.prefix(3))),
                "url": recordedMonths.contains(ym) ? .string("calendar/\(ym).html") : .null,
                "laid": ym > context.today.yearMonth ? .null : .int(totals.laid), "recordedDays": .int(totals.recordedDays),
                "cells": .list(cells),
            ])
        }
        return year.make([
            "label": .string(String(y)), "laid": .int(period.totals.laid), "recordedDays": .int(period.totals.recordedDays),
            "perDay": period.totals.perRecordedDay.map { .number($0) } ?? .null,
            "previous": previous.map { Items.link(String($0), "calendar/\($0).html") } ?? .null,
            "next": next.map { Items.link(String($0), "calendar/\($0).html") } ?? .null,
            "months": .list(rows), "dayNumbers": .list((1...31).map { .int($0) }),
            "hasRange": .bool((period.start...period.end).contains { context.insight.series.isRangeDay($0) }),
        ])
    }
}

/// Date formats the site uses.
enum DatePatterns {
    /// `Sunday 22 November 2026`.
    static let long = try! DatePattern("EEEE d MMMM yyyy")
    /// `22 Nov 2026`.
    static let medium = try! DatePattern("d MMM yyyy")
}
