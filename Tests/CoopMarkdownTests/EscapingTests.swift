import CoopMarkdown
import Testing

/// Everything from the source is text: HTML in it is shown, never interpreted.
@Suite struct EscapingTests {
    @Test(arguments: [
        ("<script>alert(1)</script>", "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>"),
        ("<SCRIPT SRC=//x.example/x.js></SCRIPT>", "<p>&lt;SCRIPT SRC=//x.example/x.js&gt;&lt;/SCRIPT&gt;</p>"),
        ("<img src=x onerror=alert(1)>", "<p>&lt;img src=x onerror=alert(1)&gt;</p>"),
        ("<b>bold</b>", "<p>&lt;b&gt;bold&lt;/b&gt;</p>"),
        ("<!-- comment -->", "<p>&lt;!-- comment --&gt;</p>"),
        ("<a href=\"x\">raw</a>", "<p>&lt;a href=&quot;x&quot;&gt;raw&lt;/a&gt;</p>"),
        ("<div>\nblock\n</div>", "<p>&lt;div&gt;\nblock\n&lt;/div&gt;</p>"),
        ("& < > \" '", "<p>&amp; &lt; &gt; &quot; &#39;</p>"),
        ("AT&T <3", "<p>AT&amp;T &lt;3</p>"),
        ("\\<b\\> \\& \\\"", "<p>&lt;b&gt; &amp; &quot;</p>"),
    ])
    func rawHTMLIsText(_ source: String, _ expected: String) {
        #expect(Markdown.html(source) == expected)
    }

    @Test(arguments: [
        ("&amp; &copy; &#169; &#x3C; &lt;", "<p>&amp;amp; &amp;copy; &amp;#169; &amp;#x3C; &amp;lt;</p>"),
        ("`&amp;`", "<p><code>&amp;amp;</code></p>"),
        ("[&copy;](/x)", "<p><a href=\"/x\">&amp;copy;</a></p>"),
    ])
    func entitiesAreShownAsWritten(_ source: String, _ expected: String) {
        #expect(Markdown.html(source) == expected)
    }

    @Test(arguments: [
        ("[<b>&</b>](/x)", "<p><a href=\"/x\">&lt;b&gt;&amp;&lt;/b&gt;</a></p>"),
        ("[a](/x?a=1&b=\"2\"'3')", "<p><a href=\"/x?a=1&amp;b=%222%22&#39;3&#39;\">a</a></p>"),
        ("[a](</x\"onclick=\"y>)", "<p><a href=\"/x%22onclick=%22y\">a</a></p>"),
        (
            "[a](https://x.example/\"><script>)",
            "<p><a href=\"https://x.example/%22%3E%3Cscript%3E\" rel=\"nofollow noopener\">a</a></p>"
        ),
        ("[a](/x 'it\\'s <b> & \"q\"')", "<p><a href=\"/x\" title=\"it&#39;s &lt;b&gt; &amp; &quot;q&quot;\">a</a></p>"),
        (
            "[a](/x \"\\\" onmouseover=\\\"alert(1)\")",
            "<p><a href=\"/x\" title=\"&quot; onmouseover=&quot;alert(1)\">a</a></p>"
        ),
        (
            "<https://x.example/?q=\"'>",
            "<p><a href=\"https://x.example/?q=%22&#39;\" rel=\"nofollow noopener\">https://x.example/?q=&quot;&#39;</a></p>"
        ),
    ])
    func linksAreEscaped(_ source: String, _ expected: String) {
        #expect(Markdown.html(source) == expected)
    }

    @Test(arguments: [
        ("a\u{0}b", "<p>a\u{FFFD}b</p>"),
        ("a\u{1}b\u{8}c\u{B}d\u{C}e\u{7F}f", "<p>a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e\u{FFFD}f</p>"),
        ("a\u{85}b\u{9F}c", "<p>a\u{FFFD}b\u{FFFD}c</p>"),
        ("a\tb é 🐔 \u{A0}\u{FFFD}", "<p>a\tb é 🐔 \u{A0}\u{FFFD}</p>"),
    ])
    func charactersHTMLForbidsAreReplaced(_ source: String, _ expected: String) {
        #expect(Markdown.html(source) == expected)
    }

    /// Noncharacters cannot be written in a Swift literal, so this input is built from scalars.
    @Test func noncharactersAreReplaced() {
        let values: [UInt32] = [0x61, 0xFDD0, 0x62, 0xFDEF, 0x63, 0xFFFE, 0x64, 0xFFFF, 0x65, 0x1FFFF, 0x66, 0x10FFFE, 0x67]
        var source = ""
        source.unicodeScalars.append(contentsOf: values.compactMap(Unicode.Scalar.init))
        #expect(source.unicodeScalars.count == values.count)
        #expect(Markdown.html(source) == "<p>a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e\u{FFFD}f\u{FFFD}g</p>")
    }

    @Test func outputUsesHTML5VoidElements() {
        let html = Markdown.html("a  \nb\n\n---")
        #expect(html == "<p>a<br>\nb</p>\n<hr>")
        #expect(!html.contains("/>"))
    }
}
