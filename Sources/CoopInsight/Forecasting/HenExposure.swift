import CoopRecords
import CoopValues

/// A hen's laying days in a month and her age (years since she started laying) in the middle of them.
public struct HenExposure: Sendable, Equatable {
    /// Laying days (recorded days, for the past).
    public let days: Double
    /// Years since she started laying.
    public let age: Double
    /// How likely she is to be there: 1 for a hen of the flock, less for an expected pullet
    /// or a hen who may be lost before then.
    public let weight: Double

    /// Creates an exposure.
    public init(days: Double, age: Double, weight: Double = 1) {
        self.days = days
        self.age = age
        self.weight = weight
    }
}

extension Forecaster {
    /// The day a hen starts laying, for a forecast made on `today`: the day she counts as
    /// laying (``Hen/layingSince``) if she does, else, for a pullet, 24 weeks after hatching
    /// (not before two weeks from today).
    static func layingStart(_ hen: Hen, today: CivilDate) -> CivilDate? {
        if let since = hen.layingSince { return since }
        guard let hatched = hen.hatched else { return nil }
        return max(hatched.adding(days: 168), today.adding(days: 14))
    }

    /// The day a hen's years of laying count from: her first egg when it is written down; for
    /// a pullet, the day she is expected to start; for an adult with no dates (her age is not
    /// known), a year before she joined or before the records began, as if she were in her
    /// second year of laying then.
    static func ageStart(_ hen: Hen, today: CivilDate, recordsBegin: CivilDate) -> CivilDate? {
        if let started = hen.startedLaying { return started }
        if hen.hatched == nil { return (hen.added ?? recordsBegin).adding(days: -365) }
        return layingStart(hen, today: today)
    }

    /// The laying days of `hens` in `month` (only days passing `counts`) and their ages.
    static func exposure(
        of hens: [Hen], in month: YearMonth, today: CivilDate, recordsBegin: CivilDate,
        counts: (CivilDate, CivilDate) -> Int = { $0.days(until: $1) + 1 }
    ) -> [HenExposure] {
        hens.compactMap { hen in
            exposure(of: hen, from: month.firstDay, through: month.lastDay, today: today, recordsBegin: recordsBegin, counts: counts)
        }
    }

    /// The laying days of `hen` from `first` through `last` (only days passing `counts`) and
    /// her age in the middle of them; `nil` when she laid on none of them.
    static func exposure(
        of hen: Hen, from first: CivilDate, through last: CivilDate, today: CivilDate, recordsBegin: CivilDate,
        counts: (CivilDate, CivilDate) -> Int
    ) -> HenExposure? {
        guard let start = layingStart(hen, today: today), let origin = ageStart(hen, today: today, recordsBegin: recordsBegin)
        else { return nil }
        let from = max(first, start, hen.added ?? start)
        let through = min(last, hen.removed.map { $0.adding(days: -1) } ?? last)
        guard from <= through else { return nil }
        let days = counts(from, through)
        guard days > 0 else { return nil }
        let middle = Double(from.dayNumber + through.dayNumber) / 2
        return HenExposure(days: Double(days), age: max(0, (middle - Double(origin.dayNumber)) / 365.25))
    }
}
