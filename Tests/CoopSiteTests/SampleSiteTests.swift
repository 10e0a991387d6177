import CoopTestSupport
import Testing

/// The sample coop's site: page contents against numbers computed by hand (or, for the
/// large sums, by an independent Python count of the YAML files).
@Suite struct SampleSiteTests {
    let site = sampleSite

    @Test func buildsCleanly() throws {
        #expect(describe(site.result.diagnostics) == [])
        let report = try #require(site.result.report)
        #expect(report.pages == 148)  // the feed graph
    }

    @Test func theSiteMapExists() {
        for path in [
            "index.html", "calendar/index.html", "calendar/2026-11.html", "calendar/2025.html", "list/index.html",
            "list/eggs/2026-11.html", "list/notes.html", "list/expenses.html", "list/contributions.html",
            "list/deliveries.html", "tags/molt.html", "graphs/index.html", "hens/index.html", "hens/henrietta.html",
            "hens/senora-clucks.html", "kinds/index.html", "people/index.html", "people/rivera-family.html",
            "stats.html", "add.html", "assets/coop.css", "photos/henrietta.svg", ".coop-site",
        ] {
            #expect(site.has(path), "\(path) is missing")
        }
        #expect(!site.has("eggs/2026.yaml"))
    }

    @Test func menusFoldTheYearsAPageIsNotIn() throws {
        let page = site.page("calendar/2026-11.html")
        let menu = try #require(page.range(of: "<nav id=\"menu\"").map { String(page[$0.lowerBound...]) })
        #expect(menu.contains("<h3><span>2026</span></h3>"))
        #expect(menu.contains("<a href=\"../calendar/2026-10.html\">"))
        #expect(menu.contains("<section data-folded>\n<h3><a href=\"../calendar/2025.html\">2025</a></h3>\n\n</section>"))
        #expect(!menu.contains("calendar/2025-12.html"), "the months of 2025 are folded away")
        // On a page of 2025, 2025 is open and 2026 folded.
        let older = site.page("calendar/2025-06.html")
        #expect(older.contains("<a href=\"../calendar/2025-05.html\"><span class=\"label\">May</span>"))
        #expect(older.contains("<h3><a href=\"../calendar/2026.html\">2026</a></h3>"))
        // The list's months fold the same way, a folded year linking its newest month.
        #expect(site.page("list/notes.html").contains("<h3><a href=\"../list/eggs/2025-12.html\">Eggs 2025</a></h3>"))
    }

