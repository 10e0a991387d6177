import CoopInsight
import CoopRecords
import CoopTemplate
import CoopValues

/// `kinds/index.html`: the kinds of egg, only when there are two or more.
enum KindsPage {
    static let kind = ObjectSchema("KindSummary", [
        TemplateField("name", .string), TemplateField("label", .string), TemplateField("color", .optional(.string)),
        TemplateField("size", .optional(.string)), TemplateField("hens", .list(.object(Items.link)), "hens laying it now"),
        TemplateField("laid", .int, "all time"), TemplateField("thisYear", .int), TemplateField("share", .number, "of all eggs"),
        TemplateField("perHenDay", .optional(.number)), TemplateField("details", .list(.object(Items.fact))),
    ])

    static let template = PageTemplate(name: "pages/kinds.xhtml", schema: CommonSchema.page("KindsPage", [
        TemplateField("kinds", .list(.object(kind))),
    ]))

    static func pages(_ context: SiteContext) -> [SitePage] {
        let coop = context.coop
        guard coop.hasSeveralKinds else { return [] }
        let insight = context.insight
        let all = insight.series.allTime
        let yearStart = CivilDate(year: context.today.year, month: 1, day: 1)!
        let year = insight.series.totals(from: yearStart, through: context.today)
        let values = coop.kinds.enumerated().map { index, k -> TemplateValue in
            let henDays = insight.census.layingHenDays(from: insight.series.firstDay, through: insight.series.lastDay, kind: index)
            let hens = coop.hens.filter { $0.kindIndex == index && $0.isPresent(on: context.today) }
            return kind.make([
                "name": .string(k.name), "label": .string(k.displayName), "color": .text(k.color), "size": .text(k.size),
                "hens": .list(hens.map { Items.link($0.name, Items.henURL($0)) }), "laid": .int(all.laidByKind[index]),
                "thisYear": .int(year.laidByKind[index]),
                "share": .number(all.laid > 0 ? Double(all.laidByKind[index]) / Double(all.laid) : 0),
                "perHenDay": henDays > 0 ? .number(Double(all.laidByKind[index]) / Double(henDays)) : .null,
                "details": Items.details(k.details.map { ($0.label, $0.value) }),
            ])
        }
        let path = "kinds/index.html"
        return [SitePage(path: path, template: template, data: .page(
            template.schema, common: context.common(path: path, title: "Egg kinds", tab: "kinds", menu: nil), [("kinds", .list(values))]))]
    }
}
