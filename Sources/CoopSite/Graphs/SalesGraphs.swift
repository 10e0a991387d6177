import CoopCharts
import CoopInsight
import CoopRecords
import CoopValues

/// Selling eggs: the money received for eggs each month against the money spent. Only once
/// an egg was sold.
enum SalesGraphs {
    static func all(_ context: SiteContext) -> [GraphContent] {
        [incomeAgainstExpenses(context)].compactMap { $0 }
    }

    /// Income and shared expenses, month by month, from the month of the first sale.
    static func incomeAgainstExpenses(_ context: SiteContext) -> GraphContent? {
        let write = TextFormats(context)
        let coop = context.coop
        let today = context.today
        let sales = coop.deliveries.filter { $0.isSale && $0.date <= today }
        guard context.thresholds.salesByMonth, let firstSale = sales.first?.date else { return nil }
        let first = firstSale.yearMonth
        let months = (0...max(0, first.distance(to: today.yearMonth))).map { first.advanced(by: $0) }
        var income = [Int64](repeating: 0, count: months.count)
        var spent = income
        for sale in sales { income[first.distance(to: sale.date.yearMonth)] += sale.paid?.minorUnits ?? 0 }
        for expense in coop.expenses where expense.shared && expense.date <= today && expense.date.yearMonth >= first {
            spent[first.distance(to: expense.date.yearMonth)] += expense.amount.minorUnits
        }
        let currency = context.currency
        let words = context.words
        let totalIncome = Money(minorUnits: income.reduce(0, +))
        let totalSpent = Money(minorUnits: spent.reduce(0, +))
        let (spentName, soldName) = (words(.incomeLabel("spent")), words(.incomeLabel("sold")))
        let chart = Chart(
            id: "chart-income", title: words(.incomeTitle),
            summary: words(.incomeSummary(income: totalIncome, spent: totalSpent, currency, since: months[0])),
            style: .bars, x: .time(months.map(\.firstDay), .month),
            series: [
                Chart.Series(name: spentName, values: spent.map { Double($0) / 100 }),
                Chart.Series(name: soldName, values: income.map { Double($0) / 100 }),
            ], decimals: 2, currency: currency, words: context.chartWords)
        let rows = months.indices.reversed().map { index in
            (
                write.month(months[index]),
                [
                    write.money(Money(minorUnits: income[index])), write.money(Money(minorUnits: spent[index])),
                    write.money(Money(minorUnits: income[index] - spent[index])),
                ]
            )
        }
        return GraphContent(
            slug: "income", title: words(.incomeTitle), menuLabel: words(.incomeMenu), group: .money, intro: words(.incomeIntro),
            chart: chart,
            table: GraphTable(
                caption: words(.incomeCaption),
                headers: [words(.graphColumn(.month)), soldName, spentName, words(.incomeLabel("difference"))], rows: rows),
            figures: [
                (soldName, write.money(totalIncome), words(.incomeLabel("in-all"))),
                (spentName, write.money(totalSpent), words(.incomeLabel("shared"))),
            ])
    }
}
