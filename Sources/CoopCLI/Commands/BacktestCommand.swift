import ArgumentParser
import CoopInsight
import CoopRecords
import CoopValues

/// `coop backtest` (for developers): how the forecast would have done on this coop's records,
/// against the seasonal-naive and "last 12 months' rate x birds now" baselines. Used for the
/// corpus tables of docs/insight.md (`Scripts/insight-corpus`).
struct BacktestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backtest", abstract: "Backtest the egg forecast on the 12 months before today's month.", shouldDisplay: false)

    @OptionGroup var options: ContentOptions

    @Flag(help: "One row per calendar year that has a year of records before it, instead of the last 12 months.")
    var years = false

    @Flag(help: "One row per month end with a year of records before it: the forecast made then against the months since.")
    var cutoffs = false

    @Flag(help: "Replay the dashboard's alerts day by day and score them against hindsight and the notes.")
    var alerts = false

    @Flag(help: "With --alerts, list every episode too; with --cutoffs, every month forecast.")
    var episodes = false

    @Option(help: "With --years, --cutoffs or --alerts, the name of the log in the first column.")
    var name: String?

    /// `--color` and `-q`, shown in the help (``GlobalOptionsHelp``).
    @OptionGroup(title: "Global Options") var global: GlobalOptionsHelp

    func run() throws {
        let console = Console.current
        let today = try options.resolvedToday(console)
        let loaded = ContentLoader.load(from: options.content, today: today)
        // Only errors: a backtest as of an earlier day reads records after it on purpose.
        report(loaded.diagnostics.filter { $0.severity == .error }, sources: loaded.sources, console: console)
        guard !loaded.hasErrors, loaded.coop.eggs.lastDay != nil else { throw ExitCode(1) }
        let data = ForecastData(coop: loaded.coop, through: today.yearMonth)
        if alerts, let first = loaded.coop.eggs.firstDay, let last = loaded.coop.eggs.lastDay {
            let replay = AlertReplay(loaded.coop, from: first.adding(days: 56), through: min(last, today))
            console.out(BacktestReport.alerts(AlertScore(replay, coop: loaded.coop), name: name ?? options.content))
            console.out("statements broken: \(replay.broken.count)\n")
            for (day, rule) in replay.broken.prefix(episodes ? .max : 5) { console.out("  \(day.iso): \(rule)\n") }
            if episodes {
                for e in replay.episodes { console.out("\(e.start.iso)..\(e.end.iso) \(e.alert)\n") }
            }
            return
        }
        if cutoffs {
            let record = ForecastRecord(data, before: today.yearMonth)
            console.out(BacktestReport.cutoffs(record, name: name ?? options.content))
            if episodes { console.out(BacktestReport.recordMonths(record)) }
            return
        }
        if years {
            console.out(BacktestReport.years(data, name: name ?? options.content, today: today))
            return
        }
        // The 12 months before today's month: --today moves the window.
        guard let result = Backtest.run(data, from: today.yearMonth.advanced(by: -12)) else {
            console.err("coop: not enough records to backtest\n")
            throw ExitCode(1)
        }
        console.out(BacktestReport.months(result))
    }
}

/// The tables `coop backtest` prints, in Markdown.
enum BacktestReport {
    /// The report is for whoever tunes the forecast, in English like the server's log.
    private static let english = LocaleFormats.english

    static func percent(_ value: Double?) -> String { value.map { english.percent($0, places: 1) } ?? "–" }
    static func count(_ value: Double?) -> String { value.map { english.format($0, places: 0) } ?? "–" }
    static func error(_ value: Double?, _ actual: Double) -> String {
        percent(value.flatMap { RollingBacktest.error($0, actual: actual) })
    }

    /// The months of one backtest, with the totals, the mean errors and how the blend was chosen.
    static func months(_ result: Backtest) -> String {
        var out = "| month | actual | forecast | error | likely range | same month last year | error | rate x birds now | error |\n"
        out += "|---|---:|---:|---:|---:|---:|---:|---:|---:|\n"
        for m in result.months {
            var cells = [m.month.description, count(m.actual), count(m.forecast), error(m.forecast, m.actual)]
            cells.append("\(count(m.low))–\(count(m.high))")
            cells += [count(m.seasonalNaive), error(m.seasonalNaive, m.actual), count(m.birdsNow), error(m.birdsNow, m.actual)]
            out += "| " + cells.joined(separator: " | ") + " |\n"
        }
        let months = result.months
        let actual = months.reduce(0) { $0 + $1.actual }
        let label = "**\(months.count) months (\(result.withLastYear.count) with the same month last year)**"
        var total = [label, count(actual), count(months.reduce(0) { $0 + $1.forecast })]
        total += [percent(result.totalError { $0.forecast }), ""]
        total += [count(result.withLastYear.reduce(0) { $0 + ($1.seasonalNaive ?? 0) }), percent(result.totalError { $0.seasonalNaive })]
        total += [count(months.reduce(0) { $0 + $1.birdsNow }), percent(result.totalError { $0.birdsNow })]
        out += "| " + total.joined(separator: " | ") + " |\n\n"
        out += "Mean monthly error: forecast \(percent(result.meanError { $0.forecast })), "
        out += "same month last year \(percent(result.meanError { $0.seasonalNaive })), "
        out += "rate x birds now \(percent(result.meanError { $0.birdsNow })). "
        out += "Inside the likely range: \(percent(result.coverage)) of \(result.months.count) months.\n"
        out += plan(result.plan) + "\n"
        return out
    }

