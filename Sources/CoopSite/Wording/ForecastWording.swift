import CoopInsight
import CoopLocale
import CoopValues

/// What the forecast graph says: its chart and table, this month so far, and how its numbers
/// are made, with this flock's figures.
extension Message {
    /// The forecast graph's page title: "The next 12 months".
    static let forecastTitle = Message("forecast.title")
    /// Its menu label: "Next 12 months".
    static let forecastMenu = Message("forecast.menu")
    /// Its chart's title.
    static let forecastChartTitle = Message("forecast.chart-title")
    /// Its introduction.
    static let forecastIntro = Message("forecast.intro")
    /// Its table's caption.
    static let forecastCaption = Message("forecast.caption")
    /// A series, the band or a column of the forecast: "Laid", "Expected", "Likely range", "Hens laying".
    static func forecastLabel(_ name: String) -> Message { Message("forecast.label." + name) }

    /// The chart's description: "About 1,234 eggs expected from December 2026 to November 2027, after
    /// the eggs laid in the last 12 months; November 2026 is 12 laid by 22 Nov 2026 and about 40 in all."
    static func forecastSummary(
        total: Double, from first: YearMonth, to last: YearMonth, now: YearMonth, soFar: String, expected: Double
    )
        -> Message
    {
        Message(
            "forecast.summary",
            [
                "total": .decimal(total, places: 0), "first": .date(first.firstDay), "last": .date(last.firstDay),
                "now": .date(now.firstDay), "soFar": .text(soFar), "expected": .decimal(expected, places: 0),
            ])
    }

    /// This month's row of the table: "November 2026, 12 laid by 22 Nov 2026".
    static func forecastThisMonthRow(_ month: YearMonth, soFar: String) -> Message {
        Message("forecast.this-month-row", ["month": .date(month.firstDay), "soFar": .text(soFar)])
    }

    /// The figure of the next 12 months: "Next 12 months".
    static let forecastNextFigure = Message("forecast.next-figure")
    /// Its note: "likely 900–1,100".
    static func forecastNextNote(low: Double, high: Double) -> Message {
        Message("forecast.next-note", ["low": .decimal(low, places: 0), "high": .decimal(high, places: 0)])
    }
    /// The figure of the last 12 months: "Last 12 months".
    static let forecastLastFigure = Message("forecast.last-figure")
    /// Its note: "340 days recorded".
    static func forecastLastNote(days: Int) -> Message { Message("forecast.last-note", ["days": .count(days)]) }

    /// "12 laid by 22 Nov 2026".
    static func forecastSoFar(laid: Int, today: CivilDate) -> Message {
        Message("forecast.so-far", ["laid": .count(laid), "today": .date(today)])
    }
    /// "12 laid by 22 Nov 2026 (3 days not recorded)".
    static func forecastSoFar(laid: Int, today: CivilDate, missing: Int) -> Message {
        Message("forecast.so-far-missing", ["laid": .count(laid), "today": .date(today), "missing": .count(missing)])
    }
    /// "nothing recorded yet by 22 Nov 2026".
    static func forecastNothingYet(today: CivilDate) -> Message { Message("forecast.nothing-yet", ["today": .date(today)]) }

    /// "the 2 days not recorded".
    static func forecastDaysNotRecorded(_ days: Int) -> Message { Message("forecast.days-not-recorded", ["count": .count(days)]) }
    /// "today", among the days to come.
    static let forecastToday = Message("forecast.today")
    /// "the 8 days left".
    static func forecastDaysLeft(_ days: Int) -> Message { Message("forecast.days-left", ["count": .count(days)]) }

    /// "the laying model alone".
    static func forecastAlone(_ method: String) -> Message { Message("forecast.alone", ["method": .text(method)]) }
    /// A part of a blend: "the laying model (60%)".
    static func forecastBlendPart(_ method: String, weight: Double) -> Message {
        Message("forecast.blend-part", ["method": .text(method), "weight": .percent(weight, places: 0)])
    }
    /// "a blend of the laying model (60%) and the same month last year (40%)".
    static func forecastBlend(_ parts: String) -> Message { Message("forecast.blend", ["methods": .text(parts)]) }
    /// A method and how far its months were off: "the laying model 12%".
    static func forecastMethodError(_ method: String, _ error: Double) -> Message {
        Message("forecast.method-error", ["method": .text(method), "error": .percent(error, places: 0)])
    }

