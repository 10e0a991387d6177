import CoopTemplate
import CoopValues

/// The data of `index.html`.
struct DashboardPageData: PageData {
    static let template = "pages/dashboard.xhtml"

    let common: PageCommon
    let dashboard: Dashboard

    static let templateFields = TemplateFields<DashboardPageData>(
        "DashboardPage",
        [
            .fields(of: { $0.common }),
            .field("dashboard", { $0.dashboard }),
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
    /// How this week so far compares with last week up to the same day: `more`, `fewer` or `same`.
    let weekTrend: String
    /// How many eggs more or fewer (0 when the same).
    let weekDifference: Int
    let weekLabel: String
    let bars: [DayBar]
    let hasRange: Bool
    let alerts: [AlertItem]
    let withheld: [WithheldNotice]
    /// The chores due on the day or before and not done since, the longest waiting first.
    var chores: [ChoreDueItem] = []
    let goal: Goal?
    let figures: [Figure]
    let notes: [Prepared<NoteItem>]
    /// How to add today's eggs; none in a public build.
    let add: AddHint?
    let recordingStreak: Int
    /// When the last feed bought runs out, from a week before: "The 20 kg of feed bought 2
    /// Nov lasts until about Monday 30 November."
    var feedRunOut: String? = nil
    /// Eggs set and still to hatch: "8 eggs set 1 Apr under Henrietta hatch about Wednesday 22 April."
    var hatchesDue: [String] = []

    static let templateFields = TemplateFields<Dashboard>(
        "Dashboard",
        [
            .field("hasEggs", { $0.hasEggs }),
            .field("today", { $0.today }),
            .field("laidToday", { $0.laidToday }, "eggs laid today; none when today is not recorded (0 is recorded)"),
            .field("recordedToday", { $0.laidToday != nil }, "whether today is recorded, even as 0"),
            .field("yesterday", { $0.yesterday }),
            .field("recordedYesterday", { $0.yesterday != nil }, "whether yesterday is recorded, even as 0"),
            .field("dayBefore", { $0.today.adding(days: -1) }, "the day before today, which yesterday counts"),
            .field("thisWeek", { $0.thisWeek }),
            .field("lastWeek", { $0.lastWeek }),
            .field("weekTrend", { $0.weekTrend }, "how this week so far compares with last week by the same day: more, fewer or same"),
            .field("weekDifference", { $0.weekDifference }, "how many eggs more or fewer than last week by the same day (0 when the same)"),
            .field("weekLabel", { $0.weekLabel }, "the week's first and last days: 16 Nov 2026 – 22 Nov 2026"),
            .field("bars", { $0.bars }),
            .field("hasRange", { $0.hasRange }, "a day of the bars is part of a range (for the legend)"),
            .field("alerts", { $0.alerts }),
            .field("withheld", { $0.withheld }, "the treatments whose eggs are not to be eaten or sold on the day shown"),
            .field("chores", { $0.chores }, "the chores due on the day or before, the longest waiting first; none without chores.yaml"),
            .field("goal", { $0.goal }),
            .field("figures", { $0.figures }, "quick stats"),
            .field("notes", { $0.notes }, "the latest notes"),
            .field("add", { $0.add }, "how to add today's eggs; none in a public build"),
            .field("recordingStreak", { $0.recordingStreak }, "days in a row recorded"),
            .field("hatchesDue", { $0.hatchesDue }, "eggs set and still to hatch, the first due first: a sentence each"),
            .field("feedRunOut", { $0.feedRunOut }, "when the feed bought last runs out at the recent rate, from a week before"),
            .field(
                "headsUp", { $0.hatchesDue + ($0.feedRunOut.map { [$0] } ?? []) },
                "what to get ready for, a sentence each: the hatches due, then the feed running out (one list under the withheld eggs)"),
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
    let url: String?
    let tick: String?
    /// A day before the first record: the coop's records had not begun, so it is no gap.
    var before = false

    static let templateFields = TemplateFields<DayBar>(
        "DayBar",
        [
            .field("date", { $0.date }),
            .field("laid", { $0.laid }),
            .field("height", { $0.height }, "percent of the tallest"),
            .field("isRange", { $0.isRange }),
            .field("isToday", { $0.isToday }),
            .field("gap", { $0.gap }, "not recorded (a day before the first record is not a gap)"),
            .field("before", { $0.before }, "a day before the first record"),
            .field("label", { $0.label }),
            .field("url", { $0.url }, "the day's month in the calendar, when that month has a page"),
            .field("tick", { $0.tick }, "a date under the bar: today's, each week's first day, the first bar; never closer than 4 bars"),
        ])

    /// Not recorded, once the records had begun.
    var gap: Bool { laid == nil && !before }
}

/// A dashboard alert.
struct AlertItem: TemplateData {
    let code: String
    let level: String
    let title: String
    let detail: String

    static let templateFields = TemplateFields<AlertItem>(
        "Alert",
        [
            .field("code", { $0.code }),
            .field("level", { $0.level }, "info or warning"),
            .field("title", { $0.title }),
            .field("detail", { $0.detail }),
        ])
}

/// A chore due on the dashboard's day or before: "Clean the coop: due since Sat 21 Nov".
struct ChoreDueItem: TemplateData {
    let title: String
    /// The day it has been due since.
    let due: CivilDate
    /// `overdue` when it was due before the day, `due` when it is due on the day.
    let state: String
    /// Under `coop serve`, the question its Done button opens; none on a built site.
    let doneURL: String?

    static let templateFields = TemplateFields<ChoreDueItem>(
        "ChoreDue",
        [
            .field("title", { $0.title }),
            .field("due", { $0.due }, "the day it has been due since"),
            .field("state", { $0.state }, "overdue (due before the day) or due (on the day)"),
            .field("doneURL", { $0.doneURL }, "under coop serve, the question of its Done button; none on a built site"),
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

    static let templateFields = TemplateFields<Goal>(
        "Goal",
        [
            .field("weekly", { $0.weekly }),
            .field("thisWeek", { $0.thisWeek }),
            .field("percent", { $0.percent }, "0-100"),
            .field("met", { $0.met }),
            .field("remaining", { $0.remaining }),
            .field("streak", { $0.streak }, "weeks in a row"),
            .field("longest", { $0.longest }),
            .field("weeksMet", { $0.weeksMet }),
            .field("completeWeeks", { $0.completeWeeks }),
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

    static let templateFields = TemplateFields<AddHint>(
        "AddHint",
        [
            .field("command", { $0.command }),
            .field("file", { $0.file }),
            .field("line", { $0.line }),
            .field("editURL", { $0.editURL }, "the egg file in the online editor"),
        ])
}

/// The data of `add.html`.
struct AddPageData: PageData {
    static let template = "pages/add.xhtml"

    let common: PageCommon
    let add: AddHint
    let examples: [AddExample]

    static let templateFields = TemplateFields<AddPageData>(
        "AddPage",
        [
            .fields(of: { $0.common }),
            .field("add", { $0.add }),
            .field("examples", { $0.examples }),
        ])
}

/// One way to add a record.
struct AddExample: TemplateData {
    let what: String
    let command: String
    let file: String
    let lines: String

    static let templateFields = TemplateFields<AddExample>(
        "AddExample",
        [
            .field("what", { $0.what }),
            .field("command", { $0.command }),
            .field("file", { $0.file }),
            .field("lines", { $0.lines }, "what to type into the file"),
        ])
}
