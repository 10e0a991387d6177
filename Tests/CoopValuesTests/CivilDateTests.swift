import CoopValues
import Testing

@Suite struct CivilDateTests {
    @Test(arguments: [
        ("1970-01-01", 0), ("1970-01-02", 1), ("1969-12-31", -1), ("2000-03-01", 11_017), ("2026-11-22", 20_779),
        ("0001-01-01", -719_162), ("9999-12-31", 2_932_896),
    ])
    func dayNumbers(_ text: String, _ dayNumber: Int32) throws {
        let date = try #require(CivilDate(iso: text))
        #expect(date.dayNumber == dayNumber)
        #expect(date.iso == text)
    }

    @Test func everyDayOfFourCenturiesRoundTrips() {
        var date = CivilDate(year: 1900, month: 1, day: 1)!
        var expected = (year: 1900, month: 1, day: 1)
        while date.year < 2300 {
            let c = date.components
            #expect(c.year == expected.year && c.month == expected.month && c.day == expected.day)
            #expect(CivilDate(year: c.year, month: c.month, day: c.day) == date)
            expected.day += 1
            if expected.day > CivilDate.daysIn(month: expected.month, year: expected.year) {
                expected.day = 1
                expected.month += 1
                if expected.month > 12 {
                    expected.month = 1
                    expected.year += 1
                }
            }
            date = date.adding(days: 1)
        }
    }

    @Test(arguments: [
        ("2026-02-30", CivilDate.ParseError.impossible(year: 2026, month: 2, day: 30)),
        ("2024-02-30", .impossible(year: 2024, month: 2, day: 30)),
        ("2026-13-01", .impossible(year: 2026, month: 13, day: 1)),
        ("2026-04-31", .impossible(year: 2026, month: 4, day: 31)),
        ("0000-01-01", .impossible(year: 0, month: 1, day: 1)),
        ("2026-1-01", .notADate), ("26-11-2026", .notADate), ("2026/11/22", .notADate), ("", .notADate),
        ("2026-11-2x", .notADate), ("２０２６-11-22", .notADate),
    ])
    func rejects(_ text: String, _ error: CivilDate.ParseError) {
        #expect(CivilDate.parse(text) == .failure(error))
    }

    @Test func leapYears() {
        #expect(CivilDate(iso: "2024-02-29") != nil)
        #expect(CivilDate(iso: "2000-02-29") != nil)
        #expect(CivilDate(iso: "1900-02-29") == nil)
        #expect(CivilDate(iso: "2026-02-29") == nil)
    }

    @Test func weekdaysAndWeeks() throws {
        let sunday = try #require(CivilDate(iso: "2026-11-22"))
        #expect(sunday.weekday == .sunday)
        #expect(sunday.startOfWeek(.monday).iso == "2026-11-16")
        #expect(sunday.startOfWeek(.sunday).iso == "2026-11-22")
        #expect(CivilDate(iso: "2026-01-01")!.startOfWeek(.monday).iso == "2025-12-29")
        #expect(CivilDate(iso: "1970-01-01")!.weekday == .thursday)
        #expect(
            Weekday.week(startingOn: .monday).map { DateNames.english.shortWeekdays[$0.rawValue] } == [
                "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun",
            ])
    }

    @Test func dayOfYearAndDistances() throws {
        #expect(CivilDate(iso: "2026-01-01")!.dayOfYear == 1)
        #expect(CivilDate(iso: "2024-12-31")!.dayOfYear == 366)
        #expect(CivilDate(iso: "2026-03-01")!.dayOfYear == 60)
        #expect(CivilDate(iso: "2026-11-01")!.days(until: CivilDate(iso: "2026-11-22")!) == 21)
    }

    @Test func sourceDateEpoch() {
        #expect(CivilDate(unixSeconds: 0).iso == "1970-01-01")
        #expect(CivilDate(unixSeconds: 1_795_305_600).iso == "2026-11-22")
        #expect(CivilDate(unixSeconds: 1_795_391_999).iso == "2026-11-22")
        #expect(CivilDate(unixSeconds: -1).iso == "1969-12-31")
    }

    @Test func yearMonths() {
        let november = YearMonth(year: 2026, month: 11)
        #expect(november.description == "2026-11")
        #expect(november.advanced(by: 2).description == "2027-01")
        #expect(november.advanced(by: -11).description == "2025-12")
        #expect(november.dayCount == 30)
        #expect(YearMonth(year: 2024, month: 2).dayCount == 29)
        #expect(YearMonth(year: 2025, month: 1).distance(to: november) == 22)
        #expect(DateNames.english.months[november.month - 1] == "November")
    }
}
