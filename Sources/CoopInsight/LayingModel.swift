import CoopParallel
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
        /// Both the months and the decline were fitted to at least 24 months of records.
        case learned(months: Int)
        /// The months were fitted to 12 or more months of records; the decline is the default.
        case learnedSeason(months: Int)
        /// Only the flock's overall level was fitted; season and decline are the defaults.
        case scaledDefault(days: Int)
        /// Too little history: the documented defaults.
        case defaults
    }

    /// Eggs per hen-day of a first-year hen, January to December.
    public let monthlyRate: [Double]
    /// The yearly factor of a hen's laying: 0.85 means 15% fewer eggs each year.
    public let decline: Double
    /// Where the numbers come from.
    public let source: Source
    /// The typical error of a month, as the standard deviation of log(actual / model).
    public let spread: Double
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

/// One month of history, for fitting.
struct MonthHistory {
    let month: YearMonth
    let eggs: Int
    let recordedDays: Int
    let exposure: [HenExposure]
}

extension LayingModel {
    /// Fits the model to `history` (months with at least 10 recorded days and laying hens count).
    static func fit(_ history: [MonthHistory], southern: Bool) -> LayingModel {
        let usable = history.filter { $0.recordedDays >= 10 && !$0.exposure.isEmpty && $0.exposure.contains { $0.days > 0 } }
        let covered = Set(usable.map(\.month.month)).count
        // Each month's hen-days weighted by age for a decline: the sum `expected(month:exposure:)`
        // multiplies by the month's rate, computed once per candidate decline for both the
        // rates and their error.
        @Sendable func weighted(_ decline: Double) -> [Double] {
            usable.map { $0.exposure.reduce(0) { $0 + $1.days * $1.weight * pow(decline, $1.age) } }
        }
        @Sendable func seasonal(_ weights: [Double]) -> [Double] {
            (1...12).map { m in
                var weight = 0.0
                var eggs = 0
                for (month, monthWeight) in zip(usable, weights) where month.month.month == m {
                    weight += monthWeight
                    eggs += month.eggs
                }
                return weight > 0 ? Double(eggs) / weight : 0
            }
        }
        @Sendable func error(_ rates: [Double], _ weights: [Double]) -> Double {
            zip(usable, weights).reduce(0) { total, pair in
                let d = Double(pair.0.eggs) - rates[pair.0.month.month - 1] * pair.1
                return total + d * d
            }
        }
        var rates: [Double]
        var decline = defaultDecline
        var source: Source
        if usable.count >= 24, covered == 12 {
            // The candidates are independent: tried on every core, the first best kept, as
            // trying them in order would.
            let candidates = (0...50).map { 0.5 + Double($0) * 0.01 }
            let errors = candidates.parallelMap { candidate in
                let weights = weighted(candidate)
                return error(seasonal(weights), weights)
            }
            var best = (decline: defaultDecline, error: Double.infinity)
            for (candidate, e) in zip(candidates, errors) where e < best.error { best = (candidate, e) }
            decline = best.decline
            rates = seasonal(weighted(decline))
            source = .learned(months: usable.count)
        } else if usable.count >= 12, covered == 12 {
            rates = seasonal(weighted(decline))
            source = .learnedSeason(months: usable.count)
        } else {
            let shape = Self.shape(southern: southern)
            let unit = LayingModel(monthlyRate: shape, decline: decline, source: .defaults, spread: 0)
            let weight = usable.reduce(0.0) { $0 + unit.expected(month: $1.month.month, exposure: $1.exposure) }
            let days = usable.reduce(0) { $0 + $1.recordedDays }
            guard weight > 0, days >= 28 else { return defaults(southern: southern) }
            let level = Double(usable.reduce(0) { $0 + $1.eggs }) / weight
            rates = shape.map { $0 * level }
            source = .scaledDefault(days: days)
        }
        let model = LayingModel(monthlyRate: rates, decline: decline, source: source, spread: 0)
        let residuals = usable.map { m in log((Double(m.eggs) + 1) / (model.expected(month: m.month.month, exposure: m.exposure) + 1)) }
        let spread =
            residuals.isEmpty
            ? defaultSpread
            : max(0.05, (residuals.reduce(0) { $0 + $1 * $1 } / Double(residuals.count)).squareRoot())
        return LayingModel(monthlyRate: rates, decline: decline, source: source, spread: spread)
    }
}
