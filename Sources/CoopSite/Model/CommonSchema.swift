import CoopTemplate

/// The schemas every page shares: the site, the page itself, its tab and its menu. Every
/// page's data starts with these fields, so the layout can use them on every page.
enum CommonSchema {
    static let tab = ObjectSchema("Tab", [
        TemplateField("id", .string, "calendar, list, graphs, hens, kinds, people"),
        TemplateField("label", .string, "what the tab says"),
        TemplateField("url", .string, "the tab's page, from the site root"),
        TemplateField("current", .bool, "whether this page belongs to the tab"),
        TemplateField("ariaCurrent", .optional(.string), "'page' for the current tab, for aria-current"),
    ])

    static let menuItem = ObjectSchema("MenuItem", [
        TemplateField("label", .string, "what the link says"),
        TemplateField("url", .string, "the page, from the site root"),
        TemplateField("current", .bool, "whether it is this page"),
        TemplateField("ariaCurrent", .optional(.string), "'page' for the current page, for aria-current"),
        TemplateField("note", .optional(.string), "a small figure next to the link, like a month's total"),
    ])

    static let menuGroup = ObjectSchema("MenuGroup", [
        TemplateField("title", .optional(.string), "the group's heading"),
        TemplateField("url", .optional(.string), "where the heading links, for a group shown folded (a year of months)"),
        TemplateField("folded", .bool, "whether the group shows only its heading, this page being outside it"),
        TemplateField("items", .list(.object(menuItem)), "the links; none when the group is folded"),
    ])

    static let menu = ObjectSchema("Menu", [
        TemplateField("title", .string, "the menu's heading"),
        TemplateField("groups", .list(.object(menuGroup)), "groups of links"),
    ])

    static let download = ObjectSchema("Download", [
        TemplateField("label", .string, "what the link says: 'Notes feed (Atom)', 'eggs.csv'"),
        TemplateField("url", .string, "the file, from the site root: 'feeds/notes.xml', 'data/eggs.csv'"),
        TemplateField("type", .string, "its media type, for <link type>: 'application/atom+xml'"),
        TemplateField("feed", .bool, "whether it is a feed to subscribe to (Atom, iCalendar) rather than data"),
    ])

    static let site = ObjectSchema("Site", [
        TemplateField("title", .string, "the coop's title"),
        TemplateField("description", .optional(.string), "the coop's description"),
        TemplateField("today", .date, "the day the site was built for"),
        TemplateField("tabs", .list(.object(tab)), "the navigation tabs, only those with data"),
        TemplateField("editURL", .optional(.string), "where the files can be edited online"),
        TemplateField("generator", .string, "Coop Count"),
        TemplateField("downloads", .list(.object(download)), "the feeds and data files written with the site"),
    ])

    static let page = ObjectSchema("PageInfo", [
        TemplateField("title", .string, "the page's title"),
        TemplateField("root", .string, "the way back to the site root: '', '../' or '../../'"),
        TemplateField("path", .string, "the page's path from the site root"),
        TemplateField("tab", .string, "the tab the page belongs to"),
    ])

    static let fields: [TemplateField] = [
        TemplateField("site", .object(site), "the site"),
        TemplateField("page", .object(page), "this page"),
        TemplateField("menu", .optional(.object(menu)), "the tab's menu of views, if it has one"),
    ]

    /// The schema of a page: the common fields, then the page's own.
    static func page(_ name: String, _ own: [TemplateField]) -> ObjectSchema {
        ObjectSchema(name, fields + own)
    }
}

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
    private let unmarked: [[TemplateValue]]
    /// Each section as template data on a page that is not among its links: folded when it can be.
    private let outsideGroups: [TemplateValue]
    /// For each link's URL, the sections that have it, with the place of its first link in each.
    private let places: [String: [(section: Int, link: Int)]]

    init(title: String, sections: [MenuSection]) {
        self.title = title
        self.sections = sections
        let unmarked = sections.map { $0.links.map { Self.item($0, current: false) } }
        self.unmarked = unmarked
        outsideGroups = zip(sections, unmarked).map { section, items in Self.group(section, items: items, marked: false) }
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
    func value(currentPath path: String) -> TemplateValue {
        var groups = outsideGroups
        for place in places[path] ?? [] {
            var items = unmarked[place.section]
            items[place.link] = Self.item(sections[place.section].links[place.link], current: true)
            groups[place.section] = Self.group(sections[place.section], items: items, marked: true)
        }
        return .object(TemplateObject(CommonSchema.menu, ordered: [/* title */ .string(title), /* groups */ .list(groups)]))
    }

    /// A group of `items`; one without the current page's link (`marked` false) is folded
    /// when its section can be.
    private static func group(_ section: MenuSection, items: [TemplateValue], marked: Bool) -> TemplateValue {
        let folded = !marked && section.url != nil
        return .object(TemplateObject(CommonSchema.menuGroup, ordered: [
            /* title */ .text(section.title), /* url */ .text(section.url), /* folded */ .bool(folded),
            /* items */ .list(folded ? [] : items),
        ]))
    }

    private static func item(_ link: MenuLink, current: Bool) -> TemplateValue {
        .object(TemplateObject(CommonSchema.menuItem, ordered: [
            /* label */ .string(link.label), /* url */ .string(link.url), /* current */ .bool(current),
            /* ariaCurrent */ current ? .string("page") : .null, /* note */ .text(link.note),
        ]))
    }
}
