import CoopFiles
import CoopInsight
import CoopMarkdown
import CoopParallel
import CoopRecords
import CoopTemplate
import CoopValues

/// What every page is built from: the records, the insight, and the site-wide values.
struct SiteContext: Sendable {
    let insight: CoopInsight
    let navigation: Navigation
    /// The content folder as the user names it (`content`), for paths shown on pages.
    let contentRoot: String
    /// The export files written beside the pages (feeds and data), by path from the site root.
    let downloads: [String]
    /// The tags of the notes and expenses, and what carries each.
    let tagged: TaggedRecords
    /// The `site` value of the pages of each tab (its tab marked current), made once.
    private let siteByTab: [String: TemplateValue]
    /// Each of the coop's notes as template data, by its index in ``Coop/notes``: made once,
    /// though a note shows on several pages (the dashboard, its month, its tags, its hens,
    /// the graphs).
    let noteValues: [TemplateValue]
    /// The `site` value of pages outside the tabs (the dashboard, stats, add).
    private let siteOutsideTabs: TemplateValue

    init(insight: CoopInsight, navigation: Navigation, contentRoot: String, downloads: [String] = []) {
        self.insight = insight
        self.navigation = navigation
        self.contentRoot = contentRoot
        self.downloads = downloads
        tagged = TaggedRecords(insight.coop)
        let texts = Array(Set(insight.coop.notes.compactMap(\.text)))
        // A text shared by several notes is rendered once.
        let noteHTML = Dictionary(uniqueKeysWithValues: zip(texts, texts.parallelMap { Markup(trusted: Markdown.html($0)) }))
        let coop = insight.coop
        noteValues = coop.notes.map { Items.note($0, coop: coop, noteHTML: noteHTML) }
        func site(tab: String?) -> TemplateValue {
            CommonSchema.site.make([
                "title": .string(coop.settings.title), "description": .text(coop.settings.description), "today": .date(insight.today),
                "tabs": .list(navigation.tabs.map { item in
                    CommonSchema.tab.make(["id": .string(item.id), "label": .string(item.label), "url": .string(item.url),
                                           "current": .bool(item.id == tab), "ariaCurrent": item.id == tab ? .string("page") : .null])
                }),
                "editURL": .text(coop.settings.editURL), "generator": .string("Coop Count"),
                "downloads": .list(downloads.map { path in
                    let link = Exports.link(path)
                    return CommonSchema.download.make(["label": .string(link.label), "url": .string(path), "type": .string(link.type),
                                                       "feed": .bool(path.hasPrefix("feeds/"))])
                }),
            ])
        }
        siteByTab = Dictionary(navigation.tabs.map { ($0.id, site(tab: $0.id)) }, uniquingKeysWith: { first, _ in first })
        siteOutsideTabs = site(tab: nil)
    }

    /// `relative` (to the content folder) as the user would type it: `content/eggs/2026.yaml`.
    func contentPath(_ relative: String) -> String {
        FilePath(contentRoot).appendingAsTyped(relative).string
    }

    /// A path shown in diagnostics and records, relative to the content folder.
    func relativeContentPath(_ shown: String) -> String {
        FilePath(contentRoot).relativePath(of: shown) ?? shown
    }

    var coop: Coop { insight.coop }
    var today: CivilDate { insight.today }
    var currency: Currency { coop.settings.currency }

    /// The common fields of a page at `path` (from the site root) in tab `tab`; the menu marks
    /// `current` (default: `path`) as this page, so a tab's index marks the view it shows.
    func common(path: String, title: String, tab: String, menu: Menu?, current: String? = nil) -> [(String, TemplateValue)] {
        let depth = path.split(separator: "/").count - 1
        let site = siteByTab[tab] ?? siteOutsideTabs
        let page = TemplateValue.object(TemplateObject(CommonSchema.page, ordered: [
            /* title */ .string(title), /* root */ .string(String(repeating: "../", count: depth)), /* path */ .string(path),
            /* tab */ .string(tab),
        ]))
        return [("site", site), ("page", page), ("menu", menu.map { $0.value(currentPath: current ?? path) } ?? .null)]
    }

    /// Money as template data in the coop's currency.
    func money(_ amount: Money) -> TemplateValue { .money(amount, currency) }
}

/// A page to write: where, with which template, and how to make its data.
///
/// The data is made when the page is rendered, on whichever core renders it, so the work of
/// building every page's data is spread over all cores like the rendering itself.
struct SitePage: Sendable {
    let path: String
    let template: PageTemplate
    let makeData: @Sendable () -> TemplateObject

    init(path: String, template: PageTemplate, data: @autoclosure @escaping @Sendable () -> TemplateObject) {
        self.path = path
        self.template = template
        self.makeData = data
    }

    /// The page's data, made now.
    var data: TemplateObject { makeData() }
}

/// A page template and the schema of its data.
struct PageTemplate: Sendable, Hashable {
    let name: String
    let schema: ObjectSchema
}

extension TemplateObject {
    /// An object of `schema` from the page's common fields and its own fields by name.
    static func page(_ schema: ObjectSchema, common: [(String, TemplateValue)], _ own: [(String, TemplateValue)]) -> TemplateObject {
        var values = [TemplateValue](repeating: .null, count: schema.fields.count)
        for (name, value) in common + own {
            guard let index = schema.index(of: name) else {
                assertionFailure("\(schema.name) has no field \(name)")
                continue
            }
            values[index] = value
        }
        return TemplateObject(schema, ordered: values)
    }
}
