import CoopTestSupport
import Foundation
import Testing

/// Details of the sample site's pages that a reader sees: menus, labels, rows and legends,
/// against what the sample content gives by hand.
@Suite struct SamplePageDetailTests {
    let site = sampleSite

    /// The part of a page from `start` to the next `end`.
    func part(_ path: String, from start: String, to end: String) -> String {
        let page = site.page(path)
        guard let lower = page.range(of: start) else { return "" }
        let rest = page[lower.lowerBound...]
        guard let upper = rest.range(of: end) else { return String(rest) }
        return String(rest[..<upper.upperBound])
    }

    @Test func theGraphMenuGroupsTotalsApartAndLeavesTheTagGraphsToTheirLinks() {
        let menu = part("graphs/total.html", from: "<nav id=\"menu\"", to: "</nav>")
        let headings = menu.matches(of: /<h3><span>([^<]+)<\/span><\/h3>/).map { String($0.1) }
        #expect(headings == ["Eggs", "Weekly eggs by kind", "Total eggs by kind", "Seasons", "Flock", "Forecast", "Money"])
        #expect(menu.contains("<h3><span>Total eggs by kind</span></h3>\n<ul>\n<li><a href=\"../graphs/total-brown.html\"><span class=\"label\">Brown (Buff Orpington, Barred Rock)</span> </a></li>"))
        #expect(!menu.contains("weekly-tag-"), "the one-tag graphs are linked from the chart, not the menu")
        #expect(!menu.contains(", total<"))
        // The one-tag graphs still exist and are linked once, under the weekly chart.
        #expect(site.has("graphs/weekly-tag-molt.html"))
        let index = site.page("graphs/index.html")
        #expect(index.components(separatedBy: "graphs/weekly-tag-molt.html").count - 1 == 1)
    }

    @Test func theForecastsLinesMeetInTheCurrentMonth() {
        // 20 eggs laid from 1 to 22 Nov 2026 (see novemberCountedByHand); the table's first row is
        // this month, before December, the first of the next 12.
        let text = site.visibleText("graphs/forecast.html")
        #expect(text.contains("Month Expected Likely range Hens laying November 2026, 20 laid by 22 Nov 2026 28 26–31 5 December 2026 44 "))
        #expect(text.contains("This month, November 2026, is on both lines: the eggs laid from the 1st through 22 Nov 2026, and on the expected line those plus its forecast for the 8 days left"))
        // Both lines have a point for November: the laid line ends there, the expected line starts there.
        let page = site.page("graphs/forecast.html")
        #expect(page.contains("November 2026 is 20 laid by 22 Nov 2026 and about 28 in all."))
    }
}
