import CoopInsight
import CoopRecords
import CoopRecordsTestSupport
import CoopValues
import Testing

/// Inputs the build fuzzer (`Fuzzing/`, target `build`) found, each with what it must now
/// give. docs/fuzzing.md lists them.
@Suite struct FuzzFindingTests {
    /// Finding 3: every egg day after today (a warning, not an error) made the "all time" cost
    /// period run from the first egg day back to today, and building its months trapped
    /// ("Range requires lowerBound <= upperBound"). An empty period costs nothing.
    @Test func aPeriodEndingBeforeItStartsCostsNothing() {
        let loaded = loadContent(
            [
                "eggs.yaml": "2026-12-01: 3\n", "people.yaml": "- name: Alvarez\n",
                "expenses.yaml": "- {date: 2026-11-01, item: Coop, amount: 100, consumable: false}\n",
            ], today: day("2026-11-22"))
        let series = EggSeries(loaded.coop.eggs, kinds: 1, through: day("2026-11-22"))
        let cost = EggCost(coop: loaded.coop, series: series, from: series.firstDay, through: day("2026-11-22"))
        #expect(cost.oneTimeShare == .zero)
        #expect(cost.consumables == .zero)
        #expect(cost.edibleEggs == 0)
        #expect(cost.perDozen(allIn: true) == nil)
    }
}
