import CoopInsight
import CoopLocale
import CoopParallel
import CoopRecords

/// Every page and export of a site, planned from the records: the insight computed, each
/// page's data ready to be made, nothing rendered yet.
struct SitePlan: Sendable {
    /// Every page, in the order of the site map.
    let pages: [SitePage]
    /// The feeds and data exports.
    let exports: [SiteFile]

    /// Computes the insight of `coop` and plans its site. With `exportsNow`, the exports
    /// start being made at once on a thread of their own (they need only the records), so
    /// that they are ready by the time the pages are rendered.
    init(coop: Coop, options: SiteOptions, words: Words, contentRoot: String, exportsNow: Bool) {
        var exports = Exports.plan(coop, today: options.today, words: words)
        if exportsNow {
            let planned = exports
            let made = BackgroundWork { planned.map { $0.make() } }
            exports = planned.indices.map { index in SiteFile(path: planned[index].path, role: .export) { made.wait()[index] } }
        }
        let insight = CoopInsight(coop: coop, today: options.today)
        let thresholds = ViewThresholds(insight)
        let context = SiteContext(
            insight: insight, words: words, thresholds: thresholds,
            navigation: Navigation(coop: coop, hasGraphs: thresholds.weeklyEggs, words: words),
            contentRoot: contentRoot, app: options.app, isPublic: options.isPublic, isServed: options.isServed,
            downloads: exports.map(\.path).filter { Exports.isLinked($0, in: coop) })
        self.pages = Self.pages(context)
        self.exports = exports
    }

    /// Every page template the site uses, compiled before anything is built so that a theme
    /// error is reported whatever the data.
    static let pageTypes: [any PageData.Type] = sitePageTypes + appPageTypes

    /// The pages of the site a build writes.
    static let sitePageTypes: [any PageData.Type] = [
        DashboardPageData.self, AddPageData.self, StatsPageData.self, CalendarMonthPageData.self, CalendarYearPageData.self,
        EggListPageData.self, NoteListPageData.self, ExpenseListPageData.self, ContributionListPageData.self,
        DeliveryListPageData.self, TagPageData.self, HensPageData.self, HenPageData.self, KindsPageData.self,
        GraphPageData.self, PeoplePageData.self, PersonPageData.self, NotFoundPageData.self,
    ]

    /// The pages of the coop app, which only `coop serve` makes (``AppPage``, ``AppPairingPage``).
    static let appPageTypes: [any PageData.Type] = [
        AppFormPageData.self, AppRemovalPageData.self, AppDonePageData.self, AppNoticePageData.self, AppPairingPageData.self,
        AppChoreDonePageData.self,
    ]

    /// The template of each of ``pageTypes``.
    static let templates = pageTypes.map(PageTemplate.init)

    /// The templates of the site's pages, then, with `appPages`, of the coop app's.
    static func templates(appPages: Bool) -> [PageTemplate] { appPages ? templates : siteTemplates }

    private static let siteTemplates = sitePageTypes.map(PageTemplate.init)

    /// The files of the coop app's page templates (`pages/app-form.xhtml`).
    static let appTemplateNames = Set(appPageTypes.map { $0.template })

    /// Every page of the site, by the part of the site map (DESIGN.md section 4) it belongs
    /// to. Each part returns no pages when its data does not exist. The parts are planned
    /// on every core (the graphs' series, the largest, beside the others) and kept in order.
    static func pages(_ context: SiteContext) -> [SitePage] {
        var parts: [@Sendable (SiteContext) -> [SitePage]] = [
            DashboardPage.pages, CalendarPages.pages, ListPages.pages, GraphPages.pages, HenPages.pages, KindsPage.pages,
            PeoplePages.pages, StatsPage.pages, NotFoundPage.pages,
        ]
        // A public build says nothing of how to add a record: only the family can.
        if !context.isPublic { parts.append(AddPage.pages) }
        return parts.parallelMap { $0(context) }.flatMap { $0 }
    }
}
