import CoopDiagnostics
import CoopLocale
import Testing

@testable import CoopTemplate

/// Data in attributes that hold code is refused at load time, with the reason (issue 19,
/// point 6); `style` takes numbers and text through the `css` filter. Bodies start at column 71.
@Suite struct CodeAttributeTests {
    static let script = "'onclick' runs its value as script, so no value from the data may go in it [unsafe-output]"

    @Test(arguments: [
        (#"<button onclick="go('${title}')">x</button>"#, "page.xhtml:1:79: error: \(script)"),
        (#"<button c:attrs="onclick title">x</button>"#, "page.xhtml:1:88: error: \(script)"),
        (
            #"<body onLoad="${count}">x</body>"#,
            "page.xhtml:1:77: error: 'onLoad' runs its value as script, so no value from the data may go in it [unsafe-output]"
        ),
        (
            #"<iframe srcdoc="&lt;p&gt;${title}"/>"#,
            "page.xhtml:1:79: error: 'srcdoc' holds a whole HTML document, scripts included, so no value from the data may go in it [unsafe-output]"
        ),
        (
            #"<meta http-equiv="Refresh" content="0; url=${link}"/>"#,
            "page.xhtml:1:98: error: a meta refresh's 'content' is an address the browser goes to, so no value from the data may go in it [unsafe-output]"
        ),
        (
            #"<p style="color: ${title}">x</p>"#,
            "page.xhtml:1:74: error: 'style' is CSS, where text can load addresses or restyle the page, so text from the data goes in it only through the css filter [unsafe-output]"
        ),
        (
            #"<p c:attrs="style title | default 'x'">x</p>"#,
            "page.xhtml:1:83: error: 'style' is CSS, where text can load addresses or restyle the page, so text from the data goes in it only through the css filter [unsafe-output]"
        ),
    ])
    func dataInCodeIsRefused(_ body: String, _ expected: String) {
        #expect(problems(body) == [expected])
    }

    @Test func theHelpSaysWhatToDoInstead() throws {
        let library = TemplateLibrary(files: ["page.xhtml": Array(Fixture.wrap(#"<p style="color: ${title}">x</p>"#).utf8)])
        guard case .failure(let error) = library.compile("page.xhtml", data: Fixture.page, words: .englishFormatsOnly) else {
            Issue.record("compiled")
            return
        }
        #expect(
            error.diagnostics.map(\.help) == [
                "write ${value | css}, which keeps a plain CSS value (a colour, a length) and drops anything else"
            ])
    }

    @Test func whatIsAllowed() {
        // Constants from the template, numbers, and text through css; a meta's other content.
        #expect(
            render(
                #"<p onclick="go()" style="width: ${count}px; margin: ${ratio | number 1}em; color: ${title | css}; background: ${first.breed | default '#9c5a2e' | css}"><meta name="description" content="${title}"/>x</p>"#
            )
                == #"<div><p onclick="go()" style="width: 12345px; margin: 0.5em; color: ; background: #9c5a2e"><meta name="description" content="Maple &lt;Street&gt; &amp; &quot;Co&quot;">x</p></div>"#
        )
    }

    @Test(arguments: [
        ("teal", true), ("#9c5a2e", true), ("var(--accent)", true), ("rgb(1, 2, 3)", true), ("40%", true), ("1.5em", true),
        ("red; background: url(x)", false), ("url(https)", false), ("a:b", false), ("\"x\"", false), ("\\41", false),
        ("expression(alert(1))", false), ("", false), ("/* */", false),
        // The functions that load or run something, in any case, anywhere in the value.
        ("URL(x)", false), ("1px Image(a.png)", false), ("ExPrEsSiOn(1)", false), ("url(", false),
        ("images", true), ("image (a)", true), ("urls", true),
    ])
    func theCSSFilterKeepsOnlyPlainValues(_ value: String, _ kept: Bool) {
        #expect(CSSValue.isPlain(value) == kept)
    }
}
