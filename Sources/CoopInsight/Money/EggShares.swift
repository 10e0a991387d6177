import CoopRecords
import CoopValues

/// Eggs due to each person: for every recorded day, their shares over everyone's shares
/// that day, times the edible eggs laid that day; less, for every sale (a delivery with
/// `paid`), their part of the eggs sold, by the shares of those sharing on its day. Eggs
/// received are their deliveries.
///
/// So the eggs due and the eggs sold add up to the edible eggs laid on the days someone
/// shares (the property tests check it).
///
/// A sharer who has never received a delivery keeps their eggs at home (the owners, whose
/// back yard the coop is in): what they keep is every edible egg of the days someone shares
/// that was not handed out, given or sold; with several such keepers, split between them by
/// their eggs due.
public struct EggShares: Sendable {
    /// Eggs due, by person (a fraction: it is a share of each day's eggs).
    public let due: [Double]
    /// Eggs received, by person.
    public let received: [Int]
    /// Eggs sold in all.
    public let sold: Int
    /// Eggs kept at home, by person: for a sharer who never received a delivery, their part
    /// of the edible eggs not handed out; `nil` for everyone else.
    public let kept: [Double?]

    /// Computes eggs due and received up to `today`.
    public init(coop: Coop, series: EggSeries, through today: CivilDate) {
        var due = [Double](repeating: 0, count: coop.people.count)
        var sharedEdible = 0
        if !coop.people.isEmpty {
            var day = series.firstDay
            while day <= min(today, series.lastDay) {
                if let laid = series.laid(on: day) {
                    let edible = laid - series.cracked(on: day) - series.withheld(on: day)
                    let sharers = coop.people.enumerated().compactMap { index, person in person.shares(on: day).map { (index, $0) } }
                    let total = sharers.reduce(Int64(0)) { $0 + $1.1.thousandths }
                    if total > 0, edible > 0 {
                        sharedEdible += edible
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
        let keepers = coop.people.indices.filter { !coop.people[$0].isBuyer && received[$0] == 0 }
        let notHandedOut = Double(sharedEdible - received.reduce(0, +))
        let keepersDue = keepers.reduce(0.0) { $0 + max(0, due[$1]) }
        var kept = [Double?](repeating: nil, count: coop.people.count)
        for index in keepers {
            kept[index] = keepers.count == 1 ? notHandedOut : keepersDue > 0 ? notHandedOut * max(0, due[index]) / keepersDue : 0
        }
        self.kept = kept
    }
}
