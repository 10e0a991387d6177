import CoopInsight
import CoopLocale
import CoopRecords
import CoopValues

/// The files `coop build` writes besides pages: feeds and data exports (DESIGN.md section 4).
///
/// - `feeds/coop.ics`: notes, spans and deliveries as an iCalendar calendar (``CalendarFeed``),
///   when there is at least one of them;
/// - `feeds/notes.xml`: the notes as an Atom feed (``AtomFeed``), always;
/// - `data/*.csv`: one table per record kind that has records (``CSVExport``);
/// - `data/coop.json`: every record and the settings (``JSONExport``), always.
///
/// Every file depends only on the records and "today", never on the clock, so the same
/// input gives the same bytes.
enum Exports {
    /// Every export file of `coop`, to be made in parallel with the pages; the feeds say their
    /// words in `words`.
    static func plan(_ coop: Coop, today: CivilDate, words: Words) -> [SiteFile] {
        var files: [SiteFile] = []
        if CalendarFeed.hasEvents(coop) {
            files.append(SiteFile(path: CalendarFeed.path, role: .export) { CalendarFeed.bytes(coop, today: today, words: words) ?? [] })
        }
        files.append(SiteFile(path: AtomFeed.path, role: .export) { AtomFeed.bytes(coop, today: today, words: words) })
        files += CSVExport.plan(coop).map { table in SiteFile(path: table.path, role: .export, make: table.make) }
        files.append(SiteFile(path: JSONExport.path, role: .export) { JSONExport.bytes(coop, title: words.title(of: coop.settings)) })
        return files
    }

    /// Every export file of `coop`, made now, by its path in the site.
    static func files(_ coop: Coop, today: CivilDate, words: Words) -> [(path: String, bytes: [UInt8])] {
        plan(coop, today: today, words: words).map { ($0.path, $0.make()) }
    }

    /// Whether pages link to the export at `path`: all but the notes feed of a coop without
    /// notes, which is still written so a reader subscribed to it never meets a missing file.
    static func isLinked(_ path: String, in coop: Coop) -> Bool {
        path != AtomFeed.path || !coop.notes.isEmpty
    }

    /// How pages link to the export at `path`: what the link says, in `words`, and the media type.
    static func link(_ path: String, words: Words) -> (label: String, type: String) {
        switch path {
        case CalendarFeed.path: (words(.feedLabel("calendar")), "text/calendar")
        case AtomFeed.path: (words(.feedLabel("notes")), "application/atom+xml")
        case JSONExport.path: (words(.feedLabel("json")), "application/json")
        default: (words(.tableLabel(String(path.split(separator: "/").last ?? Substring(path)))), "text/csv")
        }
    }
}

/// What the feeds and the links to the exports say.
extension Message {
    /// The link to a feed or the JSON export: "Notes feed (Atom)" (the key `feeds.<name>`).
    static func feedLabel(_ name: String) -> Message { Message("feeds." + name) }

    /// The link to a table of the data, by its file's name: "eggs.csv".
    static func tableLabel(_ file: String) -> Message { Message("feeds.table", ["file": .text(file)]) }

    /// The Atom feed's title: "Notes · Maple Street Coop".
    static func notesFeedTitle(_ title: String) -> Message { Message("feeds.notes-title", ["title": .text(title)]) }

    /// The daily reminder in the calendar feed: "Collect the eggs".
    static let collectEvent = Message("feeds.collect")

    /// A delivery as a calendar event: "6 eggs to Jen Kowalski".
    static func deliveryEvent(eggs: Int, to person: String) -> Message {
        Message("feeds.delivery", ["eggs": .count(eggs), "person": .text(person)])
    }
}
