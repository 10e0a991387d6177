import CoopInsight
import CoopMarkdown
import CoopRecords
import CoopTemplate
import CoopValues

/// `hens/index.html`, the flock; and `hens/<slug>.html`, one hen: facts, age, status,
/// photo, her story, her notes and the eggs credited to her.
enum HenPages {
    static let card = ObjectSchema("HenCard", [
        TemplateField("name", .string), TemplateField("url", .string), TemplateField("photo", .optional(.string), "its address from the site root, percent-encoded"),
        TemplateField("breed", .optional(.string)), TemplateField("kind", .optional(.string), "the kind's label, with 2+ kinds"),
        TemplateField("color", .optional(.string), "the kind's colour"),
        TemplateField("status", .string, "laying, molting, broody, not-yet-laying, arriving, removed"),
        TemplateField("statusLabel", .string), TemplateField("age", .optional(.string)), TemplateField("credited", .int),
        TemplateField("summary", .string, "one line: joined, left"),
    ])

    static let monthCount = ObjectSchema("MonthCount", [
        TemplateField("label", .string), TemplateField("url", .string), TemplateField("count", .int),
    ])

    static let hen = ObjectSchema("HenDetail", [
        TemplateField("card", .object(card)), TemplateField("facts", .list(.object(Items.fact))),
        TemplateField("details", .list(.object(Items.fact))), TemplateField("about", .optional(.markup)),
        TemplateField("notes", .list(.object(Items.note))), TemplateField("creditedByMonth", .list(.object(monthCount))),
        TemplateField("previous", .optional(.object(Items.link))), TemplateField("next", .optional(.object(Items.link))),
    ])

    static let indexTemplate = PageTemplate(name: "pages/hens.xhtml", schema: CommonSchema.page("HensPage", [
        TemplateField("current", .list(.object(card))), TemplateField("past", .list(.object(card))),
        TemplateField("laying", .int), TemplateField("present", .int),
    ]))
    static let henTemplate = PageTemplate(name: "pages/hen.xhtml", schema: CommonSchema.page("HenPage", [
        TemplateField("hen", .object(hen)),
    ]))

    static func menu(_ context: SiteContext) -> Menu {
        let coop = context.coop
        let insight = context.insight
        let present = coop.hens.indices.filter { insight.status(ofHen: $0) != .removed }
        let gone = coop.hens.indices.filter { insight.status(ofHen: $0) == .removed }
        var sections = [MenuSection(title: nil, links: [MenuLink("The flock", "hens/index.html")])]
        sections.append(MenuSection(title: "In the flock", links: present.map { MenuLink(coop.hens[$0].name, Items.henURL(coop.hens[$0])) }))
        if !gone.isEmpty {
            sections.append(MenuSection(title: "Gone", links: gone.map { MenuLink(coop.hens[$0].name, Items.henURL(coop.hens[$0])) }))
        }
        return Menu(title: "Hens", sections: sections)
    }

    static func credited(_ coop: Coop) -> [Int: [(CivilDate, Int)]] {
        var out: [Int: [(CivilDate, Int)]] = [:]
        for entry in coop.eggs.entries {
            for credit in entry.credits { out[credit.henIndex, default: []].append((entry.first, credit.count)) }
        }
        return out
    }

