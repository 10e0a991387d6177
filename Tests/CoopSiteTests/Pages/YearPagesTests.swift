import CoopValues
import Foundation
import Testing

/// Long lists and ledgers are a page a year, the newest at the list's own address, with a
/// menu of years and each year's totals beside those of all time (issue 28, point 3).
@Suite struct YearPagesTests {
    /// Two people; expenses in 2024, 2025 and 2026, contributions in 2025 and 2026, and
    /// deliveries in 2026 only.
    static let site = BuiltSite(files: [
        "people.yaml": "- name: Ana\n  shares: 2\n- name: Ben\n  shares: 1\n",
        "eggs.yaml": "2024-05-02: 3\n2025-06-02: 4\n2026-11-20: 3\n",
        "expenses.yaml": """
        - date: 2024-05-01
          item: Coop kit
          amount: 90.00
          consumable: false
        - date: 2025-03-01
          item: Feed
          amount: 20.00
        - date: 2025-06-01
          item: Feed
          amount: 30.00
          paid_by: Ana
        - date: 2026-02-01
          item: Straw
          amount: 6.00

        """,
        "contributions.yaml": "- {date: 2025-01-05, person: Ana, amount: 40}\n- {date: 2026-01-05, person: Ben, amount: 10}\n",
        "deliveries.yaml": "- {date: 2026-11-20, person: Ben, eggs: 6}\n",
    ])

    /// The pages of the site under `folder` (`list`), sorted.
    static func pages(under folder: String) -> [String] {
        site.files().keys.filter { $0.hasPrefix(folder + "/") && $0.hasSuffix(".html") }.sorted()
    }

    /// The page's menu of years, as written; "" when it has none.
    static func yearMenu(_ page: String) -> String {
        let html = site.page(page)
        guard let start = html.range(of: "<nav class=\"years\""),
            let end = html.range(of: "</nav>", range: start.upperBound..<html.endIndex)
        else { return "" }
        return String(html[start.lowerBound..<end.upperBound])
    }

    /// The page's summary lines and headings (the menu's among them), as read.
    static func summaries(_ page: String) -> [String] {
        let html = site.page(page)
        let regex = try? NSRegularExpression(
            pattern: "<p class=\"summary\">.*?</p>|<h2[^>]*>.*?</h2>", options: [.dotMatchesLineSeparators])
        return (regex?.matches(in: html, range: NSRange(html.startIndex..., in: html)) ?? []).compactMap {
            Range($0.range, in: html).map { text in
                String(html[text]).replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
                    .replacingOccurrences(of: "\\s+", with: " ", options: .regularExpression).trimmingCharacters(in: .whitespaces)
            }
        }
    }

