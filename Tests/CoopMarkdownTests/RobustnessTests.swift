import CoopMarkdown
import Testing

/// Inputs shaped to make a naive parser take quadratic or exponential time, recurse
/// without bound or crash. Each must render, well-formed and of bounded size. There are
/// no timing assertions; the parser is linear, so these finish in well under a second
/// each (in a release build).
@Suite struct RobustnessTests {
    static let megabyte = 1 << 20

    /// `pattern` repeated to about one megabyte, on a single line.
    static func oneMegabyte(of pattern: String) -> String {
        String(repeating: pattern, count: megabyte / pattern.utf8.count)
    }

    /// One pattern per mechanism: plain text, emphasis openers and intraword
    /// underscores, failing link tails (destination, title, pointy), links, autolink
    /// attempts, code spans, bare URLs, escaping and backslashes.
    @Test(arguments: [
        "abcdefg ", "*", "*a ", "_a_b ", "[](", "[a](b \"", "[x](<", "[a](b)", "<", "`a``b```c", "https://a.b/c_d ",
        "&\"'<>", "\\",
    ])
    func oneMegabyteLine(_ pattern: String) {
        let source = Self.oneMegabyte(of: pattern)
        let html = Markdown.html(source)
        #expect(html.utf8.count <= 12 * source.utf8.count + 64)
        #expect(!html.isEmpty)
    }

    @Test(arguments: ["*a _b ", "[a *b](c) ~~z ", "<https://a.b> [c](d \"e\") ", "**a* `b` \\* "])
    func longLinesAreWellFormed(_ pattern: String) {
        let html = Markdown.html(String(repeating: pattern, count: 100_000 / pattern.utf8.count))
        #expect(HTMLChecker.problems(in: html).isEmpty)
    }

    @Test func urlWithAMegabyteOfTrailingPunctuation() {
        let dots = Markdown.html("https://a.example" + String(repeating: ".", count: Self.megabyte))
        #expect(dots.hasPrefix("<p><a href=\"https://a.example\" rel=\"nofollow noopener\">https://a.example</a>..."))
        let parentheses = Markdown.html("(https://a.example" + String(repeating: ")", count: Self.megabyte))
        #expect(parentheses.hasPrefix("<p>(<a href=\"https://a.example\" rel=\"nofollow noopener\">https://a.example</a>))"))
    }

    @Test func codeSpansOfEveryLength() {
        let source = (1...1400).map { String(repeating: "`", count: $0) + "x" }.joined()
        #expect(Markdown.html(source).utf8.count <= 2 * source.utf8.count)
    }

    @Test(arguments: [">", "> ", "*", "* ", "- ", "1. ", "> - ", "[", "(", "![", "[](", "*_", "_", "~~", "`", "<", "#"])
    func tenThousandNestedOpeners(_ opener: String) {
        let source = String(repeating: opener, count: 10_000) + "x"
        let html = Markdown.html(source)
        #expect(html.utf8.count <= 12 * source.utf8.count + 64)
        #expect(HTMLChecker.problems(in: html).isEmpty)
        #expect(html.split(separator: "<blockquote>", omittingEmptySubsequences: false).count - 1 <= 16)
        #expect(html.split(separator: "<li>", omittingEmptySubsequences: false).count - 1 <= 16)
    }

    @Test func tenThousandOpenersThenClosers() {
        for (open, close) in [("*", "*"), ("_", "_"), ("[", "](x)"), ("(", ")"), ("**", "*"), ("~~", "~~")] {
            let source = String(repeating: open + "a", count: 10_000) + String(repeating: "b" + close, count: 10_000)
            let html = Markdown.html(source)
            #expect(HTMLChecker.problems(in: html).isEmpty, "\(open)")
            #expect(html.utf8.count <= 12 * source.utf8.count)
        }
    }

    @Test func manyLines() {
        let shapes = ["a\n", "- a\n", "> a\n", "```\n", "1. a\n", "  - a\n", "\n", "# a\n", ">\n", "-\n"]
        for shape in shapes {
            let source = String(repeating: shape, count: 50_000)
            let html = Markdown.html(source)
            #expect(html.utf8.count <= 12 * source.utf8.count + 64)
        }
    }

    @Test func deeplyIndentedStaircase() {
        let source = (0..<2_000).map { String(repeating: "  ", count: $0 % 200) + "- x\n" }.joined()
        let html = Markdown.html(source)
        #expect(HTMLChecker.problems(in: html).isEmpty)
    }

    @Test func increasingQuoteDepthPerLine() {
        let source = (1...500).map { String(repeating: ">", count: $0) + " x" }.joined(separator: "\n")
        let html = Markdown.html(source)
        #expect(HTMLChecker.problems(in: html).isEmpty)
    }

    @Test func renderingIsDeterministic() {
        let source = "# T\n*a* _b_ [c](https://d.example \"e\") <https://f.example>\n- g\n  - h\n\n> i\n```\nj\n```"
        let first = Markdown.html(source)
        for _ in 0..<10 {
            #expect(Markdown.html(source) == first)
        }
    }
}
