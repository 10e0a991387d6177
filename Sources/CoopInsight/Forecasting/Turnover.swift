import CoopDiagnostics
import CoopRecords
import CoopValues

/// How a flock changes over a year, learned from its records, so that a forecast can
/// expect what it cannot know: the pullets a family adds each spring and the hens it loses.
public struct Turnover: Sendable, Equatable {
    /// Hens joining in each calendar month (January first), per year, on average.
    public let joiningPerMonth: [Double]
    /// Days from joining to a new hen's first egg, typically.
    public let daysToFirstEgg: Int
    /// Hens leaving per hen per year.
    public let leavingPerHenYear: Double
    /// How long hens stay, by time since joining.
    public let survival: FlockSurvival

    /// No change expected.
    public static let none = Turnover(
        joiningPerMonth: Array(repeating: 0, count: 12), daysToFirstEgg: 120, leavingPerHenYear: 0,
        survival: .none)

    /// Hens joining a year.
    public var joiningPerYear: Double { joiningPerMonth.reduce(0, +) }
}

extension Forecaster {
    /// The hens as they were known on `day`: those that had joined, with later first eggs
    /// and removals unknown.
    static func flock(_ hens: [Hen], knownOn day: CivilDate) -> [Hen] {
        hens.filter { ($0.added ?? day) <= day }.map { hen in
            Hen(
                name: hen.name, slug: hen.slug, breed: hen.breed, kindIndex: hen.kindIndex, hatched: hen.hatched, added: hen.added,
                startedLaying: hen.startedLaying.flatMap { $0 <= day ? $0 : nil }, removed: hen.removed.flatMap { $0 <= day ? $0 : nil },
                expectedPerYear: hen.expectedPerYear, location: hen.location)
        }
    }

    /// Records shorter than this say nothing of the flock's turnover; from this many days on,
    /// its removals say how fast hens leave (a quarter of a lit-house flock left in its first
    /// year, and a forecast that waited for a year of records expected none to).
    static let turnoverDays = 90

    /// The flock's turnover before `first`: hens that joined after the records began (the
    /// founding flock does not count), by calendar month, per year of records, once there is a
    /// year of them (pullets join by season); the usual days from joining to the first egg; and
    /// removals per hen-year present, from ``turnoverDays`` of records on.
    static func turnover(series: EggSeries, hens: [Hen], before first: YearMonth) -> Turnover {
        turnover(recordsBegin: series.firstDay, hens: hens, before: first)
    }

    /// The same, for records beginning on `recordsBegin`.
    static func turnover(recordsBegin: CivilDate, hens: [Hen], before first: YearMonth) -> Turnover {
        let end = first.firstDay
        let years = Double(recordsBegin.days(until: end)) / 365.25
        guard recordsBegin.days(until: end) >= turnoverDays else { return .none }
        var joining = [Double](repeating: 0, count: 12)
        var gaps: [Int] = []
        var removals = 0
        var henYears = 0.0
        for hen in hens {
            let joined = hen.added ?? recordsBegin
            if joined > recordsBegin, joined < end {
                joining[joined.month - 1] += 1 / years
                if let first = hen.startedLaying, first >= joined { gaps.append(joined.days(until: first)) }
            }
            if let removed = hen.removed, removed < end { removals += 1 }
            let from = max(joined, recordsBegin)
            let to = min(hen.removed ?? end, end)
            if from < to { henYears += Double(from.days(until: to)) / 365.25 }
        }
        let gap = gaps.isEmpty ? 120 : gaps.sorted()[gaps.count / 2]
        return Turnover(
            joiningPerMonth: recordsBegin.days(until: end) >= 365 ? joining : Array(repeating: 0, count: 12), daysToFirstEgg: gap,
            leavingPerHenYear: henYears > 0 ? Double(removals) / henYears : 0,
            survival: FlockSurvival(hens: hens, firstDay: recordsBegin, end: end))
    }

    /// Pullets expected to join from `first` on, as hens with a weight: one per month that
    /// saw hens join in past years, weighted by how many joined then per year.
    static func expectedPullets(_ turnover: Turnover, from first: YearMonth, count: Int) -> [(hen: Hen, weight: Double)] {
        (0..<count).compactMap { offset in
            let month = first.advanced(by: offset)
            let weight = turnover.joiningPerMonth[month.month - 1]
            guard weight > 0 else { return nil }
            let joins = month.firstDay.adding(days: month.dayCount / 2)
            let hen = Hen(
                name: "expected pullet", slug: "", added: joins, startedLaying: joins.adding(days: turnover.daysToFirstEgg),
                location: SourceLocation(path: "", line: 0, column: 0))
            return (hen, weight)
        }
    }
}
