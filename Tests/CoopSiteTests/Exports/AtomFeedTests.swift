import CoopTestSupport
import CoopValues
import Foundation
import Testing

@testable import CoopSite

extension ExportsTests {
    /// `feeds/notes.xml`: exact text, links with and without `base_url`, newest 50 first.
    @Suite struct AtomFeedTests {
        @Test func oneNoteExactly() {
            let feed = exportTexts([
                "coop.yaml": "title: Test Coop\nbase_url: https://example.org/coop/\ndescription: Six hens & a fox.\n",
                "notes.yaml": """
                - date: 2026-11-20
                  title: 'Fence & gate <fixed>'
                  tags: [chores, "a,b"]
                  text: "Fixed the *latch*.\\n\\nA [link](https://example.org/a?b=1&c=2)."
                """,
            ])["feeds/notes.xml"]
            // The ids are worked out independently (Python) from "feed\0Test Coop" and "note\02026-11-20\0Fence & gate <fixed>".
            #expect(
                feed == """
                    <?xml version="1.0" encoding="utf-8"?>
                    <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en" xml:base="https://example.org/coop/">
                      <id>urn:uuid:4f763f65-1596-8243-a5f3-057f9e478cfc</id>
                      <title>Notes · Test Coop</title>
                      <subtitle>Six hens &amp; a fox.</subtitle>
                      <updated>2026-11-20T00:00:00Z</updated>
                      <author><name>Test Coop</name></author>
                      <link rel="self" type="application/atom+xml" href="https://example.org/coop/feeds/notes.xml"/>
                      <link rel="alternate" type="text/html" href="https://example.org/coop/"/>
                      <generator>Coop Count</generator>
                      <entry>
                        <id>urn:uuid:\(Self.fenceID)</id>
                        <title>Fence &amp; gate &lt;fixed&gt;</title>
                        <updated>2026-11-20T00:00:00Z</updated>
                        <link rel="alternate" type="text/html" href="https://example.org/coop/list/notes.html#note-2026-11-20-fence-and-gate-fixed"/>
                        <category term="chores"/>
                        <category term="a,b"/>
                        <content type="html">&lt;p&gt;Fixed the &lt;em&gt;latch&lt;/em&gt;.&lt;/p&gt;
                    &lt;p&gt;A &lt;a href=&quot;https://example.org/a?b=1&amp;amp;c=2&quot; rel=&quot;nofollow noopener&quot;&gt;link&lt;/a&gt;.&lt;/p&gt;</content>
                      </entry>
                    </feed>

                    """)
        }

        /// The id of the note in ``oneNoteExactly()``.
        static let fenceID = "67aefdd4-9755-8210-83ff-97036b6d3e8f"

        @Test func withoutBaseURLLinksAreRelativeToTheSiteRoot() {
            let feed = exportTexts(["notes.yaml": "- {date: 2026-11-21, title: Quiet day}\n"])["feeds/notes.xml"] ?? ""
            #expect(feed.contains(#"<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en" xml:base="../">"#))
            #expect(feed.contains(#"<link rel="self" type="application/atom+xml" href="feeds/notes.xml"/>"#))
            #expect(feed.contains(#"<link rel="alternate" type="text/html" href="index.html"/>"#))
            #expect(feed.contains(#"<link rel="alternate" type="text/html" href="list/notes.html#note-2026-11-21-quiet-day"/>"#))
            #expect(feed.contains("<author><name>Our coop</name></author>"))
            #expect(!feed.contains("<content"), "a note without text has no content")
        }

        @Test func theNewestFiftyNotesNewestFirst() {
            var notes = ""
            for day in 0..<60 {
                notes += "- {date: \(CivilDateText.day(day)), title: Note \(day)}\n"
            }
            let feed = exportTexts(["notes.yaml": notes])["feeds/notes.xml"] ?? ""
            let titles = feed.components(separatedBy: "\n").filter { $0.hasPrefix("    <title>") }
            #expect(titles.count == 50)
            #expect(titles.first == "    <title>Note 59</title>" && titles.last == "    <title>Note 10</title>")
            #expect(feed.contains("  <updated>\(CivilDateText.day(59))T00:00:00Z</updated>\n"))
        }

        @Test func aCoopWithoutNotesHasAnEmptyFeed() {
            let feed = exportTexts(["eggs.yaml": "2026-11-21: 3\n"])["feeds/notes.xml"] ?? ""
            #expect(feed.contains("  <updated>2026-11-22T00:00:00Z</updated>\n"))
            #expect(!feed.contains("<entry>"))
            #expect(feed.hasSuffix("  <generator>Coop Count</generator>\n</feed>\n"))
        }
    }
}

/// Dates for generated notes.
enum CivilDateText {
    /// The day `offset` days after 2026-09-01, as `YYYY-MM-DD`.
    static func day(_ offset: Int) -> String {
        CivilDate(iso: "2026-09-01")!.adding(days: offset).iso
    }
}
