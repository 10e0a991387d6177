import CoopInsight
import CoopLocale
import CoopRecords
import CoopTemplate
import CoopValues

/// `kinds/index.html`: the kinds of egg, only when there are two or more.
enum KindsPage {
    static func pages(_ context: SiteContext) -> [SitePage] {
        let coop = context.coop
        guard coop.hasSeveralKinds else { return [] }
        let insight = context.insight
        let all = insight.series.allTime
        let yearStart = CivilDate.firstDay(ofYear: context.today.year)
        let year = insight.series.totals(from: yearStart, through: context.today)
        let kinds = coop.kinds.enumerated().map { index, k -> KindSummary in
            let henDays = insight.census.layingHenDays(from: insight.series.firstDay, through: insight.series.lastDay, kind: index)
            let hens = coop.hens.filter { $0.kindIndex == index && $0.isPresent(on: context.today) }
            return KindSummary(
                name: k.name, label: k.displayName, color: k.color, size: k.size,
                hens: hens.map { Link($0.name, PageAddress.hen(slug: $0.slug).path) },
                laid: all.laidByKind[index], thisYear: year.laidByKind[index],
                share: all.laid > 0 ? Double(all.laidByKind[index]) / Double(all.laid) : 0,
                perHenDay: henDays > 0
                    ? Double(insight.census.laidWithLayingHens(from: insight.series.firstDay, through: insight.series.lastDay, kind: index))
                        / Double(henDays) : nil, details: Items.details(k.details),
                actions: context.actions(k.location),
                expectation: (context.thresholds.layingRate
                    ? ExpectedLaying.kind(index, insight: insight, from: context.today.adding(days: -364), through: context.today) : nil)
                    .map { ExpectationData($0, words: context.words) })
        }
        let address = PageAddress.kinds
        return [
            SitePage(
                address,
                data: KindsPageData(
                    common: context.common(address, title: context.words(.kindsTitle), menu: nil), kinds: kinds))
        ]
    }
}

extension Message {
    /// The kinds page's title: "Egg kinds".
    static let kindsTitle = Message("kinds.title")
}
