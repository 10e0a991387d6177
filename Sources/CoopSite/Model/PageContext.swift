import CoopDiagnostics
import CoopFiles
import CoopInsight
import CoopLocale
import CoopMarkdown
import CoopParallel
import CoopRecords
import CoopTemplate
import CoopValues

/// What every page is built from: the records, the insight, and the site-wide values.
struct SiteContext: Sendable {
    let insight: CoopInsight
    /// The site's language: every sentence, and how dates, numbers and money are written.
    let words: Words
    /// Which views have enough data to show.
    let thresholds: ViewThresholds
    let navigation: Navigation
    /// The content folder as the user names it (`content`), for paths shown on pages.
    let contentRoot: String
    /// The export files written beside the pages (feeds and data), by path from the site root.
    let downloads: [String]
    /// Whether pages link to the coop app (``SiteOptions/app``).
    let app: Bool
    /// Whether the site is a public build (``SiteOptions/isPublic``): no page says how to
    /// add a record, nor the path of a content file on this computer.
    let isPublic: Bool
    /// Whether `coop serve` serves the site at its root (``SiteOptions/isServed``): the 404
    /// page links from `/`.
    let isServed: Bool
    /// The tags of the notes and expenses, and what carries each.
    let tagged: TaggedRecords
    /// The pages of the list of notes: one, or a page a year (``NoteListPages``).
    let noteYears: YearPages
    /// Each of the coop's notes as template data, by its index in ``Coop/notes``: made once,
    /// though a note shows on several pages (the dashboard, its month, its tags, its hens,
    /// the graphs).
    let notes: [Prepared<NoteItem>]
    /// The notes with more than ``NoteItem/shownTags`` tags as the list of notes shows them,
    /// with all their tags, by their index in ``Coop/notes``.
    private let notesInFull: [Int: (item: NoteItem, prepared: Prepared<NoteItem>)]
    /// The note at `index` in ``Coop/notes`` with all its tags, as the list of notes shows it.
    func noteInFull(_ index: Int) -> Prepared<NoteItem> { notesInFull[index]?.prepared ?? notes[index] }

    /// The note at `index` in ``Coop/notes`` as the page of the tag `slug` shows it: with
    /// that tag among the tags it shows.
    func note(_ index: Int, onPageOfTag slug: String) -> Prepared<NoteItem> {
        notesInFull[index].map { Prepared($0.item.shown(onPageOfTag: slug)) } ?? notes[index]
    }

    /// The `site` value of the pages of each tab (its tab marked current), made once.
    private let siteByTab: [String: Prepared<SiteInfo>]
    /// The `site` value of pages outside the tabs (the dashboard, stats, add).
    private let siteOutsideTabs: Prepared<SiteInfo>

    init(
        insight: CoopInsight, words: Words, thresholds: ViewThresholds? = nil, navigation: Navigation, contentRoot: String,
        app: Bool = false, isPublic: Bool = false, isServed: Bool = false, downloads: [String] = []
    ) {
        self.insight = insight
        self.words = words
        self.thresholds = thresholds ?? ViewThresholds(insight)
        self.app = app
        self.isPublic = isPublic
        self.isServed = isServed
        self.navigation = navigation
        self.contentRoot = contentRoot
        self.downloads = downloads
        tagged = TaggedRecords(insight.coop, collation: words.collation)
        let noteYears = NoteListPages.years(insight.coop)
        self.noteYears = noteYears
        let texts = Array(Set(insight.coop.notes.compactMap(\.text)))
        // A text shared by several notes is rendered once.
        let noteHTML = Dictionary(uniqueKeysWithValues: zip(texts, texts.parallelMap { Markup(trusted: Markdown.html($0)) }))
        let coop = insight.coop
        notes = coop.notes.map { note in
            Prepared(
                NoteItem(
                    note, coop: coop, noteHTML: noteHTML, listedAt: noteYears.address(of: note.date),
                    actions: RecordActions(note.location, contentRoot: contentRoot, app: app)))
        }
        notesInFull = Dictionary(
            uniqueKeysWithValues: coop.notes.indices.filter { coop.notes[$0].tags.count > NoteItem.shownTags }.map { index in
                let note = coop.notes[index]
                let actions = RecordActions(note.location, contentRoot: contentRoot, app: app)
                let item = NoteItem(
                    note, coop: coop, noteHTML: noteHTML, listedAt: noteYears.address(of: note.date), actions: actions, inFull: true)
                return (index, (item, Prepared(item)))
            })
        let files = downloads.map { path in
            let link = Exports.link(path, words: words)
            return Download(label: link.label, url: path, type: link.type, feed: path.hasPrefix("feeds/"))
        }
        func site(tab: String?) -> Prepared<SiteInfo> {
            Prepared(
                SiteInfo(
                    title: words.title(of: coop.settings), description: coop.settings.description, today: insight.today,
                    tabs: navigation.tabs.map { TabItem(id: $0.id, label: $0.label, url: $0.url, current: $0.id == tab) },
                    editURL: coop.settings.editURL, generator: "Coop Count", downloads: files, language: words.language,
                    baseURL: coop.settings.baseURL, searchEngines: coop.settings.publish.searchEngines,
                    summary: coop.settings.description ?? words(.siteSummary(title: words.title(of: coop.settings)))))
        }
        siteByTab = Dictionary(navigation.tabs.map { ($0.id, site(tab: $0.id)) }, uniquingKeysWith: { first, _ in first })
        siteOutsideTabs = site(tab: nil)
    }

