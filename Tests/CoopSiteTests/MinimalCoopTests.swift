import CoopTestSupport
import Testing

/// A coop with three hens, one kind and a week of egg counts sees no empty views anywhere:
/// not even a graph, which needs two weeks (docs/format.md, "When a view appears").
@Suite struct MinimalCoopTests {
    static let site = BuiltSite(files: [
        "hens.yaml": "- name: Pearl\n- name: Dot\n- name: Ada\n",
        "eggs.yaml": "2026-11-16: 2\n2026-11-17: 3\n2026-11-18: 3\n2026-11-19: 2\n2026-11-20: 3\n2026-11-21: 1\n2026-11-22: 2\n",
    ])

    @Test func onlyTheViewsWithData() {
        let site = Self.site
        #expect(describe(site.result.diagnostics) == [])
        for absent in [
            "kinds/index.html", "people/index.html", "list/expenses.html", "list/contributions.html", "list/deliveries.html",
            "list/notes.html", "graphs/index.html", "graphs/expenses.html", "graphs/price.html", "graphs/hens.html",
            "graphs/cracked.html", "graphs/weekly-eggs.html", "graphs/total-eggs.html",
        ] {
            #expect(!site.has(absent), "\(absent) should not exist")
        }
        #expect(site.has("hens/index.html") && site.has("list/eggs/2026-11.html"))
        #expect(!site.page("index.html").contains("graphs/index.html"), "no Graph tab")
    }

    @Test func navigationAndMenusShowNothingEmpty() {
        let site = Self.site
        for page in ["index.html", "list/index.html", "stats.html", "hens/pearl.html"] {
            let text = site.visibleText(page)
            #expect(!text.contains("Kinds") && !text.contains("People") && !text.contains("Expenses"), "\(page)")
            #expect(!text.contains("Notes") && !text.contains("Deliveries") && !text.contains("In the pot"), "\(page)")
            #expect(!text.contains("A dozen costs"), "\(page)")
        }
        let dashboard = site.visibleText("index.html")
        #expect(dashboard.contains("Sunday 22 November : 2 eggs Saturday 21 November: 1 egg."))
        #expect(dashboard.contains("16 eggs That’s 16 more than the week before by the same day"))
        #expect(!site.visibleText("list/index.html").contains("Records"))
    }

    @Test func feedsAndDataAreLinkedWhenTheyHoldSomething() throws {
        let site = Self.site
        let stats = site.page("stats.html")
        let start = try #require(stats.range(of: "<section id=\"data\""))
        let end = try #require(stats.range(of: "</section>", range: start.upperBound..<stats.endIndex))
        let section = stats[start.lowerBound..<end.upperBound]
        let links = section.matches(of: /<a href="([^"]+)"/).map { String($0.1) }
        #expect(links == ["data/eggs.csv", "data/hens.csv", "data/coop.json"])
        // The notes feed is written, empty, so a subscription never breaks, but not offered.
        #expect(site.has("feeds/notes.xml") && !site.has("feeds/coop.ics"))
        #expect(!site.page("index.html").contains("rel=\"alternate\""))
    }

    @Test func anEmptyCoopWelcomes() {
        let site = BuiltSite(files: ["coop.yaml": "title: New coop\n"])
        #expect(describe(site.result.diagnostics) == [])
        #expect(site.visibleText("index.html").contains("Welcome to your coop"))
        #expect(!site.has("calendar/index.html") && !site.has("graphs/index.html") && !site.has("hens/index.html"))
        #expect(site.has("add.html") && site.has("stats.html") && site.has("list/index.html"))
    }
}

/// The stats page shows cracked eggs only once one was recorded.
@Suite struct CrackedStatTests {
    @Test func noCrackedEggNoCrackedFigure() {
        let site = BuiltSite(files: ["eggs.yaml": "2026-11-20: 3\n2026-11-21: 2\n"])
        #expect(!site.visibleText("stats.html").contains("Cracked"))
        #expect(!site.page("stats.html").contains("<h2>Eggs</h2>"))
    }

    @Test func oneCrackedEggShowsTheFigure() {
        let site = BuiltSite(files: ["eggs.yaml": "2026-11-20: 3\n2026-11-21: {eggs: 2, cracked: 1}\n"])
        #expect(site.visibleText("stats.html").contains("Eggs 1 Cracked 20.0% of eggs laid"))
    }
}
