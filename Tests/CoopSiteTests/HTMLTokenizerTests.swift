import Testing

/// The tokenizer the injection tests rely on finds what a browser would run.
@Suite struct HTMLTokenizerTests {
    @Test func findsTagsAndAttributesAsABrowserDoes() {
        let tags = HTMLTokenizer(
            #"""
            <!DOCTYPE html><p title='a>b' class=x onclick=go()>t</p><!-- <script>no</script> -->
            <svg/onload=alert(1)><IMG SRC=x ONERROR="alert(1)"><a href=" &#106;ava&#x09;script:alert(1)">x</a>
            <title><script>text</script></title><style>p{}</style><x y="1"z=2>&lt;script&gt;
            """#
        ).tags
        #expect(tags.map(\.name) == ["p", "svg", "img", "a", "title", "style", "x"])
        #expect(tags[0].attributes.map(\.name) == ["title", "class", "onclick"] && tags[0].value("title") == "a>b")
        #expect(tags[1].value("onload") == "alert(1)" && tags[2].value("onerror") == "alert(1)")
        #expect(tags[3].value("href") == " java\tscript:alert(1)")
        #expect(tags[4].rawText == "<script>text</script>" && tags[5].rawText == "p{}")
        #expect(tags[6].attributes.map(\.name) == ["y", "z"])
    }

    @Test func reportsNamedReferencesItCannotDecode() {
        let page = HTMLTokenizer(#"<a href="java&Tab;script&colon;x&bogus;">"#)
        #expect(page.tags.first?.value("href") == "java\tscript:x&bogus;")
        #expect(page.unknownEntities == ["&bogus"])
    }

    @Test(arguments: [
        "javascript:alert(1)", " JavaScript:alert(1)", "java\tscript:x", "data:text/html,x", "//evil.example",
        "\\\\evil", "vbscript:x", "\u{1}javascript:x",
    ])
    func unsafeAddresses(_ url: String) {
        #expect(!InjectionTests.isSafe(url: url))
    }

    @Test(arguments: ["../stats.html", "#main", "https://example.org/", "HTTP://x", "mailto:a@b.c", "a b:c", "photos/a%3Ab.jpg", ""])
    func safeAddresses(_ url: String) {
        #expect(InjectionTests.isSafe(url: url))
    }
}
