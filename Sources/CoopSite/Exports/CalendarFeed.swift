import CoopLocale
import CoopMarkdown
import CoopRecords
import CoopValues

/// `feeds/coop.ics`: the coop's notes, spans and deliveries as an iCalendar calendar that
/// calendar apps can subscribe to, and its chores and the daily reminder to collect the eggs
/// as repeating events that ring (``ChoreEvent``), after them.
///
/// Every record is an all-day event (`DTSTART;VALUE=DATE`, with the exclusive `DTEND` the
/// day after its last day). The output depends only on the records and "today": `DTSTAMP`
/// is today at 00:00:00Z, never the clock. Each event's `UID` is
/// `<FNV-1a 64 of kind, date and title (or person), in hex>@coop`, so it stays the same
/// when other records change, and a note turned into a span, or a delivery whose count is
/// corrected, keeps its UID and is updated in place by calendar apps.
enum CalendarFeed {
    /// The file's path in the site.
    static let path = "feeds/coop.ics"

    /// One event, before it is written.
    private struct Event {
        let key: String
        let first: CivilDate
        let last: CivilDate
        let summary: String
        let description: String?
        let categories: [String]
        let url: String?
    }

    /// The calendar of `coop` as of `today`, or `nil` when there is nothing to put in it
    /// (RFC 5545 requires at least one component in a calendar).
    /// Whether the calendar has an event: a note, a delivery, a chore or the reminder to collect.
    static func hasEvents(_ coop: Coop) -> Bool {
        !coop.notes.isEmpty || !coop.deliveries.isEmpty || !coop.chores.isEmpty || coop.settings.collectReminder != nil
    }

    static func bytes(_ coop: Coop, today: CivilDate, words: Words) -> [UInt8]? {
        let events = self.events(coop, words: words)
        let reminders = self.reminders(coop, today: today, words: words)
        guard !events.isEmpty || !reminders.isEmpty else { return nil }
        var calendar = ICalendar()
        calendar.language = words.language
        calendar.line("BEGIN", raw: "VCALENDAR")
        calendar.line("VERSION", raw: "2.0")
        calendar.line("PRODID", raw: "-//Coop Count//Coop Count//EN")
        calendar.line("CALSCALE", raw: "GREGORIAN")
        // No METHOD: a feed to subscribe to is not an iTIP message, and METHOD:PUBLISH
        // without an ORGANIZER is flagged by libical's validator.
        calendar.line("X-WR-CALNAME", text: words.title(of: coop.settings))
        if let description = coop.settings.description {
            calendar.line("X-WR-CALDESC", text: description)
        }
        let stamp = ICalendar.midnightUTC(today)
        var uniquer = StableID.Uniquer()
        for event in events {
            let uid = StableID.hex(StableID.fnv1a64(uniquer.unique(event.key))) + "@coop"
            calendar.line("BEGIN", raw: "VEVENT")
            calendar.line("UID", text: uid)
            calendar.line("DTSTAMP", raw: stamp)
            calendar.line("DTSTART", date: event.first)
            calendar.line("DTEND", date: event.last.adding(days: 1))
            calendar.line("SUMMARY", text: event.summary)
            if let description = event.description, !description.isEmpty {
                calendar.line("DESCRIPTION", text: description)
            }
            if !event.categories.isEmpty {
                calendar.line("CATEGORIES", texts: event.categories)
            }
            if let url = event.url {
                calendar.line("URL", raw: url)
            }
            calendar.line("TRANSP", raw: "TRANSPARENT")
            calendar.line("END", raw: "VEVENT")
        }
        for reminder in reminders {
            reminder.write(into: &calendar, uid: StableID.hex(StableID.fnv1a64(uniquer.unique(reminder.key))) + "@coop", stamp: stamp)
        }
        calendar.line("END", raw: "VCALENDAR")
        return calendar.bytes
    }

    /// The notes and deliveries as events, by first day; on one day, notes before
    /// deliveries, each in the order written. A delivery's summary is said in `words`.
    private static func events(_ coop: Coop, words: Words) -> [Event] {
        let base = coop.settings.baseURL
        let pages = NoteListPages.years(coop)
        let notes = coop.notes.map { note in
            Event(
                key: noteKey(note), first: note.date, last: note.until ?? note.date, summary: note.title,
                description: note.text.map(Markdown.plainText), categories: note.tags,
                url: base.map { $0 + noteLink(note, pages: pages) })
        }
        let deliveries = coop.deliveries.map { delivery in
            let person = coop.people[delivery.personIndex].name
            return Event(
                key: StableID.key("delivery", delivery.date.iso, person), first: delivery.date, last: delivery.date,
                summary: words(.deliveryEvent(eggs: delivery.eggs, to: person)),
                description: delivery.note, categories: [], url: nil)
        }
        return merge(notes, deliveries)
    }

    /// The chores in the order written, then the daily reminder to collect the eggs from the
    /// first day eggs were recorded (today in a coop without any), said in `words`.
    private static func reminders(_ coop: Coop, today: CivilDate, words: Words) -> [ChoreEvent] {
        var out = coop.chores.map(ChoreEvent.init)
        if let time = coop.settings.collectReminder {
            let first = coop.eggs.entries.map(\.first).min() ?? today
            out.append(ChoreEvent(collectFrom: first, at: time, summary: words(.collectEvent)))
        }
        return out
    }

    /// Two date-sorted lists merged by first day; on equal days `a`'s events come first.
    private static func merge(_ a: [Event], _ b: [Event]) -> [Event] {
        var out: [Event] = []
        out.reserveCapacity(a.count + b.count)
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i].first <= b[j].first) {
                out.append(a[i])
                i += 1
            } else {
                out.append(b[j])
                j += 1
            }
        }
        return out
    }

    /// The identity of a note, shared by its calendar event and its Atom entry: its date and
    /// title (not `until`, so a note that grows into a span keeps it).
    static func noteKey(_ note: Note) -> String { StableID.key("note", note.date.iso, note.title) }

    /// The note in the list of notes, from the site root: on the page of `pages`
    /// (``NoteListPages/years(_:)``) that holds it.
    static func noteLink(_ note: Note, pages: YearPages) -> String { pages.address(of: note.date).path(at: Items.noteID(note)) }
}
