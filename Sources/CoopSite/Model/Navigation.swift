import CoopInsight
import CoopLocale
import CoopRecords

/// The tabs of the site, in the order of the original app: Dashboard, Calendar, List,
/// Graph, Hens, then Kinds and People when there are several kinds or any people, and Stats
/// last. A tab exists only when it has something to show; the stats page always does.
struct Navigation: Sendable {
    /// The tabs there can be, each named once: its id is its page's `data-tab` and its
    /// label's message (`tab.dashboard`).
    enum TabID: String, CaseIterable, Sendable {
        case dashboard, calendar, list, graphs, hens, kinds, people, stats

    }

    struct Tab: Sendable {
        let id: String
        let label: String
        let url: String
    }

    let tabs: [Tab]

    init(coop: Coop, hasGraphs: Bool, words: Words) {
        var ids: [TabID] = [.dashboard]
        if !coop.eggs.entries.isEmpty { ids.append(.calendar) }
        ids.append(.list)
        if hasGraphs { ids.append(.graphs) }
        if !coop.hens.isEmpty { ids.append(.hens) }
        if coop.hasSeveralKinds { ids.append(.kinds) }
        if !coop.people.isEmpty { ids.append(.people) }
        ids.append(.stats)
        tabs = ids.map { Tab(id: $0.rawValue, label: words(.tab($0)), url: $0.address.path) }
    }
}
