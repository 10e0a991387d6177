import CoopTestSupport
import Foundation
import Testing

@testable import CoopSite

extension ExportsTests {
    /// Text made to break out of its format is inert in every feed and export, and every
    /// export is byte-identical from build to build.
    @Suite struct HostileTextTests {
        static let files: [String: String] = [
            "coop.yaml": "title: '<b>Evil & \"Co\"</b>'\ndescription: \"]]> bell\"\n",
            "hens.yaml": "- name: '\"; DROP TABLE'\n  about: '<svg onload=alert(1)>'\n",
            "notes.yaml": """
            - date: 2026-11-21
              title: <script>alert(1)</script>
              tags: ['<b>', "x;y,z"]
              hens: ['"; DROP TABLE']
              text: "[x](javascript:alert(1)) <style>body{}</style> ![i](javascript:alert(2)) [y](JaVaScRiPt:alert(3))"
            """,
            "people.yaml": "- name: '</script><script>alert(1)</script>'\n",
            "deliveries.yaml":
                "- {date: 2026-11-20, person: '</script><script>alert(1)</script>', eggs: 2, note: \"a\\r\\nBEGIN:VEVENT\"}\n",
        ]

        @Test func xmlAndJSONHoldNoMarkup() {
            let texts = exportTexts(Self.files)
            for path in ["feeds/notes.xml", "data/coop.json"] {
                #expect(texts[path] != nil, "\(path)")
                let lower = (texts[path] ?? "").lowercased()
                #expect(
                    !lower.contains("<script") && !lower.contains("<svg") && !lower.contains("<style") && !lower.contains("<b>"), "\(path)")
                #expect(!lower.contains("href=\"javascript") && !lower.contains("href=&quot;javascript"), "\(path)")
            }
            let feed = texts["feeds/notes.xml"] ?? ""
            #expect(feed.contains("<title>&lt;script&gt;alert(1)&lt;/script&gt;</title>"))
            #expect(
                feed.contains(#"<content type="html">&lt;p&gt;x &amp;lt;style&amp;gt;body{}&amp;lt;/style&amp;gt; i y&lt;/p&gt;</content>"#)
            )
            #expect(!feed.lowercased().contains("javascript"), "the Markdown links to javascript: are dropped")
            // (A control character, which XML refuses, cannot come from the content: the reader refuses it, escaped or not.)
            #expect(feed.contains("<subtitle>]]&gt; bell</subtitle>"))
            let json = texts["data/coop.json"] ?? ""
            #expect(json.contains(#"{"name": "\"; DROP TABLE", "slug": "drop-table""#))
            #expect(json.contains(#""title": "\u003cscript\u003ealert(1)\u003c/script\u003e""#))
            #expect(json.contains(#""description": "]]\u003e bell""#))
        }

        @Test func theCalendarKeepsTextAsEscapedText() {
            let calendar = exportTexts(Self.files)["feeds/coop.ics"] ?? ""
            // iCalendar TEXT has no markup: the title is its literal text, and a line break in a
            // note cannot start a new property or component.
            #expect(calendar.contains("SUMMARY:<script>alert(1)</script>\r\nDESCRIPTION:x <style>body{}</style> i y\r\n"))
            #expect(calendar.contains("CATEGORIES:<b>,x\\;y\\,z\r\n"))
            #expect(calendar.contains("DESCRIPTION:a\\nBEGIN:VEVENT\r\n"))
            #expect(calendar.components(separatedBy: "\r\n").filter { $0 == "BEGIN:VEVENT" }.count == 2)
            #expect(!calendar.lowercased().contains("javascript"))
            #expect(calendar.contains("X-WR-CALDESC:]]> bell\r\n"))
        }

        @Test func csvQuotesAndKeepsTheTextAsData() {
            let texts = exportTexts(Self.files)
            #expect(
                texts["data/hens.csv"]
                    == crlf(
                        """
                        name,slug,breed,kind,hatched,added,started_laying,removed,cause,removed_reason,photo,about
                        \"""; DROP TABLE",drop-table,,eggs,,,,,,,,<svg onload=alert(1)>
                        """))
            #expect(
                texts["data/notes.csv"]?.contains(
                    #"2026-11-21,,<script>alert(1)</script>,"<b>; x;y,z","""; DROP TABLE",[x](javascript:alert(1))"#) == true)
            #expect(
                texts["data/deliveries.csv"] == crlf("date,person,eggs,paid,currency,note")
                    + "2026-11-20,</script><script>alert(1)</script>,2,,,\"a\r\nBEGIN:VEVENT\"\r\n")
        }

        @Test func everyExportIsTheSameBytesEveryTime() {
            for files in [Self.files, SmallCoop.files] {
                let first = exportFiles(files)
                let second = exportFiles(files)
                #expect(first.map(\.path) == second.map(\.path))
                for (a, b) in zip(first, second) { #expect(a.bytes == b.bytes, "\(a.path) differs") }
            }
        }

        @Test func theSampleSiteHasEveryExport() {
            for path in [
                "feeds/coop.ics", "feeds/notes.xml", "data/coop.json", "data/eggs.csv", "data/hens.csv", "data/kinds.csv",
                "data/notes.csv", "data/people.csv", "data/expenses.csv", "data/contributions.csv", "data/deliveries.csv",
                "data/chores.csv",
            ] {
                #expect(sampleSite.has(path), "\(path)")
            }
            let calendar = sampleSite.folder.read("public/feeds/coop.ics") ?? []
            let lines = String(decoding: calendar, as: UTF8.self).components(separatedBy: "\r\n")
            #expect(lines.last == "" && lines.allSatisfy { $0.utf8.count <= 75 && !$0.contains("\n") && !$0.contains("\r") })
            #expect(
                lines.filter { $0 == "BEGIN:VEVENT" }.count == 171,
                "35 notes and 132 deliveries, 34 of them sales; 3 chores and the reminder to collect the eggs")
            #expect(lines.filter { $0 == "BEGIN:VALARM" }.count == 4)
        }
    }
}
