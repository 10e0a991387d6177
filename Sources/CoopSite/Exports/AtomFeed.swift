import CoopLocale
import CoopMarkdown
import CoopRecords
import CoopValues

/// `feeds/notes.xml`: the coop's notes as an Atom feed (RFC 4287), newest first, at most
/// ``limit`` entries. It is written even when there are no notes yet (an empty feed is
/// valid), so that the layout can link it from every page.
///
/// - Ids: `urn:uuid:` ids from ``StableID/uuid(_:)``; the feed's from the coop's title, an
///   entry's from the note's date and title (the same key as its calendar UID). They do not
///   change when other notes change, or when `base_url` is set or moved.
/// - Links: the feed's `xml:base` is the site root: `base_url` when it is set, else `../`
///   (the root seen from `feeds/`), so the relative links in a note's text resolve as they
///   do on the site. With `base_url` every link is also written absolute, for readers that
///   ignore `xml:base`; without it, links are relative to the site root, resolved through
///   `xml:base` against the feed's own address.
/// - `updated` is a note's date at 00:00:00Z; the feed's is its newest note's, or today's
///   when there are none. Nothing depends on the clock.
enum AtomFeed {
    /// The file's path in the site.
    static let path = "feeds/notes.xml"
    /// The most entries the feed holds.
    static let limit = 50

    /// The feed of `coop`'s notes as of `today`, its title said in `words`.
    static func bytes(_ coop: Coop, today: CivilDate, words: Words) -> [UInt8] {
        let settings = coop.settings
        let base = settings.baseURL
        func link(_ path: String) -> String { MarkupEscaping.xml.escaping((base ?? "") + path) }

        let title = words.title(of: settings)
        var uniquer = StableID.Uniquer()
        let keys = coop.notes.map { uniquer.unique(CalendarFeed.noteKey($0)) }
        let entries = zip(coop.notes, keys).reversed().prefix(limit).map { note, key in (note, "urn:uuid:" + StableID.uuid(key)) }
        let updated = entries.map(\.0.date).max() ?? today

        var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        xml += "<feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\"\(MarkupEscaping.xml.escaping(words.language))\""
        xml += " xml:base=\"\(MarkupEscaping.xml.escaping(base ?? "../"))\">\n"
        xml += "  <id>urn:uuid:\(StableID.uuid(StableID.key("feed", title)))</id>\n"
        xml += "  <title>\(MarkupEscaping.xml.escaping(words(.notesFeedTitle(title))))</title>\n"
        if let description = settings.description {
            xml += "  <subtitle>\(MarkupEscaping.xml.escaping(description))</subtitle>\n"
        }
        xml += "  <updated>\(timestamp(updated))</updated>\n"
        xml += "  <author><name>\(MarkupEscaping.xml.escaping(title))</name></author>\n"
        xml += "  <link rel=\"self\" type=\"application/atom+xml\" href=\"\(link(path))\"/>\n"
        xml += "  <link rel=\"alternate\" type=\"text/html\" href=\"\(link(base == nil ? PageAddress.dashboard.path : ""))\"/>\n"
        xml += "  <generator>Coop Count</generator>\n"
        let pages = NoteListPages.years(coop)
        for (note, id) in entries {
            xml += entry(note, id: id, link: link(CalendarFeed.noteLink(note, pages: pages)))
        }
        xml += "</feed>\n"
        return Array(xml.utf8)
    }

    /// One `<entry>`: the note's title, its link on the site, its tags as categories and
    /// its text rendered from Markdown as escaped HTML.
    private static func entry(_ note: Note, id: String, link: String) -> String {
        var xml = "  <entry>\n"
        xml += "    <id>\(id)</id>\n"
        xml += "    <title>\(MarkupEscaping.xml.escaping(note.title))</title>\n"
        xml += "    <updated>\(timestamp(note.date))</updated>\n"
        xml += "    <link rel=\"alternate\" type=\"text/html\" href=\"\(link)\"/>\n"
        for tag in note.tags {
            xml += "    <category term=\"\(MarkupEscaping.xml.escaping(tag))\"/>\n"
        }
        if let text = note.text, case let html = Markdown.html(text), !html.isEmpty {
            xml += "    <content type=\"html\">\(MarkupEscaping.xml.escaping(html))</content>\n"
        }
        xml += "  </entry>\n"
        return xml
    }

    /// `2026-11-22T00:00:00Z`: an RFC 3339 date-time, midnight UTC of `date`.
    static func timestamp(_ date: CivilDate) -> String { date.iso + "T00:00:00Z" }
}
