import CoopInsight
import CoopTestSupport
import CoopValues
import Testing

/// A young flock's first weeks of laying are its onset, not its season: four ducks whose first
/// egg day is 5 November 2020, who laid 4 eggs that November and 15 in December (as the duck log's
/// did), then 3 a day all year, are forecast on 15 January 2022 to lay in November 2022 as in
/// November 2021, not dragged toward the onset's November.
@Suite struct OnsetTests {
    @Test func aFlocksFirstWeeksOfLayingDoNotTeachItsSeason() throws {
        let eggs = dailyEggs(from: "2020-11-05", to: "2022-01-15") { d in
            switch (d.year, d.month) {
            case (2020, 11): d.day <= 12 ? 1 - d.day % 2 : 0  // on the 6th, 8th, 10th and 12th: 4 eggs
            case (2020, 12): d.day <= 15 ? 1 : 0  // 15 eggs
            default: 3
            }
        }
        let hens = (1...4).map { "- name: Duck \($0)\n  added: 2020-05-01\n  started_laying: 2020-11-05\n" }.joined()
        let today = day("2022-01-15")
        let insight = CoopInsight(coop: coop(["hens.yaml": hens, "eggs.yaml": eggs], today: today), today: today)
        // November 2020 is onset to the last day (5 November + 56 days runs to 30 December); so is
        // December 2020 but its 31st: neither is learned from. The season's November is 2021's.
        let rates = insight.plan.model.monthlyRate
        let june = rates[5]
        #expect(rates[10] > 0.9 * june && rates[11] > 0.9 * june, "November and December against June: \(rates)")
    }
}
