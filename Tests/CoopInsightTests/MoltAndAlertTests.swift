import CoopRecords
import CoopValues
import Testing

@testable import CoopInsight

/// The molt rules and the alerts that come from them, on hand-built flocks of ten hens laying
/// 7 eggs a day (0.7 a hen) before the drop. Weeks start on Monday.
@Suite struct MoltAndAlertTests {
    /// Ten hens; `count` gives each day's eggs from 5 May 2025 through `last` (`nil`: not recorded).
    static func insight(through last: CivilDate, today: CivilDate, _ count: (CivilDate) -> Int?) -> CoopInsight {
        var lines = ""
        var d = day("2025-05-05")
        while d <= last {
            if let n = count(d) { lines += "\(d.iso): \(n)\n" }
            d = d.adding(days: 1)
        }
        let hens = (1...10).map { "- name: Hen \($0)\n" }.joined()
        return CoopInsight(coop: coop(["hens.yaml": hens, "eggs.yaml": lines], today: today), today: today)
    }

    /// A dip to 4 eggs a day (57% of the rate before) from Monday 7 July to 31 August: the molt
    /// window opens on 1 July, so it is found.
    @Test func aJulyDipIsAMolt() throws {
        let insight = Self.insight(through: day("2025-10-12"), today: day("2025-10-12")) { d in
            d >= day("2025-07-07") && d <= day("2025-08-31") ? 4 : 7
        }
        let molt = try #require(insight.molts.first)
        #expect(insight.molts.count == 1)
        // Back up in the week of 1 September: the molt's last week is that of 25 August (8 weeks).
        #expect(molt.start == day("2025-07-07") && molt.end == day("2025-08-31") && molt.weeks == 8)
        #expect(abs(molt.before - 0.7) < 1e-9 && abs(molt.during - 0.4) < 1e-9 && !molt.ongoing && !molt.isPause)
    }

    /// 0 eggs every day from 15 September to 1 February: never "back up" at 0 eggs. Past the
    /// 16 weeks of a molt it is a laying pause, still going on: 15 September to the week of 26
    /// January is 133 days, 20 weeks.
    @Test func noEggsIsNeverBackUpAndALongDropIsAPause() throws {
        let today = day("2026-02-01")
        let insight = Self.insight(through: today, today: today) { d in d >= day("2025-09-15") ? 0 : 7 }
        let molt = try #require(insight.molts.first)
        #expect(molt.ongoing && molt.isPause && molt.weeks == 20 && molt.drop == 1)
        #expect(insight.alerts == [.layingPause(start: day("2025-09-15"), weeks: 20, unrecorded: 0, drop: 1)])
    }

    /// 2 eggs a day from 15 September to 9 November, then nothing written down for 79 days: the
    /// weeks with no record are not "back up". The drop is still going on, now 20 weeks long
    /// (15 September to the week of 26 January), 12 of them not recorded (10 November to the
    /// week of 26 January); the dashboard asserts nothing over them: only that they were not
    /// written down.
    @Test func daysWithNoRecordAreNeverBackUp() throws {
        let today = day("2026-01-28")
        let insight = Self.insight(through: day("2025-11-09"), today: today) { d in d >= day("2025-09-15") ? 2 : 7 }
        let molt = try #require(insight.molts.first)
        #expect(molt.ongoing && molt.weeks == 20 && molt.end == today)
        // Last record 9 November; 10 November to 27 January is 79 days.
        #expect(molt.unrecordedWeeks == 12 && molt.recent == nil)
        #expect(insight.alerts == [.unrecordedDays(days: 79, lastRecorded: day("2025-11-09"))])
        // Written down again for the last 10 days at 2 a day: the pause is said again, its weeks
        // not recorded counted apart, its share the last two weeks' (2 a day, 0.2 a hen: 1 - 0.2 /
        // 0.7 = 5/7 of the rate lost). 19 January to 28 January: the weeks of 19 and 26 January.
        let again = Self.insight(through: today, today: today) { d in
            d >= day("2025-09-15") && (d <= day("2025-11-09") || d >= day("2026-01-19")) ? 2 : d >= day("2025-09-15") ? nil : 7
        }
        guard case .layingPause(let start, let weeks, let unrecorded, let drop)? = again.alerts.first else {
            Issue.record("no laying pause: \(again.alerts)")
            return
        }
        // 10 November to the week of 12 January: 10 weeks with no record.
        #expect(start == day("2025-09-15") && weeks == 20 && unrecorded == 10 && abs(drop - 5.0 / 7) < 1e-9)
    }

