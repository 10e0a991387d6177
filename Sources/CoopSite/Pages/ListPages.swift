import CoopInsight
import CoopLocale
import CoopRecords
import CoopTemplate
import CoopValues

/// The list tab: egg counts month by month, notes, and the money records when there are
/// any. `list/index.html` is the current month's egg list.
enum ListPages {
    /// The menu of lists: egg months, then the other kinds of record that exist.
    static func menu(_ context: SiteContext) -> Menu {
        var other: [MenuLink] = []
        let coop = context.coop
        let words = context.words
        func link(_ label: Message, _ url: String, count: Int) {
            other.append(MenuLink(words(label), url, note: words.formats.format(count)))
        }
        if !coop.notes.isEmpty { link(.notesList, PageAddress.records(.notes).path, count: coop.notes.count) }
        if !coop.expenses.isEmpty { link(.expensesList, PageAddress.records(.expenses).path, count: coop.expenses.count) }
        if !coop.contributions.isEmpty {
            link(.contributionsList, PageAddress.records(.contributions).path, count: coop.contributions.count)
        }
        if !coop.deliveries.isEmpty { link(.deliveriesList, PageAddress.records(.deliveries).path, count: coop.deliveries.count) }
        var sections = other.isEmpty ? [] : [MenuSection(title: words(.recordsGroup), links: other)]
        let months = context.insight.months.filter(\.totals.isRecorded).reversed()
        for year in Set(months.map(\.start.year)).sorted(by: >) {
            let links = months.filter { $0.start.year == year }.map { period in
                MenuLink(
                    words.formats.format(period.start, .month), PageAddress.eggList(period.start.yearMonth).path,
                    note: words.formats.format(period.totals.laid))
            }
            sections.append(MenuSection(title: words(.eggsOfYear(year)), links: links, foldedURL: links.first?.url))
        }
        return Menu(title: words(.listsMenu), sections: sections)
    }

    static func pages(_ context: SiteContext) -> [SitePage] {
        let menu = menu(context)
        let layout = EggListLayout(context.coop, thresholds: context.thresholds)
        var pages: [SitePage] = []
        var months = Set(context.insight.months.filter(\.totals.isRecorded).map(\.start.yearMonth))
        months.insert(context.today.yearMonth)
        let sorted = months.sorted()
        for (index, ym) in sorted.enumerated() {
            let previous = index > 0 ? sorted[index - 1] : nil
            let next = index + 1 < sorted.count ? sorted[index + 1] : nil
            let title = context.words(.eggsInMonth(context.words.formats.format(ym.firstDay, .monthYear)))
            let month = PageAddress.eggList(ym)
            for address in ym == context.today.yearMonth ? [month, .list] : [month] {
                pages.append(
                    SitePage(
                        address,
                        data: EggListPageData(
                            common: context.common(address, title: title, menu: menu, current: month),
                            eggs: eggMonth(ym, context: context, layout: layout, previous: previous, next: next))))
            }
        }
        pages += NoteListPages.pages(context, menu: menu)
        pages += LedgerPages.pages(context, menu: menu)
        pages += TagPages.pages(context, menu: menu)
        return pages
    }

    /// What the egg lists of every month share: the columns, whether notes are shown, and the
    /// range entries (a few among thousands of entries).
    private struct EggListLayout {
        let ranges: [EggEntry]
        let kinds: [KindHeading]
        let severalKinds: Bool
        let gapColumns: Int
        let showNotes: Bool
        let showCracked: Bool
        let showWithheld: Bool

        init(_ coop: Coop, thresholds: ViewThresholds) {
            ranges = coop.eggs.entries.filter(\.isRange)
            kinds = coop.kinds.map { KindHeading(name: $0.name, label: $0.displayName, color: $0.color) }
            severalKinds = coop.hasSeveralKinds
            showCracked = thresholds.cracked
            showWithheld = coop.eggs.entries.contains { $0.withheld > 0 }
            gapColumns =
                1 + (showCracked ? 1 : 0) + (showWithheld ? 1 : 0) + (showCracked || showWithheld ? 1 : 0)
                + (coop.hasSeveralKinds ? coop.kinds.count : 0)
            showNotes = !coop.notes.isEmpty || !ranges.isEmpty
        }
    }

    /// A month's egg list: a row per day up to today, with the month's totals.
    private static func eggMonth(
        _ ym: YearMonth, context: SiteContext, layout: EggListLayout,
        previous: YearMonth?, next: YearMonth?
    ) -> EggMonth {
        let series = context.insight.series
        let coop = context.coop
        let words = context.words
        let first = ym.firstDay
        let last = ym.lastDay
        let ranges = layout.ranges.filter { $0.last >= first && $0.first <= last }
        // The titles of the notes by day of the month: a span note is listed once, on its first
        // day in the month, with its dates.
        var titles = [[String]](repeating: [], count: ym.dayCount + 1)
        for note in coop.notes where note.overlaps(from: first, through: last) {
            let title = note.until.map { words(.noteSpan(note.title, from: note.date, to: $0)) } ?? note.title
            titles[first.days(until: max(note.date, first)) + 1].append(title)
        }
        // Days after today are not listed: nothing can have been laid on them yet; nor days
        // before the first record, when the records had not begun.
        let from = context.insight.hasEggs ? max(first, series.firstDay) : first
        let listed = from <= min(last, context.today) ? Array(from...min(last, context.today)) : []
        // The entry written for each day that starts one (a range is edited from its first day).
        var written: [CivilDate: EggEntry] = [:]
        if context.app {
            for entry in coop.eggs.entries where entry.first >= first && entry.first <= last { written[entry.first] = entry }
        }
        let rows = listed.map { day -> EggRow in
            let range = ranges.first { $0.first <= day && $0.last >= day }
            return EggRow(
                date: day, laid: series.laid(on: day), isFuture: day > context.today,
                range: range.map { "\($0.first.iso)..\($0.last.iso): \($0.total)" },
                byKind: (0..<coop.kinds.count).map { series.laid(on: day, kind: $0) }, cracked: series.cracked(on: day),
                withheld: series.withheld(on: day), notes: titles[first.days(until: day) + 1],
                actions: context.actions(written[day]?.location))
        }
        let totals = series.totals(from: first, through: last)
        func link(_ other: YearMonth?) -> Link? {
            other.map { Link(words.formats.format($0.firstDay, .monthYear), PageAddress.eggList($0).path) }
        }
        return EggMonth(
            label: words.formats.format(ym.firstDay, .monthYear), id: ym.description, previous: link(previous), next: link(next),
            kinds: layout.kinds,
            severalKinds: layout.severalKinds, rows: rows, byKind: totals.laidByKind, laid: totals.laid, cracked: totals.cracked,
            edible: totals.edible, recordedDays: totals.recordedDays, calendarURL: PageAddress.calendarMonth(ym).path,
            gapColumns: layout.gapColumns,
            showNotes: layout.showNotes, showCracked: layout.showCracked, withheld: totals.withheld,
            showWithheld: layout.showWithheld)
    }
}
