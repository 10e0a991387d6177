import CoopCharts
import CoopInsight
import CoopRecords
import CoopValues

/// Money: expenses by month and tag, the running price of a dozen, and the consumables
/// projected for the next 12 months. Only with expenses.
enum MoneyGraphs {
    static func all(_ context: SiteContext) -> [GraphContent] {
        guard !context.coop.expenses.isEmpty else { return [] }
        return [byMonth(context), pricePerDozen(context), projection(context), FeedGraph.byMonth(context)].compactMap { $0 }
    }

    private static func dollars(_ money: Money) -> Double { Double(money.minorUnits) / 100 }

    /// The months from the first expense to this month.
    private static func months(_ context: SiteContext) -> [YearMonth] {
        guard let first = context.coop.expenses.first?.date.yearMonth else { return [] }
        return (0...max(0, first.distance(to: context.today.yearMonth))).map { first.advanced(by: $0) }
    }

    static func byMonth(_ context: SiteContext) -> GraphContent? {
        let write = TextFormats(context)
        guard context.thresholds.expensesByMonth else { return nil }
        let months = months(context)
        let words = context.words
        let sums = ExpensesByTag(
            context.coop.expenses.lazy.filter { $0.date <= context.today }, months: months, untagged: words(.expensesUntagged))
        // Positions in `sums.tags`, the largest total first.
        let order = sums.tags.indices.sorted { sums.totals[$0] > sums.totals[$1] }
        let series = order.map { tag in
            Chart.Series(name: sums.tags[tag], values: months.indices.map { month in sums.sum(tag: tag, month: month).map(dollars) })
        }
        let currency = context.currency
        let chart = Chart(
            id: "chart-expenses", title: words(.expensesTitle),
            summary: words(
                .expensesSummary(
                    order.prefix(4).map { words(.expensesTagAmount(sums.tags[$0], sums.totals[$0], currency)) }.joined(separator: ", "))),
            style: .stackedBars, x: .time(months.map(\.firstDay), .month), series: series, currency: currency, words: context.chartWords)
        let rows = months.indices.reversed().map { month -> (String, [String]) in
            let cells = order.map { tag in sums.sum(tag: tag, month: month).map(write.money) ?? "–" }
            return (write.month(months[month]), cells + [write.money(sums.sum(month: month))])
        }
        let inAll = words(.expensesFigureNote)
        return GraphContent(
            slug: "expenses", title: words(.expensesTitle), menuLabel: words(.expensesTitle), group: .money,
            intro: words(.expensesIntro), chart: chart,
            table: GraphTable(
                caption: words(.expensesCaption),
                headers: [words(.graphColumn(.month))] + order.map { sums.tags[$0] } + [words(.graphColumn(.inAll))], rows: rows),
            figures: order.prefix(3).map { (sums.tags[$0], write.money(sums.totals[$0]), inAll) })
    }

    /// The price of a dozen over the 12 months up to each month, from the second recorded
    /// month (``ViewThresholds/priceStart``).
    static func pricePerDozen(_ context: SiteContext) -> GraphContent? {
        let write = TextFormats(context)
        let insight = context.insight
        guard let start = context.thresholds.priceStart else { return nil }
        let months = (0...max(0, start.distance(to: context.today.yearMonth))).map { start.advanced(by: $0) }
        let costs = months.map { month in
            EggCost(
                coop: context.coop, series: insight.series, from: month.advanced(by: -11).firstDay,
                through: min(month.lastDay, context.today))
        }
        let currency = context.currency
        let words = context.words
        let consumables = costs.map { $0.perDozen(allIn: false).map(dollars) }
        let allIn = costs.map { $0.perDozen(allIn: true).map(dollars) }
        // With sales, the price received for a dozen over the same 12 months, beside the cost.
        let received =
            insight.ledger.income > .zero
            ? months.map { month in
                Sales(
                    coop: context.coop, series: insight.series, from: month.advanced(by: -11).firstDay,
                    through: min(month.lastDay, context.today)
                )
                .pricePerDozen
            } : []
        let (consumablesName, allInName, receivedName) =
            (words(.priceLabel("consumables")), words(.priceLabel("all-in")), words(.priceLabel("received")))
        let chart = Chart(
            id: "chart-price", title: words(.priceTitle), summary: words(.priceSummary(withSales: !received.isEmpty)),
            style: .line, x: .time(months.map(\.firstDay), .month),
            series: [Chart.Series(name: consumablesName, values: consumables), Chart.Series(name: allInName, values: allIn)]
                + (received.isEmpty ? [] : [Chart.Series(name: receivedName, values: received.map { $0.map(dollars) })]),
            decimals: 2, currency: currency, words: context.chartWords)
        let rows = zip(months, costs).reversed().map { month, cost in
            (
                write.month(month),
                [
                    cost.perDozen(allIn: false).map(write.money) ?? "–",
                    cost.perDozen(allIn: true).map(write.money) ?? "–", write.count(cost.edibleEggs),
                ] + (received.isEmpty ? [] : [received[months.firstIndex(of: month) ?? 0].map(write.money) ?? "–"])
            )
        }
        return GraphContent(
            slug: "price", title: words(.priceTitle), menuLabel: words(.priceMenu), group: .money, intro: words(.priceIntro),
            chart: chart,
            table: GraphTable(
                caption: words(.priceCaption),
                headers: [words(.graphColumn(.month)), consumablesName, allInName, words(.priceLabel("edible"))]
                    + (received.isEmpty ? [] : [receivedName]), rows: rows),
            method: [words(.priceStart(start, days: ViewThresholds.daysOfARecordedMonth))])
    }

    /// Consumables of the last 12 months and projected for the next 12.
    static func projection(_ context: SiteContext) -> GraphContent? {
        let write = TextFormats(context)
        let insight = context.insight
        guard context.thresholds.consumables else { return nil }
        let outlook = ConsumableOutlook(coop: context.coop, census: insight.census, today: context.today)
        guard outlook.projection.contains(where: { $0.lastYear > .zero }) else { return nil }
        let currency = context.currency
        let words = context.words
        let months = outlook.projection.map(\.month)
        let total = outlook.projection.reduce(Money.zero) { $0 + $1.projected }
        let projected = words(.consumablesLabel("projected"))
        let chart = Chart(
            id: "chart-consumables", title: words(.consumablesTitle), summary: words(.consumablesSummary(total: total, currency)),
            style: .bars, x: .time(months.map(\.firstDay), .month),
            series: [
                Chart.Series(
                    name: words(.consumablesLabel("same-month-last-year")), values: outlook.projection.map { dollars($0.lastYear) }),
                Chart.Series(name: projected, values: outlook.projection.map { dollars($0.projected) }),
            ], currency: currency, words: context.chartWords)
        let rows = outlook.projection.map { p in
            (write.month(p.month), [write.money(p.lastYear), write.money(p.projected)])
        }
        var figures: [(String, String, String?)] = [
            (words(.consumablesLabel("next-months")), write.money(total), words(.consumablesLabel("consumables")))
        ]
        for (season, amount) in outlook.perMonthBySeason {
            if let amount { figures.append((words(.season(season)), write.money(amount), words(.consumablesLabel("a-month")))) }
        }
        return GraphContent(
            slug: "consumables", title: words(.consumablesTitle), menuLabel: words(.consumablesMenu), group: .money,
            intro: words(.consumablesIntro), chart: chart,
            table: GraphTable(
                caption: words(.consumablesCaption),
                headers: [words(.graphColumn(.month)), words(.consumablesLabel("last-year")), projected], rows: rows),
            figures: figures)
    }
}
