import CoopInsight
import CoopLocale
import CoopRecords
import CoopTemplate
import CoopValues

/// `index.html`: today, this week, the last 30 days, alerts, goal and streak, totals, and
/// how to add today's count.
enum DashboardPage {
    static func pages(_ context: SiteContext) -> [SitePage] {
        let address = PageAddress.dashboard
        return [
            SitePage(
                address,
                data: DashboardPageData(
                    common: context.common(address, title: context.words(.tab(.dashboard)), menu: nil),
                    dashboard: dashboard(context)))
        ]
    }

    static func dashboard(_ context: SiteContext) -> Dashboard {
        let words = context.words
        let formats = words.formats
        let insight = context.insight
        let series = insight.series
        let today = context.today
        let thisWeek = insight.week(containing: today)
        let lastWeek = insight.week(containing: today.adding(days: -7))
        // Compare like with like: last week up to the same weekday.
        let daysIn = thisWeek.start.days(until: today)
        let lastWeekSoFar = series.totals(from: lastWeek.start, through: lastWeek.start.adding(days: daysIn)).laid
        let change = thisWeek.totals.laid - lastWeekSoFar
        let days = (0..<30).map { today.adding(days: $0 - 29) }
        let tallest = max(1, days.compactMap { series.laid(on: $0) }.max() ?? 1)
        let ticks = Self.ticks(days, today: today, weekStart: context.coop.settings.weekStart, words: words)
        // The calendar has a page for each month with records, and for this month.
        let monthPages = Set(insight.months.filter(\.totals.isRecorded).map(\.start.yearMonth) + [today.yearMonth])
        let bars = days.enumerated().map { index, day -> DayBar in
            let laid = series.laid(on: day)
            let before = !insight.hasEggs || day < series.firstDay
            return DayBar(
                date: day, laid: laid, height: ((laid ?? 0) * 100) / tallest, isRange: series.isRangeDay(day), isToday: day == today,
                label: words(laid.map { .barLaid(day, eggs: $0) } ?? (before ? .barBeforeFirstRecord(day) : .barNotRecorded(day))),
                url: monthPages.contains(day.yearMonth) ? PageAddress.calendarMonth(day.yearMonth).path : nil, tick: ticks[index],
                before: before)
        }
        let goal = insight.goal.map { g in
            Goal(
                weekly: g.weeklyGoal, thisWeek: g.thisWeek, streak: g.currentStreak, longest: g.longestStreak, weeksMet: g.weeksMet,
                completeWeeks: g.completeWeeks)
        }
        let all = series.allTime
        let month = series.totals(from: today.yearMonth.firstDay, through: today)
        let year = series.totals(from: CivilDate.firstDay(ofYear: today.year), through: today)
        var figures = [Figure(words(.thisMonth(today)), formats.format(month.laid), note: words(.daysRecorded(month.recordedDays)))]
        if context.thresholds.thisYear { figures.append(Figure(words(.thisYear), formats.format(year.laid))) }
        figures += [
            Figure(
                words(.allTime), formats.format(all.laid),
                note: series.firstDay <= today && insight.hasEggs ? words(.since(series.firstDay)) : nil)
        ]
        if let perDay = all.perRecordedDay {
            figures.append(Figure(words(.perDayOnAverage), formats.format(perDay, places: 1)))
        }
        if context.thresholds.price {
            let year = EggCost(coop: context.coop, series: series, from: today.adding(days: -364), through: today)
            if let dozen = year.perDozen(allIn: false) {
                figures.append(Figure(words(.dozenCosts), formats.format(dozen, context.currency), note: words(.dozenCostsNote)))
            }
        }
        if !context.coop.people.isEmpty {
            figures.append(Figure(words(.inThePot), formats.format(insight.ledger.pot, context.currency), note: words(.inThePotNote)))
        }
        if !context.coop.hens.isEmpty {
            figures.append(
                Figure(
                    words(.hensLayingNow), formats.format(insight.census.laying(on: today)),
                    note: words(.ofHensInFlock(insight.census.present(on: today)))))
        }
        var dashboard = Dashboard(
            hasEggs: insight.hasEggs, today: today, laidToday: series.laid(on: today), yesterday: series.laid(on: today.adding(days: -1)),
            thisWeek: thisWeek.totals.laid, lastWeek: lastWeek.totals.laid,
            weekTrend: change > 0 ? "more" : change < 0 ? "fewer" : "same", weekDifference: abs(change),
            weekLabel: words(.weekDates(from: thisWeek.start, to: thisWeek.end)),
            bars: bars, hasRange: days.contains { series.isRangeDay($0) },
            alerts: insight.alerts.map {
                AlertItem(
                    code: $0.code, level: $0.level.rawValue, title: words($0.title(in: context.coop, today: today)),
                    detail: words($0.detail(in: context.coop, words: words)))
            },
            withheld: WithheldNotice.notices(context.coop, on: today, words: words), goal: goal, figures: figures,
            notes: context.notes.suffix(3).reversed(), add: context.isPublic ? nil : AddPage.hint(context),
            recordingStreak: insight.recordingStreak.current,
            feedRunOut: FeedRunOut(coop: context.coop, today: today).flatMap { $0.isShown(on: today) ? words(.feedRunsOut($0)) : nil },
            hatchesDue: HatchRate.due(context.coop, on: today).map { hatch in
                words(
                    .hatchingDue(
                        hatch, hen: hatch.henIndex.map { context.coop.hens[$0].name }, day: hatch.hatchDay(kinds: context.coop.kinds)))
            })
        dashboard.chores = dueChores(context.coop.chores, on: today).map { chore in
            ChoreDueItem(
                title: chore.title, due: chore.nextDue, state: chore.nextDue < today ? "overdue" : "due",
                doneURL: RecordActions.choreDone(chore.location, contentRoot: context.contentRoot, app: context.app))
        }
        return dashboard
    }

