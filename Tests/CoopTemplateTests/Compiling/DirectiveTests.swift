import Testing

/// One table per directive: template body, exact output (inside the wrapping `<div>`).
@Suite struct DirectiveTests {
    typealias Row = (template: String, output: String)

    private func check(_ rows: [Row], sourceLocation: SourceLocation = #_sourceLocation) {
        for row in rows {
            #expect(render(row.template) == "<div>\(row.output)</div>", "\(row.template)", sourceLocation: sourceLocation)
        }
    }

    @Test func text() {
        check([
            ("<h1 c:text=\"title\">Sample title</h1>", "<h1>Maple &lt;Street&gt; &amp; \"Co\"</h1>"),
            ("<b c:text=\"count\">0</b>", "<b>12345</b>"),
            ("<b c:text=\"count | number\">0</b>", "<b>12,345</b>"),
            ("<b c:text=\"ratio\">0</b>", "<b>0.46</b>"),
            ("<b c:text=\"day\">x</b>", "<b>2026-11-22</b>"),
            ("<b c:text=\"price\">x</b>", "<b>$1,234.56</b>"),
            ("<b c:text=\"nothing\">sample</b>", "<b></b>"),
            ("<b c:text=\"'literal'\">x</b>", "<b>literal</b>"),
            ("<b c:text=\"first.name\">x</b>", "<b></b>"),
        ])
    }

    @Test func interpolation() {
        check([
            ("<p>${title}!</p>", "<p>Maple &lt;Street&gt; &amp; \"Co\"!</p>"),
            ("<p>${count}/${ ratio | percent 1 }</p>", "<p>12345/45.7%</p>"),
            ("<p title=\"${title}\">x</p>", "<p title=\"Maple &lt;Street&gt; &amp; &quot;Co&quot;\">x</p>"),
            ("<p class=\"a ${count | number} b\">x</p>", "<p class=\"a 12,345 b\">x</p>"),
            ("<p>costs $${price} and ${price | money}</p>", "<p>costs ${price} and $1,234.56</p>"),
            ("<p>${nothing}|${nothing | default \"none\"}</p>", "<p>|none</p>"),
            ("<p>${day | date \"EEEE d MMMM yyyy\"}</p>", "<p>Sunday 22 November 2026</p>"),
            ("<p>${count | pluralize \"egg\"} ${hens | count | pluralize \"hen\" \"hens\"}</p>", "<p>12,345 eggs 3 hens</p>"),
            ("<p>${'a}b'}</p>", "<p>a}b</p>"),
        ])
    }

    @Test func html() {
        check([
            ("<figure c:html=\"chart\">sample chart</figure>", "<figure><svg><rect/></svg></figure>"),
            ("<c:block c:html=\"chart\"/>", "<svg><rect/></svg>"),
        ])
    }

    @Test func replace() {
        check([
            ("<span c:replace=\"title\">Sample</span>", "Maple &lt;Street&gt; &amp; \"Co\""),
            ("<span c:replace=\"chart\">Sample</span>", "<svg><rect/></svg>"),
            ("<i c:each=\"hen in hens\" c:replace=\"hen.name\">x</i>", "PearlDotAda"),
        ])
    }

    @Test func conditions() {
        check([
            ("<p c:if=\"flag\">yes</p><p c:unless=\"flag\">no</p>", "<p>yes</p>"),
            ("<p c:if=\"empty\">items</p><p c:unless=\"empty\">none</p>", "<p>none</p>"),
            ("<p c:if=\"nothing\">a</p><p c:if=\"title\">b</p><p c:if=\"count\">c</p>", "<p>b</p><p>c</p>"),
            ("<p c:if=\"first\">a</p><p c:unless=\"first.breed\">b</p>", "<p>b</p>"),
        ])
    }

