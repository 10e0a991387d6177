import CoopInsight
import CoopRecords

/// The tabs of the site, in the order of the original app: Dashboard, Calendar, List,
/// Graph, Hens, then Kinds and People when there are several kinds or any people, and Stats
/// last. A tab exists only when it has something to show; the stats page always does.
struct Navigation: Sendable {
    struct Tab: Sendable {
        let id: String
        let label: String
        let url: String
    }

    let tabs: [Tab]

    init(coop: Coop, hasGraphs: Bool) {
        var tabs = [Tab(id: "dashboard", label: "Dashboard", url: "index.html")]
        if !coop.eggs.entries.isEmpty {
            tabs.append(Tab(id: "calendar", label: "Calendar", url: "calendar/index.html"))
        }
        tabs.append(Tab(id: "list", label: "List", url: "list/index.html"))
        if hasGraphs { tabs.append(Tab(id: "graphs", label: "Graph", url: "graphs/index.html")) }
        if !coop.hens.isEmpty { tabs.append(Tab(id: "hens", label: "Hens", url: "hens/index.html")) }
        if coop.hasSeveralKinds { tabs.append(Tab(id: "kinds", label: "Kinds", url: "kinds/index.html")) }
        if !coop.people.isEmpty { tabs.append(Tab(id: "people", label: "People", url: "people/index.html")) }
        tabs.append(Tab(id: "stats", label: "Stats", url: "stats.html"))
        self.tabs = tabs
    }
}
