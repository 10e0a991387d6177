import CoopTemplate

/// A file of the site: where it goes, and how to make its bytes.
///
/// Making is deferred so that every file (pages, feeds, data exports) is made in parallel
/// by ``ParallelRender``, each on whichever core is free.
struct SiteFile: Sendable {
    /// The file's path from the site root: `calendar/2026-11.html`.
    let path: String
    /// What the file is, for the build report and for messages about clashing paths.
    let role: Role
    /// How the bytes are made.
    private let content: Content

    /// A page with its compiled template, or any other way of making bytes.
    private enum Content: Sendable {
        case page(SitePage, CompiledTemplate)
        case made(@Sendable () -> [UInt8])
    }

    /// A file whose bytes `make` makes.
    init(path: String, role: Role, make: @escaping @Sendable () -> [UInt8]) {
        self.init(path: path, role: role, content: .made(make))
    }

    private init(path: String, role: Role, content: Content) {
        self.path = path
        self.role = role
        self.content = content
    }

    /// Makes the bytes. Pure: calling it twice gives the same bytes.
    func make() -> [UInt8] {
        switch content {
        case .page(let page, let template): template.render(page.data)
        case .made(let make): make()
        }
    }

    /// For a page, the page and its template, so that rendering can be timed apart from
    /// making the page's data.
    var page: (page: SitePage, template: CompiledTemplate)? {
        guard case .page(let page, let template) = content else { return nil }
        return (page, template)
    }

    /// What a file is.
    enum Role: String, Sendable {
        case page = "a page"
        case export = "an export"
        case themeFile = "a file of the theme"
        case contentFile = "a file of the content folder"
    }

    /// A page rendered with its compiled template.
    static func page(_ page: SitePage, _ template: CompiledTemplate) -> SiteFile {
        SiteFile(path: page.path, role: .page, content: .page(page, template))
    }

    /// A file whose bytes are already known.
    static func copy(_ path: String, _ role: Role, _ bytes: [UInt8]) -> SiteFile {
        SiteFile(path: path, role: role, make: { bytes })
    }
}
