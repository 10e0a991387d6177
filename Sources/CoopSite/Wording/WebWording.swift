import CoopLocale

/// What the site says to the web around it: link previews and the 404 page.
extension Message {
    /// "The eggs of Maple Street Coop, day by day.": what the site is, for a link preview,
    /// when coop.yaml has no description.
    static func siteSummary(title: String) -> Message { Message("layout.summary", ["title": .text(title)]) }

    /// "Page not found": the 404 page's title.
    static var notFoundTitle: Message { Message("not-found.title") }
}