    @Test func each() {
        check([
            ("<li c:each=\"hen in hens\">${hen.name}</li>", "<li>Pearl</li><li>Dot</li><li>Ada</li>"),
            ("<li c:each=\"hen in hens\">${loop.index}${loop.number}${loop.count}</li>", "<li>013</li><li>123</li><li>233</li>"),
            ("<i c:each=\"hen in hens\" c:if=\"loop.first\">F</i><i c:each=\"hen in hens\" c:if=\"loop.last\">L</i>", "<i>F</i><i>L</i>"),
            ("<i c:each=\"hen in hens\" c:attrs=\"class loop.odd\">${hen.name}</i>", "<i class>Pearl</i><i>Dot</i><i class>Ada</i>"),
            ("<li c:each=\"hen in empty\">x</li>", ""),
            (
                "<p c:each=\"a in hens\"><b c:each=\"b in hens\" c:if=\"loop.first\">${a.name}${b.name}</b></p>",
                "<p><b>PearlPearl</b></p><p><b>DotPearl</b></p><p><b>AdaPearl</b></p>"
            ),
            // The outer loop's facts, read only inside the inner loop or through a name.
            (
                "<p c:each=\"a in hens\"><b c:each=\"b in empty\">x</b><i c:each=\"b in hens\" c:if=\"b.eggs\">${loop.number}</i></p>",
                "<p><i>1</i><i>2</i></p><p><i>1</i><i>2</i></p><p><i>1</i><i>2</i></p>"
            ),
            (
                "<p c:each=\"a in hens\" c:define=\"outer loop\"><b c:each=\"b in hens\" c:if=\"loop.last\">${outer.number}</b></p>",
                "<p><b>1</b></p><p><b>2</b></p><p><b>3</b></p>"
            ),
        ])
    }

    @Test func define() {
        check([
            ("<p c:define=\"n count | number; t title\">${n} ${t}</p>", "<p>12,345 Maple &lt;Street&gt; &amp; \"Co\"</p>"),
            ("<p c:define=\"h hens\"><i c:each=\"x in h\">${x.eggs}</i></p>", "<p><i>3</i><i>1</i><i>0</i></p>"),
            ("<p c:each=\"hen in hens\" c:define=\"b hen.breed | default 'mixed'\">${b}</p>", "<p>Leghorn</p><p>mixed</p><p>Marans</p>"),
            ("<p c:define=\"title 'shadowed'\">${title}</p><p>${count}</p>", "<p>shadowed</p><p>12345</p>"),
        ])
    }

    @Test func attrs() {
        check([
            ("<a href=\"#\" c:attrs=\"href first.url; title title\">x</a>", "<a title=\"Maple &lt;Street&gt; &amp; &quot;Co&quot;\">x</a>"),
            ("<a class=\"a\" href=\"#\" c:attrs=\"href link\">x</a>", "<a class=\"a\" href=\"#\">x</a>"),
            ("<input c:attrs=\"disabled flag; checked nothing; value count\"/>", "<input disabled value=\"12345\">"),
            (
                "<p c:each=\"hen in hens\" c:attrs=\"data-eggs hen.eggs; aria-current hen.laying\">x</p>",
                "<p data-eggs=\"3\" aria-current>x</p><p data-eggs=\"1\">x</p><p data-eggs=\"0\" aria-current>x</p>"
            ),
            ("<a href=\"${link}\">x</a><a href=\"hens/${count}.html\">y</a>", "<a href=\"#\">x</a><a href=\"hens/12345.html\">y</a>"),
        ])
    }

    @Test func omitTag() {
        check([
            ("<span c:omit-tag=\"\">kept <b>children</b></span>", "kept <b>children</b>"),
            ("<a href=\"x\" c:omit-tag=\"flag\">link</a><a href=\"y\" c:omit-tag=\"empty\">link</a>", "link<a href=\"y\">link</a>"),
            ("<c:block c:each=\"hen in hens\">${hen.name};</c:block>", "Pearl;Dot;Ada;"),
            ("<c:block c:if=\"flag\"><b>a</b></c:block>", "<b>a</b>"),
        ])
    }

    @Test func sample() {
        check([
            (
                "<ul><li c:each=\"hen in hens\">${hen.name}</li><li c:sample=\"\">Sample hen</li><li c:sample=\"\">Another</li></ul>",
                "<ul><li>Pearl</li><li>Dot</li><li>Ada</li></ul>"
            ),
            ("<p c:sample=\"\"><b c:text=\"no.such.path\">never checked</b></p>", ""),
        ])
    }
}
