import CoopRecords
import CoopValues

/// Splitting an amount by shares, exactly: every part is whole cents and the parts add up
/// to the amount. Each person first gets the cents their shares earn rounded down; the
/// cents left over go one each to the largest remainders (ties to the earlier person).
public enum ShareSplit {
    /// `amount` split among `shares` (person index, shares), in the same order.
    public static func split(_ amount: Money, among shares: [(person: Int, shares: Shares)]) -> [(person: Int, amount: Money)] {
        // In 128 bits: an amount's cents times a person's thousandths of a share can pass 64.
        let total = shares.reduce(Int128(0)) { $0 + Int128($1.shares.thousandths) }
        guard total > 0 else { return [] }
        let cents = Int128(amount.minorUnits)
        var parts = shares.map {
            (
                person: $0.person, cents: Int64(cents * Int128($0.shares.thousandths) / total),
                remainder: cents * Int128($0.shares.thousandths) % total
            )
        }
        var left = amount.minorUnits - parts.reduce(Int64(0)) { $0 + $1.cents }
        let order = parts.indices.sorted {
            parts[$0].remainder != parts[$1].remainder ? parts[$0].remainder > parts[$1].remainder : $0 < $1
        }
        for index in order where left > 0 {
            parts[index].cents += 1
            left -= 1
        }
        return parts.map { ($0.person, Money(minorUnits: $0.cents)) }
    }

    /// Who shares on `day`, with their shares, in the order of `people`. When nobody's
    /// period covers the day, everyone but the buyers shares by the shares of their first
    /// period with shares; with only buyers, nobody shares.
    public static func sharers(on day: CivilDate, people: [Person]) -> [(person: Int, shares: Shares)] {
        let active = people.enumerated().compactMap { index, person in person.shares(on: day).map { (index, $0) } }
        if !active.isEmpty { return active }
        return people.enumerated().compactMap { index, person in
            person.periods.first { $0.shares > .zero }.map { (index, $0.shares) }
        }
    }
}
