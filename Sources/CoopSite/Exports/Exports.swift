import CoopInsight
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
    /// Every export file of `coop`, by its path in the site.
    static func files(_ coop: Coop, today: CivilDate) -> [(path: String, bytes: [UInt8])] {
        var files: [(path: String, bytes: [UInt8])] = []
        if let calendar = CalendarFeed.bytes(coop, today: today) {
            files.append((CalendarFeed.path, calendar))
        }
        files.append((AtomFeed.path, AtomFeed.bytes(coop, today: today)))
        files += CSVExport.files(coop)
        files.append((JSONExport.path, JSONExport.bytes(coop)))
        return files
    }

    /// Whether pages link to the export at `path`: all but the notes feed of a coop without
    /// notes, which is still written so a reader subscribed to it never meets a missing file.
    static func isLinked(_ path: String, in coop: Coop) -> Bool {
        path != AtomFeed.path || !coop.notes.isEmpty
    }

    /// How pages link to the export at `path`: what the link says, and the media type.
    static func link(_ path: String) -> (label: String, type: String) {
        switch path {
        case CalendarFeed.path: ("Calendar of notes and deliveries (iCalendar)", "text/calendar")
        case AtomFeed.path: ("Notes feed (Atom)", "application/atom+xml")
        case JSONExport.path: ("Every record (JSON)", "application/json")
        default: (String(path.split(separator: "/").last ?? Substring(path)), "text/csv")
        }
    }
}
