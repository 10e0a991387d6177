import CoopLocale
import CoopValues

/// What `coop serve`'s own pages say: its 404 page (``NotFoundPage``), the words of the site's
/// 404 page, and the failed build's box and page (``LiveReload``).
extension Message {
    /// "Page not found".
    static let pageNotFound = Message("not-found.title")
    /// "There is no page at this address. …".
    static let noPageAtThisAddress = Message("not-found.text")
    /// "Go to the dashboard".
    static let goToTheDashboard = Message("not-found.back")
    /// The failed build's box: "The last build failed; this is the last good site."
    static let buildFailedBox = Message("build-failed.box")
    /// The page's title when there is no good site yet: "Build failed · coop serve".
    static let buildFailedTitle = Message("build-failed.title")
    /// Below its diagnostics: "Fix the files and save: this page reloads by itself."
    static let buildFailedFix = Message("build-failed.fix")
}

extension Optional where Wrapped == Words {
    /// `message` in these words, escaped for element content; nothing with no words at all (a
    /// built-in theme that does not compile): the text of `coop serve`'s own pages.
    func escaped(_ message: Message) -> String { MarkupEscaping.content.escaping(map { $0(message) } ?? "") }

    /// The words' language, escaped for an attribute (`<html lang>`); empty with none.
    var escapedLanguage: String { MarkupEscaping.attribute.escaping(self?.language ?? "") }
}
