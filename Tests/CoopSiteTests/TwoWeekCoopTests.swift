import CoopTestSupport
import Foundation
import Testing

@testable import CoopSite

/// The coop of Tests/Fixtures/two-weeks: three hens, two weeks of eggs (9 to 22 November
/// 2026, 29 eggs, none cracked), two expenses, a note, and two families sharing, one of whom
/// paid €20 in, all in November. A new family's
/// site shows only the views whose data is past its threshold (docs/format.md, "When a view
/// appears"; ViewThresholds): these tests name every graph, menu entry, card and tile it has.
@Suite struct TwoWeekCoopTests {
    static let folder = repositoryRoot + "/Tests/Fixtures/two-weeks"
    static let site = BuiltSite(content: folder)

    /// Every match of `pattern`'s first group in the page at `path`.
    static func all(_ pattern: String, in path: String) -> [String] {
        let page = site.page(path)
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: page, range: NSRange(page.startIndex..., in: page)).compactMap {
            Range($0.range(at: 1), in: page).map { String(page[$0]) }
        }
    }

    @Test func itsThresholds() {
        let thresholds = siteContext(content: Self.folder).thresholds
        // Two weeks with eggs; one recorded month (14 days); two weeks of 3+ recorded days.
        #expect(thresholds.weeklyEggs && !thresholds.totalEggs)
        #expect(!thresholds.seasons && !thresholds.summerAndWinter && !thresholds.layingRate && !thresholds.forecast)
        #expect(!thresholds.cracked && !thresholds.expensesByMonth && !thresholds.price && thresholds.priceStart == nil)
        #expect(!thresholds.consumables && !thresholds.yearOnYear)
        #expect(thresholds.bestDay && thresholds.bestWeek && !thresholds.bestMonth && !thresholds.thisYear)
    }

    @Test func buildsWithoutAWord() {
        #expect(describe(Self.site.result.diagnostics) == [])
        #expect(Self.site.result.report?.pages == 23)
    }

    /// A coop without chores.yaml never reads the word on a page (progressive disclosure).
    @Test func noWordOfChores() {
        for (path, bytes) in Self.site.files() where path.hasSuffix(".html") {
            #expect(!String(decoding: bytes, as: UTF8.self).lowercased().contains("chore"), "\(path)")
        }
    }

    @Test func theTabsAndTheGraphs() {
        #expect(
            Self.all(#"<span class="tab-label">([^<]+)</span>"#, in: "index.html") == [
                "Dashboard", "Calendar", "List", "Graph", "Add", "Hens", "People", "Stats",
            ])
        // The weekly graph (2 weeks with eggs); no total (4 weeks), seasons (2 months of 10+
        // days), laying rate (4 weeks of 3+ days), forecast (8 such weeks), cracked eggs (none),
        // expenses by month (2 months), price (3 months), consumables (a year of purchases),
        // eggs per hen (none credited). The note, of the day before the first eggs, is not on
        // the chart: no one-tag graph for its tag, and no word of notes marked.
        let graphs = Self.site.files().keys.filter { $0.hasPrefix("graphs/") }.sorted()
        #expect(graphs == ["graphs/index.html"])
        #expect(
            Self.site.visibleText("graphs/index.html").contains(
                "☰ Graphs Weekly eggs Eggs laid each week. Weekly eggs Eggs laid each week from"))
        #expect(!Self.site.page("graphs/index.html").contains("Only one tag"))
        #expect(
            Self.all(#"<li><a href="[^"]*"(?: aria-current="page")?><span class="label">([^<]+)</span>"#, in: "graphs/index.html")
                == ["Weekly eggs"])
        #expect(Self.all(#"<h3><span>([^<]+)</span></h3>"#, in: "graphs/index.html") == ["Eggs"])
    }

    @Test func theDashboardsCards() {
        #expect(
            Self.all(#"<span class="figure-label">([^<]+)</span>"#, in: "index.html") == [
                "November 2026", "All time", "A day on average", "In the pot", "Hens laying", "Days in a row recorded",
            ])
        let text = Self.site.visibleText("index.html")
        // No "This year": every egg is of this month, so it would say 29 again.
        #expect(text.contains("29 November 2026 14 days recorded 29 All time since 9 Nov 2026 2.1 A day on average"))
        #expect(!text.contains("dozen"))
        // The last 30 days: 24 October to 8 November came before the first record, so they
        // are no gaps, and October, which has no calendar page, is not linked.
        let page = Self.site.page("index.html")
        #expect(page.components(separatedBy: " data-before>").count - 1 == 16)
        #expect(page.contains("<li title=\"24 Oct 2026: before the first record\" data-before>\n<a><span class=\"bar\""))
        #expect(page.contains("<li title=\"8 Nov 2026: before the first record\" data-before>\n<a href=\"calendar/2026-11.html\">"))
        #expect(!page.contains("data-gap") && !page.contains("calendar/2026-10.html"))
    }

    @Test func theStatsTiles() {
        #expect(Self.all(#"<h2>([^<]+)</h2>"#, in: "stats.html") == ["All time", "Best", "Money", "Habits", "Feeds and data"])
        #expect(
            Self.all(#"<span class="figure-label">([^<]+)</span>"#, in: "stats.html") == [
                "Eggs laid", "Edible", "Days recorded", "Eggs a day", "Eggs per hen a day", "Best day", "Best week", "Spent",
                "In the pot", "Recording streak",
            ])
        // 29 eggs over 3 hens x 14 days = 0.69; the best day the first of four with 3 eggs; the
        // second week 3+2+1+3+2+2+3 = 16 (the first 13); 18.90 + 34.50 spent, 20 paid in and
        // the 18.90 of feed paid from the pot.
        let text = Self.site.visibleText("stats.html")
        #expect(text.contains("0.69 Eggs per hen a day"))
        #expect(
            text.contains(
                "Best 3 eggs Best day 13 Nov 2026 16 eggs Best week from 16 Nov 2026 Money €53.40 Spent in all, shared or not €1.10 In the pot"
            ))
        for absent in [
            "Best month", "Seasons", "Cracked", "A dozen", "consumables", "This year so far", "Laying by breed", "Feed per", "Feed bought",
            "Losses", "Savings",
        ] {
            #expect(!text.contains(absent), "\(absent)")
        }
    }

    @Test func theListsMenu() {
        #expect(
            Self.all(#"<span class="label">([^<]+)</span> <span class="note">([^<]+)</span>"#, in: "list/index.html")
                == ["Notes", "Expenses", "Contributions", "November"])
    }

    /// The calendar and the list begin with the records: the days before 9 November are no
    /// gaps, the months before November have no total, and no egg was ever cracked.
    @Test func theCalendarAndTheListBeginWithTheRecords() {
        let month = Self.site.page("calendar/2026-11.html")
        #expect(month.contains("<td title=\"Sunday 8 November 2026: before the first record\" data-level=\"0\" data-before>"))
        #expect(month.components(separatedBy: " data-before>").count - 1 == 8)
        #expect(!month.contains("#d2026-11-08") && month.contains("href=\"../list/eggs/2026-11.html#d2026-11-09\""))
        let year = Self.site.page("calendar/2026.html")
        #expect(year.components(separatedBy: "<td class=\"total\">–</td>").count - 1 == 11)  // January to October, December
        #expect(year.contains("<td class=\"total\">29</td>"))
        let list = Self.site.page("list/eggs/2026-11.html")
        #expect(list.components(separatedBy: "<tr id=\"d2026-11-").count - 1 == 14 && !list.contains("d2026-11-08"))
        #expect(!list.contains("Cracked") && !list.contains("edible") && !list.contains("data-gap"))
        #expect(
            Self.site.visibleText("list/eggs/2026-11.html").contains("Eggs in November 2026 29 eggs · 14 days recorded · See the calendar"))
    }

    /// The people page: the sharing, but no price of a dozen yet, nor how it is computed.
    @Test func thePeoplePage() {
        let text = Self.site.visibleText("people/index.html")
        #expect(text.contains("The pot holds €1.10 : €20.00 paid in, €18.90 spent from it."))
        #expect(!text.contains("dozen") && !text.contains("Price per dozen") && !text.contains("spent in all (one-time costs spread)"))
        #expect(Self.all(#"<span class="figure-label">([^<]+)</span>"#, in: "people/index.html") == [])
    }
}
