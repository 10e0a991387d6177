import CoopInsight
import CoopTestSupport
import CoopValues
import Testing

/// The alert scorer judges a drop from where it began: a flock laying 10 a day that laid 4 a
/// day for 10 days, then 10 again, was told on the 6th day of the drop that laying fell by
/// half, and that was true.
@Suite struct AlertScoreTests {
    @Test func aDropOfHalfThatEndedWithinAFortnightIsScoredRight() throws {
        let eggs = dailyEggs(from: "2025-01-01", to: "2025-04-30") { d in
            d >= day("2025-03-01") && d <= day("2025-03-10") ? 4 : 10
        }
        let content = coop(["eggs.yaml": eggs])
        let replay = AlertReplay(content, from: day("2025-02-26"), through: day("2025-04-30"))
        let drops = replay.episodes.filter { $0.alert.code == "laying-drop" }
        // The last 7 days at (1 x 10 + 6 x 4) / 7 = 4.9 a day, against the 10 of the 4 weeks
        // before them, fall to half on 6 March: (7 - k) x 10 + 4k <= 35 from the 6th day.
        #expect(drops.map(\.start) == [day("2025-03-06")])
        let row = try #require(AlertScore(replay, coop: content).rows.first { $0.codes.contains("laying-drop") })
        // From 1 March, 14 days at (10 x 4 + 4 x 10) / 14 = 5.7 a day against 10 before: 57%, right.
        // From 6 March (the old rule) against 28 days holding 5 of the drop's, (5 x 4 + 9 x 10) / 14
        // = 7.9 against (23 x 10 + 5 x 4) / 28 = 8.9: 88%, scored wrong.
        #expect(row.episodes == 1 && row.right == 1)
    }
}
