import CoopRecords
import CoopValues

/// The money model of DESIGN.md section 3, computed exactly in cents:
///
/// - Contributions go into the pot. A shared expense with `paid_by` was paid by that person;
///   one without it was paid from the pot. Expenses with `shared: false` are the payer's own
///   and change no balance.
/// - Each shared expense is split among the people sharing on its date, by shares.
/// - A person's money in is their contributions plus the shared expenses they paid; their
///   balance is money in minus their split (positive: the coop owes them).
/// - A sale (a delivery with `paid`) puts its money into the pot, credited to the people
///   sharing on its date by shares, split like a shared expense in reverse.
/// - The balances add up to the cash left in the pot: contributions and sales minus the
///   shared expenses paid from the pot. (Without anyone sharing, a sale's money is in the pot
///   and credited to nobody: there are no balances to show.)
public struct SharingLedger: Sendable {
    /// One line of a person's ledger.
    public struct Line: Sendable, Equatable {
        /// The day.
        public let date: CivilDate
        /// What happened.
        public let entry: Entry
        /// Money in (positive) or the person's split (negative).
        public let amount: Money
        /// The balance after this line.
        public let balance: Money
    }

    /// What a line of a ledger records. The words are the site's.
    public enum Entry: Sendable, Equatable {
        /// A contribution into the pot, with its note.
        case contribution(note: String?)
        /// A shared expense the person paid, by its item.
        case paid(item: String)
        /// The person's split of a shared expense (by its item): `shares` of the `total`
        /// shares of everyone sharing that day.
        case share(item: String, shares: Shares, total: Shares)
        /// The person's part of a sale of `eggs` eggs to `buyer`: `shares` of the `total`.
        case sale(buyer: String, eggs: Int, shares: Shares, total: Shares)
    }

    /// One person's figures.
    public struct Account: Sendable {
        /// The index in ``Coop/people``.
        public let person: Int
        /// Contributions paid into the pot.
        public let contributed: Money
        /// Shared expenses they paid themselves.
        public let paid: Money
        /// Their split of the shared expenses.
        public let split: Money
        /// Their part of the money from sales.
        public let sales: Money
        /// Their ledger, oldest first.
        public let lines: [Line]

        /// Contributions, shared expenses paid and their part of the sales.
        public var moneyIn: Money { contributed + paid + sales }
        /// Money in minus their split: positive when the coop owes them.
        public var balance: Money { moneyIn - split }
    }

    /// Everyone's figures, in the order of ``Coop/people``.
    public let accounts: [Account]
    /// The cash left in the pot: contributions minus shared expenses paid from it.
    public let pot: Money
    /// Contributions in all.
    public let contributions: Money
    /// Shared expenses paid from the pot.
    public let paidFromPot: Money
    /// Money received for eggs sold.
    public let income: Money

    /// Computes the ledger of `coop` up to `today` (later records are left out).
    public init(_ coop: Coop, through today: CivilDate) {
        var lines = [[(CivilDate, Int, Entry, Money)]](repeating: [], count: coop.people.count)
        var contributed = [Money](repeating: .zero, count: coop.people.count)
        var paid = contributed
        var split = contributed
        var sales = contributed
        var income = Money.zero
        var order = 0
        var pot = Money.zero
        var fromPot = Money.zero
        var contributions = Money.zero
        // Records in date order; on one day contributions, then expenses, in file order.
        for contribution in coop.contributions where contribution.date <= today {
            contributed[contribution.personIndex] += contribution.amount
            contributions += contribution.amount
            pot += contribution.amount
            lines[contribution.personIndex].append((contribution.date, order, .contribution(note: contribution.note), contribution.amount))
            order += 1
        }
        for expense in coop.expenses where expense.date <= today && expense.shared {
            if let payer = expense.paidByIndex {
                paid[payer] += expense.amount
                lines[payer].append((expense.date, order, .paid(item: expense.item), expense.amount))
            } else {
                pot -= expense.amount
                fromPot += expense.amount
            }
            order += 1
            let sharers = ShareSplit.sharers(on: expense.date, people: coop.people)
            let totalShares = sharers.reduce(Int64(0)) { $0 + $1.shares.thousandths }
            for (person, amount) in ShareSplit.split(expense.amount, among: sharers) {
                split[person] += amount
                let mine = sharers.first { $0.person == person }?.shares ?? .one
                lines[person].append(
                    (expense.date, order, .share(item: expense.item, shares: mine, total: Shares(thousandths: totalShares)), -amount))
            }
            order += 1
        }
        for delivery in coop.deliveries where delivery.date <= today {
            guard let paid = delivery.paid else { continue }
            income += paid
            pot += paid
            let sharers = ShareSplit.sharers(on: delivery.date, people: coop.people)
            let totalShares = Shares(thousandths: sharers.reduce(Int64(0)) { $0 + $1.shares.thousandths })
            let buyer = coop.people[delivery.personIndex].name
            for (person, amount) in ShareSplit.split(paid, among: sharers) {
                sales[person] += amount
                let mine = sharers.first { $0.person == person }?.shares ?? .one
                lines[person].append(
                    (delivery.date, order, .sale(buyer: buyer, eggs: delivery.eggs, shares: mine, total: totalShares), amount))
            }
            order += 1
        }
        accounts = coop.people.indices.map { person in
            var balance = Money.zero
            let sorted = lines[person].sorted { ($0.0, $0.1) < ($1.0, $1.1) }
            let ledger = sorted.map { date, _, entry, amount -> Line in
                balance += amount
                return Line(date: date, entry: entry, amount: amount, balance: balance)
            }
            return Account(
                person: person, contributed: contributed[person], paid: paid[person], split: split[person], sales: sales[person],
                lines: ledger)
        }
        self.pot = pot
        self.contributions = contributions
        self.paidFromPot = fromPot
        self.income = income
    }

    /// Whether the balances add up to the pot (always, by construction; checked by tests).
    public var isBalanced: Bool { accounts.reduce(Money.zero) { $0 + $1.balance } == pot }
}
