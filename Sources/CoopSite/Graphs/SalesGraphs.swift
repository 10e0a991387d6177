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
        let totalIncome = Money(minorUnits: income.reduce(0, +))
        let totalSpent = Money(minorUnits: spent.reduce(0, +))
        let chart = Chart(
            id: "chart-income", title: "Eggs sold and money spent",
            summary: "Money received for eggs each month against the shared expenses: \(currency.format(totalIncome)) received, "
                + "\(currency.format(totalSpent)) spent since \(months[0].monthName) \(months[0].year).",
            style: .bars, x: .time(months.map(\.firstDay), .month),
            series: [
                Chart.Series(name: "Spent", values: spent.map { Double($0) / 100 }),
                Chart.Series(name: "Eggs sold", values: income.map { Double($0) / 100 }),
            ], decimals: 2, currency: currency)
        let rows = months.indices.reversed().map { index in
            (
                "\(months[index].monthName) \(months[index].year)",
                [
                    currency.format(Money(minorUnits: income[index])), currency.format(Money(minorUnits: spent[index])),
                    currency.format(Money(minorUnits: income[index] - spent[index])),
                ]
            )
        }
        return GraphContent(
            slug: "income", title: "Eggs sold and money spent", menuLabel: "Sales and spending", group: "Money",
            intro: "What the eggs sold brought in each month, beside the shared expenses of the same month.",
            chart: chart,
            table: GraphTable(
                caption: "Money each month, newest first", headers: ["Month", "Eggs sold", "Spent", "Difference"], rows: rows),
            figures: [
                ("Eggs sold", currency.format(totalIncome), "in all"), ("Spent", currency.format(totalSpent), "shared, same months"),
            ])
    }
}
