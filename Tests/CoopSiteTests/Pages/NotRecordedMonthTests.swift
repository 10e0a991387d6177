import CoopTestSupport
import Testing

/// A month with no record is "not recorded", never a month of 0 eggs.
@Suite struct NotRecordedMonthTests {
    static let site = BuiltSite(files: [
        "hens.yaml": "- name: Pearl\n",
        "eggs.yaml": (1...31).map { "2026-03-\($0 < 10 ? "0" : "")\($0): 1\n" }.joined() + "2026-05-10: 2\n",
    ])

    @Test func theYearCalendarShowsADashForMonthsWithoutRecords() {
        #expect(describe(Self.site.result.diagnostics) == [])
        let year = Self.site.page("calendar/2026.html")
        // March (31 days of 1 egg) and May (2 eggs) have totals; the ten other months, November
        // included (today, 22 Nov, not written down), have none.
        #expect(year.contains("<td class=\"total\">31</td>"))
        #expect(year.contains("<td class=\"total\">2</td>"))
        #expect(year.components(separatedBy: "<td class=\"total\">–</td>").count - 1 == 10)
        #expect(!year.contains("<td class=\"total\">0</td>"))
    }

    @Test func theForecastSaysTheCurrentMonthIsNotRecordedYet() {
        let forecast = Self.site.visibleText("graphs/forecast.html")
        #expect(forecast.contains("November 2026, nothing recorded yet by 22 Nov 2026"))
        #expect(!forecast.contains("0 laid by"))
    }
}
