import CoopRecords
import CoopValues

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a flock lays: eggs per laying hen-day in each calendar month, for a hen in her
/// first year of lay, and how much a hen's laying falls with each further year.
///
/// The eggs of a month are modelled as
///
///     eggs = S(month) × Σ over laying hens of  days × D ^ age
///
/// where `days` counts the hen's laying days in the month, `age` is her years since she
/// started laying (at the middle of those days), `S` is ``monthlyRate`` and `D` is
/// ``decline``. `S` carries the season (day length) and the molt of autumn; `D` the ageing.
public struct LayingModel: Sendable, Equatable {
    /// Where the numbers come from.
    public enum Source: Sendable, Equatable {
        /// Both the months and the decline were fitted to at least 24 months of records, the
        /// months shrunk toward the default season as far as their years are few or disagree.
        case learned(months: Int)
        /// The months were fitted (and shrunk) to 12 or more months of records; the decline is the default.
        case learnedSeason(months: Int)
        /// Only the flock's overall level was fitted; season and decline are the defaults.
        case scaledDefault(days: Int)
        /// Only the flock's overall level was fitted, with no season: its short-day months
        /// laid as its long-day ones (a lit house, a breed that lays through winter).
        case scaledFlat(days: Int)
        /// Too little history: the documented defaults.
        case defaults
    }

    /// Eggs per hen-day of a first-year hen, January to December.
    public let monthlyRate: [Double]
    /// The yearly factor of a hen's laying: 0.85 means 15% fewer eggs each year; above 1 for a
    /// young flock whose hens are still coming into lay.
    public let decline: Double
    /// Where the numbers come from.
    public let source: Source
    /// The typical error of a month, as the standard deviation of log(actual / model) over
    /// the months fitted, and never less than ``defaultSpread``.
    public let spread: Double
    /// How strong the flock's season is against the default's (``defaultShape``), in
    /// logarithms: 1 as the default, 0 none, 2 twice its swings. A learned month is shrunk
    /// toward the default season at this strength, and a month not learned from takes it.
    public var seasonStrength: Double = 1
    /// How the flock changes, learned from its history: pullets joining and hens leaving.
    public var turnover: Turnover = .none
    /// How the last twelve months compared with the model, shrunk halfway to 1 (the square
    /// root of actual over modelled eggs): the flock's current form, which a forecast keeps.
    public var recentLevel: Double = 1

    /// A first-year hen at the peak of the season lays about three eggs in four days.
    public static let defaultPeak = 0.75
    /// The season north of the equator, relative to the peak (shifted six months south of it):
    /// short winter days, a spring peak, and the autumn molt.
    public static let defaultShape: [Double] = [0.45, 0.6, 0.85, 1.0, 1.0, 1.0, 0.95, 0.9, 0.75, 0.55, 0.45, 0.4]
    /// A hen lays about 15% fewer eggs each year.
    public static let defaultDecline = 0.85
    /// A month's typical error when nothing is learned.
    public static let defaultSpread = 0.25

    /// The documented default model for a hemisphere.
    public static func defaults(southern: Bool) -> LayingModel {
        LayingModel(
            monthlyRate: shape(southern: southern).map { $0 * defaultPeak }, decline: defaultDecline, source: .defaults,
            spread: defaultSpread)
    }

    static func shape(southern: Bool) -> [Double] {
        southern ? Array(defaultShape[6...] + defaultShape[..<6]) : defaultShape
    }

    /// Expected eggs in calendar month `month` (1-12) for laying hens given as (days, age in years).
    public func expected(month: Int, exposure: [HenExposure]) -> Double {
        monthlyRate[month - 1] * exposure.reduce(0) { $0 + $1.days * $1.weight * pow(decline, $1.age) }
    }
}
