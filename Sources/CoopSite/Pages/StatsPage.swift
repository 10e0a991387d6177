import CoopInsight
import CoopRecords
import CoopTemplate
import CoopValues

/// `stats.html`: the interesting numbers, in groups.
enum StatsPage {
    static func pages(_ context: SiteContext) -> [SitePage] {
        let address = PageAddress.stats
        return [
            SitePage(
                address,
                data: StatsPageData(
                    common: context.common(address, title: context.words(.statsTitle), menu: nil),
                    groups: groups(context)))
        ]
    }

    static func groups(_ context: SiteContext) -> [StatGroup] {
        let write = TextFormats(context)
        let insight = context.insight
        let thresholds = context.thresholds
        let stats = insight.stats
        let all = stats.allTime
        let words = context.words
        func say(_ name: String) -> String { words(.stats(name)) }
        func decimal(_ x: Double?, _ places: Int = 1) -> String { write.decimal(x, places) }
        let count = write.count
        var groups: [StatGroup] = []
        var totals = [
            Figure(say("eggs-laid"), count(all.laid)),
            Figure(say("edible"), count(all.edible)),
            Figure(
                say("days-recorded"), count(all.recordedDays), note: insight.hasEggs ? words(.statsSince(insight.series.firstDay)) : nil),
            Figure(say("eggs-a-day"), decimal(all.perRecordedDay), note: say("on-recorded-days")),
        ]
        if let perHen = stats.perHenDay {
            totals.append(Figure(say("eggs-per-hen-a-day"), decimal(perHen, 2), note: say("laying-hens-recorded-days")))
        }
        groups.append(StatGroup(title: say("all-time"), figures: totals))
        var best: [Figure] = []
        if thresholds.bestDay, let day = stats.bestDay {
            best.append(Figure(say("best-day"), words(.eggsOrNone(day.laid)), note: write.day(day.start)))
        }
        if thresholds.bestWeek, let week = stats.bestWeek {
            best.append(Figure(say("best-week"), words(.eggsOrNone(week.laid)), note: words(.statsFrom(week.start))))
        }
        if thresholds.bestMonth, let month = stats.bestMonth {
            best.append(Figure(say("best-month"), words(.eggsOrNone(month.laid)), note: write.month(month.start.yearMonth)))
        }
        if !best.isEmpty { groups.append(StatGroup(title: say("best"), figures: best)) }
        if thresholds.summerAndWinter {
            let southern = (context.coop.settings.latitude ?? 0) < 0
            let (june, december) = (words(.statsSeasonNote(from: 6, to: 8)), words(.statsSeasonNote(from: 12, to: 2)))
            var seasons = [
                Figure(say("summer"), decimal(stats.summerPerDay), note: southern ? december : june),
                Figure(say("winter"), decimal(stats.winterPerDay), note: southern ? june : december),
            ]
            if let summer = stats.summerPerDay, let winter = stats.winterPerDay, summer > 0 {
                seasons.append(Figure(say("winter-laying"), write.percent(winter / summer), note: say("of-summers")))
            }
            groups.append(StatGroup(title: say("seasons"), figures: seasons, summary: insight.nextMolt.map { words(.statsNextMolt($0)) }))
        } else if let next = insight.nextMolt {
            groups.append(StatGroup(title: say("seasons"), figures: [], summary: words(.statsNextMolt(next))))
        }
        // Cracked eggs only once one was recorded: "0 cracked, 0.0%" says nothing.
        var quality: [Figure] = []
        if thresholds.cracked {
            quality.append(Figure(say("cracked"), count(all.cracked), note: all.crackedShare.map { words(.statsShareOfLaid($0)) }))
        }
        // Withheld eggs only in a coop whose treatments withheld some.
        if all.withheld > 0 {
            quality.append(
                Figure(say("withheld"), count(all.withheld), note: words(.statsShareOfLaid(Double(all.withheld) / Double(all.laid)))))
        }
        if context.coop.hasSeveralKinds {
            for (i, kind) in context.coop.kinds.enumerated() {
                quality.append(
                    Figure(
                        kind.displayName, count(all.laidByKind[i]),
                        note: all.laid > 0 ? words(.statsShareOfEggs(Double(all.laidByKind[i]) / Double(all.laid))) : nil))
            }
        }
        if !quality.isEmpty { groups.append(StatGroup(title: say("eggs"), figures: quality)) }
        groups +=
            yearOnYear(context) + rates(context) + breedExpectations(context) + money(context)
            + feed(context) + savings(context) + losses(context) + hatching(context)
        var habits = [
            Figure(
                say("recording-streak"), words(.statsDays(insight.recordingStreak.current)),
                note: words(.statsLongestDays(insight.recordingStreak.longest)))
        ]
        if let goal = insight.goal {
            habits.append(
                Figure(
                    say("weeks-meeting-goal"), words(.statsWeeksMet(goal.weeksMet, of: goal.completeWeeks)),
                    note: words(.statsGoal(goal.weeklyGoal))))
            habits.append(
                Figure(say("goal-streak"), words(.statsWeeks(goal.currentStreak)), note: words(.statsLongestWeeks(goal.longestStreak))))
        }
        groups.append(StatGroup(title: say("habits"), figures: habits))
        return groups
    }

