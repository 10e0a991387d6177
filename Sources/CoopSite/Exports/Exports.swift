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
    /// Every export file of `coop`, to be made in parallel with the pages.
    static func plan(_ coop: Coop, today: CivilDate) -> [SiteFile] {
        var files: [SiteFile] = []
        if CalendarFeed.hasEvents(coop) {
            files.append(SiteFile(path: CalendarFeed.path, role: .export) { CalendarFeed.bytes(coop, today: today) ?? [] })
        }
        files.append(SiteFile(path: AtomFeed.path, role: .export) { AtomFeed.bytes(coop, today: today) })
        files += CSVExport.plan(coop).map { table in SiteFile(path: table.path, role: .export, make: table.make) }
        files.append(SiteFile(path: JSONExport.path, role: .export) { JSONExport.bytes(coop) })
        return files
    }

    /// Every export file of `coop`, made now, by its path in the site.
    static func files(_ coop: Coop, today: CivilDate) -> [(path: String, bytes: [UInt8])] {
        plan(coop, today: today).map { ($0.path, $0.make()) }
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
