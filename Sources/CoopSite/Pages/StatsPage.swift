import CoopInsight
import CoopRecords
import CoopTemplate
import CoopValues

/// `stats.html`: the interesting numbers, in groups.
enum StatsPage {
    static func pages(_ context: SiteContext) -> [SitePage] {
        let path = "stats.html"
        return [
            SitePage(
                path: path,
                data: StatsPageData(
                    common: context.common(path: path, title: "Stats", tab: "stats", menu: nil),
                    groups: groups(context)))
        ]
    }

    static func groups(_ context: SiteContext) -> [StatGroup] {
        let insight = context.insight
        let thresholds = context.thresholds
        let stats = insight.stats
        let all = stats.allTime
        func decimal(_ x: Double?, _ places: Int = 1) -> String { x.map { NumberFormat.decimal($0, places: places) } ?? "–" }
        var groups: [StatGroup] = []
        var totals = [
            Figure("Eggs laid", NumberFormat.grouped(all.laid)),
            Figure("Edible", NumberFormat.grouped(all.edible)),
            Figure(
                "Days recorded", NumberFormat.grouped(all.recordedDays),
                note: insight.hasEggs ? "since \(DatePattern.dayMonthYear.format(insight.series.firstDay))" : nil),
            Figure("Eggs a day", decimal(all.perRecordedDay), note: "on recorded days"),
        ]
        if let perHen = stats.perHenDay {
            totals.append(Figure("Eggs per hen a day", decimal(perHen, 2), note: "laying hens, recorded days"))
        }
        groups.append(StatGroup(title: "All time", figures: totals))
        var best: [Figure] = []
        if thresholds.bestDay, let day = stats.bestDay {
            best.append(Figure("Best day", Items.eggs(day.laid), note: DatePattern.dayMonthYear.format(day.start)))
        }
        if thresholds.bestWeek, let week = stats.bestWeek {
            best.append(Figure("Best week", Items.eggs(week.laid), note: "from \(DatePattern.dayMonthYear.format(week.start))"))
        }
        if thresholds.bestMonth, let month = stats.bestMonth {
            best.append(Figure("Best month", Items.eggs(month.laid), note: "\(month.start.yearMonth.monthName) \(month.start.year)"))
        }
        if !best.isEmpty { groups.append(StatGroup(title: "Best", figures: best)) }
        if thresholds.summerAndWinter {
            let southern = (context.coop.settings.latitude ?? 0) < 0
            var seasons = [
                Figure(
                    "Summer", decimal(stats.summerPerDay), note: "eggs a day, " + (southern ? "December to February" : "June to August")),
                Figure(
                    "Winter", decimal(stats.winterPerDay), note: "eggs a day, " + (southern ? "June to August" : "December to February")),
            ]
            if let summer = stats.summerPerDay, let winter = stats.winterPerDay, summer > 0 {
                seasons.append(Figure("Winter laying", NumberFormat.percent(winter / summer), note: "of summer's"))
            }
            groups.append(StatGroup(title: "Seasons", figures: seasons))
        }
        // Cracked eggs only once one was recorded: "0 cracked, 0.0%" says nothing.
        var quality: [Figure] = []
        if thresholds.cracked {
            quality.append(
                Figure(
                    "Cracked", NumberFormat.grouped(all.cracked),
                    note: all.crackedShare.map { NumberFormat.percent($0, places: 1) + " of eggs laid" }))
        }
        if context.coop.hasSeveralKinds {
            for (i, kind) in context.coop.kinds.enumerated() {
                quality.append(
                    Figure(
                        kind.displayName, NumberFormat.grouped(all.laidByKind[i]),
                        note: all.laid > 0 ? NumberFormat.percent(Double(all.laidByKind[i]) / Double(all.laid)) + " of eggs" : nil))
            }
        }
        if !quality.isEmpty { groups.append(StatGroup(title: "Eggs", figures: quality)) }
        groups += yearOnYear(context) + rates(context) + breedExpectations(context) + money(context)
        var habits = [
            Figure(
                "Recording streak", "\(insight.recordingStreak.current) days",
                note: "longest \(insight.recordingStreak.longest) days")
        ]
        if let goal = insight.goal {
            habits.append(
                Figure("Weeks meeting the goal", "\(goal.weeksMet) of \(goal.completeWeeks)", note: "goal: \(goal.weeklyGoal) eggs a week"))
            habits.append(Figure("Goal streak", "\(goal.currentStreak) weeks", note: "longest \(goal.longestStreak) weeks"))
        }
        groups.append(StatGroup(title: "Habits", figures: habits))
        return groups
    }

