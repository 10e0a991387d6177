import CoopTestSupport
import CoopValues
import Testing

/// A month with no record is "not recorded", never a month of 0 eggs.
@Suite struct NotRecordedMonthTests {
    static let site = BuiltSite(files: [
        "hens.yaml": "- name: Pearl\n",
        // 1 egg a day from 1 March to 10 May: ten weeks, past the forecast's threshold of 8.
        "eggs.yaml": (0..<71).map { "\(CivilDate(iso: "2026-03-01")!.adding(days: $0).iso): 1\n" }.joined(),
    ])

    @Test func theYearCalendarShowsADashForMonthsWithoutRecords() {
        #expect(describe(Self.site.result.diagnostics) == [])
        let year = Self.site.page("calendar/2026.html")
        // March (31), April (30) and May (10 days of 1 egg) have totals; the nine other months,
        // November included (today, 22 Nov, not written down), have none.
        #expect(year.contains("<td class=\"total\">31</td>"))
        #expect(year.contains("<td class=\"total\">30</td>"))
        #expect(year.contains("<td class=\"total\">10</td>"))
        #expect(year.components(separatedBy: "<td class=\"total\">–</td>").count - 1 == 9)
        #expect(!year.contains("<td class=\"total\">0</td>"))
    }

    @Test func theForecastSaysTheCurrentMonthIsNotRecordedYet() {
        let forecast = Self.site.visibleText("graphs/forecast.html")
        #expect(forecast.contains("November 2026, nothing recorded yet by 22 Nov 2026"))
        #expect(!forecast.contains("0 laid by"))
    }
}
