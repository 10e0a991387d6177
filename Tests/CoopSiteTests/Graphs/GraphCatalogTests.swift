import CoopCharts
import CoopDiagnostics
import CoopRecords
import CoopTestSupport
import CoopValues
import Testing

@testable import CoopSite

/// The graphs' data: what the weekly graphs share, the one-tag graphs, the expenses' sums.
@Suite struct GraphCatalogTests {
    static let context = exportContext(SmallCoop.files)

    @Test func everyGraphInMenuOrderWithTheOneTagGraphsLast() {
        #expect(
            GraphPages.catalog(sampleContext).map(\.slug) == [
                "weekly", "total", "weekly-brown", "total-brown", "weekly-blue", "total-blue", "weekly-white", "total-white", "seasons",
                "laying-rate", "hens", "cracked", "forecast", "expenses", "price", "consumables", "feed", "income", "weekly-tag-away",
                "weekly-tag-broody",
                "weekly-tag-chores", "weekly-tag-feed", "weekly-tag-flock", "weekly-tag-health", "weekly-tag-kids",
                "weekly-tag-milestone", "weekly-tag-molt", "weekly-tag-predator", "weekly-tag-sharing", "weekly-tag-weather",
            ])
        // The small coop's eggs are of two weeks and five days: the weekly graphs, the hens'
        // credited eggs and the cracked egg, nothing that needs more (ViewThresholds).
        let graphs = GraphPages.catalog(Self.context)
        #expect(
            graphs.map(\.slug) == [
                "weekly", "weekly-brown", "weekly-blue", "hens", "cracked", "weekly-tag-a-b", "weekly-tag-chores", "weekly-tag-health",
                "weekly-tag-molt",
            ])
        #expect(
            graphs.filter { !$0.inMenu }.map(\.slug) == ["weekly-tag-a-b", "weekly-tag-chores", "weekly-tag-health", "weekly-tag-molt"])
    }

    @Test func aOneTagGraphIsTheWeeklyGraphWithOnlyThatTagsNotes() throws {
        let graphs = GraphPages.catalog(Self.context)
        let weekly = try #require(graphs.first { $0.slug == "weekly" })
        let molt = try #require(graphs.first { $0.slug == "weekly-tag-molt" })
        #expect(weekly.tagFilters.map(\.label) == ["#a,b", "#chores", "#health", "#molt"])
        #expect(
            weekly.tagFilters.map(\.url) == [
                "graphs/weekly-tag-a-b.html", "graphs/weekly-tag-chores.html",
                "graphs/weekly-tag-health.html", "graphs/weekly-tag-molt.html",
            ])
        #expect(weekly.chart.annotations.map(\.label) == ["Molt started", "Fence; gate, latch \\ fixed", SmallCoop.longTitle])
        #expect(molt.chart.annotations.map(\.label) == ["Molt started"] && molt.chart.annotations.map(\.kind) == ["span"])
        #expect(molt.noteIndexes.map { Self.context.coop.notes[$0].title } == ["Molt started"] && molt.tagFilters.isEmpty)
        #expect((molt.title, molt.menuLabel, molt.group) == ("Weekly eggs and #molt notes", "#molt", .oneTag))
        #expect(molt.chart.id == "chart-weekly-tag-molt" && molt.chart.title == "Weekly eggs and #molt notes")
        #expect(molt.intro == "Eggs laid each week, with only the notes of this tag marked.")
        // The rest is the weekly graph's: its summary, its series, its table.
        #expect(molt.chart.summary == weekly.chart.summary)
        #expect(molt.chart.series.map(\.values) == weekly.chart.series.map(\.values))
        #expect(molt.chart.series.map(\.name) == ["Brown, large", "blue"])
    }

    @Test func theWeeksColumnsAreFormattedOnce() {
        let columns = WeekColumns(Self.context)
        // Weeks of 9 and 16 November 2026 (Mondays): the range's days 14-15 (2 eggs each of
        // its 5), then 16 (its last egg), 20 (3 brown, 1 blue) and 21 (Pearl's brown, 2 blue).
        #expect(columns.labels == ["9 Nov 2026", "16 Nov 2026"])
        #expect(columns.recordedDays == ["2", "3"])
        #expect(columns.laid == ["4", "8"])
        #expect(columns.laidByKind == [["4", "0"], ["5", "3"]])
        #expect(columns.dayLengths == nil && columns.dayLengthLine == nil)  // no latitude
    }

    @Test func aNoteIsListedOnceUnderEachOfItsTags() {
        let location = SourceLocation(path: "notes.yaml", line: 1, column: 1)
        let notes = [
            Note(date: CivilDate(iso: "2026-11-01")!, title: "a", tags: ["Molt", "molt", "Health"], location: location),
            Note(date: CivilDate(iso: "2026-11-02")!, title: "b", tags: ["health"], location: location),
        ]
        var names: [String: String] = [:]
        let byTag = TaggedRecords.indexesByTag(notes.map(\.tags), names: &names)
        #expect(byTag.keys.sorted() == ["health", "molt"])
        #expect(byTag["molt"]?.map { notes[$0].title } == ["a"] && byTag["health"]?.map { notes[$0].title } == ["a", "b"])
        #expect(names == ["molt": "Molt", "health": "Health"])
    }

    @Test func expensesAddUpByFirstTagAndMonth() {
        var files = SmallCoop.files
        files["expenses.yaml"] = """
            - {date: 2026-08-20, item: Old feed, amount: 5, tags: [feed]}
            - {date: 2026-09-02, item: Feed, amount: 24.99, tags: [feed, bulk]}
            - {date: 2026-09-15, item: Wire, amount: 10, tags: [coop]}
            - {date: 2026-09-30, item: Feed, amount: 0.01, tags: [feed]}
            - {date: 2026-11-02, item: Straw, amount: 7.50}
            """
        let context = exportContext(files)
        let months = (0..<3).map { YearMonth(year: 2026, month: 9).advanced(by: $0) }
        let sums = ExpensesByTag(context.coop.expenses, months: months, untagged: "untagged")
        #expect(sums.tags == ["feed", "coop", "untagged"])
        // The August feed counts in its tag's total, not in any of the months.
        #expect(sums.totals.map(\.minorUnits) == [3000, 1000, 750])
        #expect(sums.sum(tag: 0, month: 0)?.minorUnits == 2500 && sums.sum(tag: 0, month: 1) == nil)
        #expect(sums.sum(tag: 2, month: 2)?.minorUnits == 750)
        #expect(months.indices.map { sums.sum(month: $0).minorUnits } == [3500, 0, 750])
    }
}
