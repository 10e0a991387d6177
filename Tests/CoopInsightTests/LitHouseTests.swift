import CoopInsight
import CoopTestSupport
import CoopValues
import Testing

/// A flock without a strong season (a lit house: ten hens laying 8 eggs a day, summer and
/// winter alike) is forecast from its own year of records, without the backyard season's
/// winter dip: with twelve whole months recorded, and the current month part way, the season
/// is learned, not assumed.
@Suite struct LitHouseTests {
    static func insight(from first: String, today: String) -> CoopInsight {
        let files = ["hens.yaml": hensFile(10, added: "2022-12-01"), "eggs.yaml": dailyEggs(from: first, to: today) { _ in 8 }]
        return CoopInsight(coop: coop(files, today: day(today)), today: day(today))
    }

    @Test func twelveWholeMonthsAndTheCurrentOneLearnTheirOwnSeason() throws {
        let insight = Self.insight(from: "2023-01-01", today: "2024-01-15")
        #expect(insight.plan.model.source == .learnedSeason(months: 12))
        let year = insight.forecast.filter { $0.month.year == 2024 }
        let perDay = year.map { $0.expected / Double($0.month.dayCount) }
        let june = try #require(year.first { $0.month.month == 6 })
        let december = try #require(year.first { $0.month.month == 12 })
        // No winter dip: December a day within the year's decline of June's (the default
        // 15% a year gives about 0.92 over half a year), never the backyard season's half.
        let ratio = (december.expected / 31) / (june.expected / 30)
        #expect(ratio > 0.85 && ratio <= 1.0, "December per day / June per day: \(ratio)")
        #expect(perDay.allSatisfy { $0 > 6 && $0 < 8.5 }, "eggs a day, month by month: \(perDay)")
    }
}

/// Under a year of records, a flock whose short-day months laid as its long-day ones is not
/// given the backyard season; one that slowed in winter keeps it.
@Suite struct FirstYearSeasonTests {
    /// Ten hens from 1 June, laying `perDay(month)` eggs a day, forecast on 15 January 2024.
    static func insight(_ perDay: (Int) -> Int) -> CoopInsight {
        let files = [
            "hens.yaml": hensFile(10, added: "2023-05-01"),
            "eggs.yaml": dailyEggs(from: "2023-06-01", to: "2024-01-15") { perDay($0.month) },
        ]
        return CoopInsight(coop: coop(files, today: day("2024-01-15")), today: day("2024-01-15"))
    }

    @Test func aFlockLayingThroughItsFirstWinterIsForecastWithoutADip() throws {
        let insight = Self.insight { _ in 8 }
        // June to December: 7 months, 214 days, November and December short-day months.
        #expect(insight.plan.model.source == .scaledFlat(days: 214))
        let rates = insight.plan.model.monthlyRate
        #expect(Set(rates).count == 1, "every month alike: \(rates)")
        let year = insight.forecast.filter { $0.month.year == 2024 }
        let june = try #require(year.first { $0.month.month == 6 })
        let december = try #require(year.first { $0.month.month == 12 })
        let ratio = (december.expected / 31) / (june.expected / 30)
        #expect(ratio > 0.85 && ratio <= 1.0, "December per day / June per day: \(ratio)")
    }

    @Test func aFlockThatSlowedInWinterKeepsTheDefaultSeason() {
        // 8 a day in summer, 4 from October: as the default season says, about.
        let insight = Self.insight { $0 >= 10 ? 4 : 8 }
        #expect(insight.plan.model.source == .scaledDefault(days: 214))
    }

    @Test func summerMonthsAloneSayNothingOfWinter() {
        let files = [
            "hens.yaml": hensFile(10, added: "2023-04-01"), "eggs.yaml": dailyEggs(from: "2023-05-01", to: "2023-08-31") { _ in 8 },
        ]
        let insight = CoopInsight(coop: coop(files, today: day("2023-09-10")), today: day("2023-09-10"))
        #expect(insight.plan.model.source == .scaledDefault(days: 123))
    }
}