    /// What was spent and what a dozen costs, with sharing data.
    static func money(_ context: SiteContext) -> [StatGroup] {
        let write = TextFormats(context)
        let coop = context.coop
        guard !coop.expenses.isEmpty else { return [] }
        let currency = context.currency
        let insight = context.insight
        let words = context.words
        func say(_ name: String) -> String { words(.stats(name)) }
        let money = write.money
        var figures = [Figure(say("spent"), money(coop.expenses.reduce(.zero) { $0 + $1.amount }), note: say("spent-note"))]
        for (lastYear, start) in [(true, context.today.adding(days: -364)), (false, insight.series.firstDay)] where context.thresholds.price
        {
            let cost = EggCost(coop: coop, series: insight.series, from: start, through: context.today)
            if let consumables = cost.perDozen(allIn: false) {
                figures.append(
                    Figure(
                        words(.statsDozen(lastYear: lastYear)), money(consumables),
                        note: words(.statsAllIn(cost.perDozen(allIn: true).map(money) ?? "–"))))
            }
        }
        if !coop.people.isEmpty { figures.append(Figure(say("in-the-pot"), money(insight.ledger.pot), note: say("pot-note"))) }
        if context.thresholds.consumables {
            let outlook = ConsumableOutlook(coop: coop, census: insight.census, today: context.today)
            for (season, amount) in outlook.perMonthBySeason {
                if let amount {
                    figures.append(
                        Figure(words(.statsSeasonConsumables(words(.season(season)))), money(amount), note: say("a-month-on-average")))
                }
            }
        }
        var groups = [StatGroup(title: say("money"), figures: figures)]
        if insight.ledger.income > .zero {
            var sold: [Figure] = []
            var summary: String?
            for (lastYear, start) in [(true, context.today.adding(days: -364)), (false, insight.series.firstDay)] {
                let sales = Sales(coop: coop, series: insight.series, from: start, through: context.today)
                guard let price = sales.pricePerDozen else { continue }
                // The comparison with what a dozen costs only once a price is shown.
                let priced = context.thresholds.price
                if priced { summary = summary ?? sales.verdictMessage(currency).map(words.callAsFunction) }
                sold.append(
                    Figure(
                        words(.statsDozenSold(lastYear: lastYear)), money(price),
                        note: words(.statsEggsFor(sales.eggsSold, sales.income, currency))))
                if priced, let kept = sales.netCostPerDozenKept(allIn: true) {
                    sold.append(Figure(words(.statsDozenKept(lastYear: lastYear)), money(kept), note: say("kept-note")))
                }
            }
            groups.append(StatGroup(title: say("eggs-sold"), figures: sold, summary: summary))
        }
        return groups
    }

