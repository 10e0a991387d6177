import CoopMarkdown
import Testing

/// `Markdown.inlineHTML`: one line of inline Markdown, for labels.
@Suite struct InlineHTMLTests {
    @Test(arguments: [
        ("", ""),
        ("Goldie", "Goldie"),
        ("**Goldie** & co", "<strong>Goldie</strong> &amp; co"),
        ("*Henrietta* the `Brahma`", "<em>Henrietta</em> the <code>Brahma</code>"),
        ("[Goldie](/hens/goldie)", "<a href=\"/hens/goldie\">Goldie</a>"),
        ("[Goldie](javascript:alert(1))", "Goldie"),
        ("see https://example.com.", "see <a href=\"https://example.com\" rel=\"nofollow noopener\">https://example.com</a>."),
        ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
        ("snake_case_name", "snake_case_name"),
        ("~~sold~~", "<del>sold</del>"),
        ("![photo](goldie.jpg)", "photo"),
    ])
    func inlineSyntax(_ source: String, _ expected: String) {
        #expect(Markdown.inlineHTML(source) == expected)
    }

    /// Block syntax is text, and the result is a single line.
    @Test(arguments: [
        ("# not a heading", "# not a heading"),
        ("- not a list", "- not a list"),
        ("1. not a list", "1. not a list"),
        ("> not a quote", "&gt; not a quote"),
        ("---", "---"),
        ("```", "```"),
        ("  padded  ", "padded"),
        ("two\nlines", "two lines"),
        ("two  \n  lines", "two lines"),
        ("hard\\\nbreak", "hard\\ break"),
        ("para\n\n\nbreak", "para break"),
        ("*split\nemphasis*", "<em>split emphasis</em>"),
    ])
    func blockSyntaxIsText(_ source: String, _ expected: String) {
        #expect(Markdown.inlineHTML(source) == expected)
    }
}
