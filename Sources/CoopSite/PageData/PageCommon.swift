import CoopTemplate
import CoopValues

/// The fields every page's data starts with: the site, the page itself and its tab's menu,
/// so that the layout can use them on every page.
struct PageCommon: TemplateData {
    let site: Prepared<SiteInfo>
    let page: PageInfo
    let menu: Prepared<MenuData>?

    static let templateFields = TemplateFields<PageCommon>(
        "PageCommon",
        [
            .field("site", { $0.site }, "the site"),
            .field("page", { $0.page }, "this page"),
            .field("menu", { $0.menu }, "the tab's menu of views, if it has one"),
        ])
}

/// The site, as every page of one tab sees it.
struct SiteInfo: TemplateData {
    let title: String
    let description: String?
    let today: CivilDate
    let tabs: [TabItem]
    let editURL: String?
    let generator: String
    let downloads: [Download]
    let language: String
    /// `base_url` of coop.yaml, ending with `/`: the site's public address, for absolute links
    /// (social previews, the 404 page).
    var baseURL: String? = nil
    /// Whether search engines may index the site (`publish: search_engines:`); when not, every
    /// page says `noindex`.
    var searchEngines = false
    /// What the site is, in a sentence for link previews: the coop's description, or the
    /// catalogue's `layout.summary`.
    var summary = ""

    static let templateFields = TemplateFields<SiteInfo>(
        "Site",
        [
            .field("title", { $0.title }, "the coop's title"),
            .field("description", { $0.description }, "the coop's description"),
            .field("today", { $0.today }, "the day the site was built for"),
            .field(
                "ageDays", { _ in Array(1...7) },
                "1 to 7: the ages in days of the site, each with a sentence a script shows when the site is read that much later"),
            .field("tabs", { $0.tabs }, "the navigation tabs, only those with data"),
            .field(
                "tabsBeforeAdd", { $0.tabsBeforeAdd },
                "the first half of the tabs: those before the Add link in the middle of the phone's tab bar"),
            .field("tabsAfterAdd", { $0.tabsAfterAdd }, "the other tabs, after the Add link"),
            .field(
                "currentTabAfterAdd", { $0.currentTabAfterAdd },
                "whether the current tab is after the Add link: the phone's tab bar then opens scrolled to its end"),
            .field("editURL", { $0.editURL }, "where the files can be edited online"),
            .field("generator", { $0.generator }, "Coop Count"),
            .field("downloads", { $0.downloads }, "the feeds and data files written with the site"),
            .field("language", { $0.language }, "the code of the site's language (en), for the lang attribute"),
            .field("baseURL", { $0.baseURL }, "base_url of coop.yaml, ending with /: the site's public address"),
            .field("searchEngines", { $0.searchEngines }, "whether search engines may index the site (otherwise pages say noindex)"),
            .field("summary", { $0.summary }, "the coop's description, or a sentence saying what the site is: for link previews"),
        ])

    /// The first half of the tabs (one more than the second when their number is odd): on a
    /// phone the Add link sits in the middle of the tab bar, between the two halves.
    var tabsBeforeAdd: [TabItem] { Array(tabs.prefix((tabs.count + 1) / 2)) }
    /// The tabs after the Add link.
    var tabsAfterAdd: [TabItem] { Array(tabs.dropFirst((tabs.count + 1) / 2)) }
    /// Whether the current tab is one of ``tabsAfterAdd``.
    var currentTabAfterAdd: Bool { tabsAfterAdd.contains { $0.current } }
}

/// A navigation tab.
struct TabItem: TemplateData {
    let id: String
    let label: String
    let url: String
    let current: Bool

    static let templateFields = TemplateFields<TabItem>(
        "Tab",
        [
            .field("id", { $0.id }, "dashboard, calendar, list, graphs, hens, kinds, people, stats"),
            .field("label", { $0.label }, "what the tab says"),
            .field("url", { $0.url }, "the tab's page, from the site root"),
            .field("current", { $0.current }, "whether this page belongs to the tab"),
            .field("ariaCurrent", { $0.ariaCurrent }, "'page' for the current tab, for aria-current"),
        ])

