import CoopRecords
import CoopValues

extension Alert {
    /// A molt going on (or just over), found in the laying rate.
    static func molt(_ molt: MoltPeriod, today: CivilDate) -> Alert? {
        let started = DatePattern.shortWeekdayDayMonth.format(molt.start)
        if molt.ongoing {
            return Alert(code: "molt", level: .info, title: "The flock is molting",
                         detail: "Since \(started) laying is at \(NumberFormat.percent(1 - molt.drop)) of the weeks before. "
                             + "A molt usually lasts six to ten weeks; extra protein helps.")
        }
        guard molt.end >= today.adding(days: -14) else { return nil }
        return Alert(code: "molt-over", level: .info, title: "The molt seems over",
                     detail: "Laying fell from \(started) to \(DatePattern.shortWeekdayDayMonth.format(molt.end)) and is back up.")
    }

    /// The last 14 days laying far below what the season and the flock predict.
    static func lowLaying(insight: CoopInsight, model: LayingModel) -> Alert? {
        let today = insight.today
        let from = today.adding(days: -13)
        var expected = 0.0, laid = 0, days = 0
        var day = from
        while day <= today {
            if let count = insight.series.laid(on: day) {
                let exposure = Forecaster.exposure(of: insight.coop.hens.filter { $0.layingSince != nil }, in: day.yearMonth, today: today) { a, b in
                    a <= day && day <= b ? 1 : 0
                }
                expected += model.expected(month: day.month, exposure: exposure)
                laid += count
                days += 1
            }
            day = day.adding(days: 1)
        }
        guard days >= 7, expected >= 5, Double(laid) < 0.5 * expected else { return nil }
        return Alert(code: "low-laying", level: .warning, title: "Laying is far below what this time of year predicts",
                     detail: "\(laid) eggs in the last \(days) recorded days, where the flock's own history predicts about "
                         + "\(NumberFormat.decimal(expected, places: 0)). Check for illness, parasites, stress or hidden nests.")
    }

    /// A kind of egg gone silent while its hens are laying age.
    static func silentKinds(insight: CoopInsight) -> [Alert] {
        let coop = insight.coop
        guard coop.hasSeveralKinds else { return [] }
        let today = insight.today
        let recent = insight.series.totals(from: today.adding(days: -9), through: today)
        let earlier = insight.series.totals(from: today.adding(days: -69), through: today.adding(days: -10))
        guard recent.recordedDays >= 7 else { return [] }
        return coop.kinds.indices.compactMap { kind in
            let laying = (0..<10).allSatisfy { insight.census.laying(on: today.adding(days: -$0), kind: kind) > 0 }
            guard laying, recent.laidByKind[kind] == 0, earlier.laidByKind[kind] > 0 else { return nil }
            let hens = coop.hens.filter { $0.kindIndex == kind && $0.isLaying(on: today) }.map(\.name)
            return Alert(code: "silent-kind", level: .warning, title: "No \(coop.kinds[kind].displayName) eggs for 10 days",
                         detail: "\(hens.joined(separator: ", ")) \(hens.count == 1 ? "is" : "are") laying age. "
                             + "A broody or molting hen, a hidden nest or an egg eater?")
        }
    }
}