    /// One good week after the drop, then no more records: back up needs two recorded weeks,
    /// but the flock is not said to be molting either: laying is coming back.
    @Test func oneGoodWeekIsNotBackUp() throws {
        let insight = Self.insight(through: day("2025-11-02"), today: day("2025-11-05")) { d in
            d >= day("2025-09-15") && d <= day("2025-10-26") ? 2 : 7
        }
        let molt = try #require(insight.molts.first)
        #expect(molt.ongoing && !molt.isPause && molt.comingBack)
        #expect(insight.alerts.isEmpty)
    }

    /// Back up after 8 weeks, ended 9 November: "the molt seems over" for 14 days after.
    @Test func aMoltSeenBackUpIsOver() {
        let insight = Self.insight(through: day("2025-11-20"), today: day("2025-11-20")) { d in
            d >= day("2025-09-15") && d <= day("2025-11-09") ? 2 : 7
        }
        #expect(insight.alerts == [.moltOver(start: day("2025-09-15"), end: day("2025-11-09"))])
    }

    /// Ten pullets who started laying on 9 March 2026 lay 1 egg a day for their first 14 days:
    /// far below what full lay would give, but they are starting, so no alert.
    @Test func aFlockStartingToLayIsNotFarBelow() {
        let today = day("2026-03-22")
        var eggs = ""
        for d in 9...22 { eggs += "2026-03-\(d < 10 ? "0" : "")\(d): 1\n" }
        let hens = (1...10).map { "- name: Hen \($0)\n  started_laying: 2026-03-09\n" }.joined()
        let starting = CoopInsight(coop: coop(["hens.yaml": hens, "eggs.yaml": eggs], today: today), today: today)
        #expect(starting.alerts.isEmpty)
        #expect(Alert.detectLowLaying(insight: starting, model: starting.model) == nil)
    }

    /// The same 14 days from hens laying since 1 December 2025, with records from 5 January:
    /// settled hens, so far below is far below. With 15 recorded days the model is the
    /// default: 0.75 x 0.85 (March) a first-year hen-day, x 0.85 ^ her years of laying at the
    /// middle of March (16 March, 105 days: 0.85 ^ 0.287474 = 0.954375), for 10 hens on 14
    /// days: 14 x 6.375 x 0.954375 = 85.176144.
    @Test func settledHensFarBelowTheirSeasonAreReported() throws {
        let today = day("2026-03-22")
        var eggs = "2026-01-05: 10\n"
        for d in 9...22 { eggs += "2026-03-\(d < 10 ? "0" : "")\(d): 1\n" }
        let hens = (1...10).map { "- name: Hen \($0)\n  started_laying: 2025-12-01\n" }.joined()
        let settled = CoopInsight(coop: coop(["hens.yaml": hens, "eggs.yaml": eggs], today: today), today: today)
        #expect(settled.model == LayingModel.defaults(southern: false))
        guard case .lowLaying(let laid, let days, let expected)? = settled.alerts.first else {
            Issue.record("no low-laying alert: \(settled.alerts)")
            return
        }
        #expect(laid == 14 && days == 14 && abs(expected - 85.176144) < 1e-6)
        #expect(settled.alerts.count == 1)
    }
}
