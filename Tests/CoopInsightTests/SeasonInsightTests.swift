import CoopRecords
import CoopValues
import Foundation
import Testing

@testable import CoopInsight

@Suite struct DayLengthTests {
    @Test func knownDayLengths() {
        // The CBM model: about 15.6 h at 45.5°N on the June solstice, 8.8 h in December,
        // about 12.1 h at the equator all year, and the midnight sun at 70°N.
        #expect(abs(DayLength.hours(latitude: 45.5, on: day("2026-06-21")) - 15.6) < 0.1)
        #expect(abs(DayLength.hours(latitude: 45.5, on: day("2026-12-21")) - 8.8) < 0.1)
        #expect(abs(DayLength.hours(latitude: 0, on: day("2026-03-20")) - 12.1) < 0.1)
        #expect(DayLength.hours(latitude: 70, on: day("2026-06-21")) == 24)
        #expect(abs(DayLength.hours(latitude: -45.5, on: day("2026-12-21")) - 15.6) < 0.1)
    }
}

@Suite struct MoltDetectionTests {
    /// Ten hens laying 7 eggs a day (0.7) all year, except 2 a day from 14 Sep to 8 Nov 2025.
    static func flock() -> CoopInsight {
        var lines = ""
        var d = day("2025-05-05")
        while d <= day("2025-12-28") {
            let molting = d >= day("2025-09-15") && d <= day("2025-11-09")
            lines += "\(d.iso): \(molting ? 2 : 7)\n"
            d = d.adding(days: 1)
        }
        let hens = (1...10).map { "- name: Hen \($0)\n" }.joined()
        return CoopInsight(coop: coop(["hens.yaml": hens, "eggs.yaml": lines], today: day("2025-12-28")), today: day("2025-12-28"))
    }

    @Test func findsAKnownMolt() {
        let molts = Self.flock().molts
        // Weeks start on Monday: the molt's first week is 15-21 Sep, its last 3-9 Nov.
        #expect(molts.count == 1)
        let molt = try! #require(molts.first)
        #expect(molt.start == day("2025-09-15"))
        #expect(molt.end == day("2025-11-09"))
        #expect(!molt.ongoing && !molt.noted)
        #expect(abs(molt.before - 0.7) < 1e-9 && abs(molt.during - 0.2) < 1e-9)
        #expect(abs(molt.drop - 5.0 / 7.0) < 1e-9)
    }

    @Test func aSteadyFlockHasNoMolt() {
        var lines = ""
        var d = day("2025-05-05")
        while d <= day("2025-12-28") {
            lines += "\(d.iso): 7\n"
            d = d.adding(days: 1)
        }
        let insight = CoopInsight(
            coop: coop(["hens.yaml": "- name: A\n", "eggs.yaml": lines], today: day("2025-12-28")),
            today: day("2025-12-28"))
        #expect(insight.molts.isEmpty)
    }

    @Test func anOngoingMoltShowsOnTheDashboard() {
        var lines = ""
        var d = day("2025-05-05")
        while d <= day("2025-10-12") {
            lines += "\(d.iso): \(d >= day("2025-09-15") ? 2 : 7)\n"
            d = d.adding(days: 1)
        }
        let hens = (1...10).map { "- name: Hen \($0)\n" }.joined()
        let insight = CoopInsight(coop: coop(["hens.yaml": hens, "eggs.yaml": lines], today: day("2025-10-12")), today: day("2025-10-12"))
        #expect(insight.molts.map(\.ongoing) == [true])
        #expect(insight.alerts.map(\.code) == ["molt"])
        guard case .molting(let start, let drop)? = insight.alerts.first else { return }
        #expect(start == day("2025-09-15") && abs(drop - 5.0 / 7) < 1e-9)
    }

    @Test func theDaylightFactor() {
        #expect(MoltDetection.daylightFactor(hours: 15) == 1)
        #expect(MoltDetection.daylightFactor(hours: 11.25) == 0.5)
        #expect(MoltDetection.daylightFactor(hours: 8) == 0.3)
    }
}

@Suite struct ForecastTests {
    /// Two hens and no records: the documented defaults. Pearl has laid since 2026-01-16,
    /// Dot since 2025-01-16. In January 2027 (31 days, middle 16 Jan) Pearl is
    /// (20834 - 20469) / 365.25 = 0.99932 years into her laying and Dot 1.99863.
    @Test func forecastEqualsAHandComputationOnATinyFlock() throws {
        let c = coop(["hens.yaml": "- name: Pearl\n  started_laying: 2026-01-16\n- name: Dot\n  started_laying: 2025-01-16\n"])
        let insight = CoopInsight(coop: c, today: day("2026-11-22"))
        #expect(insight.model == LayingModel.defaults(southern: false))
        let january = try #require(insight.forecast.first { $0.month == YearMonth(year: 2027, month: 1) })
        // 0.75 x 0.45 (January) x 31 x (0.85^0.999316 + 0.85^1.998631) = 10.4625 x (0.8500946 + 0.7226608) = 16.454952
        #expect(abs(january.expected - 16.454952) < 0.000001)
        // With no backtests the range is 1.28 typical errors either side, the model's (0.25) but
        // never less than an untested forecast's half: x e^-0.64 = 8.676572 and x e^0.64 = 31.206502.
        #expect(abs(january.low - 8.676572) < 0.000001 && abs(january.high - 31.206502) < 0.000001)
        #expect(january.layingHens == 2)
        #expect(insight.forecast.map(\.month.description).first == "2026-12")
        #expect(insight.forecast.count == 12)
    }

