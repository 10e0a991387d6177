import CoopTestSupport
import Testing

/// The tabs and the Add link: on a phone a bar at the bottom of the screen with Add in its
/// middle, so the page lists the first half of the tabs, Add, then the second half
/// (Themes/default/layouts/base.xhtml, and coop.css for where they show).
@Suite struct NavigationTests {
    /// The sample coop has every tab: 8, four on each side of Add.
    @Test func theSampleCoopsTabsAroundAdd() {
        #expect(
            tabs(sampleSite.page("index.html")) == """
                <nav class="tabs" aria-label="Sections" data-root="" data-path="index.html">
                <div class="tab-row">
                <a href="index.html" aria-current="page" class="dashboard"><span class="tab-label">Dashboard</span></a>\
                <a href="calendar/index.html" class="calendar"><span class="tab-label">Calendar</span></a>\
                <a href="list/index.html" class="list"><span class="tab-label">List</span></a>\
                <a href="graphs/index.html" class="graphs"><span class="tab-label">Graph</span></a>
                <a class="add-button" href="add.html"><span class="plus" aria-hidden="true">+</span> <span class="tab-label">Add</span></a>
                <a href="hens/index.html" class="hens"><span class="tab-label">Hens</span></a>\
                <a href="kinds/index.html" class="kinds"><span class="tab-label">Kinds</span></a>\
                <a href="people/index.html" class="people"><span class="tab-label">People</span></a>\
                <a href="stats.html" class="stats"><span class="tab-label">Stats</span></a>
                </div>
                </nav>
                """)
    }

    /// A tab after Add is current: the bar opens at its end, so that the tab shows on a phone.
    @Test func aTabAfterAddOpensTheBarAtItsEnd() {
        let people = tabs(sampleSite.page("people/rivera-family.html"))
        #expect(
            people.hasPrefix(
                "<nav class=\"tabs\" aria-label=\"Sections\" data-root=\"../\" data-path=\"people/rivera-family.html\" data-opens-at-end>\n"
            ))
        #expect(people.contains("<a href=\"../people/index.html\" aria-current=\"page\" class=\"people\">"))
        let stats = tabs(sampleSite.page("stats.html"))
        #expect(stats.hasPrefix("<nav class=\"tabs\" aria-label=\"Sections\" data-root=\"\" data-path=\"stats.html\" data-opens-at-end>\n"))
        #expect(stats.contains("<a href=\"stats.html\" aria-current=\"page\" class=\"stats\"><span class=\"tab-label\">Stats</span></a>"))
        #expect(count(of: "aria-current", in: stats) == 1)
        // Before Add, it opens at its start.
        #expect(
            tabs(sampleSite.page("list/eggs/2026-11.html")).hasPrefix(
                "<nav class=\"tabs\" aria-label=\"Sections\" data-root=\"../../\" data-path=\"list/eggs/2026-11.html\">\n"))
    }

    /// On the add page no tab is current; the Add link is.
    @Test func theAddPageMarksAdd() {
        let add = tabs(sampleSite.page("add.html"))
        #expect(add.contains("<a class=\"add-button\" href=\"add.html\" aria-current=\"page\">"))
        #expect(count(of: "aria-current", in: add) == 1)
    }

    /// Three hens and egg counts in two weeks (the weekly graph's threshold): six tabs, three
    /// on each side of Add; no Kinds, no People.
    @Test func aSmallCoopsTabs() {
        let site = BuiltSite(files: [
            "hens.yaml": "- name: Pearl\n- name: Dot\n- name: Ada\n",
            "eggs.yaml": "2026-11-15: 2\n2026-11-20: 3\n2026-11-21: 1\n2026-11-22: 2\n",
        ])
        #expect(describe(site.result.diagnostics) == [])
        #expect(
            tabs(site.page("hens/pearl.html")) == """
                <nav class="tabs" aria-label="Sections" data-root="../" data-path="hens/pearl.html" data-opens-at-end>
                <div class="tab-row">
                <a href="../index.html" class="dashboard"><span class="tab-label">Dashboard</span></a>\
                <a href="../calendar/index.html" class="calendar"><span class="tab-label">Calendar</span></a>\
                <a href="../list/index.html" class="list"><span class="tab-label">List</span></a>
                <a class="add-button" href="../add.html"><span class="plus" aria-hidden="true">+</span> <span class="tab-label">Add</span></a>
                <a href="../graphs/index.html" class="graphs"><span class="tab-label">Graph</span></a>\
                <a href="../hens/index.html" aria-current="page" class="hens"><span class="tab-label">Hens</span></a>\
                <a href="../stats.html" class="stats"><span class="tab-label">Stats</span></a>
                </div>
                </nav>
                """)
    }

    /// Every page links the web app manifest, the home screen icon and the theme colour, and
    /// the site has them (from the theme's static files).
    @Test func theSiteCanGoOnAHomeScreen() {
        #expect(
            sampleSite.page("hens/henrietta.html").contains(
                """
                <link rel="apple-touch-icon" href="../assets/apple-touch-icon.png">
                <link rel="manifest" href="../manifest.webmanifest">
                <meta name="theme-color" content="#f2b233">
                """))
        for file in [
            "manifest.webmanifest", "assets/app-icon.svg", "assets/icon-192.png", "assets/icon-512.png",
            "assets/apple-touch-icon.png", "assets/icons/stats.svg",
        ] {
            #expect(sampleSite.has(file), "\(file) is missing")
        }
        let manifest = sampleSite.page("manifest.webmanifest")
        #expect(manifest.contains("\"start_url\": \"index.html\""))
        #expect(manifest.contains("\"display\": \"standalone\""))
    }

    private func tabs(_ page: String) -> String {
        guard let start = page.range(of: "<nav class=\"tabs\""),
            let end = page.range(of: "</nav>", range: start.upperBound..<page.endIndex)
        else { return "" }
        return String(page[start.lowerBound..<end.upperBound])
    }

    private func count(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }
}
