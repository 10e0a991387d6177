import CoopMarkdown
import CoopTestSupport
import Testing

/// Two thousand pseudo-random inputs made of Markdown-significant pieces. Whatever the
/// input, rendering must not crash, and the HTML must be well-formed, free of
/// `<script`, and link only to allowed URLs.
@Suite struct FuzzTests {
    /// The pieces inputs are made of: every character Markdown gives a meaning, some
    /// letters, and a few longer pieces that make links, URLs and blocks likely.
    static let pieces: [String] = [
        "*", "_", "[", "]", "(", ")", "<", ">", "&", "\\", "`", "#", "-", "~", " ", "\n", "!", ":", "\"", "'",
        "a", "b", "h", "p", "s", "t", "x", "/", ".", "1",
        "javascript:", "JaVaScRiPt:", "https://", "http://", "mailto:", "](", "1. ", "> ", "- ", "```", "  \n",
        "&#", "&colon;", "\t", "//", "data:", "é", "|", "\n|-|", " | ", "\n:-:|", "~~~", "@", "<a@b.c>",
    ]

    static let batches = 20
    static let inputsPerBatch = 100

    /// The inputs of one batch, the same on every run.
    static func inputs(batch: Int) -> [String] {
        var generator = SplitMix64(seed: 0xC0FF_EE00 + UInt64(batch))
        return (0..<inputsPerBatch).map { _ in
            let length = generator.next(below: 80)
            return (0..<length).map { _ in pieces[generator.next(below: pieces.count)] }.joined()
        }
    }

    @Test(arguments: 0..<batches)
    func randomInputsRenderSafely(batch: Int) {
        for source in Self.inputs(batch: batch) {
            let html = Markdown.html(source)
            #expect(!html.lowercased().contains("<script"), "\(source.debugDescription)")
            for href in HTMLChecker.hrefs(in: html) {
                #expect(HTMLChecker.isAllowed(href: href), "\(href) from \(source.debugDescription)")
            }
            #expect(HTMLChecker.problems(in: html) == [], "\(source.debugDescription) → \(html.debugDescription)")
            #expect(!html.hasSuffix("\n"))

            let inline = Markdown.inlineHTML(source)
            #expect(!inline.lowercased().contains("<script"))
            #expect(!inline.contains("\n"), "\(source.debugDescription) → \(inline.debugDescription)")
            #expect(HTMLChecker.problems(in: "<p>\(inline)</p>") == [], "\(source.debugDescription) → \(inline.debugDescription)")

            _ = Markdown.plainText(source)
        }
    }

    @Test func inputsAreDeterministicAndVaried() {
        #expect(Self.inputs(batch: 3) == Self.inputs(batch: 3))
        #expect(Self.inputs(batch: 3) != Self.inputs(batch: 4))
        let all = (0..<Self.batches).flatMap(Self.inputs)
        #expect(all.count == 2_000)
        #expect(Set(all).count > 1_900)
    }
}