    /// The three methods, in a sentence.
    static let forecastMethods = Message("forecast.methods")
    /// Why the forecast is the laying model's when the methods could not be tested.
    static func forecastUntested(methods: String) -> Message { Message("forecast.untested", ["methods": .text(methods)]) }
    /// Which method was chosen and why.
    static func forecastChosen(weights: String, methods: String, origins: Int, error: Double, each: String) -> Message {
        Message(
            "forecast.chosen",
            [
                "weights": .text(weights), "methods": .text(methods), "origins": .count(origins), "error": .percent(error, places: 0),
                "each": .text(each),
            ])
    }
    /// How the forecast did last year.
    static func forecastLastYear(error: Double, months: Int, each: String) -> Message {
        Message("forecast.last-year", ["error": .percent(error, places: 0), "months": .count(months), "each": .text(each)])
    }
    /// What the band is.
    static let forecastCoverage = Message("forecast.coverage")
    /// How the ranges made at past month ends held the months recorded since.
    static func forecastRecord(cutoffs: Int, inside: Int, months: Int, coverage: Double) -> Message {
        Message(
            "forecast.record",
            ["cutoffs": .count(cutoffs), "inside": .count(inside), "months": .count(months), "coverage": .percent(coverage, places: 0)])
    }
    /// The hens not counted as laying: "Pioupioute is not counted as laying: …".
    static func forecastStoppedHens(_ names: String, count: Int, days: Int) -> Message {
        Message("forecast.stopped-hens", ["count": .count(count), "names": .text(names), "days": .count(days)])
    }

    /// What the laying model is.
    static let forecastModel = Message("forecast.model")
    /// A model learned from `months` months, whose hens lay more each year (by `change`).
    static func forecastLearnedGrowing(months: Int, change: Double) -> Message {
        Message("forecast.learned-growing", ["months": .count(months), "change": .percent(change, places: 0)])
    }
    /// A model learned from `months` months, whose hens lay less each year (by `change`).
    static func forecastLearnedFalling(months: Int, change: Double) -> Message {
        Message("forecast.learned-falling", ["months": .count(months), "change": .percent(change, places: 0)])
    }
    /// A season learned from `months` months, with the usual decline.
    static func forecastLearnedSeason(months: Int) -> Message { Message("forecast.learned-season", ["months": .count(months)]) }
    /// The usual pattern scaled to `days` recorded days.
    static func forecastScaledDefault(days: Int) -> Message { Message("forecast.scaled-default", ["days": .count(days)]) }
    /// The months follow no season, scaled to the flock: its short days laid as its long ones.
    static func forecastScaledFlat(days: Int) -> Message { Message("forecast.scaled-flat", ["days": .count(days)]) }
    /// The usual pattern, with too few records.
    static let forecastDefaults = Message("forecast.defaults")
    /// How strong the flock's own season is against the usual one's (``LayingModel/seasonStrength``):
    /// none, weaker ("30% of its swings") or stronger; nothing when it is the usual one.
    static func forecastSeasonStrength(_ strength: Double) -> Message? {
        if strength == 0 { return Message("forecast.season-none") }
        if strength < 1 { return Message("forecast.season-weaker", ["strength": .percent(strength, places: 0)]) }
        if strength > 1 { return Message("forecast.season-stronger", ["strength": .percent(strength, places: 0)]) }
        return nil
    }
    /// Pullets joining and hens leaving each year.
    static func forecastTurnover(joining: Double, daysToFirstEgg: Int, leaving: Double) -> Message {
        Message(
            "forecast.turnover",
            ["joining": .decimal(joining, places: 1), "days": .count(daysToFirstEgg), "leaving": .percent(leaving, places: 0)])
    }
    /// What the forecast assumes of today's hens.
    static let forecastAssumptions = Message("forecast.assumptions")
    /// How this month is drawn: "This month, November 2026, is on both lines: …".
    static func forecastThisMonth(_ month: YearMonth, today: CivilDate, daysToCome: String) -> Message {
        Message("forecast.this-month", ["month": .date(month.firstDay), "today": .date(today), "daysToCome": .text(daysToCome)])
    }

    /// A method's name: "the laying model", "the same month last year", "the recent laying rate".
    static func forecastMethod(_ method: ForecastMethod) -> Message {
        switch method {
        case .model: Message("forecast.method.model")
        case .seasonalNaive: Message("forecast.method.seasonal-naive")
        case .recentRate: Message("forecast.method.recent-rate")
        }
    }
}

extension CurrentMonthOutlook {
    /// What the month holds so far, as of `today`: "12 laid by 22 Nov 2026", "12 laid by 22 Nov
    /// 2026 (3 days not recorded)", or "nothing recorded yet by 22 Nov 2026": a month with no
    /// record is not a month of 0 eggs.
    func soFar(_ today: CivilDate) -> Message {
        guard isRecorded else { return .forecastNothingYet(today: today) }
        guard unrecordedDays > 0 else { return .forecastSoFar(laid: laid, today: today) }
        return .forecastSoFar(laid: laid, today: today, missing: unrecordedDays)
    }

    /// The days the rest of the month is forecast for: "the 8 days left", "today and the 8
    /// days left", "the 2 days not recorded, today and the 8 days left".
    func daysToCome(_ words: Words) -> String {
        var parts: [String] = []
        if unrecordedDays > 0 { parts.append(words(.forecastDaysNotRecorded(unrecordedDays))) }
        if !todayRecorded { parts.append(words(.forecastToday)) }
        if daysLeft > 0 || parts.isEmpty { parts.append(words(.forecastDaysLeft(daysLeft))) }
        return words.list(parts)
    }
}

