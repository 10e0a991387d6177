import CoopRecords
import CoopValues

/// The hens the flock lost, by cause and by year, and its yearly loss rate.
///
/// A loss is a hen with a `removed` day (up to today), counted in the year of that day,
/// under her `cause` (``LossCause/unknown`` when she has none). A year's loss rate is its
/// losses over the average number of hens present that year: the days hens spent in the
/// flock in the year (to today in the current year) over the days of the year counted.
public struct FlockLosses: Sendable, Equatable {
    /// One year's losses.
    public struct Year: Sendable, Equatable {
        /// The year.
        public let year: Int
        /// Its losses, by cause, in the order of ``LossCause/allCases``, none left out.
        public let byCause: [Int]
        /// The average number of hens present that year.
        public let averageHens: Double

        /// Hens lost that year.
        public var losses: Int { byCause.reduce(0, +) }

        /// Losses over the average hens present; `nil` without hens.
        public var rate: Double? { averageHens > 0 ? Double(losses) / averageHens : nil }
    }

    /// The losses of all time, by cause, in the order of ``LossCause/allCases``.
    public let byCause: [Int]
    /// The years from the first loss's to today's, oldest first.
    public let years: [Year]

    /// Hens lost in all.
    public var losses: Int { byCause.reduce(0, +) }

    /// The losses of `hens` up to `today`; `nil` when no hen has a `cause` (no view without one).
    public init?(hens: [Hen], today: CivilDate) {
        guard hens.contains(where: { $0.cause != nil }) else { return nil }
        let lost = hens.compactMap { hen -> (CivilDate, LossCause)? in
            guard let removed = hen.removed, removed <= today else { return nil }
            return (removed, hen.cause ?? .unknown)
        }
        func counts(_ causes: [LossCause]) -> [Int] { LossCause.allCases.map { cause in causes.count { $0 == cause } } }
        byCause = counts(lost.map(\.1))
        guard let first = lost.map(\.0.year).min() else {
            years = []
            return
        }
        years = (first...today.year).map { year in
            let start = CivilDate.firstDay(ofYear: year)
            let end = min(today, CivilDate.firstDay(ofYear: year + 1).adding(days: -1))
            let days = start.days(until: end) + 1
            let henDays = FeedUse.henDays(hens, from: start, through: end)
            return Year(
                year: year, byCause: counts(lost.filter { $0.0.year == year }.map(\.1)),
                averageHens: Double(henDays) / Double(days))
        }
    }
}
