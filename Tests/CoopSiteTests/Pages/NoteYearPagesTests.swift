import CoopValues
import Foundation
import Testing

/// The list of notes of a coop with more than 40 notes is a page a year, like the other long
/// lists (``YearPagesTests``), and every link to a note (the feeds, the calendar, a tag's page)
/// opens the page that holds it (issue 28, point 3).
@Suite struct NoteYearPagesTests {
    /// `count` notes a month apart from 1 November 2022, each titled by its number; the one
    /// of March 2023, "Fox at the fence", carries 31 tags, one more than a note shows outside
    /// the list of notes, so its month's page links to it.
    static func coop(notes count: Int) -> BuiltSite {
        let notes = (0..<count).map { index -> String in
            let date = YearMonth(year: 2022, month: 11).advanced(by: index).firstDay.adding(days: 13)
            guard date.iso == "2023-03-14" else { return "- {date: \(date.iso), title: Note \(index)}\n" }
            let tags = ["fox"] + (1...30).map { "tag\($0)" }
            return "- {date: \(date.iso), title: Fox at the fence, tags: [\(tags.joined(separator: ", "))]}\n"
        }
        return BuiltSite(files: [
            "coop.yaml": "title: Test Coop\nbase_url: https://example.org/coop/\n",
            "eggs.yaml": "2022-11-01: 3\n2023-03-10: 2\n2026-11-20: 4\n",
            "notes.yaml": notes.joined(),
        ])
    }

    /// 45 notes, from November 2022 to July 2026.
    static let long = coop(notes: 45)

    /// The page's menu of years, as written; "" when it has none.
    static func yearMenu(_ site: BuiltSite, _ page: String) -> String {
        let html = site.page(page)
        guard let start = html.range(of: "<nav class=\"years\""),
            let end = html.range(of: "</nav>", range: start.upperBound..<html.endIndex)
        else { return "" }
        return String(html[start.lowerBound..<end.upperBound])
    }

    /// The calendar feed with its folded lines joined again (RFC 5545, 3.1).
    static func calendar(_ site: BuiltSite) -> String { site.page("feeds/coop.ics").replacingOccurrences(of: "\r\n ", with: "") }

    @Test func moreThanFortyNotesAreAPageAYear() {
        let site = Self.long
        #expect(
            site.files().keys.filter { $0.hasPrefix("list/notes") }.sorted() == [
                "list/notes.html", "list/notes/2022.html", "list/notes/2023.html", "list/notes/2024.html", "list/notes/2025.html",
            ])
        #expect(
            Self.yearMenu(site, "list/notes/2023.html")
                == "<nav class=\"years\" aria-label=\"Years\"><ul><li><a href=\"../../list/notes.html\">2026</a></li>"
                + "<li><a href=\"../../list/notes/2025.html\">2025</a></li><li><a href=\"../../list/notes/2024.html\">2024</a></li>"
                + "<li><a href=\"../../list/notes/2023.html\" aria-current=\"page\">2023</a></li>"
                + "<li><a href=\"../../list/notes/2022.html\">2022</a></li></ul></nav>")
        #expect(site.page("list/notes/2023.html").contains("<title>Notes, 2023 · "))
        #expect(site.page("list/notes.html").contains("<title>Notes · "))
        #expect(site.visibleText("list/notes/2023.html").contains("In 2023: 12 notes, newest first."))
        #expect(site.visibleText("list/notes.html").contains("In 2026: 7 notes, newest first."))
        // A year's page holds that year's notes, the anchor of each among them.
        #expect(site.page("list/notes/2023.html").contains("id=\"note-2023-03-14-fox-at-the-fence\""))
        #expect(!site.page("list/notes.html").contains("id=\"note-2023-03-14-fox-at-the-fence\""))
        #expect(site.page("list/notes.html").contains("id=\"note-2026-07-14-note-44\""))
        // The index of every tag is on the list's own page only.
        #expect(site.page("list/notes.html").contains("href=\"../tags/fox.html\">#fox <span class=\"count\">1</span>"))
        #expect(!site.page("list/notes/2022.html").contains("class=\"count\""))
    }

    /// The feeds, the month's page and the tag's page link to a note of 2023 on 2023's page.
    @Test func linksToANoteOpenThePageOfItsYear() {
        let site = Self.long
        #expect(
            Self.calendar(site).contains(
                "\r\nURL:https://example.org/coop/list/notes/2023.html#note-2023-03-14-fox-at-the-fence\r\n"))
        #expect(Self.calendar(site).contains("\r\nURL:https://example.org/coop/list/notes.html#note-2026-07-14-note-44\r\n"))
        #expect(
            site.page("feeds/notes.xml").contains(
                "<link rel=\"alternate\" type=\"text/html\" href=\"https://example.org/coop/list/notes/2023.html#note-2023-03-14-fox-at-the-fence\"/>"
            ))
        #expect(
            site.page("calendar/2023-03.html").contains(
                "<a class=\"more-tags\" href=\"../list/notes/2023.html#note-2023-03-14-fox-at-the-fence\">1 more tag</a>"))
        #expect(
            site.page("tags/fox.html").contains(
                "<a class=\"more-tags\" href=\"../list/notes/2023.html#note-2023-03-14-fox-at-the-fence\">1 more tag</a>"))
    }

    /// Forty notes, over four years, stay one page with every year under its heading, and
    /// links to a note go to that page.
    @Test func fortyNotesStayOnePage() {
        let site = Self.coop(notes: 40)
        #expect(site.files().keys.filter { $0.hasPrefix("list/notes") }.sorted() == ["list/notes.html"])
        #expect(Self.yearMenu(site, "list/notes.html") == "")
        #expect(site.visibleText("list/notes.html").contains("40 notes, newest first."))
        #expect(!site.visibleText("list/notes.html").contains("In 2026"))
        #expect(site.page("list/notes.html").contains("id=\"note-2023-03-14-fox-at-the-fence\""))
        #expect(
            Self.calendar(site).contains("\r\nURL:https://example.org/coop/list/notes.html#note-2023-03-14-fox-at-the-fence\r\n"))
        #expect(
            site.page("calendar/2023-03.html").contains(
                "<a class=\"more-tags\" href=\"../list/notes.html#note-2023-03-14-fox-at-the-fence\">1 more tag</a>"))
    }
}
