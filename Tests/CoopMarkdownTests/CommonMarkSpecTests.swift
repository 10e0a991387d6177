import CoopMarkdown
import CoopTestSupport
import Foundation
import Testing

/// The examples of the CommonMark specification that fall within the subset
/// docs/format.md describes render as the specification says.
///
/// `Spec/commonmark-subset.json` holds those examples, chosen by `Scripts/commonmark-subset`
/// from the specification's 652: the ones whose HTML a reference implementation still
/// produces with what the subset leaves out turned off (setext headings, indented code,
/// reference links, raw HTML, entities, images) and with what it adds turned on (bare URLs,
/// strikethrough). So every example here is one a family's note could hold, and its answer
/// is CommonMark's.
@Suite struct CommonMarkSpecTests {
    /// One example of the specification.
    struct Example: Decodable, Sendable, CustomTestStringConvertible {
        /// Its number in the specification.
        let example: Int
        /// The section it is in.
        let section: String
        /// The Markdown.
        let markdown: String
        /// The HTML the specification expects.
        let html: String

        var testDescription: String { "example \(example) (\(section))" }
    }

    static let examples: [Example] = {
        let path = repositoryRoot + "/Tests/CoopMarkdownTests/Spec/commonmark-subset.json"
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        return (try? JSONDecoder().decode([Example].self, from: data)) ?? []
    }()

    /// Both sides written the same way where HTML allows either: no newline between block
    /// tags or at the end, void elements without a slash, `'` unescaped, and no `rel`
    /// (the subset adds `rel="nofollow noopener"` to web links).
    static func normalized(_ html: String) -> String {
        var text = html.replacingOccurrences(of: " />", with: ">")
            .replacingOccurrences(of: " rel=\"nofollow noopener\"", with: "")
            .replacingOccurrences(of: "&#39;", with: "'")
        for tag in ["p", "ul", "ol", "li", "blockquote", "pre", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "table", "thead", "tbody", "tr"] {
            for form in ["<\(tag)>", "<\(tag) ", "</\(tag)>"] {
                text = text.replacingOccurrences(of: "\n" + form, with: form)
                if form.hasSuffix(">") { text = text.replacingOccurrences(of: form + "\n", with: form) }
            }
        }
        return text.trimmingCharacters(in: .newlines)
    }

    /// The examples the subset renders otherwise on purpose, with what it renders.
    static let differences: [Int: String] = [
        // A tab partly inside a list item's indentation counts whole, not as the spaces
        // left of it: ` - foo\n   - bar\n\t - baz` nests two lists, not three.
        9: "<ul><li>foo<ul><li>bar</li><li>baz</li></ul></li></ul>",
        // A colon before the first `/` must follow a known scheme, or there is no link.
        500: "<p>link</p>",
        // Autolinks to schemes other than http, https and mailto show their text unlinked.
        596: "<p>irc://foo.bar:2233/baz</p>",
        598: "<p>a+b+c:d</p>",
        599: "<p>made-up-scheme://foo,bar</p>",
        601: "<p>localhost:5001/foo</p>",
        // The scheme is written in lowercase.
        597: "<p><a href=\"mailto:FOO@BAR.BAZ\">MAILTO:FOO@BAR.BAZ</a></p>",
    ]

    @Test func theSubsetIsThere() {
        #expect(Self.examples.count == 411)
        #expect(Set(Self.differences.keys).isSubset(of: Self.examples.map(\.example)))
    }

    @Test(arguments: examples)
    func rendersAsTheSpecificationSays(_ example: Example) {
        let html = Self.normalized(Markdown.html(example.markdown, options: .init(headingOffset: 0)))
        if let difference = Self.differences[example.example] {
            #expect(html == difference, "\(example.markdown.debugDescription)")
            #expect(html != Self.normalized(example.html), "no longer differs")
        } else {
            #expect(html == Self.normalized(example.html), "\(example.markdown.debugDescription)")
        }
    }
}
