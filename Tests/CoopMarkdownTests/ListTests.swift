import CoopMarkdown
import Testing

/// Bullet and ordered lists: markers, numbering, nesting, looseness and laziness.
@Suite struct ListTests {
    @Test(arguments: [
        ("- a\n- b", "<ul>\n<li>a</li>\n<li>b</li>\n</ul>"),
        ("* a\n* b", "<ul>\n<li>a</li>\n<li>b</li>\n</ul>"),
        ("+ a\n+ b", "<ul>\n<li>a</li>\n<li>b</li>\n</ul>"),
        ("- *em* [link](/x)", "<ul>\n<li><em>em</em> <a href=\"/x\">link</a></li>\n</ul>"),
        ("- a\n+ b", "<ul>\n<li>a</li>\n</ul>\n<ul>\n<li>b</li>\n</ul>"),
        ("-", "<ul>\n<li></li>\n</ul>"),
        ("- a\n-\n- c", "<ul>\n<li>a</li>\n<li></li>\n<li>c</li>\n</ul>"),
        ("-not a list", "<p>-not a list</p>"),
        ("*not a list*", "<p><em>not a list</em></p>"),
        ("text\n- item", "<p>text</p>\n<ul>\n<li>item</li>\n</ul>"),
        ("- a\n\nafter", "<ul>\n<li>a</li>\n</ul>\n<p>after</p>"),
        ("- a\n---", "<ul>\n<li>a</li>\n</ul>\n<hr>"),
        ("    - four spaces", "<p>- four spaces</p>"),
    ])
    func bulletLists(_ source: String, _ expected: String) {
        #expect(Markdown.html(source) == expected)
    }

    @Test(arguments: [
        ("1. a\n2. b", "<ol>\n<li>a</li>\n<li>b</li>\n</ol>"),
        ("1) a\n2) b", "<ol>\n<li>a</li>\n<li>b</li>\n</ol>"),
        ("1. a\n1. b\n1. c", "<ol>\n<li>a</li>\n<li>b</li>\n<li>c</li>\n</ol>"),
        ("3. a\n4. b", "<ol start=\"3\">\n<li>a</li>\n<li>b</li>\n</ol>"),
        ("0. zero", "<ol start=\"0\">\n<li>zero</li>\n</ol>"),
        ("007. bond", "<ol start=\"7\">\n<li>bond</li>\n</ol>"),
        ("123456789. big", "<ol start=\"123456789\">\n<li>big</li>\n</ol>"),
        ("1234567890. too big", "<p>1234567890. too big</p>"),
        ("1. a\n1) b", "<ol>\n<li>a</li>\n</ol>\n<ol>\n<li>b</li>\n</ol>"),
        ("1.no space", "<p>1.no space</p>"),
        ("text\n1. a list", "<p>text</p>\n<ol>\n<li>a list</li>\n</ol>"),
        ("Born in\n2019. A good year.", "<p>Born in\n2019. A good year.</p>"),
    ])
    func orderedLists(_ source: String, _ expected: String) {
        #expect(Markdown.html(source) == expected)
    }