    static func cardValue(_ index: Int, context: SiteContext, credits: [Int: [(CivilDate, Int)]]) -> TemplateValue {
        let coop = context.coop
        let hen = coop.hens[index]
        let status = context.insight.status(ofHen: index)
        let ageEnd = min(context.today, hen.removed ?? context.today)
        var summary: [String] = []
        if let added = hen.added { summary.append("joined \(DatePattern.dayMonthYear.format(added))") }
        if let removed = hen.removed {
            summary.append("left \(DatePattern.dayMonthYear.format(removed))" + (hen.removedReason.map { " (\($0))" } ?? ""))
        }
        return card.make([
            "name": .string(hen.name), "url": .string(Items.henURL(hen)), "photo": .text(hen.photo.map(Items.fileURL)),
            "breed": .text(hen.breed), "kind": coop.hasSeveralKinds ? .string(coop.kinds[hen.kindIndex].displayName) : .null,
            "color": .text(coop.kinds[hen.kindIndex].color), "status": .string(status.rawValue), "statusLabel": .string(status.label),
            "age": hen.hatched.flatMap { Age(from: $0, to: ageEnd) }.map { .string($0.words) } ?? .null,
            "credited": .int((credits[index] ?? []).reduce(0) { $0 + $1.1 }), "summary": .string(summary.joined(separator: ", ")),
        ])
    }

    static func pages(_ context: SiteContext) -> [SitePage] {
        let coop = context.coop
        guard !coop.hens.isEmpty else { return [] }
        let insight = context.insight
        let menu = menu(context)
        let credits = credited(coop)
        let cards = coop.hens.indices.map { cardValue($0, context: context, credits: credits) }
        let removed = coop.hens.indices.filter { insight.status(ofHen: $0) == .removed }
        var pages: [SitePage] = []
        let index = "hens/index.html"
        pages.append(SitePage(path: index, template: indexTemplate, data: .page(
            indexTemplate.schema, common: context.common(path: index, title: "The flock", tab: "hens", menu: menu), [
                ("current", .list(coop.hens.indices.filter { !removed.contains($0) }.map { cards[$0] })),
                ("past", .list(removed.map { cards[$0] })),
                ("laying", .int(insight.census.laying(on: context.today))), ("present", .int(insight.census.present(on: context.today))),
            ])))
        for (i, hen) in coop.hens.enumerated() {
            let path = Items.henURL(hen)
            let kind = coop.kinds[hen.kindIndex]
            let facts = Items.facts([
                ("Breed", hen.breed), ("Lays", coop.hasSeveralKinds ? kind.displayName : nil),
                ("Hatched", hen.hatched.map(DatePattern.dayMonthYear.format)),
                ("Age", hen.hatched.flatMap { Age(from: $0, to: min(context.today, hen.removed ?? context.today))?.words }),
                ("Joined the flock", hen.added.map(DatePattern.dayMonthYear.format)),
                ("First egg", hen.startedLaying.map(DatePattern.dayMonthYear.format)),
                ("Left the flock", hen.removed.map(DatePattern.dayMonthYear.format)), ("Why", hen.removedReason),
            ])
            var byMonth: [YearMonth: Int] = [:]
            for (day, count) in credits[i] ?? [] { byMonth[day.yearMonth, default: 0] += count }
            let notes = coop.notes.indices.filter { coop.notes[$0].henIndexes.contains(i) }.reversed()
            let value = Self.hen.make([
                "card": cards[i], "facts": facts,
                "details": Items.details(hen.details.map { ($0.label, $0.value) }),
                "about": hen.about.map { .markup(Markup(trusted: Markdown.html($0))) } ?? .null,
                "notes": .list(notes.map { context.noteValues[$0] }),
                "creditedByMonth": .list(byMonth.keys.sorted(by: >).map { ym in
                    monthCount.make(["label": .string("\(ym.monthName) \(ym.year)"), "url": .string("list/eggs/\(ym).html"),
                                     "count": .int(byMonth[ym] ?? 0)])
                }),
                "previous": i > 0 ? Items.link(coop.hens[i - 1].name, Items.henURL(coop.hens[i - 1])) : .null,
                "next": i + 1 < coop.hens.count ? Items.link(coop.hens[i + 1].name, Items.henURL(coop.hens[i + 1])) : .null,
            ])
            pages.append(SitePage(path: path, template: henTemplate, data: .page(
                henTemplate.schema, common: context.common(path: path, title: hen.name, tab: "hens", menu: menu), [("hen", value)])))
        }
        return pages
    }
}
