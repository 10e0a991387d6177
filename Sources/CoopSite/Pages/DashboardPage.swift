import CoopInsight
import CoopRecords
import CoopTemplate
import CoopValues

/// `index.html`: today, this week, the last 30 days, alerts, goal and streak, totals, and
/// how to add today's count.
enum DashboardPage {
    static let bar = ObjectSchema("DayBar", [
        TemplateField("date", .date), TemplateField("laid", .optional(.int)), TemplateField("height", .int, "percent of the tallest"),
        TemplateField("isRange", .bool), TemplateField("isToday", .bool), TemplateField("gap", .bool, "not recorded"),
        TemplateField("label", .string),
        TemplateField("url", .string, "the day's month in the calendar"),
        TemplateField("tick", .optional(.string), "a date under the bar: today, each week's first day, the first bar; never closer than 4 bars"),
    ])

    static let alert = ObjectSchema("Alert", [
        TemplateField("code", .string), TemplateField("level", .string, "info or warning"),
        TemplateField("title", .string), TemplateField("detail", .string),
    ])

    static let goal = ObjectSchema("Goal", [
        TemplateField("weekly", .int), TemplateField("thisWeek", .int), TemplateField("percent", .int, "0-100"),
        TemplateField("met", .bool), TemplateField("remaining", .int), TemplateField("streak", .int, "weeks in a row"),
        TemplateField("longest", .int), TemplateField("weeksMet", .int), TemplateField("completeWeeks", .int),
    ])

    static let add = ObjectSchema("AddHint", [
        TemplateField("command", .string), TemplateField("file", .string), TemplateField("line", .string),
        TemplateField("editURL", .optional(.string), "the egg file in the online editor"),
    ])

    static let dashboard = ObjectSchema("Dashboard", [
        TemplateField("hasEggs", .bool),
        TemplateField("today", .date), TemplateField("laidToday", .optional(.int)),
        TemplateField("yesterday", .optional(.int)), TemplateField("thisWeek", .int), TemplateField("lastWeek", .int),
        TemplateField("weekChange", .string, "how this week compares with last week so far"),
        TemplateField("weekLabel", .string), TemplateField("bars", .list(.object(bar))),
        TemplateField("hasRange", .bool, "a day of the bars is part of a range (for the legend)"),
        TemplateField("alerts", .list(.object(alert))), TemplateField("goal", .optional(.object(goal))),
        TemplateField("figures", .list(.object(Items.figure)), "quick stats"),
        TemplateField("notes", .list(.object(Items.note)), "the latest notes"),
        TemplateField("add", .object(add)), TemplateField("recordingStreak", .int, "days in a row recorded"),
    ])

    static let template = PageTemplate(name: "pages/dashboard.xhtml",
                                       schema: CommonSchema.page("DashboardPage", [TemplateField("dashboard", .object(dashboard))]))

    static func pages(_ context: SiteContext) -> [SitePage] {
        let path = "index.html"
        return [SitePage(path: path, template: template, data: .page(
            template.schema, common: context.common(path: path, title: "Dashboard", tab: "dashboard", menu: nil),
            [("dashboard", value(context))]))]
    }

