import CoopRecords
import CoopValues

/// Expenses added up by their first tag (the word for "untagged" without one), in all and
/// month by month.
struct ExpensesByTag {
    /// The tags, in the order they first appear.
    private(set) var tags: [String] = []
    /// Each tag's total, of every expense given.
    private(set) var totals: [Money] = []
    /// Each tag's sum in each of the months (by position), `nil` for a month without any.
    private var monthly: [[Money?]] = []

    /// The sums of `expenses` over `months`, which are consecutive; those without a tag under
    /// `untagged`.
    init(_ expenses: some Sequence<Expense>, months: [YearMonth], untagged: String) {
        var indexOfTag: [String: Int] = [:]
        for expense in expenses {
            let tag = expense.tags.first ?? untagged
            let index: Int
            if let known = indexOfTag[tag] {
                index = known
            } else {
                index = tags.count
                indexOfTag[tag] = index
                tags.append(tag)
                totals.append(.zero)
                monthly.append([Money?](repeating: nil, count: months.count))
            }
            totals[index] += expense.amount
            if let first = months.first, case let month = first.distance(to: expense.date.yearMonth), monthly[index].indices.contains(month)
            {
                monthly[index][month] = (monthly[index][month] ?? .zero) + expense.amount
            }
        }
    }

    /// Tag `tag`'s sum in month `month` (positions in ``tags`` and the months), if it has any.
    func sum(tag: Int, month: Int) -> Money? { monthly[tag][month] }

    /// The sum of every tag in month `month`.
    func sum(month: Int) -> Money { monthly.reduce(Money.zero) { $0 + ($1[month] ?? .zero) } }
}
