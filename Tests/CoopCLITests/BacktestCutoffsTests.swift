import CoopCLITestSupport
import CoopTestSupport
import CoopValues
import Foundation
import Testing

/// `coop backtest --cutoffs`: a row per month end with a year of records before it, then all
/// of them together, every month recorded since counted.
@Suite struct BacktestCutoffsTests {
    /// Ten hens laying 5 eggs a day from 1 January 2024 to 31 March 2025, measured on 31 March:
    /// the cut-offs are the ends of December and January (March, the current month, is not a
    /// whole month yet).
    @Test func aRowPerCutoffThenAllOfThem() async throws {
        let folder = TemporaryFolder()
        folder.write("coop.yaml", "title: Steady\n")
        folder.write("hens.yaml", (1...10).map { "- name: Hen \($0)\n  added: 2023-12-01\n" }.joined())
        var eggs = ""
        var day = try #require(CivilDate(iso: "2024-01-01"))
        while day.iso <= "2025-03-31" {
            eggs += "\(day.iso): 5\n"
            day = day.adding(days: 1)
        }
        folder.write("eggs.yaml", eggs)
        let run = await runCoop(["backtest", "--cutoffs", "--content", folder.path, "--today", "2025-03-31", "--name", "steady"])
        #expect(run.status == 0, "\(run.err)")
        let rows = run.out.split(separator: "\n").map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }
        #expect(rows.map { $0[1] } == ["2025-01", "2025-02", "all"])
        #expect(rows.map { $0[2] } == ["2 (2)", "1 (1)", "3 (3)"])
        // The same month last year: January 2024's 155 for 155 laid (0%), February 2024's 145
        // (29 days) for 140 laid (5 / 140 = 3.571%): (0 + 3.571) / 2 = 1.8% from December's end,
        // 3.6% from January's, (0 + 3.571 + 3.571) / 3 = 2.4% in all. The recent rate, 0.5 eggs
        // a hen-day, times each month's hen-days: exact.
        #expect(rows.map { $0[4] } == ["1.8%", "3.6%", "2.4%"])
        #expect(rows.map { $0[5] } == ["0.0%", "0.0%", "0.0%"])
        // Too few backtests at either cut-off: the untested range, 1.28 x 0.5 either side of the
        // forecast, holds every month of so steady a flock.
        #expect(rows.map { $0[7] } == ["2 of 2", "1 of 1", "3 of 3"])
    }
}
