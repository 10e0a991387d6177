import CoopLocale
import CoopTemplate
import CoopTestSupport
import Testing

/// Whatever a theme author types, loading and compiling give diagnostics or a template
/// that renders; never a crash or a hang.
@Suite struct TemplateMutationTests {
    static let layout = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml" xmlns:c="urn:coop:template" lang="en">
        <head><title c:text="title">Sample</title><style>p { color: red }</style></head>
        <body><main c:slot="main">default</main><footer>${count | number}</footer></body>
        </html>
        """
    static let page = """
        <html xmlns="http://www.w3.org/1999/xhtml" xmlns:c="urn:coop:template" c:layout="layout.xhtml">
        <main c:fill="main">
          <h1 c:text="title">Sample</h1>
          <ul c:if="hens"><li c:each="hen in hens" c:attrs="class hen.breed; data-n loop.number">${hen.name}: ${hen.eggs | pluralize "egg"}</li></ul>
          <p c:define="d day | date 'MMM d'" c:unless="empty">${d} ${price | money} <a href="${link}">link</a></p>
          <figure c:html="chart">chart</figure><i c:include="#badge" c:with="label title"/>
          <span c:fragment="badge" class="b">${label}</span><b c:sample="">sample</b>
          <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>
        </main>
        </html>
        """

    @Test func tenThousandMutationsNeverCrash() {
        let alphabet = Array("<>/=\"'&;:${}|. c-_#!?[]\n\tabcxhtmlspanlieach".utf8) + [0x00, 0xFF, 0xC3]
        let snippets = [
            "c:text=\"", "${", "}", "c:each=\"x in ", "c:if=\"", "<![CDATA[", "]]>", "</", "<c:block>", "&amp;",
            "&nbsp;", "c:include=\"#", "c:fill=\"", "c:slot=\"", "| date \"", "| nope", "hen.", "\"", "<br/>", "<!--",
        ]
        var random = SplitMix64(seed: 7)
        var compiled = 0
        for _ in 0..<10_000 {
            var bytes = Array((random.next() % 2 == 0 ? Self.page : Self.layout).utf8)
            for _ in 0..<(1 + Int(random.next() % 3)) {
                let at = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 5 {
                case 0: bytes[at] = alphabet[Int(random.next() % UInt64(alphabet.count))]
                case 1: bytes.insert(alphabet[Int(random.next() % UInt64(alphabet.count))], at: at)
                case 2: bytes.removeSubrange(at..<min(bytes.count, at + Int(random.next() % 8) + 1))
                case 3: bytes.insert(contentsOf: snippets[Int(random.next() % UInt64(snippets.count))].utf8, at: at)
                default: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 30)], at: min(bytes.count, at + 30))
                }
                if bytes.isEmpty { break }
            }
            let isPage = String(decoding: bytes.prefix(200), as: UTF8.self).contains("c:layout")
            let files =
                isPage
                ? ["page.xhtml": bytes, "layout.xhtml": Array(Self.layout.utf8)]
                : ["page.xhtml": bytes]
            let library = TemplateLibrary(files: files)
            for diagnostic in library.diagnostics {
                #expect((diagnostic.location?.line ?? 1) >= 1 && (diagnostic.location?.column ?? 1) >= 1)
            }
            guard library.diagnostics.isEmpty else { continue }
            switch library.compile("page.xhtml", data: Fixture.page, words: .englishFormatsOnly) {
            case .success(let template):
                compiled += 1
                _ = template.render(Fixture.data)
            case .failure(let error):
                #expect(!error.diagnostics.isEmpty)
            }
        }
        #expect(compiled > 100)
    }
}
