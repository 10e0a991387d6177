import Testing

/// What a template does now that each file is read once, when it is loaded (directives and
/// `${}` parsed, static markup escaped, tags written straight to the output), must be what
/// it did when every page compiled it from its text: the cases where that is easiest to
/// get wrong. Expected outputs are those of the compiler before the change.
@Suite struct LoadedFormTests {
    /// Elements of a namespace that is neither XHTML, SVG nor MathML keep their prefix, and
    /// their attributes, static or set by data.
    @Test(arguments: [
        ("<x:card xmlns:x=\"urn:x\" class=\"a&amp;b\" title=\"t\">t</x:card>", "<x:card class=\"a&amp;b\" title=\"t\">t</x:card>"),
        (
            "<x:card xmlns:x=\"urn:x\" class=\"a&amp;b\" data-n=\"${count}\">t</x:card>",
            "<x:card class=\"a&amp;b\" data-n=\"12345\">t</x:card>"
        ),
        ("<x:e xmlns:x=\"urn:x\" a=\"1\"/>", "<x:e a=\"1\"></x:e>"),
        (
            "<x:e xmlns:x=\"urn:x\" a=\"1\" c:attrs=\"b title\"><x:f b=\"2\">in</x:f></x:e>",
            "<x:e a=\"1\" b=\"Maple &lt;Street&gt; &amp; &quot;Co&quot;\"><x:f b=\"2\">in</x:f></x:e>"
        ),
        ("<card xmlns=\"urn:y\" q=\"v&quot;\">z <b>k</b></card>", "<card q=\"v&quot;\">z <b>k</b></card>"),
    ])
    func otherNamespaces(_ template: String, _ output: String) {
        #expect(render(template) == "<div>\(output)</div>")
    }

    /// White space at the edges of what `<c:block>` and `c:omit-tag` leave is not folded
    /// into the white space around them.
    @Test(arguments: [
        ("<p>a <c:block c:if=\"flag\"> b </c:block> c</p>", "<p>a  b  c</p>"),
        ("<p>a <c:block> <i>b</i> </c:block> c</p>", "<p>a  <i>b</i>  c</p>"),
        (
            "<ul> <c:block c:each=\"hen in hens\"> <li>${hen.name}</li> </c:block> </ul>",
            "<ul>  <li>Pearl</li>  <li>Dot</li>  <li>Ada</li>  </ul>"
        ),
        ("<p>a <span c:omit-tag=\"\"> b </span> c</p>", "<p>a  b  c</p>"),
        ("<p>a <span c:omit-tag=\"flag\" class=\"k\" title=\"${title}\"> b </span> c</p>", "<p>a  b  c</p>"),
        ("<p>x<!-- c -->  <!-- d --> y</p>", "<p>x  y</p>"),
        (
            "<pre>  \n  </pre><textarea>   </textarea><pre> <b>x</b>  y </pre>",
            "<pre>  \n  </pre><textarea>   </textarea><pre> <b>x</b>  y </pre>"
        ),
    ])
    func whiteSpaceAroundDroppedTags(_ template: String, _ output: String) {
        #expect(render(template) == "<div>\(output)</div>")
    }

