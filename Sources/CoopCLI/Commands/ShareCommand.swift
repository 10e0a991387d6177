import ArgumentParser
import CoopInsight
import CoopLocale
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

    /// `--color` and `-q`, shown in the help (``GlobalOptionsHelp``).
    @OptionGroup(title: "Global Options") var global: GlobalOptionsHelp

    func run() throws {
        let console = Console.current
        let today = try options.resolvedToday(console)
        let loaded = ContentLoader.load(from: options.content, today: today)
        guard !loaded.hasErrors else {
            report(loaded.diagnostics.filter { $0.severity == .error }, sources: loaded.sources, console: console)
            throw ExitCode(1)
        }
        console.out(ShareSummary.text(CoopInsight(coop: loaded.coop, today: today), span: span, words: options.words()))
    }
}

/// The summary's text, in the coop's language. Its wording is stable, so a family can search
/// their messages for it; its numbers are written with an ASCII minus, as pasted text is searched.
enum ShareSummary {
    static func text(_ insight: CoopInsight, span: ShareCommand.Span, words catalogueWords: Words) -> String {
        let words = catalogueWords.withMinus("-")
        let coop = insight.coop
        let today = insight.today
        let start: CivilDate
        let previousStart: CivilDate
        switch span {
        case .week:
            start = today.startOfWeek(coop.settings.weekStart)
            previousStart = start.adding(days: -7)
        case .month:
            start = today.yearMonth.firstDay
            previousStart = today.yearMonth.advanced(by: -1).firstDay
        case .year:
            start = CivilDate.firstDay(ofYear: today.year)
            previousStart = CivilDate.firstDay(ofYear: today.year - 1)
        }
        let elapsed = start.days(until: today)
        let now = insight.series.totals(from: start, through: today)
        let before = insight.series.totals(from: previousStart, through: min(previousStart.adding(days: elapsed), start.adding(days: -1)))
        var lines = [words(.shareTitle(words.title(of: coop.settings), span: span.rawValue, start: start)), ""]
        let kinds =
            coop.hasSeveralKinds
            ? coop.kinds.indices.map { words(.shareKind(coop.kinds[$0].displayName, eggs: now.laidByKind[$0])) }.joined(separator: ", ")
            : ""
        lines.append(words(.shareEggs(now.laid, kinds: kinds, cracked: now.cracked, days: now.recordedDays)))
        var best: (CivilDate, Int)?
        var day = start
        while day <= today {
            if let laid = insight.series.laid(on: day), !insight.series.isRangeDay(day), laid > (best?.1 ?? -1) { best = (day, laid) }
            day = day.adding(days: 1)
        }
        if let best { lines.append(words(.shareBestDay(best.0, eggs: best.1))) }
        if before.isRecorded {
            let change = now.laid - before.laid
            // One decimal, as stats.html shows the change.
            let percent = before.laid > 0 ? words.formats.percent(Double(change) / Double(before.laid), places: 1) : nil
            lines.append(words(.shareChange(span: span.rawValue, change: change, percent: percent)))
        }
        let henDays = insight.census.layingHenDays(from: start, through: today)
        if henDays > 0 {
            lines.append(words(.shareLaying(Double(now.laid) / Double(henDays), hens: insight.census.laying(on: today))))
        }
        if let molt = insight.ongoingMolt { lines.append(words(.shareMolt(since: molt.start))) }
        let deliveries = coop.deliveries.filter { $0.date >= start && $0.date <= today }
        if !deliveries.isEmpty {
            var byPerson: [Int: Int] = [:]
            for delivery in deliveries { byPerson[delivery.personIndex, default: 0] += delivery.eggs }
            let each = byPerson.keys.sorted().map { words(.shareDelivery(coop.people[$0].name, eggs: byPerson[$0] ?? 0)) }
            lines.append(words(.shareDeliveries(each.joined(separator: ", "))))
        }
        let currency = coop.settings.currency
        let sales = Sales(coop: coop, series: insight.series, from: start, through: today)
        if sales.eggsSold > 0, let price = sales.pricePerDozen {
            lines.append(words(.shareSold(sales.eggsSold, income: sales.income, price: price, currency: currency)))
        }
        if !coop.people.isEmpty {
            for account in insight.ledger.accounts where account.balance != .zero {
                lines.append(words(.shareBalance(coop.people[account.person].name, balance: account.balance, currency: currency)))
            }
            lines.append(words(.sharePot(insight.ledger.pot, currency: currency)))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// The messages of `coop share`'s summary (`share.*`).
extension Message {
    static func shareTitle(_ title: String, span: String, start: CivilDate) -> Message {
        Message("share.title", ["title": .text(title), "span": .text(span), "start": .date(start), "year": .digits(start.year)])
    }
    static func shareKind(_ kind: String, eggs: Int) -> Message { Message("share.kind", ["kind": .text(kind), "eggs": .digits(eggs)]) }
    static func shareEggs(_ laid: Int, kinds: String, cracked: Int, days: Int) -> Message {
        Message(
            "share.eggs",
            [
                "laid": .count(laid), "several": .text(kinds.isEmpty ? "no" : "yes"), "kinds": .text(kinds), "cracked": .digits(cracked),
                "days": .digits(days),
            ])
    }
    static func shareBestDay(_ day: CivilDate, eggs: Int) -> Message {
        Message("share.best-day", ["day": .date(day), "eggs": .digits(eggs)])
    }
    static func shareChange(span: String, change: Int, percent: String?) -> Message {
        Message(
            "share.change",
            [
                "span": .text(span), "change": .text((change >= 0 ? "+" : "") + String(change)),
                "measured": .text(percent == nil ? "no" : "yes"), "percent": .text(percent.map { (change >= 0 ? "+" : "") + $0 } ?? ""),
            ])
    }
    static func shareLaying(_ rate: Double, hens: Int) -> Message {
        Message("share.laying", ["rate": .decimal(rate, places: 2), "hens": .digits(hens)])
    }
    static func shareMolt(since day: CivilDate) -> Message { Message("share.molt", ["day": .date(day)]) }
    static func shareDelivery(_ person: String, eggs: Int) -> Message {
        Message("share.delivery", ["person": .text(person), "eggs": .digits(eggs)])
    }
    static func shareDeliveries(_ list: String) -> Message { Message("share.deliveries", ["list": .text(list)]) }
    static func shareSold(_ eggs: Int, income: Money, price: Money, currency: Currency) -> Message {
        Message("share.sold", ["eggs": .digits(eggs), "income": .money(income, currency), "price": .money(price, currency)])
    }
    static func shareBalance(_ person: String, balance: Money, currency: Currency) -> Message {
        Message(
            "share.balance",
            [
                "person": .text(person), "owed": .text(balance > .zero ? "to" : "by"),
                "amount": .money(balance > .zero ? balance : -balance, currency),
            ])
    }
    static func sharePot(_ pot: Money, currency: Currency) -> Message { Message("share.pot", ["amount": .money(pot, currency)]) }
}
