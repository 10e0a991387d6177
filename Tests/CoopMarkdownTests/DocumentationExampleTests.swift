import CoopMarkdown
import Testing

/// The examples in the doc comments of `Markdown` hold.
@Suite struct DocumentationExampleTests {
    @Test func html() {
        #expect(Markdown.html("# Henrietta\nLays *brown* eggs.") == "<h3>Henrietta</h3>\n<p>Lays <em>brown</em> eggs.</p>")
    }

    @Test func inlineHTML() {
        #expect(Markdown.inlineHTML("**Goldie** & co") == "<strong>Goldie</strong> &amp; co")
    }

    @Test func plainText() {
        #expect(
            Markdown.plainText("# Goldie\n- lays *daily*\n- [eats](https://example.com) worms")
                == "Goldie\nlays daily\neats worms")
    }

    /// The texts of the format documentation's examples.
    @Test func formatDocumentation() {
        #expect(
            Markdown.html("Goes broody every June. *Markdown* allowed.\n")
                == "<p>Goes broody every June. <em>Markdown</em> allowed.</p>")
        #expect(Markdown.html("Feathers everywhere.") == "<p>Feathers everywhere.</p>")
    }
}
