/// `404.html`: in the site's frame, says the page is not there and links to the dashboard.
///
/// A web server (GitHub Pages, Netlify, Caddy's `try_files`) shows it at any depth of a missing
/// address, so its links start at `base_url` when it is set; without it they are written as
/// from the site root, and look right only at the root (docs/format.md says so).
enum NotFoundPage {
    static func pages(_ context: SiteContext) -> [SitePage] {
        let address = PageAddress.notFound
        return [
            SitePage(
                address,
                data: NotFoundPageData(common: context.common(address, title: context.words(.notFoundTitle), menu: nil)))
        ]
    }
}
