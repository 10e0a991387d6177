import CoopMarkdown
import Testing

/// Links to anything but http, https, mailto and relative URLs show their text only.
@Suite struct URLSafetyTests {
    @Test(arguments: [
        #"[click](javascript:alert(1))"#,
        #"[click](JaVaScRiPt:alert(1))"#,
        #"[click](JAVASCRIPT:alert(1))"#,
        #"[click]( javascript:alert(1))"#,
        #"[click](<  javascript:alert(1)>)"#,
        "[click](<\tjavascript:alert(1)>)",
        "[click](\u{01}javascript:alert(1))",
        "[click](\u{00}javascript:alert(1))",
        "[click](\u{1F}javascript:alert(1))",
        "[click](\u{A0}javascript:alert(1))",
        "[click](<java\tscript:alert(1)>)",
        "[click](<java script:alert(1)>)",
        "[click](<javascript :alert(1)>)",
        #"[click](java&#115;cript:alert(1))"#,
        #"[click](java&#x73;cript:alert(1))"#,
        #"[click](&#106;avascript:alert(1))"#,
        #"[click](javascript&colon;alert(1))"#,
        #"[click](javascript&COLON;alert(1))"#,
        #"[click](javascript&#58;alert(1))"#,
        #"[click](javascript:alert(1) "title")"#,
        #"[click](javascript\:alert(1))"#,
        #"[click](data:text/html;base64,PHNjcmlwdD4=)"#,
        #"[click](DATA:text/html,x)"#,
        #"[click](vbscript:msgbox(1))"#,
        #"[click](file:///etc/passwd)"#,
        #"[click](ftp://example.com)"#,
        #"[click](tel:123)"#,
        #"[click](page:2)"#,
        #"[click](//evil.example)"#,
        #"[click](<//evil.example>)"#,
        #"[click](\\\\evil.example)"#,
        #"[click](/\evil.example)"#,
        #"[click](  //evil.example)"#,
    ])
    func dangerousLinksShowTheirText(_ source: String) {
        #expect(Markdown.html(source) == "<p>click</p>")
    }

    @Test(arguments: [
        ("[*click* me](javascript:x)", "<p><em>click</em> me</p>"),
        (
            "[a](https://ok.example) [b](javascript:x)",
            "<p><a href=\"https://ok.example\" rel=\"nofollow noopener\">a</a> b</p>"
        ),
        ("<javascript:alert(1)>", "<p>javascript:alert(1)</p>"),
        ("<JavaScript:alert(1)>", "<p>JavaScript:alert(1)</p>"),
        ("<data:text/html,<script>>", "<p>&lt;data:text/html,&lt;script&gt;&gt;</p>"),
        ("<vbscript:x>", "<p>vbscript:x</p>"),
        ("javascript:alert(1)", "<p>javascript:alert(1)</p>"),
        ("[click](<java\nscript:alert(1)>)", "<p>[click](&lt;java\nscript:alert(1)&gt;)</p>"),
        ("[click](java\nscript:alert(1))", "<p>[click](java\nscript:alert(1))</p>"),
        ("[click](jav ascript:alert(1))", "<p>[click](jav ascript:alert(1))</p>"),
        (
            "<https://ok.example/javascript:x>",
            "<p><a href=\"https://ok.example/javascript:x\" rel=\"nofollow noopener\">https://ok.example/javascript:x</a></p>"
        ),
    ])
    func unsafeURLsInContext(_ source: String, _ expected: String) {
        #expect(Markdown.html(source) == expected)
    }

    @Test(arguments: [
        ("[a](HTTPS://Example.com)", "<p><a href=\"https://Example.com\" rel=\"nofollow noopener\">a</a></p>"),
        ("[a](MAILTO:coop@example.com)", "<p><a href=\"mailto:coop@example.com\">a</a></p>"),
        ("[a](<  https://example.com  >)", "<p><a href=\"https://example.com\" rel=\"nofollow noopener\">a</a></p>"),
        ("[a](?page=2)", "<p><a href=\"?page=2\">a</a></p>"),
        ("[a](#top)", "<p><a href=\"#top\">a</a></p>"),
        ("[a](/)", "<p><a href=\"/\">a</a></p>"),
        ("[a](/x?t=&#1)", "<p><a href=\"/x?t=&amp;#1\">a</a></p>"),
        (#"[a](\/x)"#, "<p><a href=\"/x\">a</a></p>"),
    ])
    func allowedURLs(_ source: String, _ expected: String) {
        #expect(Markdown.html(source) == expected)
    }

    @Test(arguments: [
        "[a](javascript:x)", "[a](//x)", "<javascript:x>", "[a](data:x)", "[a](x:y)", "[a](<java\tscript:x>)",
    ])
    func noUnsafeHrefEverWritten(_ source: String) {
        let html = Markdown.html(source)
        #expect(!html.contains("href"))
        #expect(HTMLChecker.problems(in: html).isEmpty)
    }
}
