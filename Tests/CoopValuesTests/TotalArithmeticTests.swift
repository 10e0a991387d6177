import CoopValues
import Testing

/// Money and date arithmetic never traps, whatever the values (issue 19, point 1): sums hold
/// at the ends of 64 bits, products go through 128 bits, and computed days never need a
/// force-unwrap.
@Suite struct TotalArithmeticTests {
    @Test func moneySumsHoldAtTheEnds() {
        let largest = Money(minorUnits: .max)
        let smallest = Money(minorUnits: .min)
        #expect(largest + Money(minorUnits: 1) == largest)
        #expect(smallest - Money(minorUnits: 1) == smallest)
        #expect(smallest + Money(minorUnits: -1) == smallest)
        #expect(largest - Money(minorUnits: -1) == largest)
        #expect(-smallest == largest)
        #expect((Money(minorUnits: 2499) + Money(minorUnits: 501)).minorUnits == 3000)
    }

    @Test func scaledGoesThroughOneHundredTwentyEightBits() {
        // 99,999,999,999,999.99 x 1,000,000,000 / 3: the product passes 2^63.
        #expect(Money.largestTotal.scaled(by: 1_000_000_000, over: 3_000_000_000) == Money(minorUnits: 3_333_333_333_333_333))
        #expect(Money(minorUnits: 100).scaled(by: 1, over: 3) == Money(minorUnits: 33))
        #expect(Money(minorUnits: 100).scaled(by: 2, over: 3) == Money(minorUnits: 67))
        #expect(Money(minorUnits: 5).scaled(by: 1, over: 2) == Money(minorUnits: 3))
        #expect(Money(minorUnits: -5).scaled(by: 1, over: 2) == Money(minorUnits: -3))
        #expect(Money(minorUnits: .max).scaled(by: .max, over: 1) == Money(minorUnits: .max))
        #expect(Money(minorUnits: .max).scaled(by: -2, over: 1) == Money(minorUnits: -Int64.max))
        #expect(Money(minorUnits: 1).scaled(by: 1, over: 0) == nil)
    }

    @Test func theLimitsAreWhatTheMessagesSay() {
        #expect(Money.largestAmount.description == "999999999999.99")
        #expect(Money.largestTotal.description == "99999999999999.99")
        #expect(Money.parse("999999999999.99") == .success(Money.largestAmount))
        #expect(Money.parse("1000000000000") == .failure(.tooLarge))
    }

    @Test func computedDaysNeverFail() {
        #expect(CivilDate.firstDay(ofYear: 2026).iso == "2026-01-01")
        #expect(CivilDate.lastDay(ofYear: 2026).iso == "2026-12-31")
        #expect(CivilDate.firstDay(ofYear: 10_000).dayNumber == 2_932_897)
        #expect(CivilDate.firstDay(ofYear: 0).iso == "0000-01-01")
        #expect(CivilDate(clampingYear: 2026, month: 2, day: 30).iso == "2026-02-28")
        #expect(CivilDate(clampingYear: 2026, month: 13, day: 0).iso == "2026-12-01")
        #expect(CivilDate(clampingYear: .max, month: 1, day: 1).dayNumber == .max)
        #expect(CivilDate(clampingYear: .min, month: 1, day: 1).dayNumber == .min)
        #expect(YearMonth(year: 9999, month: 12).lastDay.iso == "9999-12-31")
        #expect(YearMonth(year: 10_000, month: 1).firstDay.dayNumber == 2_932_897)
        #expect(CivilDate(iso: "9998-12-31")!.adding(days: 366).dayOfYear == 1)
    }

    @Test func addingDaysHoldsAtTheEnds() {
        let day = CivilDate(dayNumber: 0)
        #expect(day.adding(days: .max).dayNumber == .max)
        #expect(day.adding(days: .min).dayNumber == .min)
        #expect(CivilDate(dayNumber: .max).adding(days: 1).dayNumber == .max)
        #expect(day.adding(days: -1).iso == "1969-12-31")
    }
}
