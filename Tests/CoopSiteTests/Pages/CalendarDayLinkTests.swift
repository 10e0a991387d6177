import CoopRecordsTestSupport
import CoopSite
import CoopTestSupport
import Testing

/// The calendar is the way in: tapping a day opens its row in the month's egg list, where its
/// eggs are split by kind; under coop serve the day opens the coop app's form instead.
@Suite struct CalendarDayLinkTests {
    /// The cell of `day` (2026-11-DD) in the sample's November: from its `<td` to its `</td>`.
    static func cell(_ page: String, _ day: String) -> String {
        guard let label = page.range(of: "<td title=\"\(day)"),
            let end = page.range(of: "</td>", range: label.upperBound..<page.endIndex)
        else { return "" }
        return String(page[label.lowerBound..<end.upperBound])
    }

    @Test func aDayOpensItsRowInTheList() {
        let month = sampleSite.page("calendar/2026-11.html")
        let thursday = Self.cell(month, "Thursday 12 November 2026")
        #expect(
            thursday.contains(
                "<a class=\"day-link\" href=\"../list/eggs/2026-11.html#d2026-11-12\"><span class=\"visually-hidden\">12 Nov in the list</span></a>"
            ))
        // Today has a row (not recorded yet); tomorrow has none, so no link.
        #expect(Self.cell(month, "Sunday 22 November 2026").contains("href=\"../list/eggs/2026-11.html#d2026-11-22\""))
        #expect(!Self.cell(month, "Monday 23 November 2026").contains("day-link"))
        #expect(!month.contains("class=\"day-app\""))
        // The row: 2026-11-12: {Henrietta: 1, blue: 1, white: 1}, her egg a brown one: 1 brown,
        // 1 blue, 1 white, 3 laid, none cracked, none withheld (before Olive's treatment), 3 edible.
        let list = sampleSite.page("list/eggs/2026-11.html")
        #expect(
            list.contains(
                """
                <tr id="d2026-11-12">
                <th scope="row"><time datetime="2026-11-12">Thu 12</time></th>

                <td class="num">1</td><td class="num">1</td><td class="num">1</td>
                <td class="num total">3</td>
                <td class="num">0</td>
                <td class="num">0</td>
                <td class="num">3</td>
                """))
        #expect(list.contains("<tr id=\"d2026-11-22\" data-gap>"))
        #expect(list.components(separatedBy: "<tr id=\"d2026-11-").count - 1 == 22)  // the 1st to today
    }

    @Test func underCoopServeTheDayOpensTheAppInstead() throws {
        let folder = TemporaryFolder(prefix: "coop-site")
        var options = SiteOptions(
            content: repositoryRoot + "/content", contentDisplay: "content", output: folder.url("public"), today: testToday)
        options.app = true
        let result = SiteBuilder.build(options)
        #expect(describe(result.diagnostics) == [])
        let month = try #require(folder.text("public/calendar/2026-11.html"))
        let thursday = Self.cell(month, "Thursday 12 November 2026")
        #expect(thursday.contains("class=\"day-app\"") && !thursday.contains("day-link"))
        #expect(!month.contains("class=\"day-link\""))
        // The list keeps its anchors under coop serve too.
        #expect(folder.text("public/list/eggs/2026-11.html")?.contains("<tr id=\"d2026-11-12\">") == true)
    }
}
