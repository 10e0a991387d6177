import CoopLocale

/// What `coop serve`'s own 404 page says (``NotFoundPage``), the words of the site's 404 page.
extension Message {
    /// "Page not found".
    static let pageNotFound = Message("not-found.title")
    /// "There is no page at this address. …".
    static let noPageAtThisAddress = Message("not-found.text")
    /// "Go to the dashboard".
    static let goToTheDashboard = Message("not-found.back")
}
