import CoopLocale
import CoopTemplate
import CoopValues
import Testing

/// Text from the data with right-to-left letters or direction controls is isolated where it
/// is written (issue 19, point 3): a right-to-left override left open in a hen's name must not
/// reorder the page around it.
@Suite struct BidiIsolationTests {
    static let override = "\u{202E}lraeP"
    static let arabic = "اللؤلؤة"

    /// Renders `body` with the hens' names `names` (the first also as the page's title).
    func render(_ body: String, names: [String]) throws -> String {
        let library = TemplateLibrary(files: ["page.xhtml": Array(Fixture.wrap(body).utf8)])
        let template = try library.compile("page.xhtml", data: Fixture.page, words: .englishFormatsOnly).get()
        var values = Fixture.data
        values = TemplateObject(
            Fixture.page,
            [
                "title": .string(names[0]), "count": .int(1), "ratio": .number(0), "day": .date(CivilDate(iso: "2026-11-22")!),
                "price": .money(.zero, .usd),
                "hens": .list(names.map { Fixture.hen($0, breed: nil, laying: true, eggs: 1) }), "empty": .list([]),
                "chart": .markup(Markup(trusted: "")), "nothing": .null, "flag": .bool(true), "link": .string(""), "first": .null,
            ])
        return template.renderString(values)
    }

    @Test func textWithADirectionIsInABdi() throws {
        let page = try render(#"<p c:each="hen in hens">${hen.name} laid ${hen.eggs}</p>"#, names: [Self.override, Self.arabic, "Pearl"])
        #expect(
            page
                == "<div><p><bdi>\(Self.override)</bdi> laid 1</p><p><bdi>\(Self.arabic)</bdi> laid 1</p><p>Pearl laid 1</p></div>")
    }

    @Test func cTextIsIsolatedToo() throws {
        let page = try render(#"<span c:text="title">x</span>"#, names: [Self.override])
        #expect(page == "<div><span><bdi>\(Self.override)</bdi></span></div>")
    }

    @Test func whereNoElementMayGoTheIsolateCharactersAreUsed() throws {
        let page = try render(
            #"<title>${title} – Coop</title><svg xmlns="http://www.w3.org/2000/svg"><text>${title}</text></svg>"#,
            names: [Self.override])
        let isolated = "\u{2068}\(Self.override)\u{2069}"
        #expect(page == "<div><title>\(isolated) – Coop</title><svg><text>\(isolated)</text></svg></div>")
    }

    @Test func formValuesAndAttributesAreLeftAsTyped() throws {
        let page = try render(
            #"<textarea>${title}</textarea><select><option>${title}</option></select><a title="${title}">x</a>"#,
            names: [Self.override])
        let o = Self.override
        #expect(page == "<div><textarea>\(o)</textarea><select><option>\(o)</option></select><a title=\"\(o)\">x</a></div>")
    }
}
