import Foundation
import Testing

/// A note with many tags lists the first 30 of them on the pages of its tags, with a link to
/// the list of notes, which alone lists them all: the site grows linearly with the tags
/// (issue 27, point 2), not with their square.
@Suite struct ManyTagsTests {
    /// A coop of one note carrying `count` tags, `topic0000` to `topic<count - 1>`, and a week of eggs.
    static func coop(tags count: Int) -> BuiltSite {
        let tags = (0..<count).map { String(format: "topic%04d", $0) }.joined(separator: ", ")
        let eggs = (15...21).map { "2026-11-\($0): 3\n" }.joined()
        return BuiltSite(files: [
            "notes.yaml": "- date: 2026-11-20\n  title: Many tags\n  tags: [\(tags)]\n", "eggs.yaml": eggs,
        ])
    }

    /// The labels of the tag links (`class="tag"`) on `page` of `site`.
    static func tagLinks(_ site: BuiltSite, _ page: String) -> [String] {
        let html = site.page(page)
        let regex = try! NSRegularExpression(pattern: #"<a class="tag" href="[^"]*">#([^<]*)</a>"#)
        return regex.matches(in: html, range: NSRange(html.startIndex..., in: html)).compactMap {
            Range($0.range(at: 1), in: html).map { String(html[$0]) }
        }
    }

    @Test func aTagPageListsThirtyOfTheNotesTagsAndLinksToTheRest() {
        let site = Self.coop(tags: 200)
        // The page's own tag is among the thirty, the last.
        #expect(Self.tagLinks(site, "tags/topic0150.html") == (0..<29).map { String(format: "topic%04d", $0) } + ["topic0150"])
        #expect(Self.tagLinks(site, "graphs/weekly-tag-topic0029.html") == (0..<30).map { String(format: "topic%04d", $0) })
        #expect(Self.tagLinks(site, "tags/topic0003.html") == (0..<30).map { String(format: "topic%04d", $0) })
        #expect(
            site.page("tags/topic0150.html").contains(
                #"<a class="more-tags" href="../list/notes.html#note-2026-11-20-many-tags">170 more tags</a>"#))
        // The list of notes shows the note with all its tags.
        #expect(Self.tagLinks(site, "list/notes.html") == (0..<200).map { String(format: "topic%04d", $0) })
        #expect(!site.page("list/notes.html").contains("more-tags"))
    }

    @Test func aTagPageIsTheSameSizeWhateverTheNumberOfTags() {
        let small = Self.coop(tags: 200)
        let large = Self.coop(tags: 400)
        for page in ["tags/topic0150.html", "graphs/weekly-tag-topic0020.html"] {
            #expect(small.has(page))
            #expect(small.page(page).utf8.count == large.page(page).utf8.count, "\(page)")
        }
        // The site grows by the pages of the new tags only: twice the tags, about twice the site.
        let smallSize = small.files().values.reduce(0) { $0 + $1.count }
        let largeSize = large.files().values.reduce(0) { $0 + $1.count }
        #expect(Double(largeSize) < Double(smallSize) * 2.2)
    }

    /// Only the 30 tags on the most notes have a one-tag graph (by name among equals); the
    /// weekly graph links to them, then to the list of notes for every tag (issue 27, point 2).
    @Test func theThirtyTagsOnTheMostNotesHaveAGraph() {
        func tags(_ range: Range<Int>) -> String { range.map { String(format: "t%02d", $0) }.joined(separator: ", ") }
        let notes = [(10..<20), (20..<30), (30..<40)].enumerated().map { index, own in
            "- date: 2026-11-\(17 + index)\n  title: Note \(index)\n  tags: [\(tags(0..<10)), \(tags(own))]\n"
        }.joined()
        let eggs = (15...21).map { "2026-11-\($0): 3\n" }.joined()
        let site = BuiltSite(files: ["notes.yaml": notes, "eggs.yaml": eggs])
        let graphed = (0..<30).map { String(format: "t%02d", $0) }
        for tag in graphed { #expect(site.has("graphs/weekly-tag-\(tag).html"), "\(tag)") }
        for tag in (30..<40).map({ String(format: "t%02d", $0) }) {
            #expect(!site.has("graphs/weekly-tag-\(tag).html"), "\(tag)")
            #expect(site.has("tags/\(tag).html"), "\(tag)")
        }
        let links = graphed.map { #"<a href="../graphs/weekly-tag-\#($0).html">#\#($0)</a>"# }.joined(separator: " · ")
        #expect(
            site.page("graphs/index.html").contains(
                "<figcaption>Only one tag’s notes: \(links) · <a href=\"../list/notes.html\">all 40 tags</a></figcaption>"))
        // Up to 30 tags, each has its graph and no link to the rest.
        let few = Self.coop(tags: 30)
        #expect(few.has("graphs/weekly-tag-topic0029.html"))
        #expect(!few.page("graphs/index.html").contains("all 30 tags"))
    }
}