    /// The chores due on `today` or before (``Chore/isDue(on:)``), the longest waiting first, in
    /// the order written on one day.
    static func dueChores(_ chores: [Chore], on today: CivilDate) -> [Chore] {
        chores.filter { $0.isDue(on: today) }.enumerated().sorted { a, b in
            a.element.nextDue != b.element.nextDue ? a.element.nextDue < b.element.nextDue : a.offset < b.offset
        }.map(\.element)
    }

    /// Date labels for the bars of `days` (oldest first): today's date under today, the first day of
    /// each week, and the first bar, as `3 Nov` (``DateStyle/dayMonth``); a label closer than 4
    /// bars to one on its right is left out, so they never crowd even on a phone.
    static func ticks(_ days: [CivilDate], today: CivilDate, weekStart: Weekday, words: Words) -> [String?] {
        var out = [String?](repeating: nil, count: days.count)
        var lastShown = Int.max
        for index in days.indices.reversed() {
            let day = days[index]
            guard day == today || index == 0 || day.startOfWeek(weekStart) == day, lastShown - index >= 4 else { continue }
            // Today's bar is dated too, never "today": the site is read on later days.
            out[index] = words.formats.format(day, .dayMonth)
            lastShown = index
        }
        return out
    }
}

/// `add.html`: how to add a record — the command, the file and the line to type, and the
/// online editor when `edit_url` is set.
enum AddPage {
    /// The file today's egg line goes into, as the user sees it and relative to the content folder.
    static func eggFile(_ context: SiteContext) -> (shown: String, relative: String) {
        let relative = context.coop.eggFile(for: context.today, relativePath: context.relativeContentPath)
        return (context.contentPath(relative), relative)
    }

    static func hint(_ context: SiteContext) -> AddHint {
        let (file, relative) = eggFile(context)
        return AddHint(
            command: "coop add 5", file: file, line: "\(context.today.iso): 5",
            editURL: context.coop.settings.editURL.map { $0 + relative })
    }

    static func pages(_ context: SiteContext) -> [SitePage] {
        let coop = context.coop
        let words = context.words
        let day = context.today.iso
        let kinds = coop.kinds.map(\.name)
        var examples = [AddExample(what: words(.addTodaysEggs), command: "coop add 5", file: eggFile(context).shown, lines: "\(day): 5")]
        if kinds.count > 1 {
            let counts = kinds.prefix(3).enumerated().map { "\($1): \(3 - $0)" }.joined(separator: ", ")
            examples.append(
                AddExample(
                    what: words(.addEggsByKind),
                    command: "coop add " + kinds.prefix(3).enumerated().map { "\(3 - $0) \($1)" }.joined(separator: " "),
                    file: eggFile(context).shown, lines: "\(day): {\(counts)}"))
        }
        examples.append(
            AddExample(
                what: words(.addCrackedEgg), command: "coop add 4 --cracked 1", file: eggFile(context).shown,
                lines: "\(day): {\(kinds[0]): 4, cracked: 1}"))
        examples.append(
            AddExample(
                what: words(.addNote), command: "coop add note \"Molt started\" --tag molt", file: context.contentPath("notes.yaml"),
                lines: "- date: \(day)\n  title: Molt started\n  tags: [molt]"))
        if !coop.people.isEmpty {
            examples.append(
                AddExample(
                    what: words(.addExpense), command: "coop add expense 24.99 \"Layer feed\" --tag feed",
                    file: context.contentPath("expenses.yaml"),
                    lines: "- date: \(day)\n  item: Layer feed\n  amount: 24.99\n  tags: [feed]"))
            let person = coop.people[0].name
            examples.append(
                AddExample(
                    what: words(.addDelivery), command: "coop add delivery 12 \"\(person)\"",
                    file: context.contentPath("deliveries.yaml"), lines: "- date: \(day)\n  person: \(person)\n  eggs: 12"))
        }
        let address = PageAddress.add
        let shown = examples
        return [
            SitePage(
                address,
                data: AddPageData(
                    common: context.common(address, title: words(.addRecordTitle), menu: nil), add: hint(context),
                    examples: shown))
        ]
    }
}
