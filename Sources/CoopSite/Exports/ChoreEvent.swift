import CoopRecords
import CoopValues

/// A reminder that comes back, in the calendar feed: a chore (`chores.yaml`) or the daily
/// reminder to collect the eggs (`reminders: {collect: "18:00"}`). Written as an event at a
/// local time in floating time (the coop has no time zone: the family's phones ring at 09:00
/// wherever they are), repeating by an `RRULE`, with an alarm (`VALARM`) at its start.
struct ChoreEvent {
    /// What its UID is made from: it stays while the title stays.
    let key: String
    /// The first day: the chore's next due day.
    let first: CivilDate
    /// The time it rings.
    let at: TimeOfDay
    /// How often it comes back.
    let every: ChorePeriod
    /// Its title, and the alarm's text.
    let summary: String

    /// The chore as an event from the day it is next due (``Chore/nextDue``: its `from`
    /// until it is done, then a period after the last day it was done), at its time: a chore
    /// done late moves in the calendars that subscribe when the feed is next built, as the
    /// dashboard's card does. Its UID stays, so a calendar moves the event rather than adding one.
    init(_ chore: Chore) {
        key = StableID.key("chore", chore.title)
        first = chore.nextDue
        at = chore.at
        every = chore.every
        summary = chore.title
    }

    /// The daily reminder to collect the eggs, from `first`, at `at`, saying `summary`.
    init(collectFrom first: CivilDate, at: TimeOfDay, summary: String) {
        key = StableID.key("reminder", "collect")
        self.first = first
        self.at = at
        every = ChorePeriod(1, .day)
        self.summary = summary
    }

    /// The `RRULE` value: `FREQ=WEEKLY;INTERVAL=2`. A monthly rule from the 29th, 30th or
    /// 31st adds `BYMONTHDAY=31,-1;BYSETPOS=1`, the day or else the month's last day, so that
    /// the calendar rings on 28 February as ``ChorePeriod/day(_:after:)`` counts, where a plain
    /// monthly rule would skip the months without that day (RFC 5545, 3.3.10).
    var rule: String {
        let frequency =
            switch every.unit {
            case .day: "DAILY"
            case .week: "WEEKLY"
            case .month: "MONTHLY"
            }
        let base = "FREQ=\(frequency);INTERVAL=\(every.count)"
        guard every.unit == .month, first.day > 28 else { return base }
        return base + ";BYMONTHDAY=\(first.day),-1;BYSETPOS=1"
    }

    /// Writes the event, stamped `stamp`, with the UID `uid`.
    func write(into calendar: inout ICalendar, uid: String, stamp: String) {
        calendar.line("BEGIN", raw: "VEVENT")
        calendar.line("UID", text: uid)
        calendar.line("DTSTAMP", raw: stamp)
        calendar.line("DTSTART", date: first, time: at)
        calendar.line("DURATION", raw: "PT15M")
        calendar.line("RRULE", raw: rule)
        calendar.line("SUMMARY", text: summary)
        calendar.line("TRANSP", raw: "TRANSPARENT")
        calendar.line("BEGIN", raw: "VALARM")
        calendar.line("ACTION", raw: "DISPLAY")
        calendar.line("TRIGGER", raw: "PT0S")
        calendar.line("DESCRIPTION", text: summary)
        calendar.line("END", raw: "VALARM")
        calendar.line("END", raw: "VEVENT")
    }
}
