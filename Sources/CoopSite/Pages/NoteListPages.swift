import CoopRecords

/// `list/notes.html`: the notes, newest first, with the index of every tag. A coop with more
/// than ``onePageUpTo`` notes has a page a year (``YearPages``): the newest year at
/// `list/notes.html` (with the tags), each earlier one at `list/notes/2025.html`; every link
/// to a note (``address(of:in:)``) goes to the page that holds it.
enum NoteListPages {
    /// The most notes the list holds on one page before it is split by year.
    static let onePageUpTo = YearPages.onePageUpTo

    /// The pages of the list of notes of `coop`.
    static func years(_ coop: Coop) -> YearPages {
        YearPages(coop.notes.lazy.map(\.date), splitPast: onePageUpTo, newest: .records(.notes), earlier: { .recordsYear(.notes, $0) })
    }

    /// The list of notes, a page a year when it is long.
    static func pages(_ context: SiteContext, menu: Menu) -> [SitePage] {
        let coop = context.coop
        guard !coop.notes.isEmpty else { return [] }
        let byYear = context.noteYears
        let tagged = context.tagged
        let tags = tagged.slugs.map { slug in TagItem(tagged.names[slug] ?? slug, slug: slug, count: tagged.count(slug)) }
        return byYear.pages.map { year, address in
            SitePage(address, data: page(year, at: address, context: context, menu: menu, tags: tags))
        }
    }

    /// The page of `year` (every note: `nil`) at `address`; `tags` is the index of every tag,
    /// shown on the list's own page, which the graphs' "all tags" link opens.
    private static func page(_ year: Int?, at address: PageAddress, context: SiteContext, menu: Menu, tags: [TagItem]) -> NoteListPageData {
        let coop = context.coop
        let byYear = context.noteYears
        let shown = coop.notes.indices.reversed().filter { YearPages.shows(coop.notes[$0].date, onPageOf: year) }
        // The notes are sorted by date: the newest first fall into years one after another.
        var groups: [(year: Int, notes: [Int])] = []
        for index in shown {
            let noteYear = coop.notes[index].date.year
            if groups.last?.year == noteYear { groups[groups.count - 1].notes.append(index) } else { groups.append((noteYear, [index])) }
        }
        return NoteListPageData(
            common: context.common(
                address, title: byYear.title(context.words(.notesList), year, words: context.words), menu: menu, current: byYear.newest),
            yearMenu: byYear.menu(year, words: context.words),
            notes: shown.map { context.noteInFull($0) },
            years: groups.map { NoteYear(year: String($0.year), notes: $0.notes.map { context.noteInFull($0) }) },
            tags: address == byYear.newest ? tags : [])
    }
}
