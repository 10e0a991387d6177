import CoopLocale
import CoopValues

/// What the money graphs say: expenses by month and tag, the price of a dozen, the
/// consumables ahead, and the eggs sold against the money spent.
extension Message {
    /// The expenses graph's title and menu label: "Expenses by month".
    static let expensesTitle = Message("expenses-graph.title")
    /// The expenses chart's description, with the largest tags' totals
    /// (``expensesTagAmount(_:_:)``) between commas.
    static func expensesSummary(_ tags: String) -> Message { Message("expenses-graph.summary", ["tags": .text(tags)]) }
    /// A tag and its total: "feed $120.00".
    static func expensesTagAmount(_ tag: String, _ amount: Money, _ currency: Currency) -> Message {
        Message("expenses-graph.tag-amount", ["tag": .text(tag), "amount": .money(amount, currency)])
    }
    /// The group of expenses without a tag: "untagged".
    static let expensesUntagged = Message("expenses-graph.untagged")
    /// The expenses graph's introduction.
    static let expensesIntro = Message("expenses-graph.intro")
    /// The expenses table's caption.
    static let expensesCaption = Message("expenses-graph.caption")
    /// A tag's figure's note: "in all".
    static let expensesFigureNote = Message("expenses-graph.figure-note")

    /// The price graph's title: "What a dozen costs".
    static let priceTitle = Message("price-graph.title")
    /// Its menu label: "Price per dozen".
    static let priceMenu = Message("price-graph.menu")
    /// The price chart's description, with or without the price received for eggs sold.
    static func priceSummary(withSales: Bool) -> Message { Message(withSales ? "price-graph.summary-sales" : "price-graph.summary") }
    /// A series or column of the price graph: "Consumables", "All in", "Price received", "Edible eggs".
    static func priceLabel(_ name: String) -> Message { Message("price-graph.label." + name) }
    /// The price graph's introduction.
    static let priceIntro = Message("price-graph.intro")
    /// The price table's caption.
    static let priceCaption = Message("price-graph.caption")
    /// Why the price line starts where it does: in `start`, the second month with eggs
    /// recorded on `days` days or more.
    static func priceStart(_ start: YearMonth, days: Int) -> Message {
        Message("price-graph.start", ["start": .date(start.firstDay), "days": .count(days)])
    }

    /// The consumables graph's title: "Consumables, next 12 months".
    static let consumablesTitle = Message("consumables-graph.title")
    /// Its menu label: "Consumables ahead".
    static let consumablesMenu = Message("consumables-graph.menu")
    /// The consumables chart's description, with the total expected.
    static func consumablesSummary(total: Money, _ currency: Currency) -> Message {
        Message("consumables-graph.summary", ["total": .money(total, currency)])
    }
    /// A series, column, figure or note of the consumables graph: "Same month last year",
    /// "Projected", "Last year", "Next 12 months", "consumables", "a month on average".
    static func consumablesLabel(_ name: String) -> Message { Message("consumables-graph.label." + name) }
    /// The consumables graph's introduction.
    static let consumablesIntro = Message("consumables-graph.intro")
    /// The consumables table's caption.
    static let consumablesCaption = Message("consumables-graph.caption")

    /// The income graph's title: "Eggs sold and money spent".
    static let incomeTitle = Message("income-graph.title")
    /// Its menu label: "Sales and spending".
    static let incomeMenu = Message("income-graph.menu")
    /// The income chart's description: "… $208.00 received, $150.00 spent since March 2026."
    static func incomeSummary(income: Money, spent: Money, _ currency: Currency, since first: YearMonth) -> Message {
        Message(
            "income-graph.summary", ["income": .money(income, currency), "spent": .money(spent, currency), "first": .date(first.firstDay)])
    }
    /// A series, column, figure or note of the income graph: "Spent", "Eggs sold",
    /// "Difference", "in all", "shared, same months".
    static func incomeLabel(_ name: String) -> Message { Message("income-graph.label." + name) }
    /// The income graph's introduction.
    static let incomeIntro = Message("income-graph.intro")
    /// The income table's caption.
    static let incomeCaption = Message("income-graph.caption")
}
