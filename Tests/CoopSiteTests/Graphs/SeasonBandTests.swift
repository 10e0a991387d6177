import CoopTestSupport
import CoopValues
import Testing

/// The month-by-month graph of a long history draws the last five years as lines and the
/// years before as one shaded band, each month from its lowest to its highest; a coop of up to
/// six years keeps a line a year (issue 28, point 3).
@Suite struct SeasonBandTests {
    /// A coop with a count every day from 1 January of `first` to 21 November 2026: more in
    /// summer, and more in later years.
    static func coop(from first: Int) -> BuiltSite { BuiltSite(files: ["eggs.yaml": eggs(from: first)]) }

    /// The counts of ``coop(from:)``, as eggs.yaml.
    static func eggs(from first: Int) -> String {
        var eggs = ""
        var day = YearMonth(year: first, month: 1).firstDay
        let last = YearMonth(year: 2026, month: 11).firstDay.adding(days: 20)
        while day <= last {
            let summer = (5...8).contains(day.month) ? 2 : 0
            eggs += "\(day.iso): \(1 + summer + (day.year - first) % 3)\n"
            day = day.adding(days: 1)
        }
        return eggs
    }

    @Test func eightYearsAreFiveLinesAndABandOfThreeYears() {
        let page = Self.coop(from: 2019).page("graphs/seasons.html")
        #expect(page.contains("<title>2019–2021, lowest to highest</title>"))
        #expect(
            page.contains(
                "Average eggs a day in each month, one line per year from 2022 to 2026, and the lowest to highest of 2019 to 2021 shaded: summer against winter."
            ))
        #expect(page.contains("Each line is one of the last 5 years"))
        // The lines are the last five years.
        #expect(page.contains(">2022<") && page.contains(">2026<"))
        #expect(!page.contains("<title>2021</title>"))
    }

    @Test func theBandsWordsAreTheCatalogues() {
        let content = TemporaryFolder(prefix: "coop-long-history")
        content.write("content/eggs.yaml", Self.eggs(from: 2019))
        let found = PseudoLanguageTests.englishLeftIn(content: content.url("content")).filter { $0.hasPrefix("graphs/seasons.html") }
        #expect(found.isEmpty, "\(PseudoLanguageTests.summary(found))")
    }

    @Test func sixYearsAreSixLinesWithoutABand() {
        let page = Self.coop(from: 2021).page("graphs/seasons.html")
        #expect(!page.contains("class=\"band\""))
        #expect(!page.contains("lowest to highest"))
        #expect(page.contains("one line per year from 2021 to 2026: summer against winter."))
    }
}
