import CoopMarkdown
import Testing

/// Paragraphs, line breaks, headings, thematic breaks and fenced code.
@Suite struct BlockTests {
    @Test(arguments: [
        ("", ""),
        ("   \n\n \t \n", ""),
        ("Hello", "<p>Hello</p>"),
        ("one\ntwo", "<p>one\ntwo</p>"),
        ("one\n\ntwo", "<p>one</p>\n<p>two</p>"),
        ("\n\none\n\n\n\ntwo\n", "<p>one</p>\n<p>two</p>"),
        ("  indented\n     more", "<p>indented\nmore</p>"),
        ("    four spaces are no code", "<p>four spaces are no code</p>"),
        ("text\n    indented continuation", "<p>text\nindented continuation</p>"),
        ("a\r\nb\rc", "<p>a\nb\nc</p>"),
    ])
    func paragraphs(_ source: String, _ expected: String) {
        #expect(Markdown.html(source) == expected)
    }

    @Test(arguments: [
        ("hard  \nbreak", "<p>hard<br>\nbreak</p>"),
        ("hard     \nbreak", "<p>hard<br>\nbreak</p>"),
        ("hard\\\nbreak", "<p>hard<br>\nbreak</p>"),
        ("*em*  \nnext", "<p><em>em</em><br>\nnext</p>"),
        ("one space \nsoft", "<p>one space\nsoft</p>"),
        ("trailing  ", "<p>trailing</p>"),
        ("trailing\\", "<p>trailing\\</p>"),
        ("a\\ b", "<p>a\\ b</p>"),
    ])
    func lineBreaks(_ source: String, _ expected: String) {
        #expect(Markdown.html(source) == expected)
    }

    @Test(arguments: [
        ("# One", "<h3>One</h3>"),
        ("## Two", "<h4>Two</h4>"),
        ("### Three", "<h5>Three</h5>"),
        ("#### Four", "<h6>Four</h6>"),
        ("###### Six", "<h6>Six</h6>"),
        ("####### Seven", "<p>####### Seven</p>"),
        ("#hashtag", "<p>#hashtag</p>"),
        ("# Closed ##", "<h3>Closed</h3>"),
        ("# Not closed#", "<h3>Not closed#</h3>"),
        ("# C\\#", "<h3>C#</h3>"),
        ("#", "<h3></h3>"),
        ("# ###", "<h3></h3>"),
        ("   # Indented", "<h3>Indented</h3>"),
        ("#\tTab", "<h3>Tab</h3>"),
        ("# *Em* & <b>", "<h3><em>Em</em> &amp; &lt;b&gt;</h3>"),
        ("Text\n# Heading\nText", "<p>Text</p>\n<h3>Heading</h3>\n<p>Text</p>"),
        ("Setext\n===", "<p>Setext\n===</p>"),
    ])
    func headings(_ source: String, _ expected: String) {
        #expect(Markdown.html(source) == expected)
    }

    @Test(arguments: [
        (0, "# a", "<h1>a</h1>"),
        (1, "## a", "<h3>a</h3>"),
        (2, "### a", "<h5>a</h5>"),
        (5, "## a", "<h6>a</h6>"),
        (-3, "### a", "<h1>a</h1>"),
        (-1, "# a", "<h1>a</h1>"),
        (Int.max, "# a", "<h6>a</h6>"),
        (Int.min, "###### a", "<h1>a</h1>"),
    ])
    func headingOffset(_ offset: Int, _ source: String, _ expected: String) {
        #expect(Markdown.html(source, options: .init(headingOffset: offset)) == expected)
    }

    @Test func defaultHeadingOffsetIsTwo() {
        #expect(Markdown.Options().headingOffset == 2)
        #expect(Markdown.html("# a") == Markdown.html("# a", options: .init(headingOffset: 2)))
    }

    @Test(arguments: [
        ("---", "<hr>"),
        ("***", "<hr>"),
        ("___", "<hr>"),
        ("- - -", "<hr>"),
        (" ** * ", "<hr>"),
        ("-----------", "<hr>"),
        ("--", "<p>--</p>"),
        ("--- x", "<p>--- x</p>"),
        ("a\n---\nb", "<p>a</p>\n<hr>\n<p>b</p>"),
        ("a\n***\nb", "<p>a</p>\n<hr>\n<p>b</p>"),
        ("*-*", "<p><em>-</em></p>"),
    ])
    func thematicBreaks(_ source: String, _ expected: String) {
        #expect(Markdown.html(source) == expected)
    }

