import CoopInsight
import CoopLocale
import CoopRecords
import CoopTemplate
import CoopValues
import Synchronization

/// The day cells of the calendar: the month pages' grids and the year pages' heatmaps,
/// several thousand a build.
///
/// A day without notes or deliveries has the same cell on its month's page and its year's:
/// those cells are made once a month, by whichever of the two pages is made first (pages are
/// made in parallel), and kept for the other.
struct CalendarCells: Sendable {
    let series: EggSeries
    let today: CivilDate
    let shading: Shading
    /// The site's language, for the cells' labels.
    let words: Words
    /// The daily share of the goal, when the coop has one.
    let dailyTarget: Int?
    /// Under coop serve, the edit form of the entry starting on each day; `nil` in a static site.
    let editURLs: [CivilDate: String]?
    /// The cells of the months made so far, as ``plainDays(of:)`` gives them.
    private let madeMonths = MadeMonths()

    /// The months' cells already made, shared by the pages made in parallel.
    private final class MadeMonths: Sendable {
        let cells = Mutex<[YearMonth: [Prepared<DayCell>]]>([:])
    }

    /// The first day recorded: the days before it are no gaps.
    let firstRecord: CivilDate
    /// The coop, whose treatments' withdrawals mark the days whose eggs are withheld.
    let coop: Coop
    /// The days eggs set hatch, or are due to.
    let hatchDays: Set<CivilDate>

    init(_ context: SiteContext, shading: Shading) {
        series = context.insight.series
        firstRecord = context.insight.hasEggs ? context.insight.series.firstDay : context.today.adding(days: 1)
        today = context.today
        self.shading = shading
        words = context.words
        dailyTarget = context.insight.goal?.dailyTarget
        coop = context.coop
        hatchDays = Set(context.coop.hatches.map { $0.hatchDay(kinds: context.coop.kinds) })
        editURLs =
            context.app
            ? Dictionary(
                context.coop.eggs.entries.compactMap { entry in context.actions(entry.location).map { (entry.first, $0.edit) } },
                uniquingKeysWith: { first, _ in first }) : nil
    }

    /// The cells of the days of `ym` as they are without notes or deliveries, the 1st first.
    /// Two pages asking at once may both make them; they make the same cells.
    func plainDays(of ym: YearMonth) -> [Prepared<DayCell>] {
        if let made = madeMonths.cells.withLock({ $0[ym] }) { return made }
        let first = ym.firstDay
        let cells = (0..<ym.dayCount).map { Prepared(day(first.adding(days: $0))) }
        madeMonths.cells.withLock { $0[ym] = $0[ym] ?? cells }
        return cells
    }

    /// The cell of `day`, with the titles of the notes that cover it and the eggs handed out
    /// that day.
    func day(_ day: CivilDate, titles: [String] = [], deliveries: Int = 0) -> DayCell {
        let laid = series.laid(on: day)
        let isRange = series.isRangeDay(day)
        let before = day < firstRecord
        return DayCell(
            day: day.day, date: day, inMonth: true, recorded: laid != nil, laid: laid, level: shading.level(laid ?? 0), isRange: isRange,
            isGoal: dailyTarget.map { laid != nil && (laid ?? 0) >= $0 && !isRange } ?? false, isToday: day == today, isFuture: day > today,
            notes: titles, deliveries: deliveries, withheld: coop.withholds(day),
            hatch: hatchDays.contains(day), label: label(day, laid: laid, isRange: isRange, titles: titles),
            app: app(day, laid: laid), listURL: day <= today && !before ? Self.listRow(day) : nil, before: before)
    }

    /// The day's row in its month's egg list, which has an anchor for every day.
    static func listRow(_ day: CivilDate) -> String { PageAddress.eggList(day.yearMonth).path(at: "d" + day.iso) }

    /// Under coop serve, the form tapping `day` opens: its entry's, or a new egg count for it.
    private func app(_ day: CivilDate, laid: Int?) -> Link? {
        guard let editURLs, day <= today else { return nil }
        if let edit = editURLs[day] { return Link(words(.editDay(day)), edit) }
        guard laid == nil else { return nil }
        return Link(words(.addEggsOfDay(day)), AppRoute.add(.eggs, date: day, back: PageAddress.calendarMonth(day.yearMonth).path))
    }

    /// `Sunday 22 November 2026: 12 eggs (part of a range); Molt started`: the day's message,
    /// then the titles of its notes.
    func label(_ day: CivilDate, laid: Int?, isRange: Bool, titles: [String]) -> String {
        let said: Message
        if let laid {
            said = .calendarDay(day, eggs: laid, inRange: isRange)
        } else if day > today {
            said = .calendarDayToCome(day)
        } else if day < firstRecord {
            said = .calendarDayBeforeFirstRecord(day)
        } else {
            said = .calendarDayNotRecorded(day)
        }
        return titles.reduce(words(said)) { words(.calendarDayAndNote($0, note: $1)) }
    }
}
