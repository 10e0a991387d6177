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
        var lines = ""
        var d = day(first)
        while d <= day(today) {
            lines += "\(d.iso): 8\n"
            d = d.adding(days: 1)
        }
        let hens = (1...10).map { "- name: Hen \($0)\n  added: 2022-12-01\n" }.joined()
        return CoopInsight(coop: coop(["hens.yaml": hens, "eggs.yaml": lines], today: day(today)), today: day(today))
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
