import CoopDiagnostics
import CoopRecords
import CoopTestSupport
import CoopValues
import Testing

@testable import CoopSite

/// The dashboard's card of chores due (built for Sun 22 Nov 2026): only the chores due on the
/// day or before, the longest waiting first; no card, and no word of chores, without any due.
@Suite struct ChoresCardTests {
    /// By hand, for Sun 22 Nov 2026:
    /// - Clean the coop, every 2 weeks, done last Sat 7 Nov: due 7 + 14 = Sat 21 Nov, overdue.
    /// - Fresh bedding, every month, done last Sat 31 Oct: due 30 Nov (November has 30 days),
    ///   not yet.
    /// - Check the feeder, every 3 days, from Sun 22 Nov, never done: due on the day.
    /// - Scrub the waterer, every week, never done, from Sun 1 Nov: due since then.
    static let files = [
        "eggs.yaml": "2026-11-20: 3\n",
        "chores.yaml": """
        - title: Clean the coop
          every: 2 weeks
          from: 2026-10-10
          done: [2026-10-10, 2026-10-24, 2026-11-07]
        - title: Fresh bedding
          every: month
          from: 2026-08-31
          done: [2026-08-31, 2026-09-30, 2026-10-31]
        - title: Check the feeder
          every: 3 days
          from: 2026-11-22
        - title: Scrub the waterer
          every: week
          from: 2026-11-01

        """,
    ]

    @Test func theChoresDueExactly() {
        let site = BuiltSite(files: Self.files)
        #expect(describe(site.result.diagnostics) == [])
        let html = site.page("index.html")
        #expect(
            html.contains(
                """
                <section class="chores">
                <h2>Chores due</h2>
                <ul class="chore-list">
                <li data-state="overdue"><span>Scrub the waterer: due since Sun 1 Nov</span></li>\
                <li data-state="overdue"><span>Clean the coop: due since Sat 21 Nov</span></li>\
                <li data-state="due"><span>Check the feeder: due Sun 22 Nov</span></li>
                </ul>
                </section>
                """))
        #expect(!html.contains("Fresh bedding"))
        // The Done button is coop serve's: a built site has none.
        #expect(!html.contains("chore-done") && !html.contains("__coop"))
    }

    @Test func noChoreDueIsNoCard() {
        var files = Self.files
        files["chores.yaml"] = "- title: Fresh bedding\n  every: month\n  from: 2026-10-31\n  done: [2026-10-31]\n"
        let site = BuiltSite(files: files)
        #expect(describe(site.result.diagnostics) == [])
        #expect(!site.page("index.html").contains("class=\"chores\""))
        #expect(!site.visibleText("index.html").lowercased().contains("chore"))
    }

    /// The pure function behind the card, by hand: due on the day or before, oldest first, the
    /// order written on one day.
    @Test func dueChoresInOrder() {
        let place = SourceLocation(path: "content/chores.yaml", line: 1, column: 3)
        func day(_ iso: String) -> CivilDate { CivilDate(iso: iso) ?? .init(year: 2000, month: 1, day: 1)! }
        let chores = [
            Chore(title: "B", every: ChorePeriod(1, .week), from: day("2026-11-20"), location: place),
            Chore(title: "A", every: ChorePeriod(1, .week), from: day("2026-11-10"), done: [day("2026-11-13")], location: place),
            Chore(title: "C", every: ChorePeriod(1, .day), from: day("2026-11-23"), location: place),
            Chore(title: "D", every: ChorePeriod(2, .day), from: day("2026-11-01"), done: [day("2026-11-18")], location: place),
        ]
        // B due 20 Nov; A due 13 + 7 = 20 Nov; C due 23 Nov (after); D due 18 + 2 = 20 Nov.
        #expect(DashboardPage.dueChores(chores, on: day("2026-11-22")).map(\.title) == ["B", "A", "D"])
        #expect(DashboardPage.dueChores(chores, on: day("2026-11-19")).map(\.title) == [])
    }
}
