import CoopCharts
import CoopInsight
import CoopRecords
import CoopValues

/// Money: expenses by month and tag, the running price of a dozen, and the consumables
/// projected for the next 12 months. Only with expenses.
enum MoneyGraphs {
    static func all(_ context: SiteContext) -> [GraphContent] {
        guard !context.coop.expenses.isEmpty else { return [] }
        return [byMonth(context), pricePerDozen(context), projection(context)].compactMap { $0 }
    }

    private static func dollars(_ money: Money) -> Double { Double(money.minorUnits) / 100 }

    /// The months from the first expense to this month.
    private static func months(_ context: SiteContext) -> [YearMonth] {
        guard let first = context.coop.expenses.first?.date.yearMonth else { return [] }
        return (0...max(0, first.distance(to: context.today.yearMonth))).map { first.advanced(by: $0) }
    }

    static func byMonth(_ context: SiteContext) -> GraphContent? {
        guard context.thresholds.expensesByMonth else { return nil }
        let months = months(context)
        let sums = ExpensesByTag(context.coop.expenses.lazy.filter { $0.date <= context.today }, months: months)
        // Positions in `sums.tags`, the largest total first.
        let order = sums.tags.indices.sorted { sums.totals[$0] > sums.totals[$1] }
        let series = order.map { tag in
            Chart.Series(name: sums.tags[tag], values: months.indices.map { month in sums.sum(tag: tag, month: month).map(dollars) })
        }
        let currency = context.currency
        let chart = Chart(
            id: "chart-expenses", title: "Expenses by month",
            summary: "Money spent each month, by the first tag of each expense: "
                + order.prefix(4).map { "\(sums.tags[$0]) \(currency.format(sums.totals[$0]))" }.joined(separator: ", ") + ".",
            style: .stackedBars, x: .time(months.map(\.firstDay), .month), series: series, currency: currency)
        let rows = months.indices.reversed().map { month -> (String, [String]) in
            let cells = order.map { tag in sums.sum(tag: tag, month: month).map(currency.format) ?? "–" }
            return ("\(months[month].monthName) \(months[month].year)", cells + [currency.format(sums.sum(month: month))])
        }
        return GraphContent(
            slug: "expenses", title: "Expenses by month", menuLabel: "Expenses by month", group: "Money",
            intro: "Everything spent each month, shared or not, coloured by each expense's first tag.",
            chart: chart,
            table: GraphTable(
                caption: "Expenses each month, newest first",
                headers: ["Month"] + order.map { sums.tags[$0] } + ["In all"], rows: rows),
            figures: order.prefix(3).map { (sums.tags[$0], currency.format(sums.totals[$0]), "in all") })
    }

    /// The price of a dozen over the 12 months up to each month, from the second recorded
    /// month (``ViewThresholds/priceStart``).
    static func pricePerDozen(_ context: SiteContext) -> GraphContent? {
        let insight = context.insight
        guard let start = context.thresholds.priceStart else { return nil }
        let months = (0...max(0, start.distance(to: context.today.yearMonth))).map { start.advanced(by: $0) }
        let costs = months.map { month in
            EggCost(
                coop: context.coop, series: insight.series, from: month.advanced(by: -11).firstDay,
                through: min(month.lastDay, context.today))
        }
        let currency = context.currency
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
        let chart = Chart(
            id: "chart-price", title: "What a dozen costs",
            summary: "The cost of a dozen edible eggs over the 12 months up to each month, consumables only and all in"
                + (received.isEmpty ? "." : ", and the price received for a dozen sold."),
            style: .line, x: .time(months.map(\.firstDay), .month),
            series: [Chart.Series(name: "Consumables", values: consumables), Chart.Series(name: "All in", values: allIn)]
                + (received.isEmpty ? [] : [Chart.Series(name: "Price received", values: received.map { $0.map(dollars) })]),
            decimals: 2, currency: currency)
        let rows = zip(months, costs).reversed().map { month, cost in
            (
                "\(month.monthName) \(month.year)",
                [
                    cost.perDozen(allIn: false).map(currency.format) ?? "–",
                    cost.perDozen(allIn: true).map(currency.format) ?? "–", NumberFormat.grouped(cost.edibleEggs),
                ] + (received.isEmpty ? [] : [received[months.firstIndex(of: month) ?? 0].map(currency.format) ?? "–"])
            )
        }
        return GraphContent(
            slug: "price", title: "What a dozen costs", menuLabel: "Price per dozen", group: "Money",
            intro:
                "Twelve times the shared expenses over the edible eggs of the 12 months up to each month. All in spreads one-time costs over 36 months.",
            chart: chart,
            table: GraphTable(
                caption: "Price per dozen over the 12 months up to each month",
                headers: ["Month", "Consumables", "All in", "Edible eggs"] + (received.isEmpty ? [] : ["Price received"]), rows: rows),
            method: [GraphWording.priceStart(start)])
    }

    /// Consumables of the last 12 months and projected for the next 12.
    static func projection(_ context: SiteContext) -> GraphContent? {
        let insight = context.insight
        guard context.thresholds.consumables else { return nil }
        let outlook = ConsumableOutlook(coop: context.coop, census: insight.census, today: context.today)
        guard outlook.projection.contains(where: { $0.lastYear > .zero }) else { return nil }
        let currency = context.currency
        let months = outlook.projection.map(\.month)
        let total = outlook.projection.reduce(Money.zero) { $0 + $1.projected }
        let chart = Chart(
            id: "chart-consumables", title: "Consumables, next 12 months",
            summary:
                "Feed and other consumables expected each month: the same month last year, scaled to today's flock. \(currency.format(total)) in all.",
            style: .bars, x: .time(months.map(\.firstDay), .month),
            series: [
                Chart.Series(name: "Same month last year", values: outlook.projection.map { dollars($0.lastYear) }),
                Chart.Series(name: "Projected", values: outlook.projection.map { dollars($0.projected) }),
            ], currency: currency)
        let rows = outlook.projection.map { p in
            ("\(p.month.monthName) \(p.month.year)", [currency.format(p.lastYear), currency.format(p.projected)])
        }
        var figures: [(String, String, String?)] = [("Next 12 months", currency.format(total), "consumables")]
        for (season, amount) in outlook.perMonthBySeason {
            if let amount { figures.append((season.name, currency.format(amount), "a month on average")) }
        }
        return GraphContent(
            slug: "consumables", title: "Consumables, next 12 months", menuLabel: "Consumables ahead", group: "Money",
            intro:
                "What feed, bedding and supplements are likely to cost: each month as the same month last year, scaled by the number of hens in the flock now against then.",
            chart: chart, table: GraphTable(caption: "Consumables by month", headers: ["Month", "Last year", "Projected"], rows: rows),
            figures: figures)
    }
}
