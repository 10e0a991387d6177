import CoopValues
import Testing

@testable import CoopTemplate

/// The HTML5 the engine writes: doctype, void elements, raw text, SVG, namespaces, order.
@Suite struct HTMLWriterTests {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml" xmlns:c="urn:coop:template" lang="en">
        <head><meta charset="utf-8"/><title c:text="title">Sample</title>
        <style>a > b { color: red; } /* &amp; &lt; */</style>
        <script><![CDATA[if (1 < 2 && 3 > 2) { document.title = "x"; }]]></script>
        </head>
        <body><p>a<br/>b<hr/></p><img src="x.png" alt=""/>
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" xmlns:xlink="http://www.w3.org/1999/xlink"><title>t</title><rect width="1" height="1"/><use xlink:href="#a"/><g></g></svg>
        <textarea>  keep
          this  </textarea>
        </body>
        </html>
        """

    @Test func writesHTML5() {
        #expect(
            render(page: Self.document) == """
                <!DOCTYPE html>
                <html lang="en">
                <head><meta charset="utf-8"><title>Maple &lt;Street&gt; &amp; "Co"</title>
                <style>a > b { color: red; } /* & < */</style>
                <script>if (1 < 2 && 3 > 2) { document.title = "x"; }</script>
                </head>
                <body><p>a<br>b<hr></p><img src="x.png" alt="">
                <svg viewBox="0 0 10 10"><title>t</title><rect width="1" height="1"/><use xlink:href="#a"/><g/></svg>
                <textarea>  keep
                  this  </textarea>
                </body>
                </html>

                """)
    }

    @Test func fragmentsAreNotDocuments() {
        #expect(render("<p>x</p>") == "<div><p>x</p></div>")
    }

    @Test func whitespaceBetweenTagsFolds() {
        #expect(render("\n    <ul>\n      <li>a</li>   <li>b</li>\n    </ul>\n") == "<div>\n<ul>\n<li>a</li> <li>b</li>\n</ul>\n</div>")
    }

    /// Only XML white space folds: a no-break space is text, so a cell that holds only
    /// `&#160;` keeps it.
    @Test func noBreakSpaceIsTextNotWhitespace() {
        #expect(
            render("<table><tr><td>&#160;</td><td> </td></tr></table>")
                == "<div><table><tr><td>\u{A0}</td><td> </td></tr></table></div>")
    }

    @Test func commentsAreDropped() {
        #expect(render("<p>a<!-- secret --></p>") == "<div><p>a</p></div>")
    }

    @Test func attributesKeepTheirOrder() {
        #expect(
            render("<a id=\"i\" href=\"h\" class=\"c\" c:attrs=\"data-z count; class title; data-a count\">x</a>")
                == "<div><a id=\"i\" href=\"h\" class=\"Maple &lt;Street&gt; &amp; &quot;Co&quot;\" data-z=\"12345\" data-a=\"12345\">x</a></div>"
        )
    }

    @Test func staticTextIsEscapedAgain() {
        #expect(
            render("<p title=\"a &amp; &quot;b&quot; &lt;\">1 &lt; 2 &amp;&amp; &#169;</p>")
                == "<div><p title=\"a &amp; &quot;b&quot; &lt;\">1 &lt; 2 &amp;&amp; ©</p></div>")
    }
}

/// Escaping of data in every context, and URLs from data.
@Suite struct EscapingTests {
    @Test(arguments: [
        ("<p>${title}</p>", "<p>Maple &lt;Street&gt; &amp; \"Co\"</p>"),
        ("<p title=\"${title}\"></p>", "<p title=\"Maple &lt;Street&gt; &amp; &quot;Co&quot;\"></p>"),
        ("<p c:attrs=\"title title\"></p>", "<p title=\"Maple &lt;Street&gt; &amp; &quot;Co&quot;\"></p>"),
        ("<a href=\"?q=${title}\">x</a>", "<a href=\"?q=Maple &lt;Street&gt; &amp; &quot;Co&quot;\">x</a>"),
        ("<a c:attrs=\"href link\">x</a>", "<a href=\"#\">x</a>"),
        ("<img c:attrs=\"src link\"/>", "<img src=\"#\">"),
        ("<a href=\"${link}\">x</a>", "<a href=\"#\">x</a>"),
        ("<a c:attrs=\"href hens\">x</a>", ""),
    ])
    func escapes(_ template: String, _ output: String) {
        let result = render(template)
        if output.isEmpty {
            #expect(result.contains("[type-mismatch]"))
        } else {
            #expect(result == "<div>\(output)</div>")
        }
    }

    /// Which URLs from data may be linked to: http(s), mailto, tel and relative addresses;
    /// any other scheme, however spelled, is replaced by `#`.
    @Test(arguments: [
        ("https://example.com/a?b#c", true), ("HTTP://example.com", true), ("mailto:jen@example.com", true),
        ("tel:+15550100", true), ("../calendar/2026-11.html", true), ("2026-11.html", true), ("#note-1", true),
        ("?q=a:b", true), ("hens/a:b.html", true), ("", true),
        ("javascript:alert(1)", false), (" JavaScript:alert(1)", false), ("\u{1}javascript:x", false),
        ("java\tscript:x", false), ("java\nscript:x", false), ("jav\u{0}ascript:x", false), ("data:text/html,x", false),
        ("vbscript:x", false), ("file:///etc/passwd", false), ("h\u{0301}ttp://x", false), ("httpś://x", false),
    ])
    func safeURLs(_ url: String, _ safe: Bool) {
        #expect(HTMLSyntax.isSafeURL(url) == safe)
    }
}

/// Text from data escaped for where it is written, run by run between the entities.
@Suite struct HTMLEscapingTests {
    static func escaped(_ text: String, _ context: TextContext) -> String {
        var out = ByteBuffer(capacity: 1)
        HTMLSyntax.append(text, escapedFor: context, to: &out)
        return String(decoding: out.array(), as: UTF8.self)
    }

    @Test func entitiesBetweenRunsOfPlainText() {
        #expect(Self.escaped("a & b < c > \"d\" é", .content) == "a &amp; b &lt; c &gt; \"d\" é")
        #expect(Self.escaped("&\"&", .attribute) == "&amp;&quot;&amp;")
        #expect(Self.escaped("plain", .attribute) == "plain")
        #expect(Self.escaped("", .content) == "")
    }
}
