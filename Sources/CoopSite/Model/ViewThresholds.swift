import CoopInsight
import CoopRecords
import CoopValues

/// When each view has enough data to say something: the one home of every threshold of
/// docs/format.md ("When a view appears"). The graph menu, the tabs, the dashboard's cards
/// and the stats tiles all ask here, so a view never shows in one place and not in another.
struct ViewThresholds: Sendable {
    /// Recorded days that make a month count as recorded, for the seasons and the price.
    static let daysOfARecordedMonth = 10
    /// Recorded days that make a week count, for the laying rate and the forecast: the
    /// laying rate's own rule (a week with fewer says more about the days missed).
    static let daysOfACountedWeek = 3
    /// Weeks with eggs recorded for the weekly eggs graph (and so the Graph tab).
    static let weeksForWeeklyEggs = 2
    /// Weeks with eggs recorded for the total eggs graph: a month of weeks draws a slope.
    static let weeksForTotalEggs = 4
    /// Recorded months for the month-by-month graph and the summer and winter tiles.
    static let monthsForSeasons = 2
    /// Recorded days in summer, and in winter, for the summer and winter tiles.
    static let daysForASeason = 10
    /// Counted weeks for the laying rate graph.
    static let weeksForLayingRate = 4
    /// Counted weeks for the forecast.
    static let weeksForForecast = 8
    /// Calendar months with expenses for the expenses by month graph.
    static let monthsForExpenses = 2
    /// Calendar months with sales for the sales and spending graph.
    static let monthsForSales = 2
    /// Recorded months for a price of a dozen (the graph, the dashboard's card, the stats).
    static let monthsForPrice = 3
    /// Months of purchases for the consumables ahead: last year's same month, for each of the
    /// next 12.
    static let monthsForConsumables = 12
    /// Recorded days on the same days of last year for "This year so far".
    static let daysForYearOnYear = 10

    /// The weekly eggs graph, the Graph tab, and the one-tag weekly graphs.
    let weeklyEggs: Bool
    /// The total eggs graph.
    let totalEggs: Bool
    /// The month-by-month graph.
    let seasons: Bool
    /// The stats' summer and winter tiles (and the seasons graph's figures).
    let summerAndWinter: Bool
    /// The laying rate graph.
    let layingRate: Bool
    /// The forecast.
    let forecast: Bool
    /// The cracked eggs graph and stats tile.
    let cracked: Bool
    /// The expenses by month graph.
    let expensesByMonth: Bool
    /// The sales and spending graph.
    let salesByMonth: Bool
    /// A price of a dozen: the graph, the dashboard's card, the stats tiles.
    let price: Bool
    /// The month the price graph starts: the second recorded month (see ``init(_:)``).
    let priceStart: YearMonth?
    /// The consumables ahead graph and the stats' consumables by season.
    let consumables: Bool
    /// The stats' best day, week and month.
    let bestDay: Bool
    let bestWeek: Bool
    let bestMonth: Bool
    /// The stats' "This year so far".
    let yearOnYear: Bool
    /// The dashboard's "This year": eggs recorded this year before this month (else it repeats
    /// "This month"; so never in January).
    let thisYear: Bool

    init(_ insight: CoopInsight) {
        let coop = insight.coop
        let today = insight.today
        let hasEggs = insight.hasEggs
        let recordedWeeks = hasEggs ? insight.weeks.filter(\.totals.isRecorded).count : 0
        let countedWeeks = hasEggs ? insight.weeks.filter { $0.totals.recordedDays >= Self.daysOfACountedWeek }.count : 0
        let recordedMonths =
            hasEggs ? insight.months.filter { $0.totals.recordedDays >= Self.daysOfARecordedMonth }.map(\.start.yearMonth) : []
        weeklyEggs = recordedWeeks >= Self.weeksForWeeklyEggs
        totalEggs = recordedWeeks >= Self.weeksForTotalEggs
        seasons = recordedMonths.count >= Self.monthsForSeasons
        let southern = (coop.settings.latitude ?? 0) < 0
        func seasonDays(_ months: Set<Int>) -> Int {
            insight.months.filter { months.contains($0.start.month) }.reduce(0) { $0 + $1.totals.recordedDays }
        }
        summerAndWinter =
            seasons && hasEggs && seasonDays(southern ? [12, 1, 2] : [6, 7, 8]) >= Self.daysForASeason
            && seasonDays(southern ? [6, 7, 8] : [12, 1, 2]) >= Self.daysForASeason
        layingRate = !coop.hens.isEmpty && countedWeeks >= Self.weeksForLayingRate
        forecast = !coop.hens.isEmpty && countedWeeks >= Self.weeksForForecast
        cracked = insight.stats.allTime.cracked > 0
        let shared = coop.expenses.filter { $0.shared && $0.date <= today }
        let expenseMonths = Set(coop.expenses.lazy.filter { $0.date <= today }.map(\.date.yearMonth))
        expensesByMonth = expenseMonths.count >= Self.monthsForExpenses
        let saleMonths = Set(coop.deliveries.lazy.filter { $0.isSale && $0.date <= today }.map(\.date.yearMonth))
        salesByMonth = saleMonths.count >= Self.monthsForSales
        // The first recorded month's price is mostly what was bought before the hens laid
        // (feed for growing pullets, a bag that lasts two months) over a few weeks of eggs: the
        // line starts at the second, and a price is shown once there is a third.
        price = !shared.isEmpty && recordedMonths.count >= Self.monthsForPrice
        priceStart = price ? recordedMonths[1] : nil
        let consumable = shared.filter(\.consumable)
        consumables =
            consumable.contains { $0.date.yearMonth.distance(to: today.yearMonth) >= Self.monthsForConsumables }
            && consumable.contains { $0.date.yearMonth.distance(to: today.yearMonth) < Self.monthsForConsumables }
        let recordedDays = hasEggs ? insight.stats.allTime.recordedDays : 0
        bestDay = recordedDays >= 2
        bestWeek = recordedWeeks >= 2
        bestMonth = hasEggs && insight.months.filter(\.totals.isRecorded).count >= 2
        yearOnYear = Self.lastYearSoFar(insight).map { $0.recordedDays >= Self.daysForYearOnYear } ?? false
        thisYear =
            hasEggs && today.month > 1
            && insight.series.totals(
                from: CivilDate.firstDay(ofYear: today.year), through: today.yearMonth.firstDay.adding(days: -1)
            )
            .isRecorded
    }

    /// The eggs of the same days of last year as this year so far (1 January to today's date),
    /// when the records reach back to them.
    static func lastYearSoFar(_ insight: CoopInsight) -> EggTotals? {
        let today = insight.today
        guard let start = CivilDate(year: today.year - 1, month: 1, day: 1),
            let end = CivilDate(
                year: today.year - 1, month: today.month, day: min(today.day, CivilDate.daysIn(month: today.month, year: today.year - 1))),
            insight.series.firstDay <= end
        else { return nil }
        return insight.series.totals(from: start, through: end)
    }
}
