import CoopDiagnostics
import CoopRecords
import CoopValues
import Testing

/// When a chore is next due (``Chore/nextDue``), computed by hand.
@Suite struct ChoreDueTests {
    static func day(_ iso: String) -> CivilDate { CivilDate(iso: iso) ?? CivilDate(year: 2000, month: 1, day: 1)! }
    static let place = SourceLocation(path: "content/chores.yaml", line: 1, column: 3)

    static func chore(_ every: ChorePeriod, from: String, done: [String] = []) -> Chore {
        Chore(title: "Clean the coop", every: every, from: day(from), done: done.map(day), location: place)
    }

    /// Never done: due from its first day, and not before.
    @Test func neverDoneIsDueFromItsFirstDay() {
        let chore = Self.chore(ChorePeriod(2, .week), from: "2026-01-04")
        #expect(chore.nextDue == Self.day("2026-01-04"))
        #expect(!chore.isDue(on: Self.day("2026-01-03")))
        #expect(chore.isDue(on: Self.day("2026-01-04")))
        #expect(chore.isDue(on: Self.day("2026-11-22")))
    }

    /// Done on Sun 4 Jan and Sun 18 Jan (the last, whatever the order written): 18 + 14 days =
    /// Sun 1 Feb; not due on Sat 31 Jan, due on 1 Feb and after.
    @Test func dueAPeriodAfterTheLastDayDone() {
        let chore = Self.chore(ChorePeriod(2, .week), from: "2026-01-04", done: ["2026-01-18", "2026-01-04"])
        #expect(chore.lastDone == Self.day("2026-01-18"))
        #expect(chore.nextDue == Self.day("2026-02-01"))
        #expect(!chore.isDue(on: Self.day("2026-01-31")))
        #expect(chore.isDue(on: Self.day("2026-02-01")))
    }

    /// Done late, on Wed 21 Jan instead of Sun 18 Jan: the period starts again from that day,
    /// 21 + 3 days = Sat 24 Jan.
    @Test func doneLateStartsThePeriodAgain() {
        let chore = Self.chore(ChorePeriod(3, .day), from: "2026-01-15", done: ["2026-01-21"])
        #expect(chore.nextDue == Self.day("2026-01-24"))
    }

    /// Months keep the day of the month, or the last day of a shorter month: 31 Jan 2026 + 1
    /// month = 28 Feb 2026 (not a leap year); 31 Jan 2028 + 1 month = 29 Feb 2028; 31 Oct 2026
    /// + 2 months = 31 Dec 2026; 30 Nov 2026 + 3 months = 28 Feb 2027; 15 Dec 2026 + 1 month =
    /// 15 Jan 2027 (over the year's end); 31 Jan + 13 months = 28 Feb the next year.
    @Test func monthsEndOnTheLastDayOfAShorterMonth() {
        #expect(ChorePeriod(1, .month).day(1, after: Self.day("2026-01-31")) == Self.day("2026-02-28"))
        #expect(ChorePeriod(1, .month).day(1, after: Self.day("2028-01-31")) == Self.day("2028-02-29"))
        #expect(ChorePeriod(2, .month).day(1, after: Self.day("2026-10-31")) == Self.day("2026-12-31"))
        #expect(ChorePeriod(3, .month).day(1, after: Self.day("2026-11-30")) == Self.day("2027-02-28"))
        #expect(ChorePeriod(1, .month).day(1, after: Self.day("2026-12-15")) == Self.day("2027-01-15"))
        #expect(ChorePeriod(13, .month).day(1, after: Self.day("2026-01-31")) == Self.day("2027-02-28"))
        // Counted from the start each time: two months after 31 Jan is 31 Mar, not 28 Mar.
        #expect(ChorePeriod(1, .month).day(2, after: Self.day("2026-01-31")) == Self.day("2026-03-31"))
        let chore = Self.chore(ChorePeriod(1, .month), from: "2026-01-31", done: ["2026-01-31"])
        #expect(chore.nextDue == Self.day("2026-02-28"))
    }

    /// Days and weeks: 1 week after Sun 28 Dec 2025 is Sun 4 Jan 2026; 10 days after 25 Feb
    /// 2028 is 6 Mar 2028 (29 Feb between).
    @Test func daysAndWeeks() {
        #expect(ChorePeriod(1, .week).day(1, after: Self.day("2025-12-28")) == Self.day("2026-01-04"))
        #expect(ChorePeriod(10, .day).day(1, after: Self.day("2028-02-25")) == Self.day("2028-03-06"))
        #expect(ChorePeriod(2, .week).text == "2 weeks")
        #expect(ChorePeriod(1, .month).text == "month")
    }
}