    /// `relative` (to the content folder) as a page names it: under the content folder's own
    /// name, `content/eggs/2026.yaml`, however the folder was given (`/home/sam/coop/content`,
    /// `../coop/content`): a page is read elsewhere than on this computer, and is published.
    /// Messages on the terminal keep the path as given.
    func contentPath(_ relative: String) -> String {
        FilePath(Self.pageFolderName(contentRoot)).appendingAsTyped(relative).string
    }

    /// The name pages give the content folder `root`: its last component (`content` of
    /// `/home/sam/coop/content`); none (paths inside it alone) for `.`, `..` or `/`.
    static func pageFolderName(_ root: String) -> String {
        let name = FilePath(root).lastComponent
        return ["", ".", "..", "/", "~"].contains(name) ? "" : name
    }

    /// A path shown in diagnostics and records, relative to the content folder.
    func relativeContentPath(_ shown: String) -> String {
        FilePath(contentRoot).relativePath(of: shown) ?? shown
    }

    var coop: Coop { insight.coop }
    var today: CivilDate { insight.today }
    var currency: Currency { coop.settings.currency }

    /// What the Add link of the page at `address` opens in the coop app: the form for the
    /// page's kind of record (`kind=expense`), with the hen or person of their own page, and
    /// the page to come back to.
    func adds(_ address: PageAddress) -> String {
        var kind = RecordKind.eggs
        var hen: String?
        var person: String?
        switch address {
        case .records(let listed), .recordsYear(let listed, _): kind = listed
        case .tag, .tagYear: kind = .notes
        case .hens: kind = .hens
        case .hen(let slug): hen = coop.hens.first { $0.slug == slug }?.name
        case .people: kind = .people
        case .person(let slug), .personYear(let slug, _):
            person = coop.people.first { $0.slug == slug }?.name
            kind = .deliveries
        case .kinds: kind = .kinds
        default: break
        }
        let query = AppRoute.add(kind, hen: hen, person: person, back: address.path)
        return String(query.dropFirst(AppRoute.add.path.count + 1))
    }

    /// The common fields of the page at `address`, in its tab; the menu marks `current`
    /// (default: `address`) as this page, so a tab's index marks the view it shows.
    func common(_ address: PageAddress, title: String, menu: Menu?, current: PageAddress? = nil) -> PageCommon {
        let tab = address.tab
        // The 404 page is shown at any address: its links start at base_url (or the root);
        // under coop serve, at the server's root.
        let fixedRoot = address == .notFound ? (isServed ? "/" : coop.settings.baseURL ?? "") : nil
        return PageCommon(
            site: siteByTab[tab] ?? siteOutsideTabs,
            page: PageInfo(
                title: title, path: address.path, tab: tab, adds: app ? adds(address) : nil, fixedRoot: fixedRoot, isPublic: isPublic),
            menu: menu?.data(currentPath: (current ?? address).path))
    }

    /// The coop app's links for the record written at `location`; `nil` in a static site.
    func actions(_ location: SourceLocation?) -> RecordActions? {
        location.flatMap { RecordActions($0, contentRoot: contentRoot, app: app) }
    }

    /// Money in the coop's currency.
    func money(_ amount: Money) -> CurrencyAmount { CurrencyAmount(amount, currency) }
}

/// The data of one kind of page, and the template that renders it.
protocol PageData: TemplateData {
    /// The page template, by its path in the theme: `pages/hen.xhtml`.
    static var template: String { get }
}

/// A page template and the schema of its data.
struct PageTemplate: Sendable, Hashable {
    let name: String
    let schema: ObjectSchema

    /// The template of pages whose data is a `type`.
    init(_ type: any PageData.Type) {
        name = type.template
        schema = type.templateSchema
    }
}

/// A page to write: where, with which template, and how to make its data.
///
/// The data is made when the page is rendered, on whichever core renders it, so the work of
/// building every page's data is spread over all cores like the rendering itself.
struct SitePage: Sendable {
    /// The page's file from the site's root.
    let path: String
    let template: PageTemplate
    /// Makes the page's data.
    let makeData: @Sendable () -> any PageData

    /// The page at `address` showing `data`, with the template of its type.
    init<Data: PageData>(_ address: PageAddress, data: @autoclosure @escaping @Sendable () -> Data) {
        self.path = address.path
        template = PageTemplate(Data.self)
        makeData = data
    }

    /// The page's data as a template object, made now.
    var data: TemplateObject { makeData().templateObject }
}