extension MethodWeights {
    /// The blend in words: "the laying model alone", "a blend of the laying model (60%) and
    /// the same month last year (40%)".
    func said(_ words: Words) -> String {
        if let single { return words(.forecastAlone(words(.forecastMethod(single)))) }
        let parts = [(ForecastMethod.model, model), (.seasonalNaive, seasonalNaive), (.recentRate, recentRate)]
            .filter { $0.1 > 0 }.map { method, tenths in
                words(.forecastBlendPart(words(.forecastMethod(method)), weight: Double(tenths) / 10))
            }
        return words(.forecastBlend(words.list(parts)))
    }
}

/// The forecast page's account of how its numbers are made, with this flock's figures.
enum ForecastWording {
    /// A method and how far its months were off: "the laying model 12%".
    static func error(_ method: ForecastMethod, _ error: Double, _ words: Words) -> String {
        words(.forecastMethodError(words(.forecastMethod(method)), error))
    }

    /// Which method the forecast uses, why, how it did last year, and its range.
    static func choice(_ plan: ForecastPlan, _ words: Words) -> [String] {
        let backtest = plan.backtest
        let methods = words(.forecastMethods)
        guard let error = backtest.chosenError, backtest.band != nil else {
            return [words(.forecastUntested(methods: methods))] + record(plan.record, words)
        }
        let origins = Set(backtest.pairs.map(\.origin)).count
        var single: [String] = []
        for method in ForecastMethod.allCases {
            if let e = backtest.meanError[method] { single.append(Self.error(method, e, words)) }
        }
        var paragraphs = [
            words(
                .forecastChosen(
                    weights: plan.weights.said(words), methods: methods, origins: origins, error: error,
                    each: single.joined(separator: ", ")))
        ]
        if let last = backtest.lastYear {
            var others = [Self.error(.model, last.model, words), Self.error(.recentRate, last.recentRate, words)]
            if let naive = last.seasonalNaive { others.insert(Self.error(.seasonalNaive, naive, words), at: 1) }
            paragraphs.append(words(.forecastLastYear(error: last.forecast, months: last.months, each: others.joined(separator: ", "))))
        }
        paragraphs.append(words(.forecastCoverage))
        return paragraphs + record(plan.record, words)
    }

    /// How the ranges made at past month ends held the months since, when any was made.
    static func record(_ record: ForecastRecord, _ words: Words) -> [String] {
        guard let coverage = record.coverage else { return [] }
        let inside = record.months.filter(\.inRange).count
        return [
            words(.forecastRecord(cutoffs: record.cutoffList.count, inside: inside, months: record.months.count, coverage: coverage))
        ]
    }

    /// The hens the forecast does not count as laying, when the laying model (the one method
    /// that counts hens one by one) has a part in it: "Pioupioute is not counted as laying: ..."
    static func stoppedHens(_ plan: ForecastPlan, _ words: Words) -> [String] {
        guard !plan.stoppedHens.isEmpty, plan.weights.model > 0 else { return [] }
        let names = plan.stoppedHens.map(\.name)
        return [words(.forecastStoppedHens(words.list(names), count: names.count, days: StoppedHens.window))]
    }

    /// How strong the flock's learned season is, when it is not the usual one: a sentence or none.
    static func seasonStrength(_ model: LayingModel, _ words: Words) -> [String] {
        Message.forecastSeasonStrength(model.seasonStrength).map { [words($0)] } ?? []
    }

    /// The laying model in plain words, with this flock's numbers.
    static func method(_ model: LayingModel, _ words: Words) -> [String] {
        var paragraphs = [words(.forecastModel)]
        switch model.source {
        case .learned(let months):
            paragraphs.append(
                words(
                    model.decline > 1
                        ? .forecastLearnedGrowing(months: months, change: model.decline - 1)
                        : .forecastLearnedFalling(months: months, change: 1 - model.decline)))
            paragraphs += seasonStrength(model, words)
        case .learnedSeason(let months):
            paragraphs.append(words(.forecastLearnedSeason(months: months)))
            paragraphs += seasonStrength(model, words)
        case .scaledDefault(let days): paragraphs.append(words(.forecastScaledDefault(days: days)))
        case .scaledFlat(let days): paragraphs.append(words(.forecastScaledFlat(days: days)))
        case .defaults: paragraphs.append(words(.forecastDefaults))
        }
        let turnover = model.turnover
        if turnover.joiningPerYear > 0 || turnover.leavingPerHenYear > 0 {
            paragraphs.append(
                words(
                    .forecastTurnover(
                        joining: turnover.joiningPerYear, daysToFirstEgg: turnover.daysToFirstEgg, leaving: turnover.leavingPerHenYear)))
        }
        paragraphs.append(words(.forecastAssumptions))
        return paragraphs
    }
}
