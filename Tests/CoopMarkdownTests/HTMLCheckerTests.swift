import CoopTestSupport
import Testing

/// The checker the other tests rely on must itself catch what it promises to.
@Suite struct HTMLCheckerTests {
    @Test(arguments: [
        "", "<p>a</p>", "<p>a<br>\nb</p>\n<hr>", "<ul>\n<li>a\n<ul>\n<li>b</li>\n</ul>\n</li>\n</ul>",
        "<p><a href=\"https://x.com/?a=1&amp;b=2\" title=\"&quot;t&quot;\" rel=\"nofollow noopener\">x</a></p>",
        "<ol start=\"3\">\n<li>a</li>\n</ol>", "<pre><code class=\"language-swift\">&lt;b&gt;\n</code></pre>",
        "<blockquote>\n<p><em><strong>a</strong></em> <del>b</del> <code>c</code></p>\n</blockquote>",
        "<p><a href=\"/a/b:c\">x</a> <a href=\"\">y</a> <a href=\"mailto:a@b\">z</a></p>",
    ])
    func acceptsWellFormedOutput(_ html: String) {
        #expect(HTMLChecker.problems(in: html).isEmpty)
    }

    @Test(arguments: [
        "<p>a", "a</p>", "<p><em>a</p></em>", "<em>a</em>", "text", "<p>a & b</p>", "<p>a > b</p>", "<p><script></p>",
        "<p><a href=\"javascript:x\">a</a></p>", "<p><a href=\"//evil.com\">a</a></p>", "<p><a>a</a></p>",
        "<p><a href=\"/\"><a href=\"/\">a</a></a></p>", "<ul>\n<p>a</p>\n</ul>", "<li>a</li>", "<p><p>a</p></p>",
        "<p onclick=\"x\">a</p>", "<p><em>a<ul>\n<li>b</li>\n</ul></em></p>", "<br/>", "<p>a<br></br></p>",
        "<ul>\nx\n</ul>", "<p><a href=\"/\" rel=\"me\">a</a></p>", "<p><a href=\"x\"y\">a</a></p>",
    ])
    func rejectsMalformedOutput(_ html: String) {
        #expect(!HTMLChecker.problems(in: html).isEmpty)
    }

    @Test(arguments: [
        ("https://a.b", true), ("http://a.b", true), ("mailto:a@b", true), ("/a", true), ("a/b:c", true), ("", true),
        ("#top", true), ("javascript:x", false), ("data:x", false), ("//a.b", false), ("a:b/c", false), ("HTTP://a", false),
    ])
    func hrefRule(_ href: String, _ allowed: Bool) {
        #expect(HTMLChecker.isAllowed(href: href) == allowed)
    }

    @Test func findsHrefs() {
        #expect(HTMLChecker.hrefs(in: "<a href=\"a\">x</a> <a href=\"\" title=\"t\">y</a>") == ["a", ""])
    }

    @Test func splitMixIsDeterministic() {
        var first = SplitMix64(seed: 42)
        var second = SplitMix64(seed: 42)
        let a = (0..<5).map { _ in first.next() }
        let b = (0..<5).map { _ in second.next() }
        #expect(a == b)
        #expect(Set(a).count == 5)
        var zero = SplitMix64(seed: 0)
        #expect(zero.next() == 0xE220_A839_7B1D_CDAF)
    }
}
