import CoopLocale
import CoopValues

/// What the calendar says from Swift: its menu, and the labels of its day cells that screen
/// readers and tooltips read. Its other sentences are in its templates.
extension Message {
    /// "Months": the calendar's menu.
    static var calendarMenu: Message { Message("calendar.months") }

    /// "Whole year": the link to a year's page in the calendar's menu.
    static var wholeYear: Message { Message("calendar.whole-year") }

    /// "Sunday 22 November 2026: 3 eggs", "…: no eggs"; with "(part of a range)" when the
    /// count is a range's share.
    static func calendarDay(_ day: CivilDate, eggs: Int, inRange: Bool) -> Message {
        Message(inRange ? "calendar.day-laid-range" : "calendar.day-laid", ["day": .date(day), "count": .count(eggs)])
    }

    /// "Monday 23 November 2026: still to come".
    static func calendarDayToCome(_ day: CivilDate) -> Message { Message("calendar.day-to-come", ["day": .date(day)]) }

    /// "Sunday 1 November 2026: before the first record".
    static func calendarDayBeforeFirstRecord(_ day: CivilDate) -> Message { Message("calendar.day-before", ["day": .date(day)]) }

    /// "Saturday 21 November 2026: not recorded".
    static func calendarDayNotRecorded(_ day: CivilDate) -> Message { Message("calendar.day-not-recorded", ["day": .date(day)]) }

    /// A day's label followed by the title of one of its notes: "Sunday 22 November 2026: 12
    /// eggs; Molt started" (said again for each further note).
    static func calendarDayAndNote(_ label: String, note: String) -> Message {
        Message("calendar.day-and-note", ["label": .text(label), "note": .text(note)])
    }

    /// "Edit 22 Nov": under coop serve, the form of the day's entry.
    static func editDay(_ day: CivilDate) -> Message { Message("calendar.edit-day", ["day": .date(day)]) }

    /// "Add the eggs of 22 Nov": under coop serve, the egg form for a day not recorded.
    static func addEggsOfDay(_ day: CivilDate) -> Message { Message("calendar.add-day", ["day": .date(day)]) }
}
