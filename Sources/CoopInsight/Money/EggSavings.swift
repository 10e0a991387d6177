import CoopRecords
import CoopValues

/// What the edible eggs of a period would have cost at the store, against what they cost
/// the coop: the saving.
///
/// The store's worth is the edible eggs (``EggTotals/edible``) at `store_price` a dozen:
/// edible × price / 12, in whole cents, half up. The coop's cost is its feed and supplies,
/// ``EggCost/consumables``: the consumable shared expenses paid in the period (one-time
/// costs, the coop and its equipment, are left out, as in the price of a dozen
/// "consumables"). The saving is the worth less the cost, negative when the eggs cost more.
public struct EggSavings: Sendable, Equatable {
    /// The period's first day.
    public let start: CivilDate
    /// Its last day.
    public let end: CivilDate
    /// Edible eggs laid in it.
    public let edibleEggs: Int
    /// What they would have cost at the store.
    public let storeWorth: Money
    /// The coop's feed and supplies in the period.
    public let cost: Money

    /// The worth less the cost.
    public var saved: Money { storeWorth - cost }

    /// The savings from `start` through `end` at `storePrice` a dozen.
    public init(coop: Coop, series: EggSeries, storePrice: Money, from start: CivilDate, through end: CivilDate) {
        let eggCost = EggCost(coop: coop, series: series, from: start, through: end)
        self.start = start
        self.end = end
        edibleEggs = eggCost.edibleEggs
        storeWorth = Money(minorUnits: (Int64(edibleEggs) * storePrice.minorUnits * 2 + 12) / 24)
        cost = eggCost.consumables
    }

    /// The savings of each calendar year from the first record's (the first egg day or
    /// expense) through `today`'s, newest first (each from 1 January, the current one to
    /// `today`), then all time; none without a store price.
    public static func byYear(coop: Coop, series: EggSeries, today: CivilDate) -> (years: [EggSavings], allTime: EggSavings?) {
        guard let price = coop.settings.storePrice else { return ([], nil) }
        let first = min(series.firstDay, coop.expenses.map(\.date).min() ?? series.firstDay)
        guard first <= today else { return ([], nil) }
        let years = (first.year...today.year).reversed().map { year in
            EggSavings(
                coop: coop, series: series, storePrice: price, from: CivilDate.firstDay(ofYear: year),
                through: min(today, CivilDate.firstDay(ofYear: year + 1).adding(days: -1)))
        }
        return (years, EggSavings(coop: coop, series: series, storePrice: price, from: first, through: today))
    }
}
