import CoopTestSupport
import Testing

/// The dashboard's account of today and yesterday, by their dates: a published site is read on
/// later days, when "today" would be false.
@Suite struct DashboardPageTests {
    @Test func aDayRecordedAsZeroIsZeroEggsNotADayStillToWriteDown() {
        let site = BuiltSite(files: ["eggs.yaml": "2026-11-20: 3\n2026-11-21: 0\n2026-11-22: 0\n"])
        #expect(describe(site.result.diagnostics) == [])
        let dashboard = site.visibleText("index.html")
        #expect(
            site.page("index.html").contains(
                "<time datetime=\"2026-11-22\">Sunday 22 November</time>: <strong>0 eggs</strong>"))
        #expect(dashboard.contains("Saturday 21 November: 0 eggs."))
        #expect(!dashboard.contains("not written down yet"))
    }

    @Test func aDayNotRecordedIsStillToWriteDown() {
        let site = BuiltSite(files: ["eggs.yaml": "2026-11-20: 3\n"])
        let dashboard = site.visibleText("index.html")
        #expect(!dashboard.contains("Saturday 21 November:"))
        #expect(!dashboard.contains("Today’s eggs are") && !dashboard.lowercased().contains("yesterday"))
        // The day is a <time>, its date machine-readable.
        #expect(
            site.page("index.html").contains(
                "<span><time datetime=\"2026-11-22\">Sunday 22 November</time>: not written down yet</span>"))
    }
}

/// The sentences saying how old a page is, which the layout's script shows on a later day.
@Suite struct BuiltAgeTests {
    @Test func everyPageCarriesTheAgesHiddenWithTheDayItWasBuiltFor() {
        let site = BuiltSite(files: ["eggs.yaml": "2026-11-20: 3\n"])
        let ages =
            "<p class=\"built-age\" hidden=\"\" data-built=\"2026-11-22\"><span data-days=\"1\">Updated 1 day ago</span>"
            + "<span data-days=\"2\">Updated 2 days ago</span><span data-days=\"3\">Updated 3 days ago</span>"
            + "<span data-days=\"4\">Updated 4 days ago</span><span data-days=\"5\">Updated 5 days ago</span>"
            + "<span data-days=\"6\">Updated 6 days ago</span><span data-days=\"7\">Updated 7 days ago</span>"
            + "<span data-days=\"8\">Updated more than a week ago</span></p>"
        for page in ["index.html", "stats.html", "add.html"] {
            let html = site.page(page)
            #expect(html.contains(ages), "\(page)")
            #expect(html.contains("document.querySelectorAll('.built-age')"), "\(page)")
            // Again after coop serve's live-reload script updates the page in place.
            #expect(html.contains("f();document.addEventListener('coop:repaint',f)"), "\(page)")
        }
        // The dashboard shows it in its hero as well as in the footer.
        #expect(site.page("index.html").components(separatedBy: "class=\"built-age\"").count == 3)
    }
}
