/// Safe Markdown for notes and hen stories: renders the short texts people write in the
/// coop's YAML files (a hen's `about`, a note's `text`) as HTML.
///
/// ## Syntax
///
/// A documented subset of CommonMark, with tables, strikethrough and bare URLs from
/// GitHub Flavored Markdown. docs/format.md ("Markdown") tells the family what they can
/// write; the CommonMark specification's examples within the subset are its tests.
///
/// Blocks:
/// - Paragraphs, separated by blank lines. A single line break inside a paragraph stays
///   a newline (it renders as a space); two trailing spaces or a trailing backslash
///   make a hard break, `<br>`.
/// - ATX headings, `#` to `######`, shifted by ``Options/headingOffset`` (by default
///   `# Title` is `<h3>`) and kept at `<h6>` at most. There are no setext headings
///   (`Title` underlined with `===`).
/// - Bullet lists (`- `, `* `, `+ `) and ordered lists (`1. ` or `1) `; a first number
///   other than 1 is kept in a `start` attribute). An item's content continues on lines
///   indented at least to its content column (where the text after its marker starts),
///   which is also how lists nest. Lists whose items are separated by blank lines have
///   their paragraphs in `<p>`.
/// - Block quotes, `> `; a line without `>` continues the quote's paragraph.
/// - Fenced code blocks between lines of three or more backticks or tildes, shown
///   verbatim in `<pre><code>`; the first word after the opening fence becomes
///   `class="language-word"`.
/// - Tables: a header row, a delimiter row (`|---|:-:|`) and body rows (``TableSyntax``).
/// - Thematic breaks, `---`, `***` or `___` alone on a line: `<hr>`.
/// - There is no indented code: a line indented four spaces is ordinary text.
/// - Block quotes and list items nest at most 16 deep; deeper markers are text.
///
/// Inline:
/// - `*emphasis*` and `_emphasis_`, `**strong**` and `__strong__`, `~~strikethrough~~`
///   (`<del>`), by CommonMark's rules: `_` does not work inside words, so
///   `snake_case_words` stay as written, and delimiters that find no partner are text.
/// - `` `code` ``: shown verbatim, with no emphasis or links inside.
/// - Links `[text](url)` and `[text](url "title")`, autolinks `<https://example.com>`
///   and `<name@example.com>`, and bare `http://` and `https://` URLs, which end before trailing punctuation such
///   as `.`, `,` or an unbalanced `)`. Links to `http:` and `https:` get
///   `rel="nofollow noopener"`.
/// - Images `![alt](src)` show as their alt text: no image is loaded.
/// - A backslash before punctuation shows the punctuation as is: `\*`.
/// - No reference links, footnotes, task lists or raw HTML.
///
/// ## Safety
///
/// The output is always well-formed HTML5 whatever the input:
/// - All text is escaped (`&`, `<`, `>`, `"`, `'`). Raw HTML shows as text, and
///   entities like `&copy;` show as written.
/// - Links may only point to `http:`, `https:` and `mailto:` URLs, and to relative URLs
///   (no colon before the first `/`, not starting with `//`). Any other link shows its
///   text without `<a>`, however the scheme is disguised: mixed case (`JaVaScRiPt:`),
///   leading whitespace or control characters, whitespace inside the scheme
///   (`java\tscript:`), or entities (`java&#115;cript:`, `javascript&colon;`).
/// - Tags always nest and close; void elements are written `<br>` and `<hr>`.
/// - Characters HTML forbids (control characters, noncharacters) become U+FFFD.
///
/// Rendering takes time linear in the input, however it is crafted, and the output is
/// the same for the same input. Blocks are joined by `\n`, with no newline at the end.
public enum Markdown {
    /// Renders block Markdown to an HTML fragment.
    ///
    /// ```swift
    /// Markdown.html("# Henrietta\nLays *brown* eggs.")
    /// // "<h3>Henrietta</h3>\n<p>Lays <em>brown</em> eggs.</p>"
    /// ```
    ///
    /// - Parameters:
    ///   - source: The Markdown.
    ///   - options: How to render it.
    /// - Returns: The HTML: blocks joined by `\n`, with no newline at the end; empty for
    ///   an empty or blank source.
    public static func html(_ source: String, options: Markdown.Options = .init()) -> String {
        let text = SourceText(source)
        let blocks = BlockParser(bytes: text.bytes).parse(text.lines, depth: 0).blocks
        var output = OutputBuffer(html: true, capacity: text.bytes.count + text.bytes.count / 4 + 16)
        BlockRenderer(headingOffset: options.headingOffset).writeHTML(blocks, into: &output)
        return output.string
    }

    /// Renders one line of inline Markdown (no paragraph tags), for short labels.
    ///
    /// Only inline syntax counts: `# 1` stays `# 1`. Each line break, with the
    /// whitespace around it, becomes one space; blank lines are dropped, and so is
    /// whitespace at either end.
    ///
    /// ```swift
    /// Markdown.inlineHTML("**Goldie** & co")  // "<strong>Goldie</strong> &amp; co"
    /// ```
    public static func inlineHTML(_ source: String) -> String {
        let text = SourceText(source)
        let markers = BlockMarkers(bytes: text.bytes)
        var line: [UInt8] = []
        line.reserveCapacity(text.bytes.count)
        for part in text.lines.map(markers.trimmed) where part.start < part.end {
            if !line.isEmpty { line.append(ASCII.space) }
            line.append(contentsOf: text.bytes[part.start..<part.end])
        }
        var output = OutputBuffer(html: true, capacity: line.count + line.count / 4 + 16)
        InlineRenderer.render(InlineParser.parse(line), into: &output)
        return output.string
    }

    /// The plain text of the Markdown (markup removed, no escaping), for feeds, titles
    /// and tooltips.
    ///
    /// Each paragraph, heading and code block is on its own line(s); list markers,
    /// quote markers, emphasis and link URLs are dropped, and images give their alt
    /// text. The result is not escaped: escape it wherever it goes.
    ///
    /// ```swift
    /// Markdown.plainText("# Goldie\n- lays *daily*\n- [eats](https://example.com) worms")
    /// // "Goldie\nlays daily\neats worms"
    /// ```
    public static func plainText(_ source: String) -> String {
        let text = SourceText(source)
        let blocks = BlockParser(bytes: text.bytes).parse(text.lines, depth: 0).blocks
        var output = OutputBuffer(html: false, capacity: text.bytes.count)
        BlockRenderer(headingOffset: 0).writePlainText(blocks, into: &output)
        return output.string
    }
}
