import CoopValues
import Testing

@testable import CoopEditing

/// The days an import may no longer fill: the first span taken that overlaps a row, found by
/// its days (short spans) or by a look at each (long ones), as a look at every span finds it.
@Suite struct TakenDaysTests {
    static func day(_ iso: String) -> CivilDate { CivilDate(iso: iso) ?? CivilDate(dayNumber: 0) }

    @Test func theFirstSpanTakenIsTheOneFound() {
        var taken = TakenDays()
        taken.take(Self.day("2026-11-20"), Self.day("2026-11-20"), line: 0)
        taken.take(Self.day("2026-11-18"), Self.day("2026-11-22"), line: 7)
        taken.take(Self.day("2026-11-25"), Self.day("2026-11-25"), line: 9)
        #expect(taken.firstOverlap(Self.day("2026-11-20"), Self.day("2026-11-20"))?.line == 0)
        #expect(taken.firstOverlap(Self.day("2026-11-19"), Self.day("2026-11-21"))?.line == 0)
        #expect(taken.firstOverlap(Self.day("2026-11-21"), Self.day("2026-11-26"))?.line == 7)
        #expect(taken.firstOverlap(Self.day("2026-11-25"), Self.day("2026-11-25"))?.line == 9)
        #expect(taken.firstOverlap(Self.day("2026-11-23"), Self.day("2026-11-24")) == nil)
    }

    /// Spans longer than 400 days, taken or asked about, are compared one by one, in order.
    @Test func longSpansKeepTheOrderTaken() {
        var taken = TakenDays()
        taken.take(Self.day("2000-01-01"), Self.day("2010-12-31"), line: 3)
        taken.take(Self.day("2005-06-01"), Self.day("2005-06-01"), line: 4)
        taken.take(Self.day("2020-01-01"), Self.day("2020-01-01"), line: 5)
        #expect(taken.firstOverlap(Self.day("2005-06-01"), Self.day("2005-06-01"))?.line == 3)
        #expect(taken.firstOverlap(Self.day("2019-01-01"), Self.day("2021-12-31"))?.line == 5)
        #expect(taken.firstOverlap(Self.day("1990-01-01"), Self.day("2030-01-01"))?.line == 3)
        #expect(taken.firstOverlap(Self.day("2011-01-01"), Self.day("2019-12-31")) == nil)
    }

    /// Against a look at every span, on spans of every length.
    @Test func findsWhatALookAtEverySpanFinds() {
        var taken = TakenDays()
        var spans: [(first: Int32, last: Int32, line: Int)] = []
        var seed: UInt64 = 28
        func next(_ bound: Int32) -> Int32 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int32(truncatingIfNeeded: (seed >> 33) % UInt64(bound))
        }
        for line in 1...300 {
            let first = 20_000 + next(3_000)
            let last = first + (line % 50 == 0 ? 500 + next(800) : next(6))
            taken.take(CivilDate(dayNumber: first), CivilDate(dayNumber: last), line: line)
            spans.append((first, last, line))
        }
        for _ in 0..<500 {
            let first = 19_900 + next(3_300)
            let last = first + (next(10) == 0 ? 450 : next(8))
            let expected = spans.first { $0.first <= last && first <= $0.last }?.line
            #expect(taken.firstOverlap(CivilDate(dayNumber: first), CivilDate(dayNumber: last))?.line == expected)
        }
    }
}
