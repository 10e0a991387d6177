import CoopRecords
import CoopTemplate

/// `tags/<tag>.html`: everything carrying a tag.
enum TagPages {
    static let template = PageTemplate(name: "pages/tag.xhtml", schema: CommonSchema.page("TagPage", [
        TemplateField("tag", .string), TemplateField("notes", .list(.object(Items.note))),
        TemplateField("expenses", .list(.object(LedgerPages.expense))),
    ]))

    static func pages(_ context: SiteContext, menu: Menu) -> [SitePage] {
        let coop = context.coop, tagged = context.tagged
        return tagged.names.sorted { $0.key < $1.key }.map { slug, name in
            let path = Items.tagURL(slug: slug)
            let notes = (tagged.notes[slug] ?? []).reversed()
            let expenses = (tagged.expenses[slug] ?? []).reversed()
            return SitePage(path: path, template: template, data: .page(
                template.schema, common: context.common(path: path, title: "Tagged \(name)", tab: "list", menu: menu), [
                    ("tag", .string(name)), ("notes", .list(notes.map { context.noteValues[$0] })),
                    ("expenses", .list(expenses.map { LedgerPages.expenseValue(coop.expenses[$0], context: context) })),
                ]))
        }
    }
}
