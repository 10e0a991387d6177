import CoopInsight

/// Every page of the site, by the part of the site map (DESIGN.md section 4) it belongs to.
/// Each part returns no pages when its data does not exist.
enum SitePlan {
    /// Every page template the site uses, compiled before anything is built so that a theme
    /// error is reported whatever the data.
    static let templates: [PageTemplate] = [
        DashboardPage.template, AddPage.template, StatsPage.template, CalendarPages.monthTemplate, CalendarPages.yearTemplate,
        ListPages.eggsTemplate, ListPages.notesTemplate, LedgerPages.expensesTemplate, LedgerPages.contributionsTemplate,
        LedgerPages.deliveriesTemplate, TagPages.template, HenPages.indexTemplate, HenPages.henTemplate, KindsPage.template,
        GraphPages.template, PeoplePages.indexTemplate, PeoplePages.personTemplate,
    ]

    static func pages(_ context: SiteContext) -> [SitePage] {
        DashboardPage.pages(context) + CalendarPages.pages(context) + ListPages.pages(context) + GraphPages.pages(context)
            + HenPages.pages(context) + KindsPage.pages(context) + PeoplePages.pages(context) + StatsPage.pages(context)
            + AddPage.pages(context)
    }
}
