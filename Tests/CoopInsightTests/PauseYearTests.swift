import CoopInsight
import CoopTestSupport
import CoopValues
import Testing

/// A year of a laying pause is not the season: ten hens laying 6 eggs a day, who stopped
/// from 1 August to 31 December 2023 (a drop of 22 weeks, longer than a molt) and laid again
/// from January, whose family wrote nothing down from August to December 2024 (as the duck
/// log did), are forecast on 31 December 2024 to lay in October 2025 about as a flock that
/// never paused, not dragged toward the pause's zero: October 2023 is the only October known.
@Suite struct PauseYearTests {
    static func insight(paused: Bool, today: String = "2024-12-31") -> CoopInsight {
        var lines = ""
        var d = day("2022-11-01")
        while d <= day(today) {
            let inPause = paused && d >= day("2023-08-01") && d <= day("2023-12-31")
            let unwritten = d >= day("2024-08-01") && d <= day("2024-12-20")
            if !unwritten { lines += "\(d.iso): \(inPause ? 0 : 6)\n" }
            d = d.adding(days: 1)
        }
        let hens = (1...10).map { "- name: Hen \($0)\n  added: 2022-10-01\n" }.joined()
        let today = day(today)
        return CoopInsight(coop: coop(["hens.yaml": hens, "eggs.yaml": lines], today: today), today: today)
    }

    @Test func aPauseYearDoesNotDragTheNextYearsMonthToZero() throws {
        let paused = Self.insight(paused: true)
        let steady = Self.insight(paused: false)
        // The pause is found, and over: a laying pause from the week of 31 July 2023.
        #expect(paused.molts.contains { $0.isPause && !$0.ongoing && $0.start <= day("2023-08-06") })
        let october = YearMonth(year: 2025, month: 10)
        let withPause = try #require(paused.forecast.first { $0.month == october }).expected
        let without = try #require(steady.forecast.first { $0.month == october }).expected
        // October 2023 laid nothing; learned from, it made October 2025 about 1 egg. Left out,
        // October comes from the season at the flock's own strength (``SeasonStrengthTests``):
        // nowhere near zero.
        #expect(withPause >= 0.4 * without, "October 2025: \(withPause) after a pause year, \(without) without")
    }
}
