import CoopValues

/// When the next molt is likely, from the molts found in past seasons, with how often that
/// window would have held in the past.
///
/// A season is a calendar year north of the equator and 1 July to 30 June south of it (named by
/// the year it ends in, which holds its molt season, January to May). Each season counts once,
/// by the start of its longest molt (the flock's, not a first hen's; a laying pause is not a
/// molt). The window runs from two weeks before the earliest to two weeks after the latest
/// start of the last three seasons that had a molt, by their day in the season, within the
/// weeks that may start one (1 July to 15 November, south 1 January to 15 May); the usual start
/// is their median. Two weeks either side: a start is found only to its week, and a flock's molt
/// moves by a week or two from one year to the next, so that the bare span of two or three
/// starts days apart would promise a precision no molt keeps. It is shown only from two molts in
/// two seasons, and never while a molt goes on or once this season's molt was found.
public struct NextMolt: Sendable, Equatable {
    /// The first day of the window, in the season it is for.
    public let from: CivilDate
    /// The last day of the window.
    public let through: CivilDate
    /// The usual start: the median of the starts the window is made from.
    public let usual: CivilDate
    /// How many past seasons' molts it is made from (two or three).
    public let seasons: Int
    /// How many past molts the window made from the molts before them would have held.
    public let held: Int
    /// How many past molts had a window made from the molts before them (all but the first two).
    public let judged: Int

    /// At most this many of the most recent seasons with a molt make the window.
    static let recentSeasons = 3
    /// The window reaches this many days before the earliest start and after the latest.
    static let margin = 14

    /// The next molt's window as of `today`, from `molts` (as ``MoltDetection/find(_:southern:notes:today:latitude:)``
    /// found them, in order): `nil` with fewer than two seasons with a molt, while one goes on,
    /// or once this season's molt was found.
    public static func of(_ molts: [MoltPeriod], southern: Bool, today: CivilDate) -> NextMolt? {
        guard !molts.contains(where: \.ongoing) else { return nil }
        let current = season(of: today, southern: southern)
        // The start of each season's longest molt (the first of two as long); a laying pause is no molt.
        var starts: [(season: Int, day: Int, weeks: Int)] = []
        for molt in molts where !molt.isPause {
            let season = season(of: molt.start, southern: southern)
            let start = (season, dayOfSeason(molt.start, southern: southern), molt.weeks)
            if starts.last?.season != season {
                starts.append(start)
            } else if let last = starts.last, molt.weeks > last.weeks {
                starts[starts.count - 1] = start
            }
        }
        guard !starts.contains(where: { $0.season >= current }), starts.count >= 2 else { return nil }
        // This season's window once its molt season (starts to 15 November, south 15 May) is over
        // is the next season's.
        let target = dayOfSeason(today, southern: southern) > lastStartDay(southern: southern) ? current + 1 : current
        var held = 0
        var judged = 0
        for index in starts.indices.dropFirst(2) {
            let window = Self.window(starts[..<index].map(\.day), southern: southern)
            judged += 1
            if window.first <= starts[index].day && starts[index].day <= window.last { held += 1 }
        }
        let window = Self.window(starts.map(\.day), southern: southern)
        return NextMolt(
            from: date(window.first, season: target, southern: southern),
            through: date(window.last, season: target, southern: southern),
            usual: date(window.median, season: target, southern: southern),
            seasons: min(recentSeasons, starts.count), held: held, judged: judged)
    }

    /// The window of the last ``recentSeasons`` of `days` (days of the season): ``margin`` days
    /// before the earliest to ``margin`` days after the latest, within the weeks that may start a
    /// molt, and their median (of an even count, the mean of the middle two, rounded down).
    static func window(_ days: [Int], southern: Bool) -> (first: Int, last: Int, median: Int) {
        let recent = days.suffix(recentSeasons).sorted()
        let middle = recent.count / 2
        let median = recent.count % 2 == 1 ? recent[middle] : (recent[middle - 1] + recent[middle]) / 2
        let opening = dayOfSeason(CivilDate.firstDay(ofYear: 2023).adding(days: southern ? 0 : 181), southern: southern)
        return (max(opening, recent[0] - margin), min(lastStartDay(southern: southern), recent[recent.count - 1] + margin), median)
    }

    /// The season holding `day`: its year north of the equator; south of it, the year its 1
    /// July to 30 June ends in.
    static func season(of day: CivilDate, southern: Bool) -> Int {
        southern && day.month >= 7 ? day.year + 1 : day.year
    }

    /// The first day of a season in a year of 365 days: 1 January 2023 north, 1 July 2022 south
    /// (neither has a 29 February, so a day of the season is the same date every year).
    static func reference(southern: Bool) -> CivilDate {
        CivilDate.firstDay(ofYear: 2023).adding(days: southern ? -184 : 0)
    }

    /// The day of its season of `day`, counted from 0 in a year of 365 days (29 February is
    /// taken as 28 February).
    static func dayOfSeason(_ day: CivilDate, southern: Bool) -> Int {
        let year = southern && day.month >= 7 ? 2022 : 2023
        let same = CivilDate(year: year, month: day.month, day: min(day.day, CivilDate.daysIn(month: day.month, year: year)))
        return reference(southern: southern).days(until: same ?? reference(southern: southern))
    }

    /// The day of the season of the last week that may start a molt: 15 November, south 15 May.
    static func lastStartDay(southern: Bool) -> Int {
        let last = CivilDate(year: 2023, month: southern ? 5 : 11, day: 15) ?? reference(southern: southern)
        return dayOfSeason(last, southern: southern)
    }

    /// The date of day `dayOfSeason` of `season`.
    static func date(_ dayOfSeason: Int, season: Int, southern: Bool) -> CivilDate {
        let same = reference(southern: southern).adding(days: dayOfSeason)
        let year = same.year - 2023 + season
        return CivilDate(year: year, month: same.month, day: same.day) ?? same
    }
}
