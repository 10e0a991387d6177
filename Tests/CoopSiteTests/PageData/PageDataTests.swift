import CoopDiagnostics
import CoopRecords
import CoopTemplate
import CoopTestSupport
import CoopValues
import Foundation
import Testing

@testable import CoopSite

/// The page data types: their schemas are what the templates are checked against and what
/// they render, every stored property is a field, and docs/templates.md's reference of each
/// page's data is the one the types make.
@Suite struct PageDataTests {
    /// The repository's root.
    static let repository = URL(fileURLWithPath: repositoryRoot)

    @Test func theReferenceInTheDocsIsTheOneThePageDataTypesMake() throws {
        let stale = try GeneratedSection.stale(
            "docs/templates.md", start: PageDataReference.startMarker, end: PageDataReference.endMarker,
            made: PageDataReference.markdown(), update: "swift test --filter PageDataTests")
        #expect(stale == nil, "\(stale ?? "")")
    }

    @Test func theReferenceListsEachPageTemplateAndObjectWithItsFields() {
        let reference = PageDataReference.markdown()
        #expect(
            reference.contains(
                """
                ### `pages/tag.xhtml`: TagPage

                | field | type | what |
                |---|---|---|
                | `tag` | text |  |
                | `years` | optional YearMenu | the menu of years, when the tagged records span several |
                | `notes` | list of Note |  |
                | `expenses` | list of ExpenseRow |  |
                """))
        #expect(
            reference.contains(
                """
                #### Link

                | field | type | what |
                |---|---|---|
                | `label` | text |  |
                | `url` | text | from the site root |
                """))
        // Every page's own table leaves out the fields every page has, listed once.
        #expect(reference.components(separatedBy: "| `site` | Site | the site |").count == 2)
    }

    /// A tag page's data in which the field `tag` is called `label`: what renaming a field in
    /// its type would make.
    struct RenamedTagPageData: TemplateData {
        let common: PageCommon
        let label: String
        let years: YearMenu?
        let notes: [Prepared<NoteItem>]
        let expenses: [ExpenseRow]

        static let templateFields = TemplateFields<RenamedTagPageData>(
            "TagPage",
            [
                .fields(of: { $0.common }),
                .field("label", { $0.label }),
                .field("years", { $0.years }),
                .field("notes", { $0.notes }),
                .field("expenses", { $0.expenses }),
            ])
    }

    @Test func renamingAFieldInAPageTypeStopsTheTemplateUsingItWithItsLocation() throws {
        let theme = try Theme.load(directory: nil, overrides: nil).get()
        let library = theme.templates()
        let result = library.compile("pages/tag.xhtml", data: RenamedTagPageData.templateSchema, words: englishWords)
        guard case .failure(let error) = result else {
            Issue.record("pages/tag.xhtml compiled against a schema without 'tag'")
            return
        }
        #expect(
            error.diagnostics.map(\.description) == [
                "Themes/default/pages/tag.xhtml:8:82: error: 'tag' is not defined here [unknown-field]"
            ])
    }

    @Test func aPageTypeRendersWithTheTemplateCheckedAgainstItsSchema() throws {
        let theme = try Theme.load(directory: nil, overrides: nil).get()
        let template = try theme.templates().compile(TagPageData.template, data: TagPageData.templateSchema, words: englishWords).get()
        let site = SiteInfo(
            title: "Test coop", description: nil, today: CivilDate(year: 2026, month: 11, day: 22)!, tabs: [],
            editURL: nil, generator: "Coop Count", downloads: [], language: "en")
        let data = TagPageData(
            common: PageCommon(site: Prepared(site), page: PageInfo(title: "Tagged feed", path: "tags/feed.html", tab: "list"), menu: nil),
            tag: "feed & <hay>", years: nil, notes: [],
            expenses: [
                ExpenseRow(
                    date: CivilDate(year: 2026, month: 11, day: 2)!, item: "Layer feed",
                    amount: CurrencyAmount(Money(minorUnits: 2499), .usd),
                    consumable: true, shared: true, paidBy: nil, tags: [])
            ])
        let html = template.renderString(data.templateObject)
        #expect(html.contains(#"<h1>Tagged <span class="tag">#feed &amp; &lt;hay&gt;</span></h1>"#))
        #expect(
            html.contains(
                #"<td data-label="Date"><time datetime="2026-11-02">2 Nov 2026</time></td><td class="wide" data-label="Item">Layer feed</td><td class="num lead" data-label="Amount">$24.99</td>"#
            ))
        #expect(html.contains(#"<p><a href="../list/notes.html">All notes</a></p>"#))
        #expect(!html.contains("notes</h2>"), "no notes section without notes")
    }

    @Test func everyStoredPropertyOfThePageDataIsAField() throws {
        var memory = BuildMemory()
        // As coop serve builds it, so that the coop app's links are there too.
        var options = SiteOptions(
            content: Self.repository.appendingPathComponent("content").path, output: "unused",
            today: CivilDate(year: 2026, month: 11, day: 22)!)
        options.app = true
        let prepared = SiteBuilder.prepare(options, memory: &memory)
        #expect(prepared.isReady)
        var checked: Set<String> = []
        for file in prepared.files {
            guard let (page, _) = file.page else { continue }
            check(page.makeData(), checked: &checked)
        }
        // The sample coop has no alert on its day.
        check(AlertItem(code: "low", level: "warning", title: "Fewer eggs", detail: "3 this week"), checked: &checked)
        // The types pages receive made once (Prepared), which keeps only the template object.
        let day = CivilDate(year: 2026, month: 11, day: 22)!
        let link = MenuLink("November", "calendar/2026-11.html", note: "412")
        let item = MenuItem(link, current: true)
        let group = MenuGroup(MenuSection(title: "2026", links: [link]), items: [Prepared(item)], marked: true)
        let row = TableRow(label: "Week of 16 Nov", cells: ["21"])
        for value: any TemplateData in [
            item, group, MenuData(title: "Months", groups: [Prepared(group)]), DayCell.padding(1, date: day),
            SiteInfo(
                title: "Coop", description: nil, today: day,
                tabs: [TabItem(id: "hens", label: "Hens", url: "hens/index.html", current: true)],
                editURL: nil, generator: "Coop Count",
                downloads: [Download(label: "eggs.csv", url: "data/eggs.csv", type: "text/csv", feed: false)], language: "en"),
            TableData(caption: "Eggs by week", headers: ["Eggs"], rows: [row]),
            AppFrame(path: "/__coop/edit"),
            HenCard(
                name: "Pearl", url: "hens/pearl.html", photo: nil, breed: "Leghorn", kind: nil, color: nil, status: "laying",
                statusLabel: "Laying", age: "2 years", credited: 3, summary: ""),
            NoteItem(
                Note(date: day, title: "Fox seen", tags: ["fox"], location: SourceLocation(path: "notes.yaml", line: 1, column: 3)),
                coop: Coop(), noteHTML: [:], listedAt: .records(.notes)),
        ] + Self.appPages(day) {
            check(value, checked: &checked)
        }
        // Every object type a page template receives was seen with a value in the sample site.
        let expected = Set(
            ([PageCommon.templateSchema] + SitePlan.templates.map(\.schema)
                + SchemaReference.objects(reachableFrom: SitePlan.templates.map(\.schema))).map(\.name))
        #expect(expected.subtracting(checked).isEmpty, "not seen in the sample site: \(expected.subtracting(checked).sorted())")
    }

    /// One of each page of the coop app, every part filled, in the frame of a page.
    static func appPages(_ day: CivilDate) -> [any TemplateData] {
        let common = PageCommon(
            site: Prepared(
                SiteInfo(
                    title: "Coop", description: nil, today: day, tabs: [], editURL: nil, generator: "Coop Count", downloads: [],
                    language: "en")),
            page: PageInfo(title: "Add note", path: "add.html", tab: "add", app: AppFrame(path: "/add.html")), menu: nil)
        let problem = AppProblemData(
            message: "refused",
            diagnostics: [
                AppDiagnostic(
                    blocks: [
                        AppDiagnosticBlock(
                            place: "content/eggs.yaml:3:7", severity: "error", message: "3 cracked but only 1 laid",
                            excerpt: AppExcerpt(line: 3, before: "2026-11-24: {brown: 1, cracked: ", marked: "3", after: "}"))
                    ], help: "help")
            ])
        let stepper = AppStepper(name: "count.brown", label: "Brown", value: "2")
        let form = AppFormPage(
            path: "/add.html", title: "Add note", editing: AppPlace(file: "content/notes.yaml", line: 3),
            kinds: [AppKindLink(stem: "notes", url: "/add.html?kind=note", current: true)], problem: problem,
            hidden: [AppHidden("form-kind", "note")],
            fields: [
                AppField(
                    name: "tags", label: "Tags", input: .picks, hint: nil, required: false, value: "",
                    options: [AppOption(value: "a", label: "A", selected: true)],
                    picks: [AppOption(value: "molt", label: "molt", selected: true)],
                    newWordsName: "tags.new")
            ],
            eggs: AppEggFields(
                day: "2026-11-22", editing: false,
                recorded: AppRecordedDay(
                    isRange: false, first: "2026-11-22", last: "2026-11-22", place: "eggs.yaml, line 3", eggs: 4, addTo: true),
                steppers: [stepper], open: true, cracked: stepper, hens: [stepper], until: ""),
            removeURL: "/__coop/remove?record=notes.yaml:3", cancelURL: "/list/notes.html")
        let removal = AppRemovalPage(
            path: "/__coop/remove", title: "Remove note", stem: "notes", file: "notes.yaml", problem: problem, lines: "- date: 2026-11-22",
            hidden: [AppHidden("form-record", "notes.yaml:3")], editURL: "/__coop/edit?record=notes.yaml:3", cancelURL: nil)
        let done = AppDonePage(
            path: "/__coop/done", title: "Added", verb: .added, stem: "notes", undone: false, file: "notes.yaml", line: 3, lines: "x",
            undo: [AppHidden("form-change", "1")], notUndone: problem, backURL: "/index.html", addAnotherURL: "/add.html?kind=note")
        let notice = AppNoticePage(path: "/__coop/done", title: "Not found", notice: .forgottenChange, changes: 100)
        return [
            AppFormPageData(common: common, form: form), AppRemovalPageData(common: common, removal: removal),
            AppDonePageData(common: common, done: done), AppNoticePageData(common: common, notice: notice),
            AppPairingPageData(language: "en", pairing: AppPairingPage(.wrongCode, wrongCodesPerCode: 10)),
            AppChoreDonePageData(
                common: common,
                choreDone: AppChoreDonePage(
                    path: "/__coop/chore-done", title: "Done: Clean the coop", chore: "Clean the coop", day: day, problem: problem,
                    hidden: [AppHidden("form-record", "chores.yaml:1")], cancelURL: "/index.html")),
        ]
    }

    /// Records an issue for each stored property of `value` (and of the values it holds, up to
    /// two items of each list) that is neither a field of its type nor a part whose fields
    /// are all spliced into it, once per type; adds the schema names checked to `checked`.
    private func check(_ value: Any, checked: inout Set<String>) {
        if value is [UInt8] || value is String { return }
        let children = Mirror(reflecting: value).children
        guard let data = value as? any TemplateData else {
            for child in children.prefix(2) { check(child.value, checked: &checked) }
            return
        }
        let schema = type(of: data).templateSchema
        checked.insert(schema.name)
        for child in children {
            let label = child.label ?? "?"
            if schema.index(of: label) == nil, checked.insert(schema.name + "." + label).inserted {
                let spliced = (child.value as? any TemplateData).map {
                    type(of: $0).templateSchema.fields.allSatisfy { schema.index(of: $0.name) != nil }
                }
                #expect(spliced == true, "\(schema.name) has a stored property '\(label)' that is not one of its fields")
            }
            check(child.value, checked: &checked)
        }
    }
}
