import CoopMarkdown
import Testing

/// `Markdown.plainText`: the words without the markup, unescaped.
@Suite struct PlainTextTests {
    @Test(arguments: [
        ("", ""),
        ("Plain words", "Plain words"),
        ("# Title\n\nSome *em*, **strong**, ~~del~~ and `code`.", "Title\nSome em, strong, del and code."),
        ("[link text](https://example.com \"title\")", "link text"),
        ("[x](javascript:alert(1))", "x"),
        ("![alt *text*](x.png)", "alt text"),
        ("<https://example.com> and https://example.org.", "https://example.com and https://example.org."),
        ("`a < b`", "a < b"),
        ("a & b <c> \"d\" 'e'", "a & b <c> \"d\" 'e'"),
        ("<script>alert(1)</script>", "<script>alert(1)</script>"),
        ("&amp; &copy;", "&amp; &copy;"),
        ("\\*not em\\*", "*not em*"),
        ("snake_case_words", "snake_case_words"),
        ("- one\n- two\n  - three", "one\ntwo\nthree"),
        ("3. one\n4. two", "one\ntwo"),
        ("> quoted\n> text", "quoted\ntext"),
        ("```swift\ncode\nlines\n```", "code\nlines"),
        ("a\n\n---\n\nb", "a\nb"),
        ("soft\nbreak", "soft\nbreak"),
        ("hard  \nbreak", "hard\nbreak"),
        ("a\u{0}b", "a\u{FFFD}b"),
    ])
    func plainText(_ source: String, _ expected: String) {
        #expect(Markdown.plainText(source) == expected)
    }
}
