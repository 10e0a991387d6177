import CoopRecords
import CoopValues

/// What the eggs cost: shared expenses over edible eggs, for a period.
///
/// *Consumables only* counts the consumable shared expenses dated in the period. *All in*
/// adds the one-time shared expenses spread evenly over 36 months from the month they were
/// paid: a period gets 1/36 of such a cost for each of those months it holds, and the share
/// of a month's days it holds of a month it holds in part. A 12-month window (23 November to
/// 22 November) holds 8/30 of its first November, 11 whole months and 22/30 of its last
/// November: exactly 12/36. All amounts are whole cents: spread costs are summed exactly and
/// rounded once, per period, half up.
public struct EggCost: Sendable, Equatable {
    /// The period's first day.
    public let start: CivilDate
    /// Its last day.
    public let end: CivilDate
    /// Consumable shared expenses in the period.
    public let consumables: Money
    /// The part of one-time shared expenses falling in the period.
    public let oneTimeShare: Money
    /// Edible eggs laid in the period.
    public let edibleEggs: Int

    /// Consumables and the spread one-time costs.
    public var allIn: Money { consumables + oneTimeShare }

    /// Twelve times the cost of an edible egg, in whole cents (half up); `nil` without eggs.
    public func perDozen(allIn: Bool) -> Money? {
        guard edibleEggs > 0 else { return nil }
        let cost = (allIn ? self.allIn : consumables).minorUnits * 12
        return Money(minorUnits: (cost * 2 + Int64(edibleEggs)) / (Int64(edibleEggs) * 2))
    }

    /// The cost of the eggs from `start` through `end`.
    public init(coop: Coop, series: EggSeries, from start: CivilDate, through end: CivilDate) {
        self.start = start
        self.end = end
        var consumables = Money.zero
        // In (36 x monthUnits)ths of a cent, in 128 bits: an amount of the largest size times
        // 36 months of units is past 64 bits.
        var spread: Int128 = 0
        for expense in coop.expenses where expense.shared && expense.date <= end {
            if expense.consumable {
                if expense.date >= start { consumables += expense.amount }
                continue
            }
            spread += Int128(expense.amount.minorUnits) * Int128(Self.monthUnitsHeld(from: start, through: end, of: expense.date.yearMonth))
        }
        self.consumables = consumables
        let whole = Int128(36 * Self.monthUnits)
        oneTimeShare = Money(minorUnits: Int64(clamping: (spread * 2 + whole) / (whole * 2)))
        let totals = series.totals(from: start, through: end)
        edibleEggs = totals.edible
    }
}

extension EggCost {
    /// A month in whole units: 377,580 is the least common multiple of 28, 29, 30 and 31, so
    /// every day of every month is a whole number of units (13,485 of February's 28 days).
    static let monthUnits: Int64 = 377_580

    /// How much of the 36 months from `first` the days from `start` through `end` hold, in
    /// ``monthUnits``: each month held whole counts `monthUnits`, a month held in part its
    /// share of days.
    static func monthUnitsHeld(from start: CivilDate, through end: CivilDate, of first: YearMonth) -> Int64 {
        guard start <= end else { return 0 }
        var held: Int64 = 0
        var month = max(first, start.yearMonth)
        let last = min(first.advanced(by: 35), end.yearMonth)
        while month <= last {
            let days = max(start, month.firstDay).days(until: min(end, month.lastDay)) + 1
            held += Int64(days) * (monthUnits / Int64(month.dayCount))
            month = month.advanced(by: 1)
        }
        return held
    }
}

/// Consumables by season, and the next 12 months projected from the same months of last
/// year scaled by the size of the flock.
public struct ConsumableOutlook: Sendable {
    /// Consumable shared costs a month on average in winter, spring, summer and autumn
    /// (northern seasons: winter is December to February), over the months with records.
    public let perMonthBySeason: [(season: Season, amount: Money?)]
    /// The next twelve months: the month, last year's same month, the projection.
    public let projection: [(month: YearMonth, lastYear: Money, projected: Money)]

    /// Computes the outlook as of `today`.
    public init(coop: Coop, census: FlockCensus, today: CivilDate) {
        var byMonth: [YearMonth: Money] = [:]
        for expense in coop.expenses where expense.shared && expense.consumable && expense.date <= today {
            byMonth[expense.date.yearMonth, default: .zero] += expense.amount
        }
        let firstMonth = coop.expenses.first?.date.yearMonth ?? today.yearMonth
        let span = (0...max(0, firstMonth.distance(to: today.yearMonth) - 1)).map { firstMonth.advanced(by: $0) }
        perMonthBySeason = Season.allCases.map { season in
            let inSeason = span.filter { season.months.contains($0.month) }
            guard !inSeason.isEmpty else { return (season, nil) }
            let total = inSeason.reduce(Int64(0)) { $0 + (byMonth[$1]?.minorUnits ?? 0) }
            return (season, Money(minorUnits: (total * 2 + Int64(inSeason.count)) / (Int64(inSeason.count) * 2)))
        }
        let henNow = census.present(on: today)
        projection = (1...12).map { offset in
            let month = today.yearMonth.advanced(by: offset)
            let last = month.advanced(by: -12)
            let spent = byMonth[last] ?? .zero
            let henThen = census.present(on: last.firstDay.adding(days: last.dayCount / 2))
            let scaled = spent.scaled(by: Int64(henNow), over: Int64(henThen)) ?? spent
            return (month, spent, scaled)
        }
    }
}

/// A season of the northern year: winter is December to February. The words are the site's.
public enum Season: Sendable, CaseIterable {
    /// December, January and February.
    case winter
    /// March, April and May.
    case spring
    /// June, July and August.
    case summer
    /// September, October and November.
    case autumn

    /// Its months (1 is January).
    public var months: [Int] {
        switch self {
        case .winter: [12, 1, 2]
        case .spring: [3, 4, 5]
        case .summer: [6, 7, 8]
        case .autumn: [9, 10, 11]
        }
    }
}
