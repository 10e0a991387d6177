import CoopTestSupport
import Testing

/// `404.html`: in the site's frame, it says the page is not there and links to the dashboard;
/// a web server shows it at any depth, so with `base_url` its links are absolute.
@Suite struct NotFoundPageTests {
    @Test func withAnAddressEveryLinkIsAbsolute() {
        let site = BuiltSite(files: CrawlerFilesTests.tiny)
        let page = site.page("404.html")
        #expect(page.contains("<title>Page not found · Hill Coop</title>"))
        #expect(page.contains("<link rel=\"stylesheet\" href=\"https://eggs.example.org/hill/assets/coop.css\">"))
        #expect(page.contains("<h1>Page not found</h1>"))
        // Shown at any address, it has no address of its own to preview.
        #expect(!page.contains("og:url") && page.contains("og:image"))
        #expect(
            page.contains(
                "<p class=\"summary\">There is no page at this address. It may have been renamed or removed when the site was last built.</p>"
            ))
        #expect(page.contains("<a class=\"add-call\" href=\"https://eggs.example.org/hill/index.html\">Go to the dashboard</a>"))
        // No link of the page is relative: each works at any depth.
        let links = page.matches(of: /(?:href|src)="([^"#][^"]*)"/).map { String($0.1) }
        #expect(!links.isEmpty)
        #expect(links.allSatisfy { $0.hasPrefix("https://eggs.example.org/hill/") }, "\(links)")
    }

    @Test func withoutAnAddressLinksAreFromTheSiteRoot() {
        let site = BuiltSite(files: ["eggs.yaml": "2026-11-21: 3\n"])
        let page = site.page("404.html")
        #expect(page.contains("<link rel=\"stylesheet\" href=\"assets/coop.css\">"))
        #expect(page.contains("<a class=\"add-call\" href=\"index.html\">Go to the dashboard</a>"))
        #expect(page.contains("<body data-tab=\"not-found\">"))
    }
}