    @Test(arguments: [
        (
            "- a\n  - b\n  - c\n- d",
            "<ul>\n<li>a\n<ul>\n<li>b</li>\n<li>c</li>\n</ul>\n</li>\n<li>d</li>\n</ul>"
        ),
        ("- a\n    - b", "<ul>\n<li>a\n<ul>\n<li>b</li>\n</ul>\n</li>\n</ul>"),
        // Nested under `1. ` takes three columns, where the item's text starts; two end the item.
        ("1. a\n   - b", "<ol>\n<li>a\n<ul>\n<li>b</li>\n</ul>\n</li>\n</ol>"),
        ("1. a\n  - b", "<ol>\n<li>a</li>\n</ol>\n<ul>\n<li>b</li>\n</ul>"),
        ("1. a\n   - b\n2. c", "<ol>\n<li>a\n<ul>\n<li>b</li>\n</ul>\n</li>\n<li>c</li>\n</ol>"),
        ("- a\n  1. b\n  2. c", "<ul>\n<li>a\n<ol>\n<li>b</li>\n<li>c</li>\n</ol>\n</li>\n</ul>"),
        ("- a\n\n  3. b", "<ul>\n<li>\n<p>a</p>\n<ol start=\"3\">\n<li>b</li>\n</ol>\n</li>\n</ul>"),
        // Only a list numbered from 1 may interrupt a paragraph.
        ("- a\n  3. b", "<ul>\n<li>a\n3. b</li>\n</ul>"),
        ("- a\n  - b\n    - c", "<ul>\n<li>a\n<ul>\n<li>b\n<ul>\n<li>c</li>\n</ul>\n</li>\n</ul>\n</li>\n</ul>"),
        // Nesting is relative to the parent's marker: `  - c` is not two columns past ` - b`.
        ("- a\n - b\n  - c", "<ul>\n<li>a</li>\n<li>b</li>\n<li>c</li>\n</ul>"),
        ("- - a", "<ul>\n<li>\n<ul>\n<li>a</li>\n</ul>\n</li>\n</ul>"),
        ("- # Title", "<ul>\n<li>\n<h3>Title</h3>\n</li>\n</ul>"),
        ("- > quote", "<ul>\n<li>\n<blockquote>\n<p>quote</p>\n</blockquote>\n</li>\n</ul>"),
        ("- ```\n  code\n  ```", "<ul>\n<li>\n<pre><code>code\n</code></pre>\n</li>\n</ul>"),
        ("- a\n  # b", "<ul>\n<li>a\n<h3>b</h3>\n</li>\n</ul>"),
    ])
    func nestedLists(_ source: String, _ expected: String) {
        #expect(Markdown.html(source) == expected)
    }

    @Test(arguments: [
        ("- a\n  continued", "<ul>\n<li>a\ncontinued</li>\n</ul>"),
        ("- a\nlazy", "<ul>\n<li>a\nlazy</li>\n</ul>"),
        // Within a list any number continues it; only the first number counts.
        ("1. a\n2019. b", "<ol>\n<li>a</li>\n<li>b</li>\n</ol>"),
        ("-\n  foo", "<ul>\n<li>foo</li>\n</ul>"),
        ("- a\n\n- b", "<ul>\n<li>\n<p>a</p>\n</li>\n<li>\n<p>b</p>\n</li>\n</ul>"),
        ("- a\n\n  second paragraph", "<ul>\n<li>\n<p>a</p>\n<p>second paragraph</p>\n</li>\n</ul>"),
        (
            "- a\n  - b\n\n  - c",
            "<ul>\n<li>a\n<ul>\n<li>\n<p>b</p>\n</li>\n<li>\n<p>c</p>\n</li>\n</ul>\n</li>\n</ul>"
        ),
        ("- a\n\n  ```\n  x\n  ```", "<ul>\n<li>\n<p>a</p>\n<pre><code>x\n</code></pre>\n</li>\n</ul>"),
        ("- ```\n  a\n\n  b\n  ```", "<ul>\n<li>\n<pre><code>a\n\nb\n</code></pre>\n</li>\n</ul>"),
    ])
    func continuationAndLooseness(_ source: String, _ expected: String) {
        #expect(Markdown.html(source) == expected)
    }

    @Test func listsNestSixteenDeep() {
        let open = String(repeating: "<ul>\n<li>\n", count: 15) + "<ul>\n<li>"
        let close = "</li>\n</ul>" + String(repeating: "\n</li>\n</ul>", count: 15)
        #expect(Markdown.html(String(repeating: "- ", count: 16) + "x") == open + "x" + close)
        #expect(Markdown.html(String(repeating: "- ", count: 20) + "x") == open + "- - - - x" + close)
    }

    @Test func staircaseIndentationDoesNotNestPastSixteen() {
        let source = (0..<40).map { String(repeating: "  ", count: $0) + "- level \($0)" }.joined(separator: "\n")
        let html = Markdown.html(source)
        #expect(html.split(separator: "<ul>", omittingEmptySubsequences: false).count - 1 == 16)
        #expect(html.contains("level 39"))
        #expect(HTMLChecker.problems(in: html).isEmpty)
    }
}