    @Test(arguments: [
        ("```\ncode\n```", "<pre><code>code\n</code></pre>"),
        (
            "```swift\nlet a = 1 < 2 && \"x\"\n```",
            "<pre><code class=\"language-swift\">let a = 1 &lt; 2 &amp;&amp; &quot;x&quot;\n</code></pre>"
        ),
        ("``` swift extra words\nx\n```", "<pre><code class=\"language-swift\">x\n</code></pre>"),
        ("```\n*not em* [no](link) <b> &amp;\n```", "<pre><code>*not em* [no](link) &lt;b&gt; &amp;amp;\n</code></pre>"),
        ("```\n\n  indented\n\n```", "<pre><code>\n  indented\n\n</code></pre>"),
        ("````\n```\n````", "<pre><code>```\n</code></pre>"),
        ("```\nunclosed", "<pre><code>unclosed\n</code></pre>"),
        ("```\n```", "<pre><code></code></pre>"),
        ("  ```\n  a\n b\nc\n  ```", "<pre><code>a\nb\nc\n</code></pre>"),
        ("text\n```\ncode\n```\ntext", "<p>text</p>\n<pre><code>code\n</code></pre>\n<p>text</p>"),
        ("```a\"b<x>\nc\n```", "<pre><code class=\"language-a&quot;b&lt;x&gt;\">c\n</code></pre>"),
        ("``` `x`", "<p>``` <code>x</code></p>"),
        ("```\n</code></pre><script>\n```", "<pre><code>&lt;/code&gt;&lt;/pre&gt;&lt;script&gt;\n</code></pre>"),
    ])
    func fencedCode(_ source: String, _ expected: String) {
        #expect(Markdown.html(source) == expected)
    }

    @Test(arguments: [
        ("> quote", "<blockquote>\n<p>quote</p>\n</blockquote>"),
        (">quote", "<blockquote>\n<p>quote</p>\n</blockquote>"),
        ("> a\n> b", "<blockquote>\n<p>a\nb</p>\n</blockquote>"),
        ("> a\nlazy", "<blockquote>\n<p>a\nlazy</p>\n</blockquote>"),
        ("> a\n\nafter", "<blockquote>\n<p>a</p>\n</blockquote>\n<p>after</p>"),
        ("> a\n>\n> b", "<blockquote>\n<p>a</p>\n<p>b</p>\n</blockquote>"),
        ("> a\n\n> b", "<blockquote>\n<p>a</p>\n</blockquote>\n<blockquote>\n<p>b</p>\n</blockquote>"),
        ("> > nested", "<blockquote>\n<blockquote>\n<p>nested</p>\n</blockquote>\n</blockquote>"),
        ("> a\n> > b", "<blockquote>\n<p>a</p>\n<blockquote>\n<p>b</p>\n</blockquote>\n</blockquote>"),
        ("> # Title\n> - item", "<blockquote>\n<h3>Title</h3>\n<ul>\n<li>item</li>\n</ul>\n</blockquote>"),
        ("> # Title\nnot lazy", "<blockquote>\n<h3>Title</h3>\n</blockquote>\n<p>not lazy</p>"),
        ("> ```\n> code\n> ```", "<blockquote>\n<pre><code>code\n</code></pre>\n</blockquote>"),
        (">", "<blockquote>\n</blockquote>"),
        ("> <script>", "<blockquote>\n<p>&lt;script&gt;</p>\n</blockquote>"),
        ("a > b", "<p>a &gt; b</p>"),
    ])
    func blockQuotes(_ source: String, _ expected: String) {
        #expect(Markdown.html(source) == expected)
    }

    @Test func blockQuotesNestSixteenDeep() {
        let open = String(repeating: "<blockquote>\n", count: 16)
        let close = String(repeating: "\n</blockquote>", count: 16)
        #expect(Markdown.html(String(repeating: ">", count: 16) + " x") == open + "<p>x</p>" + close)
        #expect(Markdown.html(String(repeating: ">", count: 18) + " x") == open + "<p>&gt;&gt; x</p>" + close)
    }

    @Test func blocksJoinWithNewlinesAndNoTrailingNewline() {
        let html = Markdown.html("# T\n\npara\n\n- a\n\n---\n\n```\nc\n```\n\n> q\n")
        #expect(
            html == """
                <h3>T</h3>
                <p>para</p>
                <ul>
                <li>a</li>
                </ul>
                <hr>
                <pre><code>c
                </code></pre>
                <blockquote>
                <p>q</p>
                </blockquote>
                """)
        #expect(!html.hasSuffix("\n"))
    }
}