    /// November 2026 has 30 days; on the 22nd, 8 are left (23rd to 30th). With a whole-month
    /// forecast of 30 (21 to 45) and 20 laid so far: the rest is 30 x 8/30 = 8 (5.6 to 12),
    /// the month 28 (25.6 to 32).
    @Test func theCurrentMonthIsLaidSoFarPlusTheDaysLeft() {
        let whole = MonthForecast(month: YearMonth(year: 2026, month: 11), expected: 30, low: 21, high: 45, layingHens: 5)
        let now = CurrentMonthOutlook(month: whole, laid: 20, today: day("2026-11-22"))
        #expect(now.month == YearMonth(year: 2026, month: 11) && now.laid == 20 && now.daysLeft == 8 && now.layingHens == 5)
        #expect(abs(now.rest - 8) < 1e-9 && abs(now.restLow - 5.6) < 1e-9 && abs(now.restHigh - 12) < 1e-9)
        #expect(abs(now.expected - 28) < 1e-9 && abs(now.low - 25.6) < 1e-9 && abs(now.high - 32) < 1e-9)
        // With 19 of the 21 days before today recorded and today not yet, 11 days are to come
        // (2 missed, today, 8 left): 30 x 11/30 = 11 (7.7 to 16.5).
        let gaps = CurrentMonthOutlook(month: whole, laid: 20, recordedBeforeToday: 19, todayRecorded: false, today: day("2026-11-22"))
        #expect(gaps.unrecordedDays == 2 && gaps.isRecorded)
        #expect(abs(gaps.rest - 11) < 1e-9 && abs(gaps.restLow - 7.7) < 1e-9 && abs(gaps.restHigh - 16.5) < 1e-9)
        // On the last day nothing is left: the month is what was laid.
        let last = CurrentMonthOutlook(month: whole, laid: 31, today: day("2026-11-30"))
        #expect(last.daysLeft == 0 && last.expected == 31 && last.high == 31)
    }

    /// The tiny flock has no records: nothing laid in November, and none of its days recorded,
    /// so all 30 (21 before today not recorded, today, and 8 left) are still to come: the whole
    /// month's forecast.
    @Test func theInsightsCurrentMonthUsesTheMonthsForecast() throws {
        let c = coop(["hens.yaml": "- name: Pearl\n  started_laying: 2026-01-16\n- name: Dot\n  started_laying: 2025-01-16\n"])
        let insight = CoopInsight(coop: c, today: day("2026-11-22"))
        let whole = try #require(insight.plan.forecast(from: YearMonth(year: 2026, month: 11), count: 1).first)
        #expect(
            insight.currentMonth
                == CurrentMonthOutlook(month: whole, laid: 0, recordedBeforeToday: 0, todayRecorded: false, today: day("2026-11-22")))
        #expect(insight.currentMonth.unrecordedDays == 21 && !insight.currentMonth.isRecorded)
        #expect(abs(insight.currentMonth.rest - whole.expected * 30 / 30) < 1e-9)
    }

    @Test func aPulletStartsAtTwentyFourWeeks() {
        let hen = Hen(name: "Chick", slug: "chick", hatched: day("2026-09-01"), location: .init(path: "", line: 1, column: 1))
        #expect(Forecaster.layingStart(hen, today: day("2026-11-22")) == day("2027-02-16"))
        let older = Hen(name: "Old", slug: "old", hatched: day("2026-01-01"), location: .init(path: "", line: 1, column: 1))
        #expect(Forecaster.layingStart(older, today: day("2026-11-22")) == day("2026-12-06"))
    }

    @Test func turnoverCountsJoiningByMonthAndLeaving() {
        let c = coop([
            "hens.yaml": """
            - name: Founder          # there from the start: not a joiner
            - name: A
              added: 2024-04-10
              started_laying: 2024-08-08
            - name: B
              added: 2025-04-20
              started_laying: 2025-08-18
              removed: 2025-10-01

            """,
            "eggs.yaml": "2024-01-01: 1\n2025-12-31: 1\n",
        ])
        let series = EggSeries(c.eggs, kinds: 1, through: day("2025-12-31"))
        let turnover = Forecaster.turnover(series: series, hens: c.hens, before: YearMonth(year: 2026, month: 1))
        // Two April joiners over 2 years (731 days): 2 / (731 / 365.25) = 0.9993 a year in April.
        #expect(abs(turnover.joiningPerMonth[3] - 2 / (731.0 / 365.25)) < 1e-9)
        #expect(turnover.joiningPerMonth.enumerated().allSatisfy { $0.offset == 3 || $0.element == 0 })
        #expect(turnover.daysToFirstEgg == 120)
        // One removal over 2.0014 + 1.7276 + 0.4463 hen-years.
        #expect(abs(turnover.leavingPerHenYear - 1 / ((731.0 + 631 + 164) / 365.25)) < 1e-9)
    }
}