    /// `page` for the current tab.
    var ariaCurrent: String? { current ? "page" : nil }
}

/// A feed or data file written with the site.
struct Download: TemplateData {
    let label: String
    let url: String
    let type: String
    let feed: Bool

    static let templateFields = TemplateFields<Download>(
        "Download",
        [
            .field("label", { $0.label }, "what the link says: 'Notes feed (Atom)', 'eggs.csv'"),
            .field("url", { $0.url }, "the file, from the site root: 'feeds/notes.xml', 'data/eggs.csv'"),
            .field("type", { $0.type }, "its media type, for <link type>: 'application/atom+xml'"),
            .field("feed", { $0.feed }, "whether it is a feed to subscribe to (Atom, iCalendar) rather than data"),
        ])
}

/// The page itself.
struct PageInfo: TemplateData {
    let title: String
    let path: String
    let tab: String
    /// The query of the coop app's add form for this page (`kind=expense&back=…`); `nil` in
    /// a static site.
    var adds: String? = nil
    /// On a page of the coop app: its own address and its stylesheet's.
    var app: AppFrame? = nil
    /// The way to the site root when it is not the page's folders: the 404 page, which a web
    /// server shows at any depth, links from `base_url` (or, without it, as from the root);
    /// under `coop serve`, from `/`.
    var fixedRoot: String? = nil
    /// Whether the page is of a public build (``SiteOptions/isPublic``): no way to add a
    /// record, which only the family can.
    var isPublic = false

    static let templateFields = TemplateFields<PageInfo>(
        "PageInfo",
        [
            .field("title", { $0.title }, "the page's title"),
            .field(
                "root", { $0.root },
                "the way back to the site root: '', '../' or '../../' (on the 404 page, base_url when it is set; under coop serve, '/')"),
            .field("path", { $0.path }, "the page's path from the site root"),
            .field("tab", { $0.tab }, "the tab the page belongs to"),
            .field("addAriaCurrent", { $0.addAriaCurrent }, "'page' on the add page, for the Add link's aria-current"),
            .field("adds", { $0.adds }, "under coop serve, the query of the add form for this page: kind=expense&back=…"),
            .field(
                "addURL", { $0.addURL },
                "the Add link: add.html from this page; under coop serve, the form for the page's kind of record; "
                    + "none in a public build"),
            .field("app", { $0.app }, "on a page of coop serve's app (a form, a question, a confirmation): its address and style"),
            .field(
                "fixedRoot", { $0.fixedRoot },
                "on the 404 page, the root its links start at: base_url, or '' without it; '/' under coop serve"),
            .field("isPublic", { $0.isPublic }, "whether the page is of a public build (coop build --public): no Add link"),
        ])

    /// `page` on the add page, whose link is Add rather than a tab.
    var addAriaCurrent: String? { tab == "add" ? "page" : nil }

    /// The Add link, from this page; none in a public build.
    var addURL: String? { isPublic ? nil : root + PageAddress.add.path + (adds.map { "?" + $0 } ?? "") }

    /// `../` once per folder the page is in.
    var root: String { fixedRoot ?? String(repeating: "../", count: path.split(separator: "/").count - 1) }
}

/// What a page of the coop app adds to the site's frame: it is served from the site's root
/// (`<base href="/">`) at an address of its own, which the skip link names, and it has a
/// stylesheet of its own.
struct AppFrame: TemplateData {
    /// The page's address: `/__coop/edit`.
    let path: String

    static let templateFields = TemplateFields<AppFrame>(
        "AppFrame",
        [
            .field("path", { $0.path }, "the page's address, from the server's root: /__coop/edit"),
            .field("style", { _ in AppRoute.style.path }, "the address of the app's stylesheet"),
            .field("save", { _ in AppRoute.save.path }, "where a form is posted"),
            .field("remove", { _ in AppRoute.remove.path }, "where a removal is posted"),
            .field("undo", { _ in AppRoute.undo.path }, "where an Undo is posted"),
            .field("settings", { _ in AppRoute.settings.path }, "the form of the coop's settings"),
        ])
}
