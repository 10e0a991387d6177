import CoopValues
import Testing

@testable import CoopInsight

@Suite struct GoalAndStreakTests {
    // Monday weeks of November 2026: 2-8, 9-15, 16-22 (today is Sunday the 22nd, so its week is not complete).
    static let files = [
        "coop.yaml": "goal: {eggs_per_week: 10}\n",
        "eggs.yaml": """
        2026-10-26: 9          # week of Oct 26: 9, missed
        2026-11-02..2026-11-08: 14   # 14, met
        2026-11-09: 10         # 10, met
        2026-11-16: 4
        2026-11-17: 3
        2026-11-19: 1
        2026-11-20: 1
        2026-11-21: 1          # this week: 10, met already

        """,
    ]

    @Test func goalProgress() {
        let insight = CoopInsight(coop: coop(Self.files), today: day("2026-11-22"))
        let goal = try! #require(insight.goal)
        #expect(goal.thisWeek == 10)
        #expect(goal.completeWeeks == 3 && goal.weeksMet == 2)
        #expect(goal.currentStreak == 3)  // Nov 2, Nov 9 and this week
        #expect(goal.longestStreak == 3)
        #expect(goal.longestStreakStart == day("2026-11-02"))
        #expect(goal.dailyTarget == 2)
    }

    @Test func recordingStreak() {
        let insight = CoopInsight(coop: coop(Self.files), today: day("2026-11-22"))
        // Recorded: Oct 26, Nov 2-9 (8 days), Nov 16, 17, 19, 20, 21. Today (22) not yet written.
        #expect(insight.recordingStreak.current == 3)
        #expect(insight.recordingStreak.longest == 8)
        #expect(insight.recordingStreak.longestStart == day("2026-11-02"))
    }
}

@Suite struct AlertTests {
    @Test func unrecordedDays() {
        let c = coop(["eggs.yaml": "2026-11-17: 3\n2026-11-18: 2\n"])
        // Nov 19, 20, 21 missing; today (22) is not counted.
        let insight = CoopInsight(coop: c, today: day("2026-11-22"))
        #expect(insight.alerts == [.unrecordedDays(days: 3, lastRecorded: day("2026-11-18"))])
        #expect(insight.alerts.map(\.code) == ["unrecorded-days"] && insight.alerts.map(\.level) == [.warning])
        #expect(CoopInsight(coop: c, today: day("2026-11-21")).alerts.isEmpty)
    }

    @Test func layingFellByHalf() {
        var lines = ""
        var d = day("2026-10-19")
        while d <= day("2026-11-22") {
            // 4 a day until Nov 15, then 1 a day.
            lines += "\(d.iso): \(d < day("2026-11-16") ? 4 : 1)\n"
            d = d.adding(days: 1)
        }
        let insight = CoopInsight(coop: coop(["eggs.yaml": lines]), today: day("2026-11-22"))
        // Last 7 days (16-22): 7 eggs, 1.0 a day. The 28 days before (Oct 19 - Nov 15): 4.0 a day.
        #expect(insight.alerts == [.layingDrop(recent: 1, before: 4)])
    }
}

@Suite struct HenStatusTests {
    static let files = [
        "hens.yaml": """
        - name: Pearl
        - name: Dot
        - name: Chick
          hatched: 2026-06-01
        - name: Gone
          removed: 2026-10-01
        - name: Newcomer
          added: 2026-12-01

        """,
        "notes.yaml": """
        - date: 2026-11-01
          until: 2026-11-30
          title: Dot is broody
          tags: broody
          hens: [Dot]
        - date: 2026-11-20
          until: 2026-11-25
          title: Molt
          tags: [molt]

        """,
    ]

    @Test func statuses() {
        let c = coop(Self.files, today: day("2026-12-31"))
        func status(_ i: Int, _ date: String) -> HenStatus { HenStatus.of(c.hens[i], index: i, on: day(date), notes: c.notes) }
        #expect(status(0, "2026-11-10") == .laying)
        #expect(status(0, "2026-11-22") == .molting)  // a flock-wide molt note
        #expect(status(1, "2026-11-10") == .broody)
        #expect(status(1, "2026-11-22") == .molting)  // molt wins over broody
        #expect(status(2, "2026-11-22") == .notYetLaying)
        #expect(status(3, "2026-11-22") == .removed)
        #expect(status(4, "2026-11-22") == .arriving)
    }

    @Test(arguments: [
        ("2024-03-14", "2026-11-22", Age.years(2, months: 8)), ("2024-03-14", "2026-03-14", .years(2, months: 0)),
        ("2024-03-14", "2026-03-13", .years(1, months: 11)), ("2026-06-30", "2026-11-22", .months(4)),
        ("2026-11-01", "2026-11-22", .weeks(3)), ("2026-11-20", "2026-11-22", .days(2)), ("2026-11-22", "2026-11-22", .days(0)),
        ("2026-01-31", "2026-02-28", .weeks(4)),
    ])
    func ages(_ birth: String, _ today: String, _ expected: Age) {
        #expect(Age(from: day(birth), to: day(today)) == expected)
        #expect(Age(from: day(today), to: day(birth)) == nil || birth == today)
    }
}

@Suite struct StatsTests {
    @Test func statsComputedByHand() {
        let c = coop([
            "hens.yaml": "- name: A\n- name: B\n",
            "eggs.yaml": """
            2025-07-01: 2
            2025-07-02: 1
            2025-07-03..2025-07-04: 4   # 2 and 2; not a best day
            2026-01-05: 1
            2026-01-06: {eggs: 1, cracked: 1}

            """,
        ])
        let insight = CoopInsight(coop: c, today: day("2026-01-06"))
        let stats = insight.stats
        #expect(stats.allTime.laid == 9 && stats.allTime.cracked == 1 && stats.allTime.recordedDays == 6)
        // 2 hens laying on each of the 6 recorded days: 12 hen-days; 9 / 12 = 0.75.
        #expect(stats.perHenDay == 0.75)
        #expect(stats.bestDay == CoopStats.Best(start: day("2025-07-01"), laid: 2))
        // Best week: Monday 30 June - 6 July 2025 has all 7 July eggs.
        #expect(stats.bestWeek == CoopStats.Best(start: day("2025-06-30"), laid: 7))
        #expect(stats.bestMonth == CoopStats.Best(start: day("2025-07-01"), laid: 7))
        #expect(stats.summerPerDay == 7.0 / 4.0)
        #expect(stats.winterPerDay == 1.0)
        #expect(stats.allTime.crackedShare == 1.0 / 9.0)
    }
}
