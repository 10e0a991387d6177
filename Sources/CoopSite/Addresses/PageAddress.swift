import CoopRecords
import CoopValues

/// Every page of the site by what it shows, each address spelled once: the site map of
/// DESIGN.md section 4. Pages are planned at their address, link to one another through it,
/// and the coop app's Add link is chosen by it (``SiteContext/adds(_:)``).
///
/// ``path`` is the page's file from the site's root (`calendar/2026-11.html`); a link from a
/// page adds the page's way back to the root in front of it.
public enum PageAddress: Hashable, Sendable {
    /// The dashboard: `index.html`.
    case dashboard
    /// The add page: `add.html` (the coop app's add form under `coop serve`).
    case add
    /// The stats page: `stats.html`.
    case stats
    /// The calendar tab's page, the current month: `calendar/index.html`.
    case calendar
    /// A month's calendar: `calendar/2026-11.html`.
    case calendarMonth(YearMonth)
    /// A year's calendar: `calendar/2026.html`.
    case calendarYear(Int)
    /// The list tab's page, the current month's eggs: `list/index.html`.
    case list
    /// A month's egg counts, day by day: `list/eggs/2026-11.html`.
    case eggList(YearMonth)
    /// The list of a kind of record that has one (``RecordDeclaration/hasListPage``):
    /// `list/notes.html`.
    case records(RecordKind)
    /// An earlier year of a long list (expenses, contributions, deliveries): `list/expenses/2025.html`.
    /// ``records(_:)`` shows the newest year.
    case recordsYear(RecordKind, Int)
    /// The notes with a tag, by the tag's slug: `tags/fox.html`.
    case tag(slug: String)
    /// An earlier year of a tag's page: `tags/feed/2025.html`. ``tag(slug:)`` shows the newest year.
    case tagYear(slug: String, Int)
    /// The flock: `hens/index.html`.
    case hens
    /// A hen's page, by her slug: `hens/pearl.html`.
    case hen(slug: String)
    /// The egg kinds: `kinds/index.html`.
    case kinds
    /// The graph tab's page, the weekly graph: `graphs/index.html`.
    case graphs
    /// Another graph, by its slug: `graphs/monthly.html`.
    case graph(slug: String)
    /// The people who share the eggs: `people/index.html`.
    case people
    /// A person's page, by their slug: `people/rivera-family.html`.
    case person(slug: String)
    /// An earlier year of a person's ledger and deliveries: `people/rivera-family/2025.html`.
    /// ``person(slug:)`` shows the newest year.
    case personYear(slug: String, Int)
    /// The page a web server shows for an address the site does not have: `404.html`.
    case notFound

    /// The page's file from the site's root: `calendar/2026-11.html`.
    public var path: String {
        switch self {
        case .dashboard: "index.html"
        case .add: "add.html"
        case .stats: "stats.html"
        case .calendar: "calendar/index.html"
        case .calendarMonth(let month): "calendar/\(month).html"
        case .calendarYear(let year): "calendar/\(year).html"
        case .list: "list/index.html"
        case .eggList(let month): "list/eggs/\(month).html"
        case .records(let kind): "list/\(kind.declaration.stem).html"
        case .recordsYear(let kind, let year): "list/\(kind.declaration.stem)/\(year).html"
        case .tag(let slug): "tags/\(slug).html"
        case .tagYear(let slug, let year): "tags/\(slug)/\(year).html"
        case .hens: "hens/index.html"
        case .hen(let slug): "hens/\(slug).html"
        case .kinds: "kinds/index.html"
        case .graphs: "graphs/index.html"
        case .graph(let slug): "graphs/\(slug).html"
        case .people: "people/index.html"
        case .person(let slug): "people/\(slug).html"
        case .personYear(let slug, let year): "people/\(slug)/\(year).html"
        case .notFound: "404.html"
        }
    }

    /// ``path`` with `#fragment`: a place on the page (`list/notes.html#n-2026-11-02-fox`).
    public func path(at fragment: String) -> String { path + "#" + fragment }

    /// The tab the page belongs to, its `data-tab`: `calendar` (`add` for the add page and
    /// `not-found` for the 404 page, which are in no tab).
    public var tab: String {
        switch self {
        case .dashboard: Navigation.TabID.dashboard.rawValue
        case .add: "add"
        case .stats: Navigation.TabID.stats.rawValue
        case .calendar, .calendarMonth, .calendarYear: Navigation.TabID.calendar.rawValue
        case .list, .eggList, .records, .recordsYear, .tag, .tagYear: Navigation.TabID.list.rawValue
        case .hens, .hen: Navigation.TabID.hens.rawValue
        case .kinds: Navigation.TabID.kinds.rawValue
        case .graphs, .graph: Navigation.TabID.graphs.rawValue
        case .people, .person, .personYear: Navigation.TabID.people.rawValue
        case .notFound: "not-found"
        }
    }
}

extension Navigation.TabID {
    /// The tab's page.
    var address: PageAddress {
        switch self {
        case .dashboard: .dashboard
        case .calendar: .calendar
        case .list: .list
        case .graphs: .graphs
        case .hens: .hens
        case .kinds: .kinds
        case .people: .people
        case .stats: .stats
        }
    }
}