    static func value(_ context: SiteContext) -> TemplateValue {
        let insight = context.insight
        let series = insight.series
        let today = context.today
        let thisWeek = insight.week(containing: today)
        let lastWeek = insight.week(containing: today.adding(days: -7))
        // Compare like with like: last week up to the same weekday.
        let daysIn = thisWeek.start.days(until: today)
        let lastWeekSoFar = series.totals(from: lastWeek.start, through: lastWeek.start.adding(days: daysIn)).laid
        let change = thisWeek.totals.laid - lastWeekSoFar
        let weekChange = change == 0 ? "the same as last week by this day"
            : "\(change > 0 ? "\(change) more" : "\(-change) fewer") than last week by this day"
        let days = (0..<30).map { today.adding(days: $0 - 29) }
        let tallest = max(1, days.compactMap { series.laid(on: $0) }.max() ?? 1)
        let ticks = Self.ticks(days, today: today, weekStart: context.coop.settings.weekStart)
        let bars = days.enumerated().map { index, day -> TemplateValue in
            let laid = series.laid(on: day)
            return bar.make([
                "date": .date(day), "laid": laid.map { .int($0) } ?? .null, "height": .int(((laid ?? 0) * 100) / tallest),
                "isRange": .bool(series.isRangeDay(day)), "isToday": .bool(day == today), "gap": .bool(laid == nil),
                "label": .string("\(DatePattern.dayMonthYear.format(day)): " + (laid.map(Items.eggs) ?? "not recorded")),
                "url": .string("calendar/\(day.yearMonth).html"), "tick": ticks[index].map { .string($0) } ?? .null,
            ])
        }
        let goalValue: TemplateValue = insight.goal.map { g in
            goal.make([
                "weekly": .int(g.weeklyGoal), "thisWeek": .int(g.thisWeek), "percent": .int(min(100, g.thisWeek * 100 / max(1, g.weeklyGoal))),
                "met": .bool(g.thisWeek >= g.weeklyGoal), "remaining": .int(max(0, g.weeklyGoal - g.thisWeek)),
                "streak": .int(g.currentStreak), "longest": .int(g.longestStreak), "weeksMet": .int(g.weeksMet),
                "completeWeeks": .int(g.completeWeeks),
            ])
        } ?? .null
        let all = series.allTime
        let month = series.totals(from: today.yearMonth.firstDay, through: today)
        let year = series.totals(from: CivilDate(year: today.year, month: 1, day: 1)!, through: today)
        var figures: [TemplateValue] = [
            Items.figure("This month", NumberFormat.grouped(month.laid), note: "\(month.recordedDays) days recorded"),
            Items.figure("This year", NumberFormat.grouped(year.laid)),
            Items.figure("All time", NumberFormat.grouped(all.laid), note: series.firstDay <= today && insight.hasEggs
                ? "since \(DatePattern.dayMonthYear.format(series.firstDay))" : nil),
        ]
        if let perDay = all.perRecordedDay {
            figures.append(Items.figure("A day on average", NumberFormat.decimal(perDay, places: 1)))
        }
        if !context.coop.expenses.isEmpty {
            let year = EggCost(coop: context.coop, series: series, from: today.adding(days: -364), through: today)
            if let dozen = year.perDozen(allIn: false) {
                figures.append(Items.figure("A dozen costs", context.currency.format(dozen), note: "feed and consumables, last 12 months"))
            }
        }
        if !context.coop.people.isEmpty {
            figures.append(Items.figure("In the pot", context.currency.format(insight.ledger.pot), note: "shared money left"))
        }
        if !context.coop.hens.isEmpty {
            figures.append(Items.figure("Hens laying now", String(insight.census.laying(on: today)),
                                        note: "of \(insight.census.present(on: today)) in the flock"))
        }
        return dashboard.make([
            "hasEggs": .bool(insight.hasEggs), "today": .date(today), "laidToday": series.laid(on: today).map { .int($0) } ?? .null,
            "yesterday": series.laid(on: today.adding(days: -1)).map { .int($0) } ?? .null,
            "thisWeek": .int(thisWeek.totals.laid), "lastWeek": .int(lastWeek.totals.laid), "weekChange": .string(weekChange),
            "weekLabel": .string("\(DatePattern.dayMonthYear.format(thisWeek.start)) – \(DatePattern.dayMonthYear.format(thisWeek.end))"),
            "bars": .list(bars), "hasRange": .bool(days.contains { series.isRangeDay($0) }),
            "alerts": .list(insight.alerts.map { a in
                alert.make(["code": .string(a.code), "level": .string(a.level.rawValue), "title": .string(a.title(in: context.coop)), "detail": .string(a.detail(in: context.coop))])
            }),
            "goal": goalValue, "figures": .list(figures),
            "notes": .list(context.noteValues.suffix(3).reversed()),
            "add": AddPage.hint(context), "recordingStreak": .int(insight.recordingStreak.current),
        ])
    }

