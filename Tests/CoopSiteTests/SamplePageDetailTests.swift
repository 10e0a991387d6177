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
}
