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
    /// In the flock, not laying yet.
    case notYetLaying = "not-yet-laying"
    /// Not in the flock yet.
    case arriving
    /// Left the flock.
    case removed

    /// The words shown on the site.
    public var label: String {
        switch self {
        case .laying: "laying"
        case .molting: "molting"
        case .broody: "broody"
        case .notYetLaying: "not laying yet"
        case .arriving: "not arrived yet"
        case .removed: "gone"
        }
    }

    /// The status of `hen` (at `index` in the coop) on `day`, using the coop's notes.
    public static func of(_ hen: Hen, index: Int, on day: CivilDate, notes: [Note]) -> HenStatus {
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
        return .laying
    }
}

/// Ages in words: "2 years, 8 months", "5 months", "3 weeks", "4 days".
public enum Age {
    /// The age from `birth` to `day`, or `nil` if `day` is before `birth`.
    public static func describe(from birth: CivilDate, to day: CivilDate) -> String? {
        guard day >= birth else { return nil }
        let (by, bm, bd) = birth.components
        let (dy, dm, dd) = day.components
        var months = (dy - by) * 12 + (dm - bm)
        if dd < bd { months -= 1 }
        let years = months / 12
        months %= 12
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        if years > 0 { return months > 0 ? "\(plural(years, "year")), \(plural(months, "month"))" : plural(years, "year") }
        if months > 0 { return plural(months, "month") }
        let days = birth.days(until: day)
        return days >= 7 ? plural(days / 7, "week") : plural(days, "day")
    }
}
