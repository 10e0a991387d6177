import CoopInsight
import CoopValues

extension CurrentMonthOutlook {
    /// What the month holds so far, as of `today` (already in words): "12 laid by 22 Nov 2026",
    /// "12 laid by 22 Nov 2026 (3 days not recorded)", or "nothing recorded yet by 22 Nov 2026":
    /// a month with no record is not a month of 0 eggs.
    func soFar(_ today: String) -> String {
        guard isRecorded else { return "nothing recorded yet by \(today)" }
        let missing = unrecordedDays == 0 ? "" : " (\(unrecordedDays == 1 ? "1 day" : "\(unrecordedDays) days") not recorded)"
        return "\(NumberFormat.grouped(laid)) laid by \(today)\(missing)"
    }

    /// The days the rest of the month is forecast for: "the 8 days left", "today and the 8
    /// days left", "the 2 days not recorded, today and the 8 days left".
    var daysToCome: String {
        func days(_ n: Int) -> String { n == 1 ? "day" : "\(n) days" }
        var parts: [String] = []
        if unrecordedDays > 0 { parts.append("the \(days(unrecordedDays)) not recorded") }
        if !todayRecorded { parts.append("today") }
        if daysLeft > 0 || parts.isEmpty { parts.append("the \(days(daysLeft)) left") }
        return ListWording.and(parts)
    }
}

extension ForecastMethod {
    /// The method in words: "the laying model", "the same month last year", "the recent laying rate".
    var words: String {
        switch self {
        case .model: "the laying model"
        case .seasonalNaive: "the same month last year"
        case .recentRate: "the recent laying rate"
        }
    }
}

extension MethodWeights {
    /// The blend in words: "the laying model alone", "a blend of the laying model (60%) and
    /// the same month last year (40%)".
    var words: String {
        if let single { return "\(single.words) alone" }
        let parts = [(ForecastMethod.model, model), (.seasonalNaive, seasonalNaive), (.recentRate, recentRate)]
            .filter { $0.1 > 0 }.map { "\($0.0.words) (\($0.1 * 10)%)" }
        return "a blend of " + ListWording.and(parts)
    }
}

/// The forecast page's account of how its numbers are made, with this flock's figures.
enum ForecastWording {
    static func percent(_ value: Double) -> String { NumberFormat.percent(value) }

    /// Which method the forecast uses, why, how it did last year, and its range.
    static func choice(_ plan: ForecastPlan) -> [String] {
        let backtest = plan.backtest
        let methods =
            "the laying model, the same month last year, and the recent laying rate (eggs per laying hen-day over the last 12 months) times the hens expected"
        guard let error = backtest.chosenError, backtest.band != nil else {
            return [
                "Three ways to forecast are tried on a flock's own records: \(methods). With under a year and a half of records there is too little to test them on, so the forecast is the laying model's, and its likely range is 1.28 of the model's typical monthly errors either side."
            ]
        }
        let origins = Set(backtest.pairs.map(\.origin)).count
        var single: [String] = []
        for method in ForecastMethod.allCases {
            if let e = backtest.meanError[method] { single.append("\(method.words) \(percent(e))") }
        }
        var words = [
            "This forecast is \(plan.weights.words). Three ways to forecast were tried on this flock's own records: \(methods). From each of the last \(origins) months that had a year of records before it, each forecast the next 12 months from what was known then, and was compared with what the hens laid. This is the one whose months were off the least: by \(percent(error)) on average (\(single.joined(separator: ", ")))."
        ]
        if let last = backtest.lastYear {
            var others = [
                "\(ForecastMethod.model.words) \(percent(last.model))", "\(ForecastMethod.recentRate.words) \(percent(last.recentRate))",
            ]
            if let naive = last.seasonalNaive { others.insert("\(ForecastMethod.seasonalNaive.words) \(percent(naive))", at: 1) }
            words.append(
                "Last year this forecast was off by \(percent(last.forecast)) on the \(last.months) months' total (\(others.joined(separator: ", ")))."
            )
        }
        if let coverage = backtest.coverage {
            words.append(
                "The shaded band is the likely range: where the backtested months fell around their forecast, the 10% furthest below and the 10% furthest above left out; \(percent(coverage)) of them are inside it."
            )
        }
        return words
    }

    /// The hens the forecast does not count as laying, when the laying model (the one method
    /// that counts hens one by one) has a part in it: "Pioupioute is not counted as laying: ..."
    static func stoppedHens(_ plan: ForecastPlan) -> [String] {
        guard !plan.stoppedHens.isEmpty, plan.weights.model > 0 else { return [] }
        let names = plan.stoppedHens.map(\.name)
        let one = names.count == 1
        return [
            "\(ListWording.and(names)) \(one ? "is" : "are") not counted as laying: no egg of \(one ? "hers" : "theirs") is known in the last \(StoppedHens.window) days. The forecast expects none from \(one ? "her" : "them") until \(one ? "her" : "their") next egg."
        ]
    }
}
