import CoopRecords
import CoopValues

/// Eggs due to each person: for every recorded day, their shares over everyone's shares
/// that day, times the edible eggs laid that day. Eggs received are their deliveries.
public struct EggShares: Sendable {
    /// Eggs due, by person (a fraction: it is a share of each day's eggs).
    public let due: [Double]
    /// Eggs received, by person.
    public let received: [Int]

    /// Computes eggs due and received up to `today`.
    public init(coop: Coop, series: EggSeries, through today: CivilDate) {
        var due = [Double](repeating: 0, count: coop.people.count)
        if !coop.people.isEmpty {
            var day = series.firstDay
            while day <= min(today, series.lastDay) {
                if let laid = series.laid(on: day) {
                    let edible = laid - series.cracked(on: day)
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
        for delivery in coop.deliveries where delivery.date <= today { received[delivery.personIndex] += delivery.eggs }
        self.due = due
        self.received = received
    }
}
