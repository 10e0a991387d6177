import CoopTestSupport
import Testing

/// The hen pages' own laying, and the kinds, hen and stats pages against the breeds.
@Suite struct HenAndBreedPagesTests {
    /// Daisy is the sample's only hen laying white eggs: all of them are hers, so her page has a
    /// heatmap for each year she laid, a graph of her months, and her laying against a Leghorn's.
    @Test func theOnlyHenOfHerKindHasACalendarAndHerBreedsFigure() {
        let text = sampleSite.visibleText("hens/daisy.html")
        #expect(
            text.contains(
                "Her laying Her eggs are known on 852 days: the days they are credited to her, and those she was the only hen laying White (Leghorn) eggs."
            ))
        #expect(
            text.contains(
                "91% of what a White Leghorn of her age usually lays at this time of year: 154 laid on the 352 days her eggs are known of the last 12 months; about 169 expected"
            ))
        for year in ["2026", "2025", "2024"] {
            #expect(text.contains("Eggs known to be Daisy’s each day of \(year), a row per month"))
        }
        let page = sampleSite.page("hens/daisy.html")
        #expect(page.contains("<title id=\"chart-hen-laying-title\">Daisy's eggs each month</title>"))
        // The month chips give way to the calendar.
        #expect(!page.contains("class=\"month-counts\""))
    }

    /// Henrietta is credited now and then: her calendar shows those days; the others are not known.
    @Test func aHenCreditedNowAndThenHasACalendarOfThoseDays() {
        let text = sampleSite.visibleText("hens/henrietta.html")
        #expect(text.contains("2026 · 2 eggs on 2 known days"))
        #expect(sampleSite.page("hens/henrietta.html").contains("title=\"Saturday 2 May 2026: 1 egg\""))
        #expect(text.contains("not known whose"))
        // Biscuit, a pullet, has laid nothing yet: no section.
        #expect(!sampleSite.visibleText("hens/biscuit.html").contains("Her laying"))
    }

    @Test func kindsAndStatsCompareWithTheBreeds() {
        let kinds = sampleSite.visibleText("kinds/index.html")
        #expect(
            kinds.contains(
                "105% of what 2 Buff Orpingtons of their age usually lay at this time of year 296 laid on the 352 recorded days of the last 12 months; about 283 expected"
            ))
        #expect(kinds.contains("106% of what an Ameraucana and a Cream Legbar of their age usually lay at this time of year"))
        #expect(kinds.contains("91% of what a White Leghorn of her age usually lays at this time of year"))
        let stats = sampleSite.visibleText("stats.html")
        #expect(stats.contains("Laying against the breeds 105% Brown (Buff Orpington, Barred Rock) of what 2 Buff Orpingtons"))
    }

    /// Pearl, credited every day, laid nothing from 1 November: the dashboard and her page say so.
    @Test func aHenNotLayingLatelyIsOnTheDashboardAndHerPage() {
        var eggs = ""
        for d in 1...31 { eggs += "2026-10-\(d < 10 ? "0" : "")\(d): {Pearl: 1, eggs: 1}\n" }
        for d in 1...22 { eggs += "2026-11-\(d < 10 ? "0" : "")\(d): {Pearl: 0, eggs: 2}\n" }
        let site = BuiltSite(files: ["hens.yaml": "- name: Pearl\n- name: Dot\n", "eggs.yaml": eggs])
        #expect(describe(site.result.diagnostics) == [])
        #expect(
            site.visibleText("index.html").contains(
                "Pearl is not laying lately Her last egg was on Sat 31 Oct; none in the last 14 days. Molting, broody, unwell, or laying somewhere hidden?"
            ))
        #expect(
            site.visibleText("hens/pearl.html").contains("not laying lately: her last egg was on Sat 31 Oct, none in the last 14 days"))
    }
}
