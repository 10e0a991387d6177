import CoopTemplate
import CoopValues

/// The data the fuzzed templates compile against and render: the fields the default
/// theme's layout uses (`site`, `page`, `menu`), and a few of every type for the page.
enum FuzzSchema {
    static let tab = ObjectSchema(
        "Tab",
        [
            TemplateField("id", .string), TemplateField("label", .string), TemplateField("url", .string),
            TemplateField("current", .bool), TemplateField("ariaCurrent", .optional(.string)),
        ])
    static let download = ObjectSchema(
        "Download",
        [
            TemplateField("label", .string), TemplateField("url", .string), TemplateField("type", .string), TemplateField("feed", .bool),
        ])
    static let site = ObjectSchema(
        "Site",
        [
            TemplateField("title", .string), TemplateField("description", .optional(.string)), TemplateField("today", .date),
            TemplateField("tabs", .list(.object(tab))), TemplateField("editURL", .optional(.string)),
            TemplateField("generator", .string), TemplateField("downloads", .list(.object(download))),
        ])
    static let pageInfo = ObjectSchema(
        "PageInfo",
        [
            TemplateField("title", .string), TemplateField("root", .string), TemplateField("path", .string), TemplateField("tab", .string),
        ])
    static let item = ObjectSchema(
        "MenuItem",
        [
            TemplateField("label", .string), TemplateField("url", .string), TemplateField("current", .bool),
            TemplateField("ariaCurrent", .optional(.string)), TemplateField("note", .optional(.string)),
        ])
    static let group = ObjectSchema(
        "MenuGroup", [TemplateField("title", .optional(.string)), TemplateField("items", .list(.object(item)))])
    static let menu = ObjectSchema("Menu", [TemplateField("title", .string), TemplateField("groups", .list(.object(group)))])
    static let hen = ObjectSchema(
        "Hen",
        [
            TemplateField("name", .string), TemplateField("url", .string), TemplateField("breed", .optional(.string)),
            TemplateField("laying", .bool), TemplateField("eggs", .int), TemplateField("hatched", .optional(.date)),
            TemplateField("about", .optional(.markup)),
        ])
    static let note = ObjectSchema(
        "Note",
        [
            TemplateField("date", .date), TemplateField("title", .string), TemplateField("text", .markup),
            TemplateField("tags", .list(.string)), TemplateField("hens", .list(.object(hen))),
        ])
    static let page = ObjectSchema(
        "FuzzPage",
        [
            TemplateField("site", .object(site)), TemplateField("page", .object(pageInfo)), TemplateField("menu", .optional(.object(menu))),
            TemplateField("title", .string), TemplateField("count", .int), TemplateField("ratio", .number), TemplateField("day", .date),
            TemplateField("price", .money), TemplateField("hens", .list(.object(hen))), TemplateField("current", .list(.object(hen))),
            TemplateField("past", .list(.object(hen))), TemplateField("first", .optional(.object(hen))),
            TemplateField("notes", .list(.object(note))),
            TemplateField("chart", .markup), TemplateField("flag", .bool), TemplateField("nothing", .optional(.string)),
            TemplateField("present", .int), TemplateField("laying", .int),
        ])

    /// One value of ``page``, with text that needs escaping in every context.
    static let data: TemplateObject = {
        let day = CivilDate(dayNumber: 20_414)
        let pearl = hen.make([
            "name": .string("Pearl <&> \"q\" 'a'"), "url": .string("javascript:alert(1)"), "breed": .string("Leghorn"),
            "laying": .bool(true), "eggs": .int(3), "hatched": .date(day),
            "about": .markup(Markup(trusted: "<p>Lays <em>white</em></p>")),
        ])
        let dot = hen.make(["name": .string("Dot"), "url": .string("hens/dot.html"), "laying": .bool(false), "eggs": .int(0)])
        let molt = note.make([
            "date": .date(day), "title": .string("]]></script><script>"), "text": .markup(Markup(trusted: "<p>x</p>")),
            "tags": .list([.string("molt"), .string("a b")]), "hens": .list([pearl]),
        ])
        let november = item.make([
            "label": .string("Nov"), "url": .string("list/2026-11.html"), "current": .bool(true),
            "ariaCurrent": .string("page"), "note": .string("42"),
        ])
        return TemplateObject(
            page,
            [
                "site": site.make([
                    "title": .string("Fuzz & Coop"), "today": .date(day), "generator": .string("Coop Count"),
                    "tabs": .list([
                        tab.make([
                            "id": .string("hens"), "label": .string("Hens"), "url": .string("hens/"),
                            "current": .bool(true), "ariaCurrent": .string("page"),
                        ])
                    ]),
                    "downloads": .list([
                        download.make([
                            "label": .string("Feed"), "url": .string("feeds/notes.xml"),
                            "type": .string("application/atom+xml"), "feed": .bool(true),
                        ])
                    ]),
                ]),
                "page": pageInfo.make([
                    "title": .string("</title>"), "root": .string("../"), "path": .string("hens/index.html"), "tab": .string("hens"),
                ]),
                "menu": menu.make([
                    "title": .string("Months"), "groups": .list([group.make(["title": .string("2026"), "items": .list([november])])]),
                ]),
                "title": .string("<script>alert(1)</script>"), "count": .int(12_345), "ratio": .number(0.4567), "day": .date(day),
                "price": .money(Money(minorUnits: 123_456), .usd), "hens": .list([pearl, dot]), "current": .list([pearl]),
                "past": .list([dot]),
                "first": pearl, "notes": .list([molt]), "chart": .markup(Markup(trusted: "<svg><rect/></svg>")), "flag": .bool(true),
                "present": .int(2), "laying": .int(1),
            ])
    }()
}
