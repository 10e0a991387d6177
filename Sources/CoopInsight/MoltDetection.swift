import CoopRecords
import CoopValues

/// A molt found in the laying rate, or a laying pause: a drop that lasted longer than a molt.
public struct MoltPeriod: Sendable, Equatable {
    /// The first day of the first week of the drop.
    public let start: CivilDate
    /// The last day of the last low week (today while it goes on).
    public let end: CivilDate
    /// Whether it was still going on in the last week of the records: laying has not been
    /// seen back up (weeks with no record never count as back up).
    public let ongoing: Bool
    /// The laying rate in the weeks before the drop.
    public let before: Double
    /// The laying rate in the first three weeks of the drop.
    public let during: Double
    /// Whether a note tagged `molt` overlaps it.
    public let noted: Bool
    /// How many weeks it has lasted (up to its end).
    public let weeks: Int
    /// The laying rate of its last two weeks, what laying is at now while it goes on; `nil`
    /// when neither was recorded.
    public var recent: Double? = nil
    /// How many of its weeks have no record: what a sentence about it must not speak for.
    public var unrecordedWeeks = 0
    /// Whether the later recorded one of its last two weeks is back to the rate a recovery
    /// needs (``MoltDetection/recovery``): laying is coming back, not yet seen for two weeks.
    public var comingBack = false

    /// How much of the rate was lost: 0.6 means laying fell by 60%.
    public var drop: Double { before > 0 ? 1 - during / before : 0 }
    /// How much of the rate is lost now: the ``recent`` weeks against the weeks before
    /// (``drop`` when the recent weeks have no record).
    public var recentDrop: Double { before > 0 ? recent.map { max(0, 1 - $0 / before) } ?? drop : 0 }
    /// Whether it lasted longer than a molt does (``MoltDetection/longest`` weeks): a laying
    /// pause, not a molt.
    public var isPause: Bool { weeks > MoltDetection.longest }
    /// Whether laying was seen back up: a pair of recorded weeks at 70% of the rate before.
    public var recovered: Bool { !ongoing }
}

/// Finds molts in the weekly laying rate: a sustained drop in summer or autumn.
///
/// With the latitude known, each week's rate is first adjusted for its day length. A week
/// starts a molt when it falls in the molt season (north of the equator, weeks starting 1
/// July to 15 November; south, 1 January to 15 May) and both its rate and the mean rate of it
/// and the two weeks after are at most 60% of the mean rate of the six weeks ending two weeks
/// before it (at least four of them measured, and at least 0.15 eggs per hen-day). The slow
/// decline of autumn days loses about 15% over such a stretch; a molt loses half or more.
///
/// It ends before the first two weeks in a row that are both recorded and both back to 70% of
/// the rate before: never at 0 eggs, never across weeks with no record. Until then it goes on.
/// A drop lasting more than 16 weeks is no molt but a laying pause. A season may hold two,
/// the second after laying was seen back up (a first hen molting in July, the flock in October).
public enum MoltDetection {
    /// A molt's weeks lay at most this share of the rate before.
    static let threshold = 0.6
    /// Laying is back up at this share of the rate before.
    static let recovery = 0.7
    /// A molt lasts at most this many weeks; a longer drop is a laying pause.
    public static let longest = 16

    /// How much of a hen's laying the day length allows: hens need about 14 hours of light
    /// to lay fully and lay less in proportion to the hours above 8.5, never below 30%.
    public static func daylightFactor(hours: Double) -> Double {
        min(1, max(0.3, (hours - 8.5) / 5.5))
    }

    /// The molts in `rates` (weekly, consecutive), with `notes` to mark those also noted.
    /// With `latitude`, rates are first divided by the ``daylightFactor(hours:)`` of their
    /// week, so that the steep fall of autumn days is not taken for a molt.
    public static func find(
        _ rates: [WeeklyRate], southern: Bool, notes: [Note], today: CivilDate,
        latitude: Double? = nil
    ) -> [MoltPeriod] {
        let rates =
            latitude.map { latitude in
                rates.map { week in
                    WeeklyRate(
                        start: week.start, laid: week.laid, henDays: week.henDays,
                        rate: week.rate.map {
                            $0 / daylightFactor(hours: DayLength.weekMean(latitude: latitude, from: week.start))
                        })
                }
            } ?? rates
        var periods: [MoltPeriod] = []
        var w = 8
        while w < rates.count {
            let start = rates[w].start
            guard inSeason(start, southern: southern),
                let before = mean(rates[(w - 8)...(w - 3)], minimum: 4), before >= 0.15,
                let first = rates[w].rate, first <= threshold * before,
                let during = mean(rates[w..<min(rates.count, w + 3)], minimum: 2), during <= threshold * before
            else {
                w += 1
                continue
            }
            var last = w
            var recovered = false
            var k = w + 1
            while k < rates.count {
                // Back up: two recorded weeks in a row (each with a rate, so with records and
                // laying hens), each back to 70% of the rate before.
                if k + 1 < rates.count, let a = rates[k].rate, let b = rates[k + 1].rate, min(a, b) >= recovery * before {
                    recovered = true
                    break
                }
                last = k
                k += 1
            }
            // Not seen back up when the records run out: it goes on.
            let ongoing = !recovered
            let end = ongoing ? max(rates[last].start, min(today, rates[last].start.adding(days: 6))) : rates[last].start.adding(days: 6)
            let noted = notes.contains { note in
                note.tags.contains { $0.lowercased() == "molt" } && note.overlaps(from: start, through: end)
            }
            let span = rates[w...last]
            let recorded = span.compactMap(\.rate)
            periods.append(
                MoltPeriod(
                    start: start, end: end, ongoing: ongoing, before: before, during: during, noted: noted, weeks: last - w + 1,
                    recent: mean(rates[max(w, last - 1)...last], minimum: 1),
                    unrecordedWeeks: span.count - recorded.count,
                    comingBack: ongoing
                        && (rates[max(w, last - 1)...last].last { $0.rate != nil }?.rate.map { $0 >= recovery * before } ?? false)))
            w = last + 1
        }
        return periods
    }

    /// Whether a week starting on `day` may start a molt: 1 July to 15 November north of the
    /// equator, 1 January to 15 May south of it.
    static func inSeason(_ day: CivilDate, southern: Bool) -> Bool {
        let (month, dayOfMonth) = (day.month, day.day)
        let first = southern ? 1 : 7
        let last = southern ? 5 : 11
        return (month >= first && month < last) || (month == last && dayOfMonth <= 15)
    }

    static func mean(_ rates: ArraySlice<WeeklyRate>, minimum: Int) -> Double? {
        let values = rates.compactMap(\.rate)
        return values.count >= minimum ? values.reduce(0, +) / Double(values.count) : nil
    }
}
