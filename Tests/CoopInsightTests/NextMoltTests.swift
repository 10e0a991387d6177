import CoopRecords
import CoopValues
import Testing

@testable import CoopInsight

/// The next molt's window and track record (``NextMolt``), from molts starting on given days,
/// and from molts found in a hand-built flock's laying.
@Suite struct NextMoltTests {
    /// A finished molt of 6 weeks starting on `start` (`weeks` long: more than 16 is a pause).
    static func molt(_ start: String, weeks: Int = 6, ongoing: Bool = false) -> MoltPeriod {
        MoltPeriod(
            start: day(start), end: day(start).adding(days: 7 * weeks - 1), ongoing: ongoing, before: 0.7, during: 0.2,
            noted: false, weeks: weeks)
    }

    /// Molts starting 20 Aug 2023, 5 Sep 2024 and 28 Aug 2025. Days of the year (from 0 on 1
    /// January, 365 days): 1 August is 31 + 28 + 31 + 30 + 31 + 30 + 31 = 212, so 20 August is
    /// 231, 28 August 239, and 5 September 212 + 31 + 4 = 247. The window for 2026 is two weeks
    /// before the earliest to two weeks after the latest: 217-261, 6 August to 19 September
    /// (243 is 1 September), around the median 239, 28 August. The track record judges 2025
    /// only (the first two have nothing before them): the window of 2023 and 2024, 217-261,
    /// holds 239: held 1 of 1.
    @Test func threeMoltsGiveTheirWindowAndTrackRecord() throws {
        let molts = ["2023-08-20", "2024-09-05", "2025-08-28"].map { Self.molt($0) }
        let next = try #require(NextMolt.of(molts, southern: false, today: day("2026-06-01")))
        #expect(
            next
                == NextMolt(
                    from: day("2026-08-06"), through: day("2026-09-19"), usual: day("2026-08-28"), seasons: 3, held: 1, judged: 1))
    }

    /// Two molts: the window is theirs (217-261), the median the mean of the two rounded down
    /// ((231 + 247) / 2 = 239, 28 August), and nothing judged yet. One molt: nothing at all.
    @Test func twoMoltsAreNeededInTwoSeasons() throws {
        let two = try #require(
            NextMolt.of([Self.molt("2023-08-20"), Self.molt("2024-09-05")], southern: false, today: day("2025-03-01")))
        #expect(
            two
                == NextMolt(
                    from: day("2025-08-06"), through: day("2025-09-19"), usual: day("2025-08-28"), seasons: 2, held: 0, judged: 0))
        #expect(NextMolt.of([Self.molt("2024-09-05")], southern: false, today: day("2025-03-01")) == nil)
        // Two molts in one season (a hen in July, the flock in October) are one season.
        #expect(NextMolt.of([Self.molt("2024-07-08"), Self.molt("2024-10-07")], southern: false, today: day("2025-03-01")) == nil)
        // A laying pause (17 weeks) is no molt.
        #expect(
            NextMolt.of([Self.molt("2023-08-20", weeks: 17), Self.molt("2024-09-05")], southern: false, today: day("2025-03-01")) == nil)
    }

    /// Nothing while a molt goes on, nor once this season's was found; after 15 November the
    /// window is next year's.
    @Test func notDuringNorAfterThisSeasonsMolt() throws {
        let past = [Self.molt("2023-08-20"), Self.molt("2024-09-05")]
        #expect(NextMolt.of(past + [Self.molt("2025-08-25", ongoing: true)], southern: false, today: day("2025-09-10")) == nil)
        #expect(NextMolt.of(past + [Self.molt("2025-08-25")], southern: false, today: day("2025-11-30")) == nil)
        // No molt found in 2025 by 20 November: the molt season is over, the window is 2026's.
        let next = try #require(NextMolt.of(past, southern: false, today: day("2025-11-20")))
        #expect(next.from == day("2026-08-06") && next.through == day("2026-09-19"))
        // On 15 November it is still this year's.
        #expect(NextMolt.of(past, southern: false, today: day("2025-11-15"))?.from == day("2025-08-06"))
    }

    /// South of the equator a season runs 1 July to 30 June, named by the year it ends in. Molts
    /// starting 6 March 2023, 26 February 2024 and 7 April 2025; days from 1 July (184 to 1
    /// January, 1 March is 184 + 31 + 28 = 243): 248, 184 + 31 + 25 = 240, and 243 + 31 + 6 =
    /// 280. On 1 December 2025 the season is 2026's (July 2025 to June 2026). Window: 240 - 14
    /// to 280 + 14, 226-294, 12 February to 21 April 2026 (215 is 1 February, 274 1 April),
    /// around the median 248, 6 March. 2025 is judged by the window of 2023 and 2024, 226-262,
    /// which misses 280: held 0 of 1.
    @Test func southernSeasonsHaveTheirOwnDates() throws {
        let molts = ["2023-03-06", "2024-02-26", "2025-04-07"].map { Self.molt($0) }
        let next = try #require(NextMolt.of(molts, southern: true, today: day("2025-12-01")))
        #expect(
            next
                == NextMolt(
                    from: day("2026-02-12"), through: day("2026-04-21"), usual: day("2026-03-06"), seasons: 3, held: 0, judged: 1))
        // A molt found in March 2026 is this season's: nothing more.
        #expect(NextMolt.of(molts + [Self.molt("2026-03-02")], southern: true, today: day("2026-06-01")) == nil)
    }

    /// Four seasons: the window is made from the last three. Starts 1 Jul 2022 (day 181), 20 Aug
    /// 2023 (231), 5 Sep 2024 (247), 28 Aug 2025 (239). 2024 is judged by 181-245 (two weeks
    /// before 1 July is before the weeks that may start a molt): missed; 2025 by 181-261: held.
    /// 2026's window: 217-261, from 2023, 2024 and 2025.
    @Test func theLastThreeSeasonsMakeTheWindow() throws {
        let molts = ["2022-07-01", "2023-08-20", "2024-09-05", "2025-08-28"].map { Self.molt($0) }
        let next = try #require(NextMolt.of(molts, southern: false, today: day("2026-06-01")))
        #expect(
            next
                == NextMolt(
                    from: day("2026-08-06"), through: day("2026-09-19"), usual: day("2026-08-28"), seasons: 3, held: 1, judged: 2))
    }

    /// A season counts by its longest molt: 2024's first hen in July (3 weeks) gives way to the
    /// flock in October (8 weeks). Starts 20 Aug 2023 (231) and 7 Oct 2024 (273 is 1 October:
    /// 279): 217-293, 6 August to 21 October, around (231 + 279) / 2 = 255, 13 September. Late
    /// starts reach no further than 15 November (318): 10 Nov 2023 (313) and 6 Nov 2024 (309)
    /// give 295-318, 23 October to 15 November.
    @Test func theLongestMoltOfASeasonAndTheWeeksThatMayStartOne() throws {
        let molts = [Self.molt("2023-08-20"), Self.molt("2024-07-08", weeks: 3), Self.molt("2024-10-07", weeks: 8)]
        #expect(
            NextMolt.of(molts, southern: false, today: day("2025-03-01"))
                == NextMolt(
                    from: day("2025-08-06"), through: day("2025-10-21"), usual: day("2025-09-13"), seasons: 2, held: 0, judged: 0))
        let late = NextMolt.of([Self.molt("2023-11-10"), Self.molt("2024-11-06")], southern: false, today: day("2025-03-01"))
        #expect(late?.from == day("2025-10-23") && late?.through == day("2025-11-15"))
    }

    /// A southern flock (latitude -33.9): ten hens laying 7 eggs a day, 2 a day for six weeks
    /// from Monday 6 March 2023, 26 February 2024 and 7 April 2025, found as molts with its own
    /// dates. On 1 December 2025 (the season of July 2025 to June 2026), as
    /// ``southernSeasonsHaveTheirOwnDates()``: 12 February to 21 April 2026, around 6 March,
    /// held 0 of 1. The same flock north of the equator has no molt in its molt season.
    @Test func aSouthernFlocksOwnMolts() throws {
        let starts = ["2023-03-06", "2024-02-26", "2025-04-07"].map(day)
        let today = day("2025-12-01")
        func insight(latitude: Double) -> CoopInsight {
            var files = Self.moltingFlock(starts, from: "2022-10-03", to: today)
            files["coop.yaml"] = "title: Coop\nlatitude: \(latitude)\n"
            return CoopInsight(coop: coop(files, today: today), today: today)
        }
        let south = insight(latitude: -33.9)
        #expect(south.molts.map(\.start) == starts)
        #expect(
            south.nextMolt
                == NextMolt(
                    from: day("2026-02-12"), through: day("2026-04-21"), usual: day("2026-03-06"), seasons: 3, held: 0, judged: 1))
        let north = insight(latitude: 33.9)
        #expect(north.molts.isEmpty && north.nextMolt == nil)
    }

    /// Found in a flock's laying: ten hens laying 7 eggs a day, 2 a day for six weeks from
    /// Monday 21 August 2023, 2 September 2024 and 25 August 2025 (days 232, 244 and 236).
    /// On 1 June 2026: 218-258, 7 August to 16 September, around 25 August; 2025 held.
    @Test func fromTheMoltsOfAFlock() throws {
        let starts = ["2023-08-21", "2024-09-02", "2025-08-25"].map(day)
        let today = day("2026-06-01")
        let insight = CoopInsight(coop: coop(Self.moltingFlock(starts, from: "2023-01-02", to: today), today: today), today: today)
        #expect(insight.molts.map(\.start) == starts)
        #expect(
            insight.nextMolt
                == NextMolt(
                    from: day("2026-08-07"), through: day("2026-09-16"), usual: day("2026-08-25"), seasons: 3, held: 1, judged: 1))
    }

    /// Ten hens laying 7 eggs a day from `first` to `today`, and 2 a day for six weeks from
    /// each of `starts`.
    static func moltingFlock(_ starts: [CivilDate], from first: String, to today: CivilDate) -> [String: String] {
        let eggs = dailyEggs(from: first, to: today.iso) { d in starts.contains { d >= $0 && d < $0.adding(days: 42) } ? 2 : 7 }
        return ["hens.yaml": (1...10).map { "- name: Hen \($0)\n" }.joined(), "eggs.yaml": eggs]
    }
}