    @Test func aPageAYearTheNewestAtTheListsAddress() {
        #expect(
            Self.pages(under: "list").filter { !$0.hasPrefix("list/eggs/") } == [
                "list/contributions.html", "list/contributions/2025.html", "list/deliveries.html", "list/expenses.html",
                "list/expenses/2024.html", "list/expenses/2025.html", "list/index.html",
            ])
        #expect(
            Self.pages(under: "people") == [
                "people/ana.html", "people/ana/2024.html", "people/ana/2025.html", "people/ben.html", "people/ben/2024.html",
                "people/ben/2025.html", "people/index.html",
            ])
    }

    @Test func theMenuOfYearsMarksTheShownYear() {
        #expect(
            Self.yearMenu("list/expenses/2025.html")
                == "<nav class=\"years\" aria-label=\"Years\"><ul><li><a href=\"../../list/expenses.html\">2026</a></li>"
                + "<li><a href=\"../../list/expenses/2025.html\" aria-current=\"page\">2025</a></li>"
                + "<li><a href=\"../../list/expenses/2024.html\">2024</a></li></ul></nav>")
        #expect(
            Self.yearMenu("list/contributions.html")
                == "<nav class=\"years\" aria-label=\"Years\"><ul><li><a href=\"../list/contributions.html\" aria-current=\"page\">2026</a></li>"
                + "<li><a href=\"../list/contributions/2025.html\">2025</a></li></ul></nav>")
        #expect(
            Self.yearMenu("people/ana/2025.html")
                == "<nav class=\"years\" aria-label=\"Years\"><ul><li><a href=\"../../people/ana.html\">2026</a></li>"
                + "<li><a href=\"../../people/ana/2025.html\" aria-current=\"page\">2025</a></li>"
                + "<li><a href=\"../../people/ana/2024.html\">2024</a></li></ul></nav>")
        // An earlier year's title names its year; the newest year's is the list's.
        #expect(Self.site.page("list/expenses/2025.html").contains("<title>Expenses, 2025 · "))
        #expect(Self.site.page("list/expenses.html").contains("<title>Expenses · "))
        #expect(Self.site.page("people/ana/2024.html").contains("<title>Ana, 2024 · "))
        // Deliveries in one year: one page, no menu, as before.
        #expect(Self.yearMenu("list/deliveries.html") == "")
    }

    @Test func eachYearsTotalsBesideAllTime() {
        #expect(
            Self.summaries("list/expenses.html") == [
                "In 2026: $6.00 in all · $6.00 consumables · $0.00 one-time", "All time: $146.00 in all", "Lists",
            ])
        #expect(
            Self.summaries("list/expenses/2025.html") == [
                "In 2025: $50.00 in all · $50.00 consumables · $0.00 one-time", "All time: $146.00 in all", "Lists",
            ])
        #expect(
            Self.summaries("list/expenses/2024.html") == [
                "In 2024: $90.00 in all · $0.00 consumables · $90.00 one-time", "All time: $146.00 in all", "Lists",
            ])
        #expect(
            Self.summaries("list/contributions/2025.html") == [
                "In 2025: $40.00 paid into the pot.", "All time: $50.00 paid into the pot.", "Lists",
            ])
        #expect(Self.summaries("list/deliveries.html") == ["6 eggs handed out.", "Lists"])
    }

    @Test func aPersonsYearHoldsThatYearsLinesWithTheirRunningBalance() {
        #expect(Self.summaries("people/ana/2025.html") == ["Balance −$27.33 — they owe the coop.", "All time", "Ledger, 2025", "People"])
        #expect(
            Self.summaries("people/ben.html") == [
                "Balance −$38.67 — they owe the coop.", "All time", "Ledger, 2026", "Deliveries, 2026", "People",
            ])
        let ledger = Self.site.visibleText("people/ana/2025.html")
        #expect(
            ledger.contains(
                "1 Jun 2025 Share of Feed (2 of 3 shares) −$20.00 −$23.33 1 Jun 2025 Paid: Feed $30.00 −$3.33 "
                    + "1 Mar 2025 Share of Feed (2 of 3 shares) −$13.33 −$33.33 5 Jan 2025 Contribution $40.00 −$20.00"))
        #expect(!ledger.contains("Coop kit"))
        #expect(!ledger.contains("Straw"))
    }

    /// A coop with `count` expenses tagged feed, a day apart from 20 December 2025, and one
    /// tagged straw.
    static func tagged(_ count: Int) -> BuiltSite {
        let first = YearMonth(year: 2025, month: 12).firstDay.adding(days: 19)
        let expenses = (0..<count).map { "- {date: \(first.adding(days: $0).iso), item: Feed, amount: 1, tags: [feed]}\n" }.joined()
        return BuiltSite(files: [
            "eggs.yaml": "2026-11-20: 3\n", "expenses.yaml": expenses + "- {date: 2026-02-01, item: Straw, amount: 2, tags: [straw]}\n",
        ])
    }

    @Test func aTagOnMoreThanFortyRecordsHasAPageAYear() {
        let site = Self.tagged(41)
        #expect(site.has("tags/feed.html") && site.has("tags/feed/2025.html") && !site.has("tags/feed/2026.html"))
        #expect(!site.has("tags/straw"))
        #expect(site.page("tags/feed/2025.html").contains("<title>Tagged feed, 2025 · "))
        #expect(site.visibleText("tags/feed/2025.html").contains("12 expenses in 2025"))
        #expect(site.visibleText("tags/feed.html").contains("29 expenses in 2026"))
        #expect(
            site.page("tags/feed.html").contains(
                "<nav class=\"years\" aria-label=\"Years\"><ul><li><a href=\"../tags/feed.html\" aria-current=\"page\">2026</a></li>"
                    + "<li><a href=\"../tags/feed/2025.html\">2025</a></li></ul></nav>"))
    }

    @Test func aTagOnFortyRecordsIsOnePage() {
        let site = Self.tagged(40)
        #expect(!site.has("tags/feed"))
        #expect(site.visibleText("tags/feed.html").contains("40 expenses"))
        #expect(!site.page("tags/feed.html").contains("class=\"years\""))
    }
}