    /// How a plan was chosen, in one paragraph.
    static func plan(_ plan: ForecastPlan) -> String {
        let backtest = plan.backtest
        let model = plan.model
        var out = "Blend: \(plan.weights), chosen on \(backtest.pairs.count) backtested months "
        out += "(mean monthly error: model \(percent(backtest.meanError[.model])), "
        out += "seasonal-naive \(percent(backtest.meanError[.seasonalNaive])), recent rate \(percent(backtest.meanError[.recentRate])), "
        out += "blend \(percent(backtest.chosenError)); \(percent(backtest.coverage)) inside the range). "
        out += "Model: \(model.source), decline \(english.format(model.decline, places: 2)) a year, "
        out += "recent form \(english.format(model.recentLevel, places: 2)), "
        out += "\(english.format(model.turnover.joiningPerYear, places: 1)) hens joining a year, "
        out += "\(english.percent(model.turnover.leavingPerHenYear)) leaving; "
        out += "eggs a hen-day, January to December: \(model.monthlyRate.map { english.format($0, places: 2) }.joined(separator: " "))."
        return out
    }

    /// One row per group of alerts: episodes, right, precision; noted events, found, recall.
    static func alerts(_ score: AlertScore, name: String) -> String {
        score.rows.map { row in
            let cells = [
                name, row.codes.joined(separator: ", "), String(row.episodes), String(row.right), percent(row.precision),
                row.events.map(String.init) ?? "–", row.found.map(String.init) ?? "–", percent(row.recall),
            ]
            return "| " + cells.joined(separator: " | ") + " |\n"
        }.joined()
    }

    /// One row per cutoff of `record`, then all of them together: the mean monthly error of
    /// the forecast and of each baseline, how many months fell inside the range, and its
    /// mean width.
    static func cutoffs(_ record: ForecastRecord, name: String) -> String {
        func row(_ label: String, _ record: ForecastRecord) -> String {
            let months = record.months
            var cells = [name, label, "\(months.count) (\(months.filter { $0.seasonalNaive != nil }.count))"]
            cells += [
                percent(record.meanError { $0.forecast }), percent(record.meanError { $0.seasonalNaive }),
                percent(record.meanError { $0.recentRate }), percent(record.meanError { $0.birdsNow }),
            ]
            cells += ["\(months.filter(\.inRange).count) of \(months.count)", percent(record.coverage), percent(record.meanWidth)]
            return "| " + cells.joined(separator: " | ") + " |\n"
        }
        let list = record.cutoffList
        return list.map { row($0.description, record.at($0)) }.joined() + (list.isEmpty ? "" : row("all", record))
    }

    /// Every month of `record`: cutoff, month, eggs laid, the forecast and its range, and the
    /// baselines, tab-separated.
    static func recordMonths(_ record: ForecastRecord) -> String {
        var out = "cutoff\tmonth\tactual\tforecast\tlow\thigh\tsame month last year\trecent rate\trate x birds now\n"
        for m in record.months {
            let cells = [m.cutoff.description, m.month.description] + [m.actual, m.forecast, m.low, m.high].map(count)
            out += (cells + [count(m.seasonalNaive), count(m.recentRate), count(m.birdsNow)]).joined(separator: "\t") + "\n"
        }
        return out
    }

    /// One row per calendar year with a year of records before it: the error of the 12-month
    /// total and the mean monthly error, of the forecast and both baselines, and how many
    /// months fell inside the range.
    static func years(_ data: ForecastData, name: String, today: CivilDate) -> String {
        var out = ""
        let history = data.history
        var year = history.first.year + 1
        var rows: [Backtest] = []
        while year < today.year || (year == today.year && today.month == 12 && today.day == 31) {
            defer { year += 1 }
            let first = YearMonth(year: year, month: 1)
            guard history.before(first).count >= 12, let result = Backtest.run(data, from: first), result.months.count >= 6
            else { continue }
            rows.append(result)
            var cells = [name, String(year), "\(result.months.count) (\(result.withLastYear.count))", result.plan.weights.description]
            cells += [
                percent(result.totalError { $0.forecast }), percent(result.totalError { $0.seasonalNaive }),
                percent(result.totalError { $0.birdsNow }),
            ]
            cells += [
                percent(result.meanError { $0.forecast }), percent(result.meanError { $0.seasonalNaive }),
                percent(result.meanError { $0.birdsNow }),
            ]
            cells.append("\(result.months.filter(\.inRange).count) of \(result.months.count)")
            out += "| " + cells.joined(separator: " | ") + " |\n"
        }
        // All the years' months together.
        let months = rows.flatMap(\.months)
        func pooled(_ value: (Backtest.Month) -> Double?) -> String { percent(RollingBacktest.meanError(months, actual: \.actual, value)) }
        if rows.count > 1 {
            var cells = [name, "all", "\(months.count) (\(months.filter { $0.seasonalNaive != nil }.count))", "", "", "", ""]
            cells += [pooled { $0.forecast }, pooled { $0.seasonalNaive }, pooled { $0.birdsNow }]
            let inside = rows.reduce(0) { $0 + $1.months.filter(\.inRange).count }
            cells.append("\(inside) of \(rows.reduce(0) { $0 + $1.months.count })")
            out += "| " + cells.joined(separator: " | ") + " |\n"
        }
        return out
    }
}
