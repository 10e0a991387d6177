import Testing

/// Every kind of template error, with its exact file, line, column and message.
/// Bodies sit inside a wrapper `<div ...>` of 70 characters, so the body's first
/// character is column 71 of line 1.
@Suite struct ErrorTests {
    @Test(arguments: [
        // Well-formedness: the open tag is blamed, not only where libxml2 noticed.
        (
            "<section>\n  <p>text\n</section>",
            "page.xhtml:2:3: error: <p> is never closed [template-syntax]\n  note page.xhtml:3:1: </section> is found here instead"
        ),
        (
            "<script>if (a < b) {}</script>",
            "page.xhtml:1:85: error: a bare '<' inside <script> is not allowed in an XHTML template [template-syntax]"
        ),
        ("<p>&nbsp;</p>", "page.xhtml:1:74: error: unknown entity '&nbsp;' [template-syntax]"),
        ("<p x:y=\"1\">a</p>", "page.xhtml:1:74: error: the namespace prefix 'x' is not declared [template-syntax]"),
        ("<p class=\"a\" class=\"b\">a</p>", "page.xhtml:1:84: error: attribute 'class' is given twice [template-syntax]"),
    ])
    func wellFormedness(_ body: String, _ expected: String) {
        #expect(problems(body) == [expected])
    }

