import ArgumentParser
import CoopInsight
import CoopRecords
import CoopValues

/// `coop share`: a plain-text summary to paste into a message.
struct ShareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "share",
        abstract: "Print a plain-text summary of the week, month or year, to paste into a message.")

    enum Span: String, ExpressibleByArgument, CaseIterable {
        case week, month, year
    }

    @OptionGroup var options: ContentOptions

    @Argument(help: "week, month or year.") var span: Span = .week

    func run() throws {
        let console = Console.current
        let today = try options.resolvedToday(console)
        let loaded = ContentLoader.load(from: options.content, today: today)
        guard !loaded.hasErrors else {
            report(loaded.diagnostics.filter { $0.severity == .error }, sources: loaded.sources, console: console)
            throw ExitCode(1)
        }
        console.out(ShareSummary.text(CoopInsight(coop: loaded.coop, today: today), span: span))
    }
}

/// The summary's text. Its wording is stable, so a family can search their messages for it.
enum ShareSummary {
    static func text(_ insight: CoopInsight, span: ShareCommand.Span) -> String {
        let coop = insight.coop
        let today = insight.today
        let start: CivilDate
        let previousStart: CivilDate
        let title: String
        switch span {
        case .week:
            start = today.startOfWeek(coop.settings.weekStart)
            previousStart = start.adding(days: -7)
            title = "week of \(DatePattern.shortWeekdayDayMonthYear.format(start))"
        case .month:
            start = today.yearMonth.firstDay
            previousStart = today.yearMonth.advanced(by: -1).firstDay
            title = "\(today.yearMonth.monthName) \(today.year)"
        case .year:
            start = CivilDate.firstDay(ofYear: today.year)
            previousStart = CivilDate.firstDay(ofYear: today.year - 1)
            title = String(today.year)
        }
        let elapsed = start.days(until: today)
        let now = insight.series.totals(from: start, through: today)
        let before = insight.series.totals(from: previousStart, through: min(previousStart.adding(days: elapsed), start.adding(days: -1)))
        var lines = ["# \(coop.settings.title): \(title)", ""]
        var eggs = "Eggs: \(NumberFormat.grouped(now.laid))"
        if coop.hasSeveralKinds {
            eggs += " (" + coop.kinds.indices.map { "\(coop.kinds[$0].displayName) \(now.laidByKind[$0])" }.joined(separator: ", ") + ")"
        }
        if now.cracked > 0 { eggs += ", \(now.cracked) cracked" }
        eggs += " on \(now.recordedDays) recorded \(now.recordedDays == 1 ? "day" : "days")"
        lines.append(eggs)
        var best: (CivilDate, Int)?
        var day = start
        while day <= today {
            if let laid = insight.series.laid(on: day), !insight.series.isRangeDay(day), laid > (best?.1 ?? -1) { best = (day, laid) }
            day = day.adding(days: 1)
        }
        if let best {
            lines.append("Best day: \(DatePattern.shortWeekdayDayMonthYear.format(best.0)), \(best.1) \(best.1 == 1 ? "egg" : "eggs")")
        }
        if before.isRecorded {
            let change = now.laid - before.laid
            // One decimal, as stats.html shows the change; an ASCII minus, as in the count before it.
            let percent =
                before.laid > 0
                ? " (\(change >= 0 ? "+" : "")\(NumberFormat.percent(Double(change) / Double(before.laid), places: 1, minus: "-")))" : ""
            lines.append(
                "Change on the same days of the \(span == .week ? "week" : span.rawValue) before: \(change >= 0 ? "+" : "")\(change)\(percent)"
            )
        }
        let henDays = insight.census.layingHenDays(from: start, through: today)
        if henDays > 0 {
            lines.append(
                "Laying: \(NumberFormat.decimal(Double(now.laid) / Double(henDays), places: 2)) eggs per hen a day, \(insight.census.laying(on: today)) hens laying"
            )
        }
        if let molt = insight.ongoingMolt { lines.append("Molt: since \(DatePattern.shortWeekdayDayMonthYear.format(molt.start))") }
        let deliveries = coop.deliveries.filter { $0.date >= start && $0.date <= today }
        if !deliveries.isEmpty {
            var byPerson: [Int: Int] = [:]
            for delivery in deliveries { byPerson[delivery.personIndex, default: 0] += delivery.eggs }
            lines.append(
                "Deliveries: "
                    + byPerson.keys.sorted().map { "\(coop.people[$0].name) \(byPerson[$0]!) \(byPerson[$0] == 1 ? "egg" : "eggs")" }
                    .joined(separator: ", "))
        }
        let sales = Sales(coop: coop, series: insight.series, from: start, through: today)
        if sales.eggsSold > 0, let price = sales.pricePerDozen {
            let currency = coop.settings.currency
            lines.append(
                "Sold: \(sales.eggsSold) \(sales.eggsSold == 1 ? "egg" : "eggs") for \(currency.format(sales.income)), "
                    + "\(currency.format(price)) a dozen")
        }
        if !coop.people.isEmpty {
            let currency = coop.settings.currency
            for account in insight.ledger.accounts where account.balance != .zero {
                let name = coop.people[account.person].name
                lines.append(
                    account.balance > .zero
                        ? "Owed to \(name): \(currency.format(account.balance))"
                        : "\(name) owes: \(currency.format(-account.balance))")
            }
            lines.append("In the pot: \(currency.format(insight.ledger.pot))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