    /// What was spent and what a dozen costs, with sharing data.
    static func money(_ context: SiteContext) -> [StatGroup] {
        let coop = context.coop
        guard !coop.expenses.isEmpty else { return [] }
        let currency = context.currency
        let insight = context.insight
        var figures = [Figure("Spent", currency.format(coop.expenses.reduce(.zero) { $0 + $1.amount }), note: "in all, shared or not")]
        for (label, start) in [
            ("A dozen, last 12 months", context.today.adding(days: -364)), ("A dozen, all time", insight.series.firstDay),
        ] where context.thresholds.price {
            let cost = EggCost(coop: coop, series: insight.series, from: start, through: context.today)
            if let consumables = cost.perDozen(allIn: false) {
                figures.append(
                    Figure(
                        label, currency.format(consumables),
                        note: "consumables; all in " + (cost.perDozen(allIn: true).map(currency.format) ?? "–")))
            }
        }
        if !coop.people.isEmpty { figures.append(Figure("In the pot", currency.format(insight.ledger.pot), note: "shared money left")) }
        if context.thresholds.consumables {
            let outlook = ConsumableOutlook(coop: coop, census: insight.census, today: context.today)
            for (season, amount) in outlook.perMonthBySeason {
                if let amount { figures.append(Figure("\(season.name) consumables", currency.format(amount), note: "a month on average")) }
            }
        }
        var groups = [StatGroup(title: "Money", figures: figures)]
        if insight.ledger.income > .zero {
            var sold: [Figure] = []
            var summary: String?
            for (label, start) in [("last 12 months", context.today.adding(days: -364)), ("all time", insight.series.firstDay)] {
                let sales = Sales(coop: coop, series: insight.series, from: start, through: context.today)
                guard let price = sales.pricePerDozen else { continue }
                // The comparison with what a dozen costs only once a price is shown.
                let priced = context.thresholds.price
                if priced { summary = summary ?? sales.sentence(currency) }
                sold.append(
                    Figure(
                        "A dozen sold, \(label)", currency.format(price),
                        note: "\(NumberFormat.grouped(sales.eggsSold)) eggs for \(currency.format(sales.income))"))
                if priced, let kept = sales.netCostPerDozenKept(allIn: true) {
                    sold.append(Figure("A dozen kept, \(label)", currency.format(kept), note: "all in, the sales counted"))
                }
            }
            groups.append(StatGroup(title: "Eggs sold", figures: sold, summary: summary))
        }
        return groups
    }

    /// This year so far against the same days of last year.
    static func yearOnYear(_ context: SiteContext) -> [StatGroup] {
        let insight = context.insight
        let today = context.today
        let start = CivilDate.firstDay(ofYear: today.year)
        guard context.thresholds.yearOnYear, let lastStart = CivilDate(year: today.year - 1, month: 1, day: 1),
            let lastToday = CivilDate(
                year: today.year - 1, month: today.month, day: min(today.day, CivilDate.daysIn(month: today.month, year: today.year - 1)))
        else { return [] }
        let now = insight.series.totals(from: start, through: today)
        let then = insight.series.totals(from: lastStart, through: lastToday)
        func rate(_ totals: EggTotals, _ from: CivilDate, _ to: CivilDate) -> String? {
            let henDays = insight.census.layingHenDays(from: from, through: to)
            let laid = insight.census.laidWithLayingHens(from: from, through: to)
            return henDays > 0 ? NumberFormat.decimal(Double(laid) / Double(henDays), places: 2) + " per hen a day" : nil
        }
        let change = then.laid > 0 ? Double(now.laid - then.laid) / Double(then.laid) : 0  // shown with one decimal
        let through = DatePattern.dayMonthYear.format(today).dropLast(5)
        return [
            StatGroup(
                title: "This year so far",
                figures: [
                    Figure(String(today.year), NumberFormat.grouped(now.laid), note: rate(now, start, today)),
                    Figure(
                        String(today.year - 1), NumberFormat.grouped(then.laid),
                        note: "1 Jan to \(through); " + (rate(then, lastStart, lastToday) ?? "")),
                    Figure(
                        "Change", (change >= 0 ? "+" : "") + NumberFormat.percent(change, places: 1), note: "on the same days last year"),
                ])
        ]
    }

    /// Eggs per laying hen-day by kind, and by the breeds laying each kind.
    static func rates(_ context: SiteContext) -> [StatGroup] {
        let insight = context.insight
        let coop = context.coop
        guard !coop.hens.isEmpty else { return [] }
        var kinds: [Figure] = []
        var breeds: [Figure] = []
        var breedsTellMore = !coop.hasSeveralKinds  // with one kind there is no kind table
        for (index, kind) in coop.kinds.enumerated() {
            let henDays = insight.census.layingHenDays(from: insight.series.firstDay, through: insight.series.lastDay, kind: index)
            guard henDays > 0 else { continue }
            let laid = insight.census.laidWithLayingHens(from: insight.series.firstDay, through: insight.series.lastDay, kind: index)
            let rate = NumberFormat.decimal(Double(laid) / Double(henDays), places: 2)
            if coop.hasSeveralKinds {
                kinds.append(Figure(kind.displayName, rate, note: "eggs per hen a day over \(NumberFormat.grouped(henDays)) hen-days"))
            }
            let names = Array(Set(coop.hens.filter { $0.kindIndex == index }.map { $0.breed ?? "breed not given" })).sorted()
            guard !names.isEmpty else { continue }
            // The rates are the kinds'; the breed table only adds names, so it tells more when a
            // breed is not already named in its kind's label ("White Leghorn" is in "White (Leghorn)").
            if !names.allSatisfy({ words($0).isSubset(of: words(kind.displayName)) }) { breedsTellMore = true }
            breeds.append(
                Figure(
                    names.joined(separator: " & "), rate,
                    note: (coop.hasSeveralKinds ? "\(kind.displayName) eggs per hen a day" : "eggs per hen a day")
                        + (names.count > 1 ? "; their eggs look alike, so they are counted together" : "")))
        }
        var out: [StatGroup] = []
        if !kinds.isEmpty { out.append(StatGroup(title: "Laying by kind", figures: kinds)) }
        // One figure for every breed would only repeat "Eggs per hen a day".
        if breeds.count > 1, breedsTellMore { out.append(StatGroup(title: "Laying by breed", figures: breeds)) }
        return out
    }

    /// The words of a name, in lower case: `"White (Leghorn)"` -> `["white", "leghorn"]`.
    static func words(_ name: String) -> Set<String> {
        Set(name.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init))
    }
}
