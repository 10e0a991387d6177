import Testing

@testable import CoopValues

/// The named date styles English gives (``LocaleFormats/english``): each gives what its name
/// says.
@Suite struct NamedDatePatternTests {
    @Test(arguments: [
        (DateStyle.dayMonth, "d MMM", "22 Nov", "3 Jan"),
        (DateStyle.dayMonthYear, "d MMM yyyy", "22 Nov 2026", "3 Jan 2027"),
        (DateStyle.shortWeekdayDayMonth, "EEE d MMM", "Sun 22 Nov", "Sun 3 Jan"),
        (DateStyle.shortWeekdayDayMonthYear, "EEE d MMM yyyy", "Sun 22 Nov 2026", "Sun 3 Jan 2027"),
        (DateStyle.weekdayDayMonthYear, "EEEE d MMMM yyyy", "Sunday 22 November 2026", "Sunday 3 January 2027"),
    ])
    func eachStyleGivesWhatItsNameSays(_ style: DateStyle, _ source: String, _ november: String, _ january: String) throws {
        let pattern = LocaleFormats.english.datePattern(style)
        #expect(pattern.source == source)
        #expect(pattern.format(try #require(CivilDate(iso: "2026-11-22"))) == november)
        #expect(pattern.format(try #require(CivilDate(iso: "2027-01-03"))) == january)
    }

    /// Each language keeps its patterns in the order of `allCases`, found by `ordinal`.
    @Test func eachStyleKnowsItsPlace() {
        for (index, style) in DateStyle.allCases.enumerated() { #expect(style.ordinal == index, "\(style)") }
    }
}
