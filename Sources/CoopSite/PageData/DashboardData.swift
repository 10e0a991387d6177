import CoopTemplate
import CoopValues

/// The data of `index.html`.
struct DashboardPageData: PageData {
    static let template = "pages/dashboard.xhtml"

    let common: PageCommon
    let dashboard: Dashboard

    static let templateFields = TemplateFields<DashboardPageData>("DashboardPage", [
        .fields(of: \.common),
        .field("dashboard", \.dashboard),
    ])
}

/// Today, this week, the last 30 days, alerts, the goal, quick stats and the latest notes.
struct Dashboard: TemplateData {
    let hasEggs: Bool
    let today: CivilDate
    let laidToday: Int?
    let yesterday: Int?
    let thisWeek: Int
    let lastWeek: Int
    let weekChange: String
    let weekLabel: String
    let bars: [DayBar]
    let hasRange: Bool
    let alerts: [AlertItem]
    let goal: Goal?
    let figures: [Figure]
    let notes: [Prepared<NoteItem>]
    let add: AddHint
    let recordingStreak: Int

    static let templateFields = TemplateFields<Dashboard>("Dashboard", [
        .field("hasEggs", \.hasEggs),
        .field("today", \.today),
        .field("laidToday", \.laidToday),
        .field("yesterday", \.yesterday),
        .field("thisWeek", \.thisWeek),
        .field("lastWeek", \.lastWeek),
        .field("weekChange", \.weekChange, "how this week compares with last week so far"),
        .field("weekLabel", \.weekLabel),
        .field("bars", \.bars),
        .field("hasRange", \.hasRange, "a day of the bars is part of a range (for the legend)"),
        .field("alerts", \.alerts),
        .field("goal", \.goal),
        .field("figures", \.figures, "quick stats"),
        .field("notes", \.notes, "the latest notes"),
        .field("add", \.add),
        .field("recordingStreak", \.recordingStreak, "days in a row recorded"),
    ])
}

/// A day of the dashboard's last 30 days.
struct DayBar: TemplateData {
    let date: CivilDate
    let laid: Int?
    let height: Int
    let isRange: Bool
    let isToday: Bool
    let label: String
    let url: String
    let tick: String?

    static let templateFields = TemplateFields<DayBar>("DayBar", [
        .field("date", \.date),
        .field("laid", \.laid),
        .field("height", \.height, "percent of the tallest"),
        .field("isRange", \.isRange),
        .field("isToday", \.isToday),
        .field("gap", \.gap, "not recorded"),
        .field("label", \.label),
        .field("url", \.url, "the day's month in the calendar"),
        .field("tick", \.tick, "a date under the bar: today, each week's first day, the first bar; never closer than 4 bars"),
    ])

    /// Not recorded.
    var gap: Bool { laid == nil }
}

/// A dashboard alert.
struct AlertItem: TemplateData {
    let code: String
    let level: String
    let title: String
    let detail: String

    static let templateFields = TemplateFields<AlertItem>("Alert", [
        .field("code", \.code),
        .field("level", \.level, "info or warning"),
        .field("title", \.title),
        .field("detail", \.detail),
    ])
}

/// The weekly goal and its streaks.
struct Goal: TemplateData {
    let weekly: Int
    let thisWeek: Int
    let streak: Int
    let longest: Int
    let weeksMet: Int
    let completeWeeks: Int

    static let templateFields = TemplateFields<Goal>("Goal", [
        .field("weekly", \.weekly),
        .field("thisWeek", \.thisWeek),
        .field("percent", \.percent, "0-100"),
        .field("met", \.met),
        .field("remaining", \.remaining),
        .field("streak", \.streak, "weeks in a row"),
        .field("longest", \.longest),
        .field("weeksMet", \.weeksMet),
        .field("completeWeeks", \.completeWeeks),
    ])

    /// How much of the goal this week has laid, 0-100.
    var percent: Int { min(100, thisWeek * 100 / max(1, weekly)) }
    /// Whether this week met the goal.
    var met: Bool { thisWeek >= weekly }
    /// The eggs still missing this week.
    var remaining: Int { max(0, weekly - thisWeek) }
}

/// How to add today's count.
struct AddHint: TemplateData {
    let command: String
    let file: String
    let line: String
    let editURL: String?

    static let templateFields = TemplateFields<AddHint>("AddHint", [
        .field("command", \.command),
        .field("file", \.file),
        .field("line", \.line),
        .field("editURL", \.editURL, "the egg file in the online editor"),
    ])
}

/// The data of `add.html`.
struct AddPageData: PageData {
    static let template = "pages/add.xhtml"

    let common: PageCommon
    let add: AddHint
    let examples: [AddExample]

    static let templateFields = TemplateFields<AddPageData>("AddPage", [
        .fields(of: \.common),
        .field("add", \.add),
        .field("examples", \.examples),
    ])
}

/// One way to add a record.
struct AddExample: TemplateData {
    let what: String
    let command: String
    let file: String
    let lines: String

    static let templateFields = TemplateFields<AddExample>("AddExample", [
        .field("what", \.what),
        .field("command", \.command),
        .field("file", \.file),
        .field("lines", \.lines, "what to type into the file"),
    ])
}
