import CoopRecords
import CoopValues

/// The feed bought over a period against the eggs and the hens it fed: feed per dozen
/// edible eggs and per hen a day.
///
/// Feed is an expense tagged `feed` with a `quantity` (``Expense/isFeed``), counted on the
/// day it was bought: a period's feed is the feed bought in it. The weights are added in
/// the coop's unit (``unit(of:)``). Edible eggs are ``EggTotals/edible`` (laid, less cracked
/// and withheld); hen-days count each hen on every day of the period she was in the flock
/// (from `added`, to the day before `removed`).
public struct FeedUse: Sendable, Equatable {
    /// The period's first day.
    public let start: CivilDate
    /// Its last day.
    public let end: CivilDate
    /// The unit of ``weight``.
    public let unit: WeightUnit
    /// The feed bought in the period, in ``unit``.
    public let weight: Double
    /// Edible eggs laid in the period.
    public let edibleEggs: Int
    /// Days hens spent in the flock in the period, added up over the hens.
    public let henDays: Int

    /// Feed per dozen edible eggs, in ``unit``; `nil` without eggs.
    public var perDozen: Double? { edibleEggs > 0 ? weight * 12 / Double(edibleEggs) : nil }

    /// Feed per hen a day, in ``unit``; `nil` without hens.
    public var perHenDay: Double? { henDays > 0 ? weight / Double(henDays) : nil }

    /// The feed of `coop` bought from `start` through `end`, against the eggs of `series`.
    public init(coop: Coop, series: EggSeries, from start: CivilDate, through end: CivilDate) {
        self.start = start
        self.end = end
        let unit = Self.unit(of: coop)
        self.unit = unit
        var weight = 0.0
        for expense in coop.expenses where expense.isFeed && expense.date >= start && expense.date <= end {
            weight += expense.quantity?.in(unit) ?? 0
        }
        self.weight = weight
        edibleEggs = start <= end ? series.totals(from: start, through: end).edible : 0
        henDays = Self.henDays(coop.hens, from: start, through: end)
    }

    /// The unit feed is shown in: pounds when every feed quantity is written in pounds or
    /// ounces, else kilograms (a coop that buys in kilograms, or in both, reads kilograms).
    public static func unit(of coop: Coop) -> WeightUnit {
        let feed = coop.expenses.compactMap { $0.isFeed ? $0.quantity : nil }
        return !feed.isEmpty && feed.allSatisfy { $0.unit == .lb || $0.unit == .oz } ? .lb : .kg
    }

    /// Days the hens spent in the flock from `start` through `end`: each hen from her
    /// `added` day (or `start`) to the day before her `removed` day (or `end`).
    static func henDays(_ hens: [Hen], from start: CivilDate, through end: CivilDate) -> Int {
        guard start <= end else { return 0 }
        return hens.reduce(0) { sum, hen in
            let first = max(start, hen.added ?? start)
            let last = min(end, hen.removed.map { $0.adding(days: -1) } ?? end)
            return sum + (first <= last ? first.days(until: last) + 1 : 0)
        }
    }
}
