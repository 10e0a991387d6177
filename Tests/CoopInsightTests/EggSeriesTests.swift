import CoopInsight
import CoopValues
import Testing

@Suite struct EggSeriesTests {
    @Test func rangesAreSpreadAsWholeEggsAndTotalsStayExact() {
        let c = coop(["eggs.yaml": "2025-12-23: 2\n2025-12-24..2025-12-27: 14\n2025-12-29: {eggs: 3, cracked: 1}\n"])
        let series = EggSeries(c.eggs, kinds: 1, through: day("2025-12-31"))
        // 14 over 4 days: 14 / 4 = 3 rest 2, so the first two days get one more.
        #expect((23...31).map { series.laid(on: day("2025-12-\($0)")) } == [2, 4, 4, 3, 3, nil, 3, nil, nil])
        #expect(series.isRangeDay(day("2025-12-25")) && !series.isRangeDay(day("2025-12-23")))
        let all = series.allTime
        #expect(all.laid == 19 && all.cracked == 1 && all.edible == 18)
        #expect(all.recordedDays == 6 && all.days == 9)
        // Christmas week, Monday 22 to Sunday 28: 2 + 14.
        #expect(series.totals(from: day("2025-12-22"), through: day("2025-12-28")).laid == 16)
    }

    @Test func crackedEggsOfARangeAreSpreadToo() {
        let c = coop(["eggs.yaml": "2025-01-01..2025-01-03: {eggs: 7, cracked: 2}\n"])
        let series = EggSeries(c.eggs, kinds: 1, through: day("2025-01-03"))
        #expect((1...3).map { series.cracked(on: day("2025-01-0\($0)")) } == [1, 1, 0])
        #expect((1...3).map { series.laid(on: day("2025-01-0\($0)")) } == [3, 2, 2])
    }

    @Test(arguments: [(Weekday.monday, [3, 10, 4]), (.sunday, [1, 12, 4])])
    func weeksAcrossTheYearEnd(_ start: Weekday, _ expected: [Int]) {
        // 2025-12-28 is a Sunday, 2026-01-01 a Thursday.
        let c = coop([
            "eggs.yaml":
                "2025-12-27: 2\n2025-12-28: 1\n2025-12-29: 1\n2025-12-31: 2\n2026-01-01: 3\n2026-01-03: 4\n2026-01-04: 0\n2026-01-05: 4\n"
        ])
        let weeks = EggSeries(c.eggs, kinds: 1, through: day("2026-01-05")).weeks(startingOn: start)
        // Monday weeks: 22-28 Dec (2+1=3), 29 Dec-4 Jan (1+2+3+4+0=10), 5-11 Jan (4).
        // Sunday weeks: 21-27 Dec (2), 28 Dec-3 Jan (1+1+2+3+4=11)... plus 4 Jan? No: 4 Jan starts the next week (0+4=4).
        let laid = weeks.map(\.totals.laid)
        if start == .monday {
            #expect(weeks.map(\.start.iso) == ["2025-12-22", "2025-12-29", "2026-01-05"])
            #expect(laid == expected)
        } else {
            #expect(weeks.map(\.start.iso) == ["2025-12-21", "2025-12-28", "2026-01-04"])
            #expect(laid == [2, 11, 4])
        }
    }

    @Test func monthsAndYears() {
        let c = coop(["eggs.yaml": "2025-11-30: 2\n2025-12-30..2026-01-02: 8\n2026-02-01: 1\n"])
        let series = EggSeries(c.eggs, kinds: 1, through: day("2026-02-01"))
        // The range gives 2 a day: Dec 30, 31 in December, Jan 1, 2 in January.
        #expect(series.months.map { "\($0.start.yearMonth) \($0.totals.laid)" } == ["2025-11 2", "2025-12 4", "2026-01 4", "2026-02 1"])
        #expect(series.years.map(\.totals.laid) == [6, 5])
    }

    @Test func byKind() {
        let c = coop([
            "kinds.yaml": "- name: brown\n- name: blue\n", "hens.yaml": "- name: Olive\n  kind: blue\n",
            "eggs.yaml": "2026-01-01: {brown: 2, blue: 1}\n2026-01-02: {Olive: 1, brown: 1}\n2026-01-03: 2\n",
        ])
        let series = EggSeries(c.eggs, kinds: 2, through: day("2026-01-03"))
        #expect(series.allTime.laidByKind == [5, 2])
        #expect(series.laid(on: day("2026-01-02"), kind: 1) == 1)
    }

    @Test func lastRecordedDay() {
        let c = coop(["eggs.yaml": "2026-01-01: 1\n2026-01-05: 1\n"])
        let series = EggSeries(c.eggs, kinds: 1, through: day("2026-01-10"))
        #expect(series.lastRecordedDay(onOrBefore: day("2026-01-10")) == day("2026-01-05"))
        #expect(series.lastRecordedDay(onOrBefore: day("2026-01-04")) == day("2026-01-01"))
        #expect(series.lastDay == day("2026-01-10"))
    }
}

@Suite struct FlockCensusTests {
    @Test func henDaysCountAddedRemovedAndLaying() {
        let c = coop([
            "hens.yaml": """
            - name: Adult            # no dates: lays from the start
            - name: Pullet
              hatched: 2025-10-01
              added: 2025-12-01
              started_laying: 2026-01-04
            - name: Late
              added: 2026-01-03
            - name: Gone
              removed: 2026-01-03     # last day in the flock: 2026-01-02
            - name: Chick
              hatched: 2025-12-01     # no started_laying: not laying yet

            """,
            "eggs.yaml": "2026-01-01: 1\n2026-01-02: 2\n2026-01-03: 2\n2026-01-05: 3\n",
        ])
        let series = EggSeries(c.eggs, kinds: 1, through: day("2026-01-05"))
        let census = FlockCensus(hens: c.hens, kinds: 1, series: series)
        // Jan 1: Adult, Gone = 2. Jan 2: 2. Jan 3: Adult, Late = 2. Jan 4: + Pullet = 3. Jan 5: 3.
        #expect((1...5).map { census.laying(on: day("2026-01-0\($0)")) } == [2, 2, 2, 3, 3])
        // Present also counts the pullet (from Dec 1) and the chick (no added: from the start).
        #expect(census.present(on: day("2026-01-01")) == 4)
        #expect(census.present(on: day("2026-01-05")) == 4)
        // Jan 4 is not recorded, so its 3 hen-days do not count: 2 + 2 + 2 + 3 = 9.
        #expect(census.layingHenDays(from: day("2026-01-01"), through: day("2026-01-05")) == 9)
    }
}
