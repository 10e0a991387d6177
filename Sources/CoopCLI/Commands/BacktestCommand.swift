import ArgumentParser
import CoopInsight
import CoopRecords
import CoopValues

/// `coop backtest` (for developers): how the forecast would have done on this coop's last
/// twelve months, against the seasonal-naive baseline. Used for docs/insight.md.
struct BacktestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backtest", abstract: "Backtest the egg forecast on the last 12 months of records.", shouldDisplay: false)

    @OptionGroup var options: ContentOptions

    func run() throws {
        let console = Console.current
        let today = try options.resolvedToday(console)
        let loaded = ContentLoader.load(from: options.content, today: today)
        report(loaded.diagnostics, sources: loaded.sources, console: console)
        guard !loaded.hasErrors, let last = loaded.coop.eggs.lastDay else { throw ExitCode(1) }
        // The last 12 complete months before the last record's month.
        let first = last.yearMonth.advanced(by: -12)
        guard let result = Backtest.run(loaded.coop, from: first) else {
            console.err("coop: not enough records to backtest\n")
            throw ExitCode(1)
        }
        var out = "| month | actual | forecast | error | same month last year | error |\n|---|---:|---:|---:|---:|---:|\n"
        func percent(_ value: Double, _ actual: Double) -> String { NumberFormat.percent(abs(value - actual) / actual, places: 1) }
        for m in result.months {
            let naive = m.naive.map { NumberFormat.decimal($0, places: 0) } ?? "–"
            out +=
                "| \(m.month) | \(NumberFormat.decimal(m.actual, places: 0)) | \(NumberFormat.decimal(m.forecast, places: 0)) | "
                + "\(percent(m.forecast, m.actual)) | \(naive) | \(m.naive.map { percent($0, m.actual) } ?? "–") |\n"
        }
        let total = result.months.reduce(0) { $0 + $1.actual }
        out +=
            "| **12 months** | \(NumberFormat.decimal(total, places: 0)) | "
            + "\(NumberFormat.decimal(result.months.reduce(0) { $0 + $1.forecast }, places: 0)) | "
            + "\(NumberFormat.percent(result.forecastTotalError, places: 1)) | "
            + "\(NumberFormat.decimal(result.months.reduce(0) { $0 + ($1.naive ?? $1.actual) }, places: 0)) | "
            + "\(NumberFormat.percent(result.naiveTotalError, places: 1)) |\n"
        out +=
            "\nMean monthly error: forecast \(NumberFormat.percent(result.forecastMonthlyError, places: 1)), "
            + "same month last year \(NumberFormat.percent(result.naiveMonthlyError, places: 1)).\n"
        out +=
            "Model: \(result.model.source), decline \(NumberFormat.decimal(result.model.decline, places: 2)) a year, "
            + "spread \(NumberFormat.decimal(result.model.spread, places: 2)), \(NumberFormat.decimal(result.model.turnover.joiningPerYear, places: 1)) hens joining a year, "
            + "\(NumberFormat.percent(result.model.turnover.leavingPerHenYear)) leaving.\n"
        let insight = CoopInsight(coop: loaded.coop, today: today)
        out +=
            "\nMolts found: "
            + insight.molts.map { "\($0.start.iso)..\($0.end.iso) (\(NumberFormat.percent($0.drop)) drop\($0.noted ? ", noted" : ""))" }
            .joined(separator: "; ") + "\n"
        out +=
            "Molt notes: "
            + loaded.coop.notes.filter { $0.tags.contains("molt") }.map { "\($0.date.iso)..\($0.until?.iso ?? "")" }
            .joined(separator: "; ") + "\n"
        console.out(out)
    }
}