    /// Foreign elements without content close themselves; void elements drop white space;
    /// non-ASCII text in expressions and a `${` past an entity are read as written.
    @Test(arguments: [
        ("<svg xmlns=\"http://www.w3.org/2000/svg\"> <!-- c --> </svg>", "<svg/> "),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\"><g> </g><g>x</g><rect/></svg>", "<svg><g/> <g>x</g><rect/></svg>"),
        ("<img src=\"${link}\"> </img>", "<img src=\"#\">"),
        ("<p c:text=\"title | default 'œuf'\">x</p>", "<p>Maple &lt;Street&gt; &amp; \"Co\"</p>"),
        ("<p>${title | default \"œuf\"} and ${count | number}</p>", "<p>Maple &lt;Street&gt; &amp; \"Co\" and 12,345</p>"),
        ("<a href=\"&amp;${link}?q=${count}\">x</a>", "<a href=\"#\">x</a>"),
    ])
    func emptyElementsAndExpressions(_ template: String, _ output: String) {
        #expect(render(template) == "<div>\(output)</div>")
    }

    /// Text that is not ASCII, before or inside an expression, is counted in characters.
    @Test func columnsAfterNonASCIIText() {
        #expect(problems("<p>é ${nope}</p>") == ["page.xhtml:1:78: error: 'nope' is not defined here [unknown-field]"])
        #expect(
            problems("<p>éé ${title | nope}</p>") == [
                "page.xhtml:1:87: error: unknown filter 'nope'; filters are number, percent, date, iso, money, pluralize, default, count, css [unknown-filter]"
            ])
        #expect(
            problems("<p c:text=\"'é' | nope\">x</p>") == [
                "page.xhtml:1:88: error: unknown filter 'nope'; filters are number, percent, date, iso, money, pluralize, default, count, css [unknown-filter]"
            ])
        #expect(
            problems("<p c:define=\"n 'é'; m nope\">${n}</p>") == [
                "page.xhtml:1:93: error: 'nope' is not defined here [unknown-field]"
            ])
    }

    /// A `${` in an attribute is placed where it is written, past entities and `$${`.
    @Test func interpolationsInAttributes() {
        #expect(problems("<a title=\"&amp;${nope}\">x</a>") == ["page.xhtml:1:88: error: 'nope' is not defined here [unknown-field]"])
        #expect(problems("<a title=\"$${x} ${nope}\">x</a>") == ["page.xhtml:1:84: error: 'nope' is not defined here [unknown-field]"])
        #expect(problems("<p>a ${title} b ${nope c</p>") == ["page.xhtml:1:87: error: '${' is never closed with '}' [bad-expression]"])
    }

    /// An error in a file is reported by every page that puts it in, from where it is put in.
    @Test func errorsOfFragmentsAndLayouts() {
        let layout = """
            <html xmlns="http://www.w3.org/1999/xhtml" xmlns:c="urn:coop:template"><head><title>${title}</title></head>
            <body> <main c:slot="main"> default </main> <aside c:slot="side">side</aside> <footer>${count}</footer> </body></html>
            """
        let fragments = """
            <div xmlns="http://www.w3.org/1999/xhtml" xmlns:c="urn:coop:template">
            <span c:fragment="badge" class="b">${label} <c:block c:if="flag"> ! </c:block></span>
            <ul c:fragment="list"> <li c:each="h in items">${h.name}</li> </ul>
            <p c:fragment="bad">${nope}</p>
            <p c:fragment="loop"><i c:include="#loop"/></p>
            </div>
            """
        let files = ["layout.xhtml": layout, "fragments.xhtml": fragments]
        #expect(
            render(
                page: """
                    <html xmlns="http://www.w3.org/1999/xhtml" xmlns:c="urn:coop:template" c:layout="layout.xhtml">
                    <main c:fill="main"> <h1>${title}</h1> <b c:include="fragments.xhtml#badge" c:with="label title"/> <ol c:include="fragments.xhtml#list" c:with="items hens"/> </main>
                    </html>
                    """, files: files) == """
                    <!DOCTYPE html>
                    <html><head><title>Maple &lt;Street&gt; &amp; "Co"</title></head>
                    <body> <main> <h1>Maple &lt;Street&gt; &amp; "Co"</h1> <span class="b">Maple &lt;Street&gt; &amp; "Co"  ! </span> <ul> <li>Pearl</li><li>Dot</li><li>Ada</li> </ul> </main> <aside>side</aside> <footer>12345</footer> </body></html>

                    """)
        #expect(
            render(
                page: """
                    <html xmlns="http://www.w3.org/1999/xhtml" xmlns:c="urn:coop:template" c:layout="layout.xhtml">
                    <main c:fill="main"><b c:include="fragments.xhtml#bad"/><b c:include="fragments.xhtml#loop"/><b c:include="fragments.xhtml#nah"/></main>
                    <aside c:fill="sid">x</aside>
                    </html>
                    """, files: files) == """
                    fragments.xhtml:4:23: error: 'nope' is not defined here [unknown-field]
                      note page.xhtml:2:35: included from here (fragments.xhtml#bad)
                    fragments.xhtml:5:36: error: the fragment 'fragments.xhtml#loop' includes itself [template-cycle]
                      note page.xhtml:2:71: included from here (fragments.xhtml#loop)
                    page.xhtml:2:108: error: 'fragments.xhtml' has no fragment 'nah' [unknown-fragment]
                    page.xhtml:3:16: error: no c:slot named 'sid' in the layout 'layout.xhtml'; did you mean 'side'? [unknown-fragment]
                    """)
    }
}
