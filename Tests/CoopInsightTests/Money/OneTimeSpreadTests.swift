import CoopRecords
import CoopValues
import Testing

@testable import CoopInsight

/// One-time costs spread over 36 months: a window gets the share of those months it holds,
/// counting a month it holds in part by its share of days.
@Suite struct OneTimeSpreadTests {
    static let files = [
        "eggs.yaml": "2026-01-10..2026-01-19: 120\n",
        "expenses.yaml": """
        - {date: 2025-06-10, item: Waterer, amount: 36, consumable: false}
        - {date: 2026-03-25, item: Coop door, amount: 90, consumable: false}
        - {date: 2026-02-01, item: Feed, amount: 60}

        """,
    ]

    @Test func aTwelveMonthWindowHoldsExactlyTwelveThirtySixths() {
        let today = day("2026-11-22")
        let c = coop(Self.files, today: today)
        let series = EggSeries(c.eggs, kinds: 1, through: today)
        // The last 12 months as the pages take them: 364 days back, 23 Nov 2025 to 22 Nov 2026.
        let year = EggCost(coop: c, series: series, from: today.adding(days: -364), through: today)
        // The waterer (36.00, spread June 2025 to May 2028): 8/30 of Nov 2025 (23rd to 30th),
        // December to October (11 months), 22/30 of Nov 2026 = 12 months: 36.00 x 12/36 = 12.00.
        // The coop door (90.00, spread from March 2026): March to October (8 months) and 22/30 of
        // November = 8.7333 months: 90.00 x 8.7333/36 = 21.8333.
        // Together 33.8333, rounded once: 33.83 (the old count of 13 months touched gave 13.00 for the waterer).
        #expect(year.oneTimeShare == Money(minorUnits: 3383))
        #expect(year.consumables == Money(minorUnits: 6000) && year.edibleEggs == 120)
        // A dozen: consumables 12 x 6000 / 120 = 600 cents; all in 12 x (6000 + 3383) / 120 = 938.3 -> 938.
        #expect(year.perDozen(allIn: false) == Money(minorUnits: 600))
        #expect(year.perDozen(allIn: true) == Money(minorUnits: 938))
    }

    @Test func monthUnitsCountDaysOfMonthsHeldInPart() {
        // 23-30 November (8 of 30 days) of the 36 months from June 2025: 8 x 377580 / 30 = 100,688 units.
        #expect(EggCost.monthUnitsHeld(from: day("2025-11-23"), through: day("2025-11-30"), of: YearMonth(year: 2025, month: 6)) == 100_688)
        // The whole 36 months, and more, hold exactly 36 months.
        #expect(
            EggCost.monthUnitsHeld(from: day("2020-01-01"), through: day("2030-01-01"), of: YearMonth(year: 2025, month: 6))
                == 36 * EggCost.monthUnits)
        // Before the month the cost was paid, nothing.
        #expect(EggCost.monthUnitsHeld(from: day("2025-01-01"), through: day("2025-05-31"), of: YearMonth(year: 2025, month: 6)) == 0)
    }
}
