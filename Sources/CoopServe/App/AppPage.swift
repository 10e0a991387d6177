import CoopSite

/// A page of the coop app in the site's own frame: the served site's `add.html` (its header,
/// tabs, Add button and footer, in the theme's style) with its `<main>` replaced by the
/// app's content and a `<base href="/">` so that its relative links work from any path
/// (its in-page links, such as the skip link, are made to point at the page's own `path`).
/// Without a site (the first build failed) the page is plain, with the app's style only.
enum AppPage {
    /// The page at `path` (`/__coop/edit`) titled `title` showing `main` (HTML), framed by
    /// `frame` (the site's add page).
    static func make(path: String, title: String, main: String, frame: [UInt8]?) -> [UInt8] {
        let content = "<main id=\"main\" class=\"app-page\">\(main)</main>"
        let style = "<link rel=\"stylesheet\" href=\"\(AppRoute.style.path)\">"
        guard let frame, var page = String(validating: frame, as: UTF8.self),
            let mainStart = page.firstRange(of: "<main"), let mainEnd = page.firstRange(of: "</main>"),
            mainStart.lowerBound < mainEnd.lowerBound
        else {
            return Array(
                ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
                    + "<title>\(HTML.text(title))</title>\(style)</head><body>\(content)</body></html>\n").utf8)
        }
        page.replaceSubrange(mainStart.lowerBound..<mainEnd.upperBound, with: content)
        if let open = page.firstRange(of: "<title>"), let close = page.firstRange(of: "</title>"), open.upperBound <= close.lowerBound {
            let site = page[open.upperBound..<close.lowerBound].split(separator: "·", maxSplits: 1).last.map { String($0) } ?? ""
            page.replaceSubrange(open.upperBound..<close.lowerBound, with: HTML.text(title) + " ·" + site)
        }
        if let headEnd = page.firstRange(of: "</head>") { page.insert(contentsOf: style, at: headEnd.lowerBound) }
        page = page.replacing("href=\"#", with: "href=\"\(HTML.attribute(path))#")
        if let head = page.firstRange(of: "<head>") { page.insert(contentsOf: "<base href=\"/\">", at: head.upperBound) }
        return Array(page.utf8)
    }
}
