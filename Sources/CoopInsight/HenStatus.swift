import CoopRecords
import CoopValues

/// Where a hen stands on a given day.
public enum HenStatus: String, Sendable, CaseIterable {
    /// Laying age and in the flock.
    case laying
    /// Laying age, in a molt (a `molt` note covers the day and names her or no hen).
    case molting
    /// Laying age, broody (a `broody` note covers the day and names her).
    case broody
    /// Laying age, but her own records show no egg in the last 180 days (``StoppedHens``).
    case stoppedLaying = "stopped-laying"
    /// In the flock, not laying yet.
    case notYetLaying = "not-yet-laying"
    /// Not in the flock yet.
    case arriving
    /// Left the flock.
    case removed

    /// The status of `hen` (at `index` in the coop) on `day`, using the coop's notes and
    /// whether her records say she has stopped laying (a note of a molt or broodiness says more).
    public static func of(_ hen: Hen, index: Int, on day: CivilDate, notes: [Note], stopped: Bool = false) -> HenStatus {
        if let removed = hen.removed, day >= removed { return .removed }
        if let added = hen.added, day < added { return .arriving }
        guard hen.isLaying(on: day) else { return .notYetLaying }
        func noted(_ tag: String, flockWide: Bool) -> Bool {
            notes.contains { note in
                note.covers(day) && note.tags.contains { $0.lowercased() == tag }
                    && (note.henIndexes.contains(index) || (flockWide && note.henIndexes.isEmpty))
            }
        }
        if noted("molt", flockWide: true) { return .molting }
        if noted("broody", flockWide: false) { return .broody }
        return stopped ? .stoppedLaying : .laying
    }
}

/// An age to the precision worth showing: whole years and months from a year on, months
/// from a month on, else weeks from a week on, else days (2 years and 8 months, 5 months,
/// 3 weeks, 4 days). The words are the site's.
public enum Age: Sendable, Equatable {
    /// A year or more: whole years, and the whole months after them (0 to 11).
    case years(Int, months: Int)
    /// One to eleven whole months.
    case months(Int)
    /// Under a month: one or more whole weeks.
    case weeks(Int)
    /// Under a week: whole days (0 on the day itself).
    case days(Int)

    /// The age on `day` of what was born on `birth`, or `nil` if `day` is before `birth`.
    public init?(from birth: CivilDate, to day: CivilDate) {
        guard day >= birth else { return nil }
        let (by, bm, bd) = birth.components
        let (dy, dm, dd) = day.components
        var months = (dy - by) * 12 + (dm - bm)
        if dd < bd { months -= 1 }
        let days = birth.days(until: day)
        if months >= 12 {
            self = .years(months / 12, months: months % 12)
        } else if months > 0 {
            self = .months(months)
        } else {
            self = days >= 7 ? .weeks(days / 7) : .days(days)
        }
    }
}
