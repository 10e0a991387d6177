import CoopLocale
import CoopValues

/// The years of a long list or ledger, a page each: the newest year at the list's own address
/// (`list/expenses.html`, `people/rivera-family.html`), each earlier one at its year's
/// (`list/expenses/2025.html`), so a page holds one year's records however far back they go,
/// and each page has a menu of the years. A list whose records all fall in one year is one
/// page without a menu, as before. The list of notes and a tag's page are split only when they
/// hold more than ``onePageUpTo`` records (``init(_:splitPast:newest:earlier:)``).
struct YearPages {
    /// The most records a list split only when long (the notes, a tag's page) holds on one page.
    static let onePageUpTo = 40

    /// The years with records, newest first; none for a list without records.
    let years: [Int]
    /// How many records each year has.
    let counts: [Int: Int]
    /// The address of the newest year's page.
    let newest: PageAddress
    /// The address of an earlier year's page.
    let earlier: @Sendable (Int) -> PageAddress

    /// The years of records dated `dates`: the newest at `newest`, the others at `earlier`.
    init(_ dates: some Sequence<CivilDate>, newest: PageAddress, earlier: @escaping @Sendable (Int) -> PageAddress) {
        var counts: [Int: Int] = [:]
        for date in dates { counts[date.year, default: 0] += 1 }
        self.counts = counts
        years = counts.keys.sorted(by: >)
        self.newest = newest
        self.earlier = earlier
    }

    /// The years of records dated `dates` when there are more than `limit` of them; fewer
    /// are one page (no years) at `newest`.
    init(
        _ dates: some Collection<CivilDate>, splitPast limit: Int, newest: PageAddress,
        earlier: @escaping @Sendable (Int) -> PageAddress
    ) {
        self.init(dates.count > limit ? Array(dates) : [], newest: newest, earlier: earlier)
    }

    /// The page of `year`.
    func address(_ year: Int) -> PageAddress { year == years.first ? newest : earlier(year) }

    /// The page that holds a record of `date`: its year's, or the one page of a list without years.
    func address(of date: CivilDate) -> PageAddress { years.isEmpty ? newest : address(date.year) }

    /// Whether a record of `date` is on the page of `year` (every record is on the one page
    /// of a list without years, `year` nil).
    static func shows(_ date: CivilDate, onPageOf year: Int?) -> Bool { year == nil || date.year == year }

    /// The pages to write: each year with its address, newest first; a list without records
    /// is one page (`year` nil) at `newest`.
    var pages: [(year: Int?, address: PageAddress)] {
        years.isEmpty ? [(nil, newest)] : years.map { ($0, address($0)) }
    }

    /// The title of the page of `year`: `title` for the newest year, "Expenses, 2025" for an earlier one.
    func title(_ title: String, _ year: Int?, words: Words) -> String {
        guard let year, year != years.first else { return title }
        return words(.ofYear(title, year))
    }

    /// The menu of years on the page of `year`, each year's number of records beside it; `nil` when there is one year or none.
    func menu(_ year: Int?, words: Words) -> YearMenu? {
        guard let year, years.count > 1 else { return nil }
        return YearMenu(
            year: String(year),
            links: years.map { other in
                MenuItem(
                    MenuLink(String(other), address(other).path, note: words.formats.format(counts[other] ?? 0)), current: other == year)
            })
    }

    /// A page for each year of `records` (dated by `date`), titled `title` (with the year on
    /// the earlier ones) in the tab of `menu`: `data` makes a page's data from the year's
    /// records, its frame and its menu of years.
    func pages<Record: Sendable, Data: PageData>(
        of records: [Record], date: (Record) -> CivilDate, title: String, context: SiteContext, menu: Menu,
        data: @escaping @Sendable (_ shown: [Record], _ common: PageCommon, _ years: YearMenu?) -> Data
    ) -> [SitePage] {
        pages.map { year, address in
            let shown = records.filter { Self.shows(date($0), onPageOf: year) }
            let common = context.common(address, title: self.title(title, year, words: context.words), menu: menu, current: newest)
            let years = self.menu(year, words: context.words)
            return SitePage(address, data: data(shown, common, years))
        }
    }
}
