import Testing

/// Layouts, slots and fills; fragments, includes and `c:with`.
@Suite struct StructureTests {
    static let layout = """
        <html xmlns="http://www.w3.org/1999/xhtml" xmlns:c="urn:coop:template">
        <head><title c:text="title">Sample</title></head>
        <body><nav c:slot="nav">default nav</nav><main c:slot="main">default main</main></body>
        </html>
        """

    @Test func fillsReplaceSlots() {
        let page = """
            <html xmlns="http://www.w3.org/1999/xhtml" xmlns:c="urn:coop:template" c:layout="layout.xhtml">
            <body><p>preview only</p><main c:fill="main" class="m"><h1>${title}</h1></main></body>
            </html>
            """
        #expect(
            render(page: page, files: ["layout.xhtml": Self.layout]) == """
                <!DOCTYPE html>
                <html>
                <head><title>Maple &lt;Street&gt; &amp; "Co"</title></head>
                <body><nav>default nav</nav><main class="m"><h1>Maple &lt;Street&gt; &amp; "Co"</h1></main></body>
                </html>

                """)
    }

    @Test func layoutsNest() {
        let section = """
            <div xmlns="http://www.w3.org/1999/xhtml" xmlns:c="urn:coop:template" c:layout="layout.xhtml">
            <main c:fill="main"><aside>menu</aside><section c:slot="content">default content</section></main>
            </div>
            """
        let page = """
            <div xmlns="http://www.w3.org/1999/xhtml" xmlns:c="urn:coop:template" c:layout="section.xhtml">
            <section c:fill="content">${count}</section><nav c:fill="nav">my nav</nav>
            </div>
            """
        #expect(
            render(page: page, files: ["layout.xhtml": Self.layout, "section.xhtml": section]) == """
                <!DOCTYPE html>
                <html>
                <head><title>Maple &lt;Street&gt; &amp; "Co"</title></head>
                <body><nav>my nav</nav><main><aside>menu</aside><section>12345</section></main></body>
                </html>

                """)
    }

    static let fragments = """
        <div xmlns="http://www.w3.org/1999/xhtml" xmlns:c="urn:coop:template">
        <p>preview</p>
        <article c:fragment="hen-card" class="card"><h2>${hen.name}</h2><p c:if="hen.breed">${hen.breed}</p><small>${title}</small></article>
        <span c:fragment="badge">${label}</span>
        </div>
        """

    @Test func includesWithNames() {
        let body =
            "<c:block c:each=\"h in hens\" c:include=\"parts.xhtml#hen-card\" c:with=\"hen h\"/><b c:include=\"parts.xhtml#badge\" c:with=\"label count | number\">x</b>"
        #expect(
            render(body, files: ["parts.xhtml": Self.fragments]) == "<div>"
                + "<article class=\"card\"><h2>Pearl</h2><p>Leghorn</p><small>Maple &lt;Street&gt; &amp; \"Co\"</small></article>"
                + "<article class=\"card\"><h2>Dot</h2><small>Maple &lt;Street&gt; &amp; \"Co\"</small></article>"
                + "<article class=\"card\"><h2>Ada</h2><p>Marans</p><small>Maple &lt;Street&gt; &amp; \"Co\"</small></article>"
                + "<span>12,345</span></div>")
    }

    @Test func fragmentsInTheSameFileAndNotInPlace() {
        #expect(render("<i c:fragment=\"f\">${count}</i><b c:include=\"#f\">x</b>") == "<div><i>12345</i></div>")
    }

    @Test func fragmentsSeeOnlyThePageAndTheirNames() {
        let result = problems("<c:block c:each=\"h in hens\" c:include=\"parts.xhtml#hen-card\"/>", files: ["parts.xhtml": Self.fragments])
        #expect(
            result == [
                "parts.xhtml:3:51: error: 'hen' is not defined here; did you mean 'hens'? [unknown-field]\n  note page.xhtml:1:110: included from here (parts.xhtml#hen-card)",
                "parts.xhtml:3:74: error: 'hen' is not defined here; did you mean 'hens'? [unknown-field]\n  note page.xhtml:1:110: included from here (parts.xhtml#hen-card)",
            ])
    }
}

/// The fixed order of directives on one element.
@Suite struct DirectiveOrderTests {
    @Test(arguments: [
        // c:each before c:define, c:if, c:attrs and c:text: all see the item.
        (
            "<b c:each=\"h in hens\" c:define=\"e h.eggs\" c:if=\"e\" c:attrs=\"title h.name\" c:text=\"e\">x</b>",
            "<b title=\"Pearl\">3</b><b title=\"Dot\">1</b>"
        ),
        // c:define before c:if.
        ("<b c:define=\"n nothing\" c:unless=\"n\">none</b>", "<b>none</b>"),
        // c:if before c:replace and c:include.
        ("<b c:unless=\"flag\" c:replace=\"title\">x</b><b c:if=\"flag\" c:replace=\"count\">x</b>", "12345"),
        // c:attrs and c:text before c:omit-tag: the content stays, the tag (with its attributes) goes.
        ("<b c:attrs=\"title title\" c:text=\"count\" c:omit-tag=\"\">x</b>", "12345"),
        // c:sample before everything: nothing inside is even checked.
        ("<b c:sample=\"\" c:each=\"h in nowhere\">x</b>", ""),
    ])
    func order(_ template: String, _ output: String) {
        #expect(render(template) == "<div>\(output)</div>")
    }
}
