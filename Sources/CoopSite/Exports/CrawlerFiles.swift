import CoopRecords
import CoopValues

/// What a site tells search engines: `robots.txt` always, and `sitemap.xml` when coop.yaml
/// gives the site's address (`base_url`), which a sitemap's absolute addresses need.
///
/// By default a family's site is for those it sends the link to: `robots.txt` disallows
/// everything (and every page says `noindex`). With `publish: search_engines: true` it allows
/// everything and names the sitemap.
enum CrawlerFiles {
    /// The robots file's path in the site.
    static let robotsPath = "robots.txt"
    /// The sitemap's path in the site.
    static let sitemapPath = "sitemap.xml"

    /// `robots.txt`, and `sitemap.xml` when `base_url` is set, for a site of `pages` (paths
    /// from the site root, in the site map's order).
    static func files(pages: [String], settings: Settings) -> [SiteFile] {
        var files = [SiteFile.copy(robotsPath, .export, Array(robots(settings).utf8))]
        if let base = settings.baseURL {
            let listed = pages.filter { $0 != PageAddress.notFound.path }
            files.append(SiteFile(path: sitemapPath, role: .export) { Array(sitemap(pages: listed, base: base).utf8) })
        }
        return files
    }

    /// The text of `robots.txt`.
    static func robots(_ settings: Settings) -> String {
        guard settings.publish.searchEngines else { return "User-agent: *\nDisallow: /\n" }
        var text = "User-agent: *\nAllow: /\n"
        if let base = settings.baseURL { text += "\nSitemap: \(base)\(sitemapPath)\n" }
        return text
    }

    /// The sitemap (sitemaps.org protocol 0.9) of `pages` at `base` (ending with `/`).
    static func sitemap(pages: [String], base: String) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for page in pages {
            xml += "  <url><loc>\(MarkupEscaping.xml.escaping(base + page))</loc></url>\n"
        }
        xml += "</urlset>\n"
        return xml
    }
}
