import CoopInsight
import CoopRecords
import CoopTestSupport
import CoopValues
import Testing

/// The rules a dashboard's alerts keep on their day (``AlertRules``): each one broken by a
/// hand-made set of alerts, and kept by the alerts a day-by-day replay shows.
@Suite struct AlertRulesTests {
    /// 10 hens laying 7 a day from 5 May 2025, then `count` from 15 September.
    static func coopThrough(_ last: CivilDate, _ count: (CivilDate) -> Int?) -> Coop {
        var lines = ""
        var d = day("2025-05-05")
        while d <= last {
            if let n = d >= day("2025-09-15") ? count(d) : 7 { lines += "\(d.iso): \(n)\n" }
            d = d.adding(days: 1)
        }
        return coop(["hens.yaml": (1...10).map { "- name: Hen \($0)\n" }.joined(), "eggs.yaml": lines], today: last)
    }

    static func series(_ coop: Coop, _ today: CivilDate) -> EggSeries { EggSeries(coop.eggs, kinds: 1, through: today) }

    @Test func eachRuleIsBrokenByWhatItForbids() {
        let today = day("2025-11-16")
        // No egg from 15 September, every day written down: 0 eggs.
        let none = Self.coopThrough(today) { _ in 0 }
        let start = day("2025-09-15")
        // 45% said after weeks of no egg: the drop's first weeks, not now.
        #expect(
            AlertRules.broken([.molting(start: start, drop: 0.55)], series: Self.series(none, today), today: today)
                == ["molt at 45% after 14 days with no egg"])
        #expect(AlertRules.broken([.molting(start: start, drop: 1)], series: Self.series(none, today), today: today).isEmpty)
        // Nothing written down since 1 November: a pause said over those days.
        let unwritten = Self.coopThrough(today) { d in d < day("2025-11-01") ? 0 : nil }
        #expect(
            AlertRules.broken(
                [.layingPause(start: start, weeks: 9, unrecorded: 2, drop: 1)], series: Self.series(unwritten, today), today: today)
                == ["laying-pause said over 14 days with no record"])
        // Back after a pause, and far below at once.
        let back = Alert.pauseOver(start: start, end: day("2025-11-09"))
        #expect(
            AlertRules.broken(
                [back, .lowLaying(laid: 3, days: 14, expected: 40)], series: Self.series(none, today), today: today)
                == ["pause-over with low-laying"])
    }

    /// A molt into a long pause with no egg at all, then written down again: replayed day by
    /// day, every dashboard keeps the rules; once 14 days have no egg the molt says 0%.
    @Test func aReplayOfAPauseBreaksNoRule() {
        let last = day("2026-03-31")
        let log = Self.coopThrough(last) { d in
            if d < day("2025-12-01") { return 0 }
            if d < day("2026-01-15") { return nil }  // not written down
            return d < day("2026-02-20") ? 1 : 6
        }
        let replay = AlertReplay(log, from: day("2025-07-01"), through: last)
        #expect(replay.broken.isEmpty, "\(replay.broken.prefix(5))")
        let insight = CoopInsight(coop: Self.coopThrough(day("2025-10-20")) { _ in 0 }, today: day("2025-10-20"))
        #expect(insight.alerts == [.molting(start: day("2025-09-15"), drop: 1)])
    }
}
