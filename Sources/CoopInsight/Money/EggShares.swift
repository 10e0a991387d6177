import CoopRecords
import CoopValues

/// Eggs due to each person: for every recorded day, their shares over everyone's shares
/// that day, times the edible eggs laid that day; less, for every sale (a delivery with
/// `paid`), their part of the eggs sold, by the shares of those sharing on its day. Eggs
/// received are their deliveries.
///
/// So the eggs due and the eggs sold add up to the edible eggs laid on the days someone
/// shares (the property tests check it).
public struct EggShares: Sendable {
    /// Eggs due, by person (a fraction: it is a share of each day's eggs).
    public let due: [Double]
    /// Eggs received, by person.
    public let received: [Int]
    /// Eggs sold in all.
    public let sold: Int

    /// Computes eggs due and received up to `today`.
    public init(coop: Coop, series: EggSeries, through today: CivilDate) {
        var due = [Double](repeating: 0, count: coop.people.count)
        if !coop.people.isEmpty {
            var day = series.firstDay
            while day <= min(today, series.lastDay) {
                if let laid = series.laid(on: day) {
                    let edible = laid - series.cracked(on: day) - series.withheld(on: day)
                    let sharers = coop.people.enumerated().compactMap { index, person in person.shares(on: day).map { (index, $0) } }
                    let total = sharers.reduce(Int64(0)) { $0 + $1.1.thousandths }
                    if total > 0, edible > 0 {
                        for (person, shares) in sharers { due[person] += Double(edible) * Double(shares.thousandths) / Double(total) }
                    }
                }
                day = day.adding(days: 1)
            }
        }
        var received = [Int](repeating: 0, count: coop.people.count)
        var sold = 0
        for delivery in coop.deliveries where delivery.date <= today {
            received[delivery.personIndex] += delivery.eggs
            guard delivery.isSale else { continue }
            sold += delivery.eggs
            let sharers = ShareSplit.sharers(on: delivery.date, people: coop.people)
            let total = sharers.reduce(Int64(0)) { $0 + $1.shares.thousandths }
            for (person, shares) in sharers where total > 0 {
                due[person] -= Double(delivery.eggs) * Double(shares.thousandths) / Double(total)
            }
        }
        self.due = due
        self.received = received
        self.sold = sold
    }
}
