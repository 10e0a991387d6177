import Testing

/// Templates the fuzzing work (Fuzzing/, docs/fuzzing.md) found mishandled, with the exact
/// diagnostics they must give now.
@Suite struct FuzzFindingTests {
    /// 20 fragments, each including the next twice: 2^20 copies of the last once inlined. This
    /// 1 KB page hung the compiler (fragments are inlined when compiling), the way entities
    /// nested in entities blow up an XML parser.
    @Test func fragmentsDoublingAtEveryLevelAreRefused() {
        let fragments = (0..<20).map { "<b c:fragment=\"f\($0)\"><i c:include=\"#f\($0 + 1)\"/><i c:include=\"#f\($0 + 1)\"/></b>" }
            .joined()
        let page = Fixture.wrap("<p c:include=\"#f0\"/><c:block c:if=\"flag\">\(fragments)<b c:fragment=\"f20\">x</b></c:block>")
        let found = problems(page: page)
        #expect(found.count == 1)
        #expect(
            found.first == """
                page.xhtml:1:1338: error: the page has more than 20,000 elements once its fragments and layouts are put in [template-too-large]
                  note page.xhtml:1:1306: included from here (page.xhtml#f19)
                  note page.xhtml:1:1240: included from here (page.xhtml#f18)
                  note page.xhtml:1:1174: included from here (page.xhtml#f17)
                  note page.xhtml:1:1108: included from here (page.xhtml#f16)
                  note page.xhtml:1:1042: included from here (page.xhtml#f15)
                  note page.xhtml:1:976: included from here (page.xhtml#f14)
                  note page.xhtml:1:931: included from here (page.xhtml#f13)
                  note page.xhtml:1:865: included from here (page.xhtml#f12)
                  note page.xhtml:1:799: included from here (page.xhtml#f11)
                  note page.xhtml:1:712: included from here (page.xhtml#f10)
                  note page.xhtml:1:649: included from here (page.xhtml#f9)
                  note page.xhtml:1:606: included from here (page.xhtml#f8)
                  note page.xhtml:1:523: included from here (page.xhtml#f7)
                  note page.xhtml:1:460: included from here (page.xhtml#f6)
                  note page.xhtml:1:397: included from here (page.xhtml#f5)
                  note page.xhtml:1:334: included from here (page.xhtml#f4)
                  note page.xhtml:1:271: included from here (page.xhtml#f3)
                  note page.xhtml:1:208: included from here (page.xhtml#f2)
                  note page.xhtml:1:145: included from here (page.xhtml#f1)
                  note page.xhtml:1:85: included from here (page.xhtml#f0)
                """)
    }
}
