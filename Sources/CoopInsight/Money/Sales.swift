import CoopRecords
import CoopValues

/// What the eggs sold over a period brought in, beside what the eggs cost: the family's
/// question "is our price fair?".
///
/// A sale is a delivery with `paid`. Every amount is whole cents; a price per dozen is
/// rounded once, half up.
public struct Sales: Sendable, Equatable {
    /// The cost of the period's eggs (consumables, and all in).
    public let cost: EggCost
    /// Eggs sold in the period.
    public let eggsSold: Int
    /// Money received for them.
    public let income: Money

    /// The sales from `start` through `end`, with the cost of the same period.
    public init(coop: Coop, series: EggSeries, from start: CivilDate, through end: CivilDate) {
        cost = EggCost(coop: coop, series: series, from: start, through: end)
        var eggs = 0
        var income = Money.zero
        for delivery in coop.deliveries where delivery.date >= start && delivery.date <= end {
            guard let paid = delivery.paid else { continue }
            eggs += delivery.eggs
            income += paid
        }
        eggsSold = eggs
        self.income = income
    }

    /// The average price received for a dozen: 12 × income ÷ eggs sold; `nil` without sales.
    public var pricePerDozen: Money? { Self.perDozen(income.minorUnits, eggs: eggsSold) }

    /// What a dozen of the eggs kept (not sold) cost once the sales are counted:
    /// 12 × (shared expenses − income) ÷ (edible eggs − eggs sold), with the expenses of
    /// consumables only or all in; `nil` when no egg was kept. Below zero when the sales
    /// brought in more than the eggs cost.
    public func netCostPerDozenKept(allIn: Bool) -> Money? {
        Self.perDozen((allIn ? cost.allIn : cost.consumables).minorUnits - income.minorUnits, eggs: cost.edibleEggs - eggsSold)
    }

    /// How the price received compares with the cost of a dozen.
    public enum Verdict: Sendable, Equatable {
        /// The price covers the cost all in (the coop and its equipment too).
        case coversAll
        /// It covers the consumables (feed, bedding) but not the one-time costs.
        case coversConsumables
        /// It does not cover the consumables.
        case coversLess
    }

    /// The verdict on the price received; `nil` without sales or without a cost.
    public var verdict: Verdict? {
        guard let price = pricePerDozen, let consumables = cost.perDozen(allIn: false), let allIn = cost.perDozen(allIn: true) else {
            return nil
        }
        if price >= allIn { return .coversAll }
        return price >= consumables ? .coversConsumables : .coversLess
    }

    /// 12 × `cents` ÷ `eggs`, rounded half up (half away from zero); `nil` when `eggs` ≤ 0.
    public static func perDozen(_ cents: Int64, eggs: Int) -> Money? {
        guard eggs > 0 else { return nil }
        let scaled = cents * 12 * 2
        let divisor = Int64(eggs) * 2
        let rounded = scaled >= 0 ? (scaled + Int64(eggs)) / divisor : -((-scaled + Int64(eggs)) / divisor)
        return Money(minorUnits: rounded)
    }
}
