import CoopInsight
import CoopTemplate

/// The graph tab. A first page until the charts arrive: the weekly totals as a table.
enum GraphPages {
    static let week = ObjectSchema("WeekRow", [
        TemplateField("start", .date), TemplateField("laid", .int), TemplateField("recordedDays", .int),
    ])

    static let template = PageTemplate(name: "pages/graph.xhtml", schema: CommonSchema.page("GraphPage", [
        TemplateField("weeks", .list(.object(week))),
    ]))

    static func pages(_ context: SiteContext) -> [SitePage] {
        guard context.insight.hasEggs else { return [] }
        let path = "graphs/index.html"
        let weeks = context.insight.weeks.suffix(26).reversed().map { period in
            week.make(["start": .date(period.start), "laid": .int(period.totals.laid), "recordedDays": .int(period.totals.recordedDays)])
        }
        return [SitePage(path: path, template: template, data: .page(
            template.schema, common: context.common(path: path, title: "Weekly eggs", tab: "graphs", menu: nil), [("weeks", .list(weeks))]))]
    }
}
