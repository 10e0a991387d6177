import CoopMarkdown
import Testing

/// Inline links, titles, images, autolinks and bare URLs.
@Suite struct LinkTests {
    @Test(arguments: [
        (
            "[text](https://example.com)",
            "<p><a href=\"https://example.com\" rel=\"nofollow noopener\">text</a></p>"
        ),
        (
            "[text](http://example.com/a?b=1)",
            "<p><a href=\"http://example.com/a?b=1\" rel=\"nofollow noopener\">text</a></p>"
        ),
        ("[text](/hens/goldie)", "<p><a href=\"/hens/goldie\">text</a></p>"),
        ("[text](goldie.html#eggs)", "<p><a href=\"goldie.html#eggs\">text</a></p>"),
        ("[text](../notes/2024-05-01)", "<p><a href=\"../notes/2024-05-01\">text</a></p>"),
        ("[text](/path/with:colon)", "<p><a href=\"/path/with:colon\">text</a></p>"),
        ("[text](mailto:coop@example.com)", "<p><a href=\"mailto:coop@example.com\">text</a></p>"),
        ("[text]()", "<p><a href=\"\">text</a></p>"),
        ("[text](< >)", "<p><a href=\"\">text</a></p>"),
        ("[text](</with space>)", "<p><a href=\"/with%20space\">text</a></p>"),
        (
            "[text](HTTPS://Example.com/Path)",
            "<p><a href=\"https://Example.com/Path\" rel=\"nofollow noopener\">text</a></p>"
        ),
        ("[text](/x(y))", "<p><a href=\"/x(y)\">text</a></p>"),
        ("[text](/x\\))", "<p><a href=\"/x)\">text</a></p>"),
        ("[text](\n/x\n)", "<p><a href=\"/x\">text</a></p>"),
        ("[*em* `code` **b**](/x)", "<p><a href=\"/x\"><em>em</em> <code>code</code> <strong>b</strong></a></p>"),
        ("**[a](/b)**", "<p><strong><a href=\"/b\">a</a></strong></p>"),
        ("*[a*](/b)", "<p>*<a href=\"/b\">a*</a></p>"),
        ("[a](/1) and [b](/2)", "<p><a href=\"/1\">a</a> and <a href=\"/2\">b</a></p>"),
    ])
    func inlineLinks(_ source: String, _ expected: String) {
        #expect(Markdown.html(source) == expected)
    }

    @Test(arguments: [
        (
            "[text](https://example.com \"Title\")",
            "<p><a href=\"https://example.com\" title=\"Title\" rel=\"nofollow noopener\">text</a></p>"
        ),
        ("[text](/x 'Title')", "<p><a href=\"/x\" title=\"Title\">text</a></p>"),
        ("[text](/x (Title))", "<p><a href=\"/x\" title=\"Title\">text</a></p>"),
        ("[text](/x \"\")", "<p><a href=\"/x\" title=\"\">text</a></p>"),
        ("[text](/x \"say \\\"hi\\\"\")", "<p><a href=\"/x\" title=\"say &quot;hi&quot;\">text</a></p>"),
        ("[text](/x \"a\nb\")", "<p><a href=\"/x\" title=\"a\nb\">text</a></p>"),
    ])
    func titles(_ source: String, _ expected: String) {
        #expect(Markdown.html(source) == expected)
    }

    @Test(arguments: [
        ("[not a link]", "<p>[not a link]</p>"),
        ("[a] (/x)", "<p>[a] (/x)</p>"),
        ("[a](/x \"unclosed)", "<p>[a](/x &quot;unclosed)</p>"),
        ("[a](/x y)", "<p>[a](/x y)</p>"),
        ("[a](/x", "<p>[a](/x</p>"),
        ("[a](</x)", "<p>[a](&lt;/x)</p>"),
        ("[a](/x\"t\")", "<p><a href=\"/x%22t%22\">a</a></p>"),
        ("trailing ] and [ lone", "<p>trailing ] and [ lone</p>"),
        ("[a [b](/inner)](/outer)", "<p>[a <a href=\"/inner\">b</a>](/outer)</p>"),
        ("[[a]](/x)", "<p><a href=\"/x\">[a]</a></p>"),
        ("! [a](/x)", "<p>! <a href=\"/x\">a</a></p>"),
    ])
    func notLinks(_ source: String, _ expected: String) {
        #expect(Markdown.html(source) == expected)
    }

