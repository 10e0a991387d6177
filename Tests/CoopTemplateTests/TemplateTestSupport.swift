import CoopDiagnostics
import CoopLocale
import CoopTemplate
import CoopTestSupport
import CoopValues

/// The schema and data the directive tests render.
enum Fixture {
    static let hen = ObjectSchema(
        "Hen",
        [
            TemplateField("name", .string), TemplateField("breed", .optional(.string)), TemplateField("laying", .bool),
            TemplateField("eggs", .int), TemplateField("url", .string),
        ])
    static let page = ObjectSchema(
        "Page",
        [
            TemplateField("title", .string), TemplateField("count", .int), TemplateField("ratio", .number),
            TemplateField("day", .date), TemplateField("price", .money), TemplateField("hens", .list(.object(hen))),
            TemplateField("empty", .list(.object(hen))), TemplateField("chart", .markup), TemplateField("nothing", .optional(.string)),
            TemplateField("flag", .bool), TemplateField("link", .string), TemplateField("first", .optional(.object(hen))),
        ])

    static func hen(_ name: String, breed: String?, laying: Bool, eggs: Int) -> TemplateValue {
        hen.make([
            "name": .string(name), "breed": .text(breed), "laying": .bool(laying), "eggs": .int(eggs),
            "url": .string("hens/\(name.lowercased()).html"),
        ])
    }

    static let data = TemplateObject(
        page,
        [
            "title": .string("Maple <Street> & \"Co\""), "count": .int(12345), "ratio": .number(0.4567),
            "day": .date(CivilDate(iso: "2026-11-22")!), "price": .money(Money(minorUnits: 123_456), .usd),
            "hens": .list([
                hen("Pearl", breed: "Leghorn", laying: true, eggs: 3), hen("Dot", breed: nil, laying: false, eggs: 1),
                hen("Ada", breed: "Marans", laying: true, eggs: 0),
            ]),
            "empty": .list([]), "chart": .markup(Markup(trusted: "<svg><rect/></svg>")), "nothing": .null, "flag": .bool(true),
            "link": .string("javascript:alert(1)"), "first": .null,
        ])

    /// The XHTML boilerplate around a template body: the namespaces every template declares.
    static func wrap(_ body: String) -> String {
        "<div xmlns=\"http://www.w3.org/1999/xhtml\" xmlns:c=\"urn:coop:template\">\(body)</div>"
    }
}

/// Renders `body` (wrapped in a `<div>` declaring the namespaces) with the fixture data.
func render(_ body: String, files: [String: String] = [:], words: Words = .englishFormatsOnly) -> String {
    render(page: Fixture.wrap(body), files: files, words: words)
}

/// Renders the page template `page` (a whole file) with the fixture data, or the
/// diagnostics when it does not compile.
func render(page: String, files: [String: String] = [:], words: Words = .englishFormatsOnly) -> String {
    var all = files
    all["page.xhtml"] = page
    let library = TemplateLibrary(files: all.mapValues { Array($0.utf8) })
    guard library.diagnostics.isEmpty else { return describe(library.diagnostics).joined(separator: "\n") }
    switch library.compile("page.xhtml", data: Fixture.page, words: words) {
    case .success(let template): return template.renderString(Fixture.data)
    case .failure(let error): return describe(error.diagnostics).joined(separator: "\n")
    }
}

/// The diagnostics of loading and compiling a page made of `body`.
func problems(_ body: String, files: [String: String] = [:], words: Words = .englishFormatsOnly) -> [String] {
    problems(page: Fixture.wrap(body), files: files, words: words)
}

/// The diagnostics of loading and compiling the page template `page` (a whole file).
func problems(page: String, files: [String: String] = [:], words: Words = .englishFormatsOnly) -> [String] {
    var all = files
    all["page.xhtml"] = page
    let library = TemplateLibrary(files: all.mapValues { Array($0.utf8) })
    if !library.diagnostics.isEmpty { return describe(library.diagnostics) }
    switch library.compile("page.xhtml", data: Fixture.page, words: words) {
    case .success: return []
    case .failure(let error): return describe(error.diagnostics)
    }
}
