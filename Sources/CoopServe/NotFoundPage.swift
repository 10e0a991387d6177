import CoopLocale
import CoopValues

/// The page `coop serve` answers an unknown address with when the site has no `404.html` of
/// its own (a theme without the page): a heading, a line and a link to the dashboard, in the
/// words and language of the catalogue (``Message/pageNotFound`` and the others).
enum NotFoundPage {
    /// The page in the language of `words`; with no words at all (the built-in theme does not
    /// compile), the page has no text but its link to `/`.
    static func html(_ words: Words?) -> [UInt8] {
        let title = words.escaped(.pageNotFound)
        let page =
            "<!DOCTYPE html>\n<html lang=\"" + words.escapedLanguage + "\"><head><meta charset=\"utf-8\"><title>" + title
            + "</title></head><body><h1>" + title + "</h1><p>" + words.escaped(.noPageAtThisAddress) + "</p><p><a href=\"/\">"
            + words.escaped(.goToTheDashboard) + "</a></p></body></html>\n"
        return Array(page.utf8)
    }
}
