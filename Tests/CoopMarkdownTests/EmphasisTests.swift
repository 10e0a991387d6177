import CoopMarkdown
import Testing

/// Emphasis, strong emphasis, strikethrough and code spans.
@Suite struct EmphasisTests {
    @Test(arguments: [
        ("*em*", "<p><em>em</em></p>"),
        ("_em_", "<p><em>em</em></p>"),
        ("**strong**", "<p><strong>strong</strong></p>"),
        ("__strong__", "<p><strong>strong</strong></p>"),
        ("~~strike~~", "<p><del>strike</del></p>"),
        ("***both***", "<p><em><strong>both</strong></em></p>"),
        ("*a **b** c*", "<p><em>a <strong>b</strong> c</em></p>"),
        ("**a *b* c**", "<p><strong>a <em>b</em> c</strong></p>"),
        ("*foo**bar**baz*", "<p><em>foo<strong>bar</strong>baz</em></p>"),
        ("~~a *b*~~", "<p><del>a <em>b</em></del></p>"),
        ("*(*foo*)*", "<p><em>(<em>foo</em>)</em></p>"),
        ("2*3*4", "<p>2<em>3</em>4</p>"),
        ("“*quoted*” and —*dashed*—", "<p>“<em>quoted</em>” and —<em>dashed</em>—</p>"),
        ("日本*語*です", "<p>日本<em>語</em>です</p>"),
    ])
    func emphasis(_ source: String, _ expected: String) {
        #expect(Markdown.html(source) == expected)
    }

    /// `_` inside a word is a letter, not emphasis.
    @Test(arguments: [
        ("snake_case_words", "<p>snake_case_words</p>"),
        ("a_b_c and d__e__f", "<p>a_b_c and d__e__f</p>"),
        ("_snake_case_words_", "<p><em>snake_case_words</em></p>"),
        ("call my_func_name() now", "<p>call my_func_name() now</p>"),
        ("_日本_語", "<p>_日本_語</p>"),
        ("1_000_000 eggs", "<p>1_000_000 eggs</p>"),
    ])
    func intrawordUnderscores(_ source: String, _ expected: String) {
        #expect(Markdown.html(source) == expected)
    }

    /// Delimiters without a partner are text; the tags that are written always nest.
    @Test(arguments: [
        ("**bold _it**", "<p><strong>bold _it</strong></p>"),
        ("*a _b* c_", "<p><em>a _b</em> c_</p>"),
        ("*not closed", "<p>*not closed</p>"),
        ("not opened*", "<p>not opened*</p>"),
        ("**unclosed *em*", "<p>**unclosed <em>em</em></p>"),
        ("*a**b*", "<p><em>a**b</em></p>"),
        ("**a**b** c", "<p><strong>a</strong>b** c</p>"),
        ("a * b * c", "<p>a * b * c</p>"),
        ("** not **", "<p>** not **</p>"),
        ("_*crossed_*", "<p><em>*crossed</em>*</p>"),
        ("~~ spaced ~~", "<p>~~ spaced ~~</p>"),
        ("~single~ ~~~triple~~~", "<p>~single~ ~~~triple~~~</p>"),
        ("~~open only", "<p>~~open only</p>"),
        ("*a\n\nb*", "<p>*a</p>\n<p>b*</p>"),
        ("\\*literal\\* \\_x\\_ \\~~y~~", "<p>*literal* _x_ ~~y~~</p>"),
    ])
    func unbalancedDelimiters(_ source: String, _ expected: String) {
        #expect(Markdown.html(source) == expected)
    }

    @Test(arguments: [
        ("`code`", "<p><code>code</code></p>"),
        ("`*no* [em](x) <b> &amp; https://x.com`", "<p><code>*no* [em](x) &lt;b&gt; &amp;amp; https://x.com</code></p>"),
        ("`` a`b ``", "<p><code>a`b</code></p>"),
        ("` `` `", "<p><code>``</code></p>"),
        ("`  `", "<p><code>  </code></p>"),
        ("`a\nb`", "<p><code>a b</code></p>"),
        ("`unclosed", "<p>`unclosed</p>"),
        ("``mismatch`", "<p>``mismatch`</p>"),
        ("`\\*`", "<p><code>\\*</code></p>"),
        ("\\`not code`", "<p>`not code`</p>"),
        ("*a `*` b*", "<p><em>a <code>*</code> b</em></p>"),
        ("`a` and ``b`` and `c`", "<p><code>a</code> and <code>b</code> and <code>c</code></p>"),
    ])
    func codeSpans(_ source: String, _ expected: String) {
        #expect(Markdown.html(source) == expected)
    }
}
