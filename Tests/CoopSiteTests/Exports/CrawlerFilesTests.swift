import CoopRecords
import CoopRecordsTestSupport
import CoopTemplate
import CoopTestSupport
import Testing

@testable import CoopSite

/// `robots.txt` always, `sitemap.xml` with `base_url`, and the `noindex` of every page unless
/// the family lets search engines in (`publish: search_engines: true`).
@Suite struct CrawlerFilesTests {
    /// A tiny coop with a web address.
    static let tiny = ["coop.yaml": "title: Hill Coop\nbase_url: https://eggs.example.org/hill\n", "eggs.yaml": "2026-11-21: 3\n"]

    @Test func robotsKeepSearchEnginesOutByDefault() {
        let site = BuiltSite(files: Self.tiny)
        #expect(site.page("robots.txt") == "User-agent: *\nDisallow: /\n")
        #expect(BuiltSite(files: ["eggs.yaml": "2026-11-21: 3\n"]).page("robots.txt") == "User-agent: *\nDisallow: /\n")
        for page in ["index.html", "stats.html", "404.html", "calendar/2026-11.html"] {
            #expect(site.page(page).contains("<meta name=\"robots\" content=\"noindex\">\n"), "\(page)")
        }
    }

    @Test func robotsLetSearchEnginesInWhenTheFamilySaysSo() {
        var settings = Settings()
        settings.publish.searchEngines = true
        #expect(CrawlerFiles.robots(settings) == "User-agent: *\nAllow: /\n")
        settings.baseURL = "https://eggs.example.org/hill/"
        #expect(CrawlerFiles.robots(settings) == "User-agent: *\nAllow: /\n\nSitemap: https://eggs.example.org/hill/sitemap.xml\n")
        settings.publish.searchEngines = false
        #expect(CrawlerFiles.robots(settings) == "User-agent: *\nDisallow: /\n")
    }

    @Test func pagesSayNoindexUnlessSearchEnginesMayIndex() throws {
        let theme = try #require(CompiledTheme.builtInEnglish(appPages: false))
        let template = try #require(theme.templates[PageTemplate(NotFoundPageData.self)])
        func page(searchEngines: Bool) -> String {
            let site = SiteInfo(
                title: "Hill Coop", description: nil, today: testToday, tabs: [], editURL: nil, generator: "Coop Count", downloads: [],
                language: "en", baseURL: nil, searchEngines: searchEngines, summary: "Eggs.")
            let data = NotFoundPageData(
                common: PageCommon(
                    site: Prepared(site), page: PageInfo(title: "Page not found", path: "404.html", tab: "not-found"), menu: nil))
            return String(decoding: template.render(data.templateObject), as: UTF8.self)
        }
        #expect(page(searchEngines: false).contains("<meta name=\"robots\" content=\"noindex\">"))
        #expect(!page(searchEngines: true).contains("name=\"robots\""))
    }

    @Test func theSitemapListsEveryPageAbsolutelyButThe404Page() {
        let site = BuiltSite(files: Self.tiny)
        #expect(
            site.page("sitemap.xml") == """
                <?xml version="1.0" encoding="UTF-8"?>
                <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
                  <url><loc>https://eggs.example.org/hill/index.html</loc></url>
                  <url><loc>https://eggs.example.org/hill/calendar/2026-11.html</loc></url>
                  <url><loc>https://eggs.example.org/hill/calendar/index.html</loc></url>
                  <url><loc>https://eggs.example.org/hill/calendar/2026.html</loc></url>
                  <url><loc>https://eggs.example.org/hill/list/eggs/2026-11.html</loc></url>
                  <url><loc>https://eggs.example.org/hill/list/index.html</loc></url>
                  <url><loc>https://eggs.example.org/hill/stats.html</loc></url>
                  <url><loc>https://eggs.example.org/hill/add.html</loc></url>
                </urlset>

                """)
        // Every page of the site but 404.html, and nothing else.
        let pages = Set(site.files().keys.filter { $0.hasSuffix(".html") && $0 != "404.html" })
        let listed = site.page("sitemap.xml").matches(of: /<loc>https:\/\/eggs\.example\.org\/hill\/([^<]+)<\/loc>/).map { String($0.1) }
        #expect(Set(listed) == pages && listed.count == pages.count)
    }

    @Test func noSitemapWithoutAnAddress() {
        let site = BuiltSite(files: ["eggs.yaml": "2026-11-21: 3\n"])
        #expect(!site.has("sitemap.xml") && site.has("robots.txt"))
    }

    @Test func theFeedsLinksAreAbsoluteWithAnAddress() {
        let site = BuiltSite(files: Self.tiny.merging(["notes.yaml": "- date: 2026-11-20\n  title: Fox seen\n"]) { $1 })
        let feed = site.page("feeds/notes.xml")
        #expect(feed.contains("xml:base=\"https://eggs.example.org/hill/\""))
        #expect(feed.contains("<link rel=\"self\" type=\"application/atom+xml\" href=\"https://eggs.example.org/hill/feeds/notes.xml\"/>"))
        #expect(feed.contains("href=\"https://eggs.example.org/hill/list/notes.html#"))
        #expect(site.page("feeds/coop.ics").contains("URL:https://eggs.example.org/hill/list/notes.html#"))
    }
}
