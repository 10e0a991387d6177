import CoopLocale

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
