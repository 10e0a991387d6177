import CoopLocale
import CoopValues

/// What the dashboard says from Swift: its quick stats, the labels of the last 30 days' bars,
/// and the dates of this week. Its other sentences are in its template.
extension Message {
    /// "16 Nov 2026 – 22 Nov 2026": the days of this week.
    static func weekDates(from start: CivilDate, to end: CivilDate) -> Message {
        Message("dashboard.week-dates", ["start": .date(start), "end": .date(end)])
    }

    /// "22 Nov 2026: 3 eggs", "22 Nov 2026: no eggs": a bar of the last 30 days.
    static func barLaid(_ day: CivilDate, eggs: Int) -> Message {
        Message("dashboard.day-laid", ["day": .date(day), "count": .count(eggs)])
    }

    /// "22 Nov 2026: before the first record".
    static func barBeforeFirstRecord(_ day: CivilDate) -> Message { Message("dashboard.day-before", ["day": .date(day)]) }

    /// "22 Nov 2026: not recorded".
    static func barNotRecorded(_ day: CivilDate) -> Message { Message("dashboard.day-not-recorded", ["day": .date(day)]) }

    /// "November 2026": the month of `day`, named rather than "this month" (the site is read
    /// on later days).
    static func thisMonth(_ day: CivilDate) -> Message { Message("dashboard.this-month", ["month": .date(day)]) }

    /// "21 days recorded".
    static func daysRecorded(_ days: Int) -> Message { Message("dashboard.days-recorded", ["count": .count(days)]) }

    /// "This year".
    static var thisYear: Message { Message("dashboard.this-year") }

    /// "All time".
    static var allTime: Message { Message("dashboard.all-time") }

    /// "since 22 Jun 2024".
    static func since(_ day: CivilDate) -> Message { Message("dashboard.since", ["day": .date(day)]) }

    /// "A day on average".
    static var perDayOnAverage: Message { Message("dashboard.per-day") }

    /// "A dozen costs".
    static var dozenCosts: Message { Message("dashboard.dozen-costs") }

    /// "feed and consumables, last 12 months".
    static var dozenCostsNote: Message { Message("dashboard.dozen-costs-note") }

    /// "In the pot".
    static var inThePot: Message { Message("dashboard.pot") }

    /// "shared money left".
    static var inThePotNote: Message { Message("dashboard.pot-note") }

    /// "Hens laying" (on the day the site is built for).
    static var hensLayingNow: Message { Message("dashboard.hens-laying") }

    /// "of 6 in the flock".
    static func ofHensInFlock(_ hens: Int) -> Message { Message("dashboard.hens-in-flock", ["count": .count(hens)]) }
}