    /// This year so far against the same days of last year.
    static func yearOnYear(_ context: SiteContext) -> [StatGroup] {
        let write = TextFormats(context)
        let insight = context.insight
        let today = context.today
        let start = CivilDate.firstDay(ofYear: today.year)
        guard context.thresholds.yearOnYear, let lastStart = CivilDate(year: today.year - 1, month: 1, day: 1),
            let lastToday = CivilDate(
                year: today.year - 1, month: today.month, day: min(today.day, CivilDate.daysIn(month: today.month, year: today.year - 1)))
        else { return [] }
        let now = insight.series.totals(from: start, through: today)
        let then = insight.series.totals(from: lastStart, through: lastToday)
        let words = context.words
        func rate(_ totals: EggTotals, _ from: CivilDate, _ to: CivilDate) -> String? {
            let henDays = insight.census.layingHenDays(from: from, through: to)
            let laid = insight.census.laidWithLayingHens(from: from, through: to)
            return henDays > 0 ? words(.statsPerHenADay(Double(laid) / Double(henDays))) : nil
        }
        let change = then.laid > 0 ? Double(now.laid - then.laid) / Double(then.laid) : 0  // shown with one decimal
        return [
            StatGroup(
                title: words(.stats("this-year")),
                figures: [
                    Figure(String(today.year), write.count(now.laid), note: rate(now, start, today)),
                    Figure(
                        String(today.year - 1), write.count(then.laid),
                        note: words(.statsLastYearNote(from: start, to: today, rate: rate(then, lastStart, lastToday) ?? ""))),
                    Figure(
                        words(.stats("change")), (change >= 0 ? "+" : "") + write.percent(change, places: 1),
                        note: words(.stats("change-note"))),
                ])
        ]
    }

    /// Eggs per laying hen-day by kind, and by the breeds laying each kind.
    static func rates(_ context: SiteContext) -> [StatGroup] {
        let write = TextFormats(context)
        let insight = context.insight
        let coop = context.coop
        guard !coop.hens.isEmpty else { return [] }
        let words = context.words
        var kinds: [Figure] = []
        var breeds: [Figure] = []
        var breedsTellMore = !coop.hasSeveralKinds  // with one kind there is no kind table
        for (index, kind) in coop.kinds.enumerated() {
            let henDays = insight.census.layingHenDays(from: insight.series.firstDay, through: insight.series.lastDay, kind: index)
            guard henDays > 0 else { continue }
            let laid = insight.census.laidWithLayingHens(from: insight.series.firstDay, through: insight.series.lastDay, kind: index)
            let rate = write.decimal(Double(laid) / Double(henDays), 2)
            if coop.hasSeveralKinds { kinds.append(Figure(kind.displayName, rate, note: words(.statsKindRateNote(henDays: henDays)))) }
            let notGiven = words(.stats("breed-not-given"))
            let names = words.collation.sorted(Array(Set(coop.hens.filter { $0.kindIndex == index }.map { $0.breed ?? notGiven }))) {
                $0
            }
            guard !names.isEmpty else { continue }
            // The rates are the kinds'; the breed table only adds names, so it tells more when a
            // breed is not already named in its kind's label ("White Leghorn" is in "White (Leghorn)").
            if !names.allSatisfy({ Self.words($0).isSubset(of: Self.words(kind.displayName)) }) { breedsTellMore = true }
            breeds.append(
                Figure(
                    names.joined(separator: " & "), rate,
                    note: words(.statsBreedRateNote(kind: coop.hasSeveralKinds ? kind.displayName : nil, together: names.count > 1))))
        }
        var out: [StatGroup] = []
        if !kinds.isEmpty { out.append(StatGroup(title: words(.stats("laying-by-kind")), figures: kinds)) }
        // One figure for every breed would only repeat "Eggs per hen a day".
        if breeds.count > 1, breedsTellMore { out.append(StatGroup(title: words(.stats("laying-by-breed")), figures: breeds)) }
        return out
    }

    /// The words of a name, in lower case: `"White (Leghorn)"` -> `["white", "leghorn"]`.
    static func words(_ name: String) -> Set<String> {
        Set(name.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init))
    }
}
