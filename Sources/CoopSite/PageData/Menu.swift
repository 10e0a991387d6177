import CoopTemplate

/// A link in a tab's menu.
struct MenuLink: Sendable {
    let label: String
    let url: String
    let note: String?

    init(_ label: String, _ url: String, note: String? = nil) {
        self.label = label
        self.url = url
        self.note = note
    }
}

/// A group of menu links.
///
/// A group with a `url` (a year of months) is folded, its heading a link, on pages outside
/// it: a ten-year coop's menu lists ten years and one year's months, not 120 months.
struct MenuSection: Sendable {
    let title: String?
    let links: [MenuLink]
    let url: String?

    init(title: String?, links: [MenuLink], foldedURL url: String? = nil) {
        self.title = title
        self.links = links
        self.url = url
    }
}

/// A tab's menu: what can be viewed in it.
///
/// Every page of a tab shows the same menu with its own link marked, so the groups are made
/// into template data once, as a page outside them sees them, and each page remakes only
/// the group holding its own link.
struct Menu: Sendable {
    let title: String
    let sections: [MenuSection]
    /// Each section's links as template data, none marked current.
    private let unmarked: [[Prepared<MenuItem>]]
    /// Each section as template data on a page that is not among its links: folded when it can be.
    private let outsideGroups: [Prepared<MenuGroup>]
    /// For each link's URL, the sections that have it, with the place of its first link in each.
    private let places: [String: [(section: Int, link: Int)]]

    init(title: String, sections: [MenuSection]) {
        self.title = title
        self.sections = sections
        let unmarked = sections.map { $0.links.map { Prepared(MenuItem($0, current: false)) } }
        self.unmarked = unmarked
        outsideGroups = zip(sections, unmarked).map { section, items in Prepared(MenuGroup(section, items: items, marked: false)) }
        var places: [String: [(section: Int, link: Int)]] = [:]
        for (sectionIndex, section) in sections.enumerated() {
            var seen: Set<String> = []
            for (linkIndex, link) in section.links.enumerated() where seen.insert(link.url).inserted {
                places[link.url, default: []].append((sectionIndex, linkIndex))
            }
        }
        self.places = places
    }

    /// The menu as template data, marking the link to `path` as current.
    func data(currentPath path: String) -> Prepared<MenuData> {
        var groups = outsideGroups
        for place in places[path] ?? [] {
            var items = unmarked[place.section]
            items[place.link] = Prepared(MenuItem(sections[place.section].links[place.link], current: true))
            groups[place.section] = Prepared(MenuGroup(sections[place.section], items: items, marked: true))
        }
        return Prepared(MenuData(title: title, groups: groups))
    }
}

/// A tab's menu, as a page shows it.
struct MenuData: TemplateData {
    let title: String
    let groups: [Prepared<MenuGroup>]

    static let templateFields = TemplateFields<MenuData>(
        "Menu",
        [
            .field("title", { $0.title }, "the menu's heading"),
            .field("groups", { $0.groups }, "groups of links"),
        ])
}

/// A group of a menu's links.
struct MenuGroup: TemplateData {
    let title: String?
    let url: String?
    let folded: Bool
    let items: [Prepared<MenuItem>]

    /// `section` with `items`; one without the current page's link (`marked` false) is folded
    /// when its section can be, and then lists no items.
    init(_ section: MenuSection, items: [Prepared<MenuItem>], marked: Bool) {
        title = section.title
        url = section.url
        folded = !marked && section.url != nil
        self.items = folded ? [] : items
    }

    static let templateFields = TemplateFields<MenuGroup>(
        "MenuGroup",
        [
            .field("title", { $0.title }, "the group's heading"),
            .field("url", { $0.url }, "where the heading links, for a group shown folded (a year of months)"),
            .field("folded", { $0.folded }, "whether the group shows only its heading, this page being outside it"),
            .field("items", { $0.items }, "the links; none when the group is folded"),
        ])
}

/// A link of a menu.
struct MenuItem: TemplateData {
    let label: String
    let url: String
    let current: Bool
    let note: String?

    init(_ link: MenuLink, current: Bool) {
        label = link.label
        url = link.url
        self.current = current
        note = link.note
    }

    static let templateFields = TemplateFields<MenuItem>(
        "MenuItem",
        [
            .field("label", { $0.label }, "what the link says"),
            .field("url", { $0.url }, "the page, from the site root"),
            .field("current", { $0.current }, "whether it is this page"),
            .field("ariaCurrent", { $0.ariaCurrent }, "'page' for the current page, for aria-current"),
            .field("note", { $0.note }, "a small figure next to the link, like a month's total"),
        ])

    /// `page` for the current page.
    var ariaCurrent: String? { current ? "page" : nil }
}
