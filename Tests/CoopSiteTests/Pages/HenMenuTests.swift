import Foundation
import Testing

/// The hens' menu of a large flock lists the hens near the page's hen, not every hen, so that
/// the site grows linearly with the flock (issue 19, point 9); a small flock's lists them all.
@Suite struct HenMenuTests {
    /// The menu's link labels on `page`, in order, and its group headings.
    static func menu(_ site: BuiltSite, _ page: String) -> (headings: [String], links: [String]) {
        let html = site.page(page)
        guard let start = html.range(of: "<nav id=\"menu\""), let end = html.range(of: "</nav>", range: start.upperBound..<html.endIndex)
        else {
            return ([], [])
        }
        let nav = String(html[start.upperBound..<end.lowerBound])
        func all(_ pattern: String) -> [String] {
            let regex = try! NSRegularExpression(pattern: pattern)
            return regex.matches(in: nav, range: NSRange(nav.startIndex..., in: nav)).compactMap {
                Range($0.range(at: 1), in: nav).map { String(nav[$0]) }
            }
        }
        return (all("<h3>(?:<a [^>]*>|<span>)([^<]*)<"), all("<span class=\"label\">([^<]*)</span>"))
    }

    /// A flock of `count` hens named Hen 1 to Hen N, the last `gone` of them removed.
    static func flock(_ count: Int, gone: Int) -> BuiltSite {
        let hens = (1...count).map { n in "- name: Hen \(n)\n" + (n > count - gone ? "  removed: 2026-01-01\n" : "") }.joined()
        return BuiltSite(files: ["hens.yaml": hens, "eggs.yaml": "2026-11-21: 3\n"])
    }

    @Test func aLargeFlocksMenuListsTheNearestHens() {
        let site = Self.flock(60, gone: 5)
        let middle = Self.menu(site, "hens/hen-30.html")
        #expect(middle.headings == ["In the flock (55)", "Gone (5)"])
        #expect(middle.links == ["The flock"] + (20...40).map { "Hen \($0)" })
        let first = Self.menu(site, "hens/hen-1.html")
        #expect(first.links == ["The flock"] + (1...21).map { "Hen \($0)" })
        let last = Self.menu(site, "hens/hen-55.html")
        #expect(last.links == ["The flock"] + (35...55).map { "Hen \($0)" })
        let gone = Self.menu(site, "hens/hen-58.html")
        #expect(gone.links == ["The flock"] + (56...60).map { "Hen \($0)" })
        // The flock page shows every hen itself; its menu has the headings, each linking to its group's first hen.
        let flock = Self.menu(site, "hens/index.html")
        #expect(flock.headings == ["In the flock (55)", "Gone (5)"])
        #expect(flock.links == ["The flock"])
        #expect(site.page("hens/index.html").contains(#"<h3><a href="../hens/hen-56.html">Gone (5)</a></h3>"#))
    }

    @Test func aSmallFlocksMenuListsEveryHen() {
        let site = Self.flock(40, gone: 2)
        let menu = Self.menu(site, "hens/hen-3.html")
        #expect(menu.headings == ["In the flock", "Gone"])
        #expect(menu.links == ["The flock"] + (1...40).map { "Hen \($0)" })
    }
}