    @Test func everyPageOffersTheFeeds() {
        for page in ["index.html", "calendar/2026-11.html", "hens/henrietta.html"] {
            let root = String(repeating: "../", count: page.split(separator: "/").count - 1)
            #expect(site.page(page).contains("<link rel=\"alternate\" href=\"\(root)feeds/coop.ics\" type=\"text/calendar\""), "\(page)")
            #expect(
                site.page(page).contains("<link rel=\"alternate\" href=\"\(root)feeds/notes.xml\" type=\"application/atom+xml\""), "\(page)"
            )
        }
        #expect(site.page("index.html").contains("<title>Dashboard · Maple Street Coop</title>"))
    }

    @Test func novemberCountedByHand() {
        // 2026-11-01..21: 1 1 1 1 0 1 0 1 0 1 2 3 1 0 0 1 2 1 2 0 1 = 20 eggs on 21 recorded days.
        let month = site.visibleText("calendar/2026-11.html")
        #expect(month.contains("20 eggs on 21 of 30 days"))
        // Olive (blue) is treated from 16 November, her eggs withheld through 4 December; the
        // days are not credited, so every blue egg is withheld: 17 and 19 November, 1 each.
        #expect(
            site.visibleText("list/eggs/2026-11.html").contains(
                "Eggs in November 2026 20 eggs · 18 edible · 0 cracked · 2 withheld · 21 days recorded"))
        // The current month is the calendar tab's default page: the same page but for its own
        // path, which the tab bar's script remembers as the tab's last view.
        #expect(
            site.page("calendar/index.html").replacing(#"data-path="calendar/index.html""#, with: #"data-path="calendar/2026-11.html""#)
                == site.page("calendar/2026-11.html"))
    }

    @Test func aHensAge() {
        // Hatched 2024-01-28; on 2026-11-22 she is 33 whole months old: 2 years, 9 months.
        #expect(site.visibleText("hens/henrietta.html").contains("Age 2 years, 9 months"))
        #expect(site.visibleText("hens/pepper.html").contains("Left the flock 14 Aug 2025 Why fox"))
    }

    @Test func theLongestStreak() {
        // An independent count: the longest run of recorded days is 112, from 2 Aug 2026 to 21 Nov 2026.
        #expect(site.visibleText("stats.html").contains("112 days Recording streak longest 112 days"))
    }

    @Test func thePotAndBalances() {
        // Contributions minus pot-paid expenses, as computed by the sample's author with their own script: $41.38.
        // Plus the corner store's 34 sales: 13 at $2.50 (7 March to 30 May) and 21 at $2.75 (6 June to
        // 31 October, not 18 July): $32.50 + $57.75 = $90.25, so the pot holds $131.63.
        let people = site.visibleText("people/index.html")
        #expect(people.contains("The pot holds $131.63"))
        #expect(people.contains("$1,630.00 paid in, $90.25 from eggs sold, $1,588.62 spent from it"))
        // Each sale is split 4:2 between the Alvarez family and the Riveras. $2.50: 166.67 and 83.33
        // cents, the leftover cent to the larger remainder: 1.67 and 0.83. $2.75: 183.33 and 91.67:
        // 1.83 and 0.92. Alvarez: 13 x 1.67 + 21 x 1.83 = 60.14, so money in 2,323.79 + 60.14 =
        // 2,383.93 and balance 19.77 + 60.14 = 79.91.
        #expect(people.contains("Alvarez family from the start 4 $2,383.93 $2,304.02 $79.91"))
        // The Riveras: 13 x 0.83 + 21 x 0.92 = 30.11, balance 19.37 + 30.11 = 49.48.
        #expect(people.contains("$497.55 $49.48"))
        // 204 eggs sold for $90.25: 12 x 9025 / 204 = 530.88 cents, $5.31 a dozen.
        #expect(people.contains("Buyers What each buyer bought and paid Who Eggs Paid A dozen Maple Street Market 204 $90.25 $5.31"))
    }

    @Test func everyRelativeLinkResolves() {
        let files = site.files()
        let pattern = /(?:href|src)="([^"#:]+)(?:#[^"]*)?"/
        for (path, bytes) in files where path.hasSuffix(".html") {
            let html = String(decoding: bytes, as: UTF8.self)
            let folder = path.split(separator: "/").dropLast().joined(separator: "/")
            for match in html.matches(of: pattern) {
                var parts = folder.isEmpty ? [] : folder.split(separator: "/").map(String.init)
                for component in match.1.split(separator: "/") {
                    if component == ".." { _ = parts.popLast() } else if component != "." { parts.append(String(component)) }
                }
                let target = parts.joined(separator: "/")
                #expect(files[target] != nil, "\(path) links to \(match.1), which is not in the site")
            }
        }
    }

    @Test func everyPageIsValidEnoughToParse() {
        for (path, bytes) in site.files() where path.hasSuffix(".html") {
            let html = String(decoding: bytes, as: UTF8.self)
            #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"), "\(path)")
            #expect(!html.contains("c:") || !html.contains("xmlns:c"), "\(path) has template leftovers")
            #expect(!html.contains("</br>"), "\(path)")
            // One script, the layout's, which points each tab at the view last seen in it and
            // says how old the page is (enhancements only).
            #expect(html.components(separatedBy: "<script").count == 2, "\(path)")
            #expect(html.contains("</footer>\n<script>(function(){var n=document.querySelector('nav.tabs[data-path]')"), "\(path)")
            #expect(html.contains("(function(){function f(){var d=new Date()"), "\(path)")
        }
    }
}