    @Test func unclosedAtTheEnd() {
        #expect(
            problems(page: "<div xmlns=\"http://www.w3.org/1999/xhtml\">\n<ul>\n<li>a</li>\n") == [
                "page.xhtml:2:1: error: <ul> is never closed [template-syntax]"
            ])
    }

    @Test func emptyTemplate() {
        #expect(problems(page: "") == ["page.xhtml:1:1: error: the template is empty [template-syntax]"])
    }

    @Test(arguments: [
        ("<b c:txt=\"title\">x</b>", "page.xhtml:1:74: error: unknown directive 'c:txt'; did you mean 'c:text'? [unknown-directive]"),
        (
            "<c:bloc>x</c:bloc>",
            "page.xhtml:1:71: error: <c:bloc> is not a directive element; the only one is <c:block> [unknown-directive]"
        ),
        (
            "<b c:text=\"title\" c:html=\"chart\">x</b>",
            "page.xhtml:1:89: error: c:text and c:html cannot be on the same element [conflicting-directives]"
        ),
        (
            "<b c:if=\"flag\" c:unless=\"flag\">x</b>",
            "page.xhtml:1:86: error: c:if and c:unless cannot be on the same element [conflicting-directives]"
        ),
        (
            "<b c:replace=\"title\" c:omit-tag=\"\">x</b>",
            "page.xhtml:1:92: error: c:replace and c:omit-tag cannot be on the same element [conflicting-directives]"
        ),
        ("<b c:layout=\"x.xhtml\">x</b>", "page.xhtml:1:74: error: c:layout belongs on the root element of a page [misplaced-directive]"),
        (
            "<b c:with=\"x title\">x</b>",
            "page.xhtml:1:74: error: c:with passes names to a fragment, so it needs c:include on the same element [misplaced-directive]"
        ),
        (
            "<b c:fill=\"main\">x</b>",
            "page.xhtml:1:74: error: c:fill only works in a page whose root element has c:layout [misplaced-directive]"
        ),
        (
            "<c:block c:attrs=\"id title\">x</c:block>",
            "page.xhtml:1:80: error: <c:block> writes no tag, so it has no attributes to set [misplaced-directive]"
        ),
    ])
    func directives(_ body: String, _ expected: String) {
        #expect(problems(body) == [expected])
    }

    @Test(arguments: [
        ("<b c:text=\"titel\">x</b>", "page.xhtml:1:82: error: 'titel' is not defined here; did you mean 'title'? [unknown-field]"),
        (
            "<b c:each=\"hen in hens\" c:text=\"hen.nmae\">x</b>",
            "page.xhtml:1:107: error: Hen has no field 'nmae'; did you mean 'name'? [unknown-field]"
        ),
        ("<b c:text=\"title.size\">x</b>", "page.xhtml:1:88: error: 'title' is text, which has no field 'size' [unknown-field]"),
        ("<p>\n  ${hens.first}\n</p>", "page.xhtml:2:10: error: 'hens' is list of Hen, which has no field 'first' [unknown-field]"),
        ("<b title=\"a ${cuont} b\">x</b>", "page.xhtml:1:85: error: 'cuont' is not defined here; did you mean 'count'? [unknown-field]"),
        (
            "<b c:text=\"chart\">x</b>",
            "page.xhtml:1:82: error: c:text cannot write 'chart': it is markup; use c:html to insert markup [type-mismatch]"
        ),
        (
            "<b c:html=\"title\">x</b>",
            "page.xhtml:1:82: error: c:html inserts markup, but 'title' is text; use c:text for text [type-mismatch]"
        ),
        ("<b c:each=\"h in title\">x</b>", "page.xhtml:1:87: error: c:each needs a list, but 'title' is text [type-mismatch]"),
        (
            "<b>${hens}</b>",
            "page.xhtml:1:76: error: ${} cannot write 'hens': it is a list of Hen; use c:each to go through it [type-mismatch]"
        ),
        (
            "<b>${flag}</b>",
            "page.xhtml:1:76: error: ${} cannot write 'flag': it is true/false; use c:if to show something when it holds [type-mismatch]"
        ),
        (
            "<b>${count | nubmer}</b>",
            "page.xhtml:1:84: error: unknown filter 'nubmer'; did you mean 'number'?; filters are number, percent, date, iso, money, pluralize, default, count, css [unknown-filter]"
        ),
        ("<b>${title | money}</b>", "page.xhtml:1:84: error: 'money' needs money, but 'title' is text [unknown-filter]"),
        (
            "<b>${day | date \"YYYY\"}</b>",
            "page.xhtml:1:87: error: 'YYYY' is not a date field; use yyyy, yy, MMMM, MMM, MM, M, dd, d, EEEE, EEE or E, and quote other text [unknown-filter]"
        ),
        (
            "<b>${day | date}</b>",
            "page.xhtml:1:82: error: 'date' needs one argument, a style or a pattern in quotes, like date \"day-month\" or date \"MMM d\" [unknown-filter]"
        ),
        ("<b>${title</b>", "page.xhtml:1:74: error: '${' is never closed with '}' [bad-expression]"),
        ("<b c:text=\"hen.\">x</b>", "page.xhtml:1:86: error: expected a field name after '.', found nothing [bad-expression]"),
        ("<b c:text=\"title count\">x</b>", "page.xhtml:1:88: error: unexpected 'c' in an expression [bad-expression]"),
        ("<b c:each=\"hen of hens\">x</b>", "page.xhtml:1:86: error: expected 'in' after the loop variable, found 'of' [bad-expression]"),
        ("<b c:define=\"x\">x</b>", "page.xhtml:1:85: error: expected a space and an expression after 'x' [bad-expression]"),
    ])
    func expressions(_ body: String, _ expected: String) {
        #expect(problems(body) == [expected])
    }

    @Test(arguments: [
        ("<br c:text=\"title\"/>", "page.xhtml:1:71: error: <br> is a void element and cannot have content [unsafe-output]"),
        (
            "<script c:text=\"title\"></script>",
            "page.xhtml:1:79: error: c:text cannot fill <script>: its content is written without escaping [unsafe-output]"
        ),
        (
            "<script><![CDATA[var a = '</script>';]]></script>",
            "page.xhtml:1:71: error: the text of <script> contains '</script', which would end it early [unsafe-output]"
        ),
    ])
    func unsafeOutput(_ body: String, _ expected: String) {
        #expect(problems(body) == [expected])
    }

    @Test func structureErrors() {
        #expect(
            problems("<b c:include=\"parts.xhtml#card\">x</b>") == [
                "page.xhtml:1:85: error: there is no template 'parts.xhtml' in the theme; did you mean 'page.xhtml'? [unknown-template]"
            ])
        #expect(
            problems("<b c:include=\"parts.xhtml#crad\">x</b>", files: ["parts.xhtml": Fixture.wrap("<i c:fragment=\"card\">c</i>")]) == [
                "page.xhtml:1:85: error: 'parts.xhtml' has no fragment 'crad'; did you mean 'card'? [unknown-fragment]"
            ])
        #expect(
            problems("<i c:fragment=\"loop\"><b c:include=\"#loop\">x</b></i><b c:include=\"#loop\">y</b>") == [
                "page.xhtml:1:106: error: the fragment 'page.xhtml#loop' includes itself [template-cycle]\n  note page.xhtml:1:136: included from here (page.xhtml#loop)"
            ])
        let layout = "<html xmlns=\"http://www.w3.org/1999/xhtml\" xmlns:c=\"urn:coop:template\"><main c:slot=\"main\"/></html>"
        #expect(
            problems(
                page:
                    "<div xmlns=\"http://www.w3.org/1999/xhtml\" xmlns:c=\"urn:coop:template\" c:layout=\"layout.xhtml\"><p c:fill=\"mian\">x</p></div>",
                files: ["layout.xhtml": layout]) == [
                    "page.xhtml:1:106: error: no c:slot named 'mian' in the layout 'layout.xhtml'; did you mean 'main'? [unknown-fragment]"
                ])
        #expect(
            problems(page: "<div xmlns=\"http://www.w3.org/1999/xhtml\" xmlns:c=\"urn:coop:template\" c:layout=\"lay.xhtml\"/>") == [
                "page.xhtml:1:81: error: there is no layout 'lay.xhtml' in the theme; did you mean 'page.xhtml'? [unknown-template]"
            ])
        let a = "<div xmlns=\"http://www.w3.org/1999/xhtml\" xmlns:c=\"urn:coop:template\" c:layout=\"b.xhtml\"/>"
        let b = "<div xmlns=\"http://www.w3.org/1999/xhtml\" xmlns:c=\"urn:coop:template\" c:layout=\"page.xhtml\"/>"
        #expect(
            problems(page: a, files: ["b.xhtml": b]) == [
                "b.xhtml:1:81: error: the layout 'page.xhtml' leads back to a template that already uses it [template-cycle]"
            ])
    }

    @Test(arguments: [
        (
            "<p class=\"a\" c:attrs=\"class count; class ratio\">x</p>",
            "page.xhtml:1:106: error: c:attrs sets 'class' twice [conflicting-directives]"
        ),
        (
            "<i c:fragment=\"f\">a</i><b c:include=\"#f\" c:attrs=\"title nosuch\">x</b>",
            "page.xhtml:1:112: error: c:include and c:attrs cannot be on the same element [conflicting-directives]"
        ),
        (
            "<b c:replace=\"title\" c:attrs=\"title count\">x</b>",
            "page.xhtml:1:92: error: c:replace and c:attrs cannot be on the same element [conflicting-directives]"
        ),
        (
            "<i c:fragment=\"f\">a</i><i c:fragment=\"f\">b</i>",
            "page.xhtml:1:109: error: there is already a fragment named 'f' in this file [conflicting-directives]\n  note page.xhtml:1:71: the first one is here"
        ),
        ("<p>Fish &amp; chips, fish & chips</p>", "page.xhtml:1:97: error: a bare '&' is not allowed in XHTML [template-syntax]"),
        ("<p class=big>x</p>", "page.xhtml:1:80: error: attribute values must be in quotes [template-syntax]"),
    ])
    func reviewFindings(_ body: String, _ expected: String) {
        #expect(problems(body) == [expected])
    }

    @Test func directivesOutsideFillsAreReported() {
        let layout = "<html xmlns=\"http://www.w3.org/1999/xhtml\" xmlns:c=\"urn:coop:template\"><main c:slot=\"main\"/></html>"
        let page =
            "<html xmlns=\"http://www.w3.org/1999/xhtml\" xmlns:c=\"urn:coop:template\" c:layout=\"layout.xhtml\">\n<div c:if=\"nosuch\"><p c:fill=\"main\">x</p></div></html>"
        #expect(
            problems(page: page, files: ["layout.xhtml": layout]) == [
                "page.xhtml:2:6: error: outside its c:fill elements a page with c:layout is not written, so 'c:if' does nothing here [misplaced-directive]"
            ])
    }

    @Test func everyProblemOfAPageIsReported() {
        #expect(problems("<b c:text=\"a\">x</b><i c:text=\"b\">y</i>").count == 2)
    }
}
