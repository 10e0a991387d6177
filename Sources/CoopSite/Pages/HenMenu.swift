import CoopRecords
import CoopValues

/// The hens tab's menu.
///
/// A flock of up to ``MenuWindow/whole`` hens lists every hen on every page. A larger flock's
/// menu lists instead, on a hen's page, the ``MenuWindow/size`` hens nearest her in her group
/// (in the flock, or gone), and the other group as a heading linking to its first hen; the
/// flock page, which shows every hen, lists only the headings (``MenuWindow``).
struct HenMenu {
    private let context: SiteContext
    /// The hens in the flock, then those gone (when there are any), each group marked gone or not.
    private let groups: [(gone: Bool, hens: [Int])]
    /// The menu every page shows, for a small flock.
    private let shared: Menu?

    /// The menu of `context`'s hens.
    init(_ context: SiteContext) {
        self.context = context
        let coop = context.coop
        let insight = context.insight
        let present = coop.hens.indices.filter { insight.status(ofHen: $0) != .removed }
        let gone = coop.hens.indices.filter { insight.status(ofHen: $0) == .removed }
        groups = [(false, present), (true, gone)].filter { !$0.1.isEmpty || !$0.0 }
        shared =
            coop.hens.count <= MenuWindow.whole
            ? Self.menu(context, groups.map { (context.words(.hensMenuGroup(gone: $0.gone)), $0.hens, nil) }) : nil
    }

    /// The menu on the page of hen `hen`, or on the flock page (`nil`).
    func menu(for hen: Int?) -> Menu {
        if let shared { return shared }
        return Self.menu(
            context,
            groups.map { gone, hens in
                let heading = context.words(.hensMenuGroup(gone: gone, count: hens.count))
                guard let hen, let position = hens.firstIndex(of: hen) else {
                    // Folded here: the heading links to the group's first hen.
                    return (
                        heading, Array(hens[MenuWindow.range(count: hens.count, around: nil)]),
                        hens.first.map { PageAddress.hen(slug: context.coop.hens[$0].slug).path }
                    )
                }
                return (
                    heading, Array(hens[MenuWindow.range(count: hens.count, around: position)]),
                    hens.first.map { PageAddress.hen(slug: context.coop.hens[$0].slug).path }
                )
            })
    }

    /// A menu of "The flock" and `sections` of hens, each folded (to `folded`) on pages outside it.
    private static func menu(_ context: SiteContext, _ sections: [(title: String, hens: [Int], folded: String?)]) -> Menu {
        let coop = context.coop
        var out = [MenuSection(title: nil, links: [MenuLink(context.words(.flockTitle), PageAddress.hens.path)])]
        for (title, hens, folded) in sections {
            out.append(
                MenuSection(
                    title: title, links: hens.map { MenuLink(coop.hens[$0].name, PageAddress.hen(slug: coop.hens[$0].slug).path) },
                    foldedURL: folded))
        }
        return Menu(title: context.words(.hensMenu), sections: out)
    }
}