    /// Date labels for the bars of `days` (oldest first): "today" under today, the first day of
    /// each week, and the first bar, as `d MMM`; a label closer than 4 bars to one on its right
    /// is left out, so they never crowd even on a phone.
    static func ticks(_ days: [CivilDate], today: CivilDate, weekStart: Weekday) -> [String?] {
        var out = [String?](repeating: nil, count: days.count)
        var lastShown = Int.max
        for index in days.indices.reversed() {
            let day = days[index]
            guard day == today || index == 0 || day.startOfWeek(weekStart) == day, lastShown - index >= 4 else { continue }
            out[index] = day == today ? "today" : DatePattern.dayMonth.format(day)
            lastShown = index
        }
        return out
    }
}

/// `add.html`: how to add a record — the command, the file and the line to type, and the
/// online editor when `edit_url` is set.
enum AddPage {
    static let example = ObjectSchema("AddExample", [
        TemplateField("what", .string), TemplateField("command", .string), TemplateField("file", .string),
        TemplateField("lines", .string, "what to type into the file"),
    ])

    static let template = PageTemplate(name: "pages/add.xhtml", schema: CommonSchema.page("AddPage", [
        TemplateField("add", .object(DashboardPage.add)), TemplateField("examples", .list(.object(example))),
    ]))

    /// The file today's egg line goes into, as the user sees it and relative to the content folder.
    static func eggFile(_ context: SiteContext) -> (shown: String, relative: String) {
        let relative = context.coop.eggFile(for: context.today, relativePath: context.relativeContentPath)
        return (context.contentPath(relative), relative)
    }

    static func hint(_ context: SiteContext) -> TemplateValue {
        let (file, relative) = eggFile(context)
        return DashboardPage.add.make([
            "command": .string("coop add 5"), "file": .string(file), "line": .string("\(context.today.iso): 5"),
            "editURL": context.coop.settings.editURL.map { .string($0 + relative) } ?? .null,
        ])
    }

    static func pages(_ context: SiteContext) -> [SitePage] {
        let coop = context.coop
        let day = context.today.iso
        let kinds = coop.kinds.map(\.name)
        var examples: [TemplateValue] = [
            example.make(["what": .string("Today's eggs"), "command": .string("coop add 5"), "file": .string(eggFile(context).shown),
                          "lines": .string("\(day): 5")]),
        ]
        if kinds.count > 1 {
            let counts = kinds.prefix(3).enumerated().map { "\($1): \(3 - $0)" }.joined(separator: ", ")
            examples.append(example.make([
                "what": .string("Eggs by kind"), "command": .string("coop add " + kinds.prefix(3).enumerated().map { "\(3 - $0) \($1)" }.joined(separator: " ")),
                "file": .string(eggFile(context).shown), "lines": .string("\(day): {\(counts)}"),
            ]))
        }
        examples.append(example.make(["what": .string("A cracked egg"), "command": .string("coop add 4 --cracked 1"),
                                      "file": .string(eggFile(context).shown), "lines": .string("\(day): {\(kinds[0]): 4, cracked: 1}")]))
        examples.append(example.make(["what": .string("A note"), "command": .string("coop add note \"Molt started\" --tag molt"),
                                      "file": .string(context.contentPath("notes.yaml")),
                                      "lines": .string("- date: \(day)\n  title: Molt started\n  tags: [molt]")]))
        if !coop.people.isEmpty {
            examples.append(example.make(["what": .string("An expense"), "command": .string("coop add expense 24.99 \"Layer feed\" --tag feed"),
                                          "file": .string(context.contentPath("expenses.yaml")),
                                          "lines": .string("- date: \(day)\n  item: Layer feed\n  amount: 24.99\n  tags: [feed]")]))
            let person = coop.people[0].name
            examples.append(example.make(["what": .string("A delivery"), "command": .string("coop add delivery 12 \"\(person)\""),
                                          "file": .string(context.contentPath("deliveries.yaml")),
                                          "lines": .string("- date: \(day)\n  person: \(person)\n  eggs: 12")]))
        }
        let path = "add.html"
        let shown = examples
        return [SitePage(path: path, template: template, data: .page(
            template.schema, common: context.common(path: path, title: "Add a record", tab: "add", menu: nil),
            [("add", hint(context)), ("examples", .list(shown))]))]
    }
}
