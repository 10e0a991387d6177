import CoopRecords
import CoopValues

/// A way to forecast a month's eggs.
public enum ForecastMethod: String, Sendable, CaseIterable {
    /// The laying model (``LayingModel``): the season, each hen's age and the flock's turnover.
    case model
    /// The same month a year before (scaled to the whole month).
    case seasonalNaive = "seasonal-naive"
    /// The laying rate of the last 12 months (eggs per laying hen-day) times the laying
    /// hen-days expected in the month.
    case recentRate = "recent-rate"
}

/// How much each method counts in a forecast, in tenths adding up to 10: `model 6,
/// seasonal-naive 4` forecasts 0.6 x the model's value + 0.4 x last year's.
public struct MethodWeights: Sendable, Equatable, CustomStringConvertible {
    /// The laying model's tenths.
    public let model: Int
    /// The seasonal-naive method's tenths.
    public let seasonalNaive: Int
    /// The recent-rate method's tenths.
    public let recentRate: Int

    /// Creates weights (tenths, adding up to 10).
    public init(model: Int, seasonalNaive: Int, recentRate: Int) {
        self.model = model
        self.seasonalNaive = seasonalNaive
        self.recentRate = recentRate
    }

    /// The laying model alone.
    public static let modelOnly = MethodWeights(model: 10, seasonalNaive: 0, recentRate: 0)

    /// Every split of 10 tenths among the three methods (66), the single methods first.
    static let all: [MethodWeights] = {
        let single = [
            modelOnly, MethodWeights(model: 0, seasonalNaive: 10, recentRate: 0), MethodWeights(model: 0, seasonalNaive: 0, recentRate: 10),
        ]
        var blends: [MethodWeights] = []
        for model in 0...10 {
            for seasonal in 0...(10 - model) {
                let weights = MethodWeights(model: model, seasonalNaive: seasonal, recentRate: 10 - model - seasonal)
                if !single.contains(weights) { blends.append(weights) }
            }
        }
        return single + blends
    }()

    /// The method that counts alone, if one does.
    public var single: ForecastMethod? {
        if model == 10 { return .model }
        if seasonalNaive == 10 { return .seasonalNaive }
        if recentRate == 10 { return .recentRate }
        return nil
    }

    /// `model 6, seasonal-naive 4`.
    public var description: String {
        [(ForecastMethod.model, model), (.seasonalNaive, seasonalNaive), (.recentRate, recentRate)]
            .filter { $0.1 > 0 }.map { "\($0.0.rawValue) \($0.1)" }.joined(separator: ", ")
    }

    /// The blended value: the weighted mean of the methods that have a value (seasonal-naive
    /// has none for a month not recorded a year before); when none of the weighted methods has
    /// one, the laying model (or the recent rate, for a model with nothing to go on).
    func combine(model m: Double, seasonalNaive s: Double?, recentRate r: Double) -> Double {
        var total = Double(model) * m + Double(recentRate) * r
        var weight = Double(model + recentRate)
        if let s {
            total += Double(seasonalNaive) * s
            weight += Double(seasonalNaive)
        }
        return weight > 0 ? total / weight : (m > 0 ? m : r)
    }
}

/// Each method's forecast of the months from a cutoff, made from the records before it and
/// the hens known the day before it.
struct MethodForecasts: Sendable {
    /// The months forecast.
    let months: [YearMonth]
    /// The laying model's forecast of each month.
    let model: [Double]
    /// The same month a year before, scaled to the whole month, when it had 10 recorded days.
    let seasonalNaive: [Double?]
    /// The last 12 months' eggs per laying hen-day times the hen-days expected in each month.
    let recentRate: [Double]
    /// The baseline "last 12 months' laying rate x birds now": the same rate times the hens
    /// laying the day before the cutoff, every day of the month.
    let birdsNow: [Double]
    /// Hens expected to be laying in the middle of each month.
    let layingHens: [Int]
    /// The flock's hens left out as having stopped laying (``StoppedHens``).
    let stoppedHens: [Hen]
    /// The laying model fitted for them.
    let fitted: LayingModel

    /// The value of `weights` for the month at `index`.
    func value(_ weights: MethodWeights, at index: Int) -> Double {
        weights.combine(model: model[index], seasonalNaive: seasonalNaive[index], recentRate: recentRate[index])
    }
}