    @Test(arguments: [
        ("![alt](img.png)", "<p>alt</p>"),
        ("![alt *text*](img.png \"title\")", "<p>alt text</p>"),
        ("![a <b> & \"c\"](x)", "<p>a &lt;b&gt; &amp; &quot;c&quot;</p>"),
        ("![](x)", "<p></p>"),
        ("![a [b](/c) d](x)", "<p>a b d</p>"),
        ("[![alt](img.png)](/x)", "<p><a href=\"/x\">alt</a></p>"),
        ("![x](javascript:alert(1))", "<p>x</p>"),
        ("![not an image]", "<p>![not an image]</p>"),
    ])
    func images(_ source: String, _ expected: String) {
        #expect(Markdown.html(source) == expected)
    }

    @Test(arguments: [
        (
            "<https://example.com/a?b=1&c=2>",
            "<p><a href=\"https://example.com/a?b=1&amp;c=2\" rel=\"nofollow noopener\">https://example.com/a?b=1&amp;c=2</a></p>"
        ),
        ("<http://example.com>", "<p><a href=\"http://example.com\" rel=\"nofollow noopener\">http://example.com</a></p>"),
        ("<mailto:coop@example.com>", "<p><a href=\"mailto:coop@example.com\">mailto:coop@example.com</a></p>"),
        ("<HTTPS://EXAMPLE.COM>", "<p><a href=\"https://EXAMPLE.COM\" rel=\"nofollow noopener\">HTTPS://EXAMPLE.COM</a></p>"),
        // Other schemes show their text, unlinked.
        ("<ftp://example.com>", "<p>ftp://example.com</p>"),
        ("<https://a b>", "<p>&lt;https://a b&gt;</p>"),
        ("<coop@example.com>", "<p><a href=\"mailto:coop@example.com\">coop@example.com</a></p>"),
        ("<coop@-example.com>", "<p>&lt;coop@-example.com&gt;</p>"),
        ("<coop\\@example.com>", "<p>&lt;coop@example.com&gt;</p>"),
        ("<>", "<p>&lt;&gt;</p>"),
    ])
    func autolinks(_ source: String, _ expected: String) {
        #expect(Markdown.html(source) == expected)
    }

    @Test(arguments: [
        ("https://example.com", "<p><a href=\"https://example.com\" rel=\"nofollow noopener\">https://example.com</a></p>"),
        (
            "Visit https://example.com.",
            "<p>Visit <a href=\"https://example.com\" rel=\"nofollow noopener\">https://example.com</a>.</p>"
        ),
        (
            "See http://example.com/x, then",
            "<p>See <a href=\"http://example.com/x\" rel=\"nofollow noopener\">http://example.com/x</a>, then</p>"
        ),
        (
            "Really https://example.com?!",
            "<p>Really <a href=\"https://example.com\" rel=\"nofollow noopener\">https://example.com</a>?!</p>"
        ),
        (
            "(see https://example.com/x)",
            "<p>(see <a href=\"https://example.com/x\" rel=\"nofollow noopener\">https://example.com/x</a>)</p>"
        ),
        (
            "(see https://example.com/a_(b))",
            "<p>(see <a href=\"https://example.com/a_(b)\" rel=\"nofollow noopener\">https://example.com/a_(b)</a>)</p>"
        ),
        (
            "https://example.com/snake_case_path?a=1&b=2",
            "<p><a href=\"https://example.com/snake_case_path?a=1&amp;b=2\" rel=\"nofollow noopener\">https://example.com/snake_case_path?a=1&amp;b=2</a></p>"
        ),
        (
            "*https://example.com*",
            "<p><em><a href=\"https://example.com\" rel=\"nofollow noopener\">https://example.com</a></em></p>"
        ),
        ("HTTP://EXAMPLE.COM", "<p><a href=\"http://EXAMPLE.COM\" rel=\"nofollow noopener\">HTTP://EXAMPLE.COM</a></p>"),
        (
            "https://example.com/<b>",
            "<p><a href=\"https://example.com/\" rel=\"nofollow noopener\">https://example.com/</a>&lt;b&gt;</p>"
        ),
        (
            "line\nhttps://example.com",
            "<p>line\n<a href=\"https://example.com\" rel=\"nofollow noopener\">https://example.com</a></p>"
        ),
        ("xhttps://example.com", "<p>xhttps://example.com</p>"),
        ("http:// alone", "<p>http:// alone</p>"),
        ("https://.dot", "<p>https://.dot</p>"),
        ("ftp://example.com", "<p>ftp://example.com</p>"),
        ("`https://example.com`", "<p><code>https://example.com</code></p>"),
        (
            "[https://a.example](https://b.example)",
            "<p><a href=\"https://b.example\" rel=\"nofollow noopener\">https://a.example</a></p>"
        ),
        ("[see https://a.example/x](/local)", "<p><a href=\"/local\">see https://a.example/x</a></p>"),
    ])
    func bareURLs(_ source: String, _ expected: String) {
        #expect(Markdown.html(source) == expected)
    }
}
