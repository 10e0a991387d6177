import CoopInsight
import CoopMarkdown
import CoopRecords
import CoopTemplate
import CoopValues

/// `hens/index.html`, the flock; and `hens/<slug>.html`, one hen: facts, age, status,
/// photo, her story, her notes and the eggs credited to her.
enum HenPages {
    static func credited(_ coop: Coop) -> [Int: [(CivilDate, Int)]] {
        var out: [Int: [(CivilDate, Int)]] = [:]
        for entry in coop.eggs.entries {
            for credit in entry.credits { out[credit.henIndex, default: []].append((entry.first, credit.count)) }
        }
        return out
    }

    static func card(_ index: Int, context: SiteContext, credits: [Int: [(CivilDate, Int)]]) -> HenCard {
        let coop = context.coop
        let words = context.words
        let hen = coop.hens[index]
        let status = context.insight.status(ofHen: index)
        let ageEnd = min(context.today, hen.removed ?? context.today)
        var summary: [String] = []
        if let added = hen.added { summary.append(words(.henJoined(added))) }
        if let removed = hen.removed { summary.append(words(.henLeft(removed, reason: hen.removedReason))) }
        return HenCard(
            name: hen.name, url: PageAddress.hen(slug: hen.slug).path, photo: hen.photo.map(Items.fileURL), breed: hen.breed,
            kind: coop.hasSeveralKinds ? coop.kinds[hen.kindIndex].displayName : nil, color: coop.kinds[hen.kindIndex].color,
            status: status.rawValue, statusLabel: words(.henStatus(status)),
            age: hen.hatched.flatMap { Age(from: $0, to: ageEnd) }.map { words(.age($0)) },
            credited: (credits[index] ?? []).reduce(0) { $0 + $1.1 }, summary: summary.joined(separator: ", "))
    }

    static func pages(_ context: SiteContext) -> [SitePage] {
        let write = TextFormats(context)
        let coop = context.coop
        guard !coop.hens.isEmpty else { return [] }
        let insight = context.insight
        let words = context.words
        let menus = HenMenu(context)
        let credits = credited(coop)
        // Each card is made into template data once: the flock page and her own page show it.
        let cards = coop.hens.indices.map { Prepared(card($0, context: context, credits: credits)) }
        let removed = coop.hens.indices.filter { insight.status(ofHen: $0) == .removed }
        var pages: [SitePage] = []
        pages.append(
            SitePage(
                .hens,
                data: HensPageData(
                    common: context.common(.hens, title: words(.flockTitle), menu: menus.menu(for: nil)),
                    current: coop.hens.indices.filter { !removed.contains($0) }.map { cards[$0] }, past: removed.map { cards[$0] },
                    laying: insight.census.laying(on: context.today), present: insight.census.present(on: context.today),
                    losses: FlockLosses(hens: coop.hens, today: context.today).map { StatsPage.lossGroups($0, context: context) } ?? [])))
        for (i, hen) in coop.hens.enumerated() {
            let address = PageAddress.hen(slug: hen.slug)
            let kind = coop.kinds[hen.kindIndex]
            let age = hen.hatched.flatMap { Age(from: $0, to: min(context.today, hen.removed ?? context.today)) }
            let rows: [(HenFact, String?)] = [
                (.breed, hen.breed), (.lays, coop.hasSeveralKinds ? kind.displayName : nil), (.hatched, hen.hatched.map(write.day)),
                (.age, age.map { words(.age($0)) }), (.joined, hen.added.map(write.day)),
                (.firstEgg, hen.startedLaying.map(write.day)), (.left, hen.removed.map(write.day)), (.why, hen.removedReason),
                (.cause, hen.cause.map { words(.lossCause($0)) }), (.hatching, StatsPage.henHatching(i, context: context)),
            ]
            let facts = Items.facts(rows.map { (words(.henFact($0)), $1) })
            var byMonth: [YearMonth: Int] = [:]
            for (day, count) in credits[i] ?? [] { byMonth[day.yearMonth, default: 0] += count }
            let notes = coop.notes.indices.filter { coop.notes[$0].henIndexes.contains(i) }.reversed()
            let detail = HenDetail(
                card: cards[i], facts: facts, details: Items.details(hen.details),
                about: hen.about.map { Markup(trusted: Markdown.html($0)) },
                notes: notes.map { context.notes[$0] },
                treatments: TreatmentItem.treatments(ofHen: i, in: coop, actions: { context.actions($0) }),
                creditedByMonth: byMonth.keys.sorted(by: >).map { ym in
                    MonthCount(label: write.month(ym), url: PageAddress.eggList(ym).path, count: byMonth[ym] ?? 0)
                },
                previous: i > 0 ? Link(coop.hens[i - 1].name, PageAddress.hen(slug: coop.hens[i - 1].slug).path) : nil,
                next: i + 1 < coop.hens.count ? Link(coop.hens[i + 1].name, PageAddress.hen(slug: coop.hens[i + 1].slug).path) : nil,
                actions: context.actions(hen.location), laying: HenLayingSection.data(i, context: context),
                notLaying: HenLayingSection.notLaying(i, context: context))
            pages.append(
                SitePage(
                    address,
                    data: HenPageData(common: context.common(address, title: hen.name, menu: menus.menu(for: i)), hen: detail)))
        }
        return pages
    }
}
