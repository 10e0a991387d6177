import CoopLocale
import CoopValues

/// What the hens tab says around its hens: the flock page, a hen's facts and her line on a
/// card, and the tab's menu.
extension Message {
    /// The flock page's title, and the menu's link to it: "The flock".
    static let flockTitle = Message("hens.title")

    /// The hens tab's menu: "Hens".
    static let hensMenu = Message("hens.menu")

    /// A group of the hens tab's menu: "In the flock", "Gone".
    static func hensMenuGroup(gone: Bool) -> Message { Message(gone ? "hens.menu-gone" : "hens.menu-present") }

    /// A group of a large flock's menu, with how many hens it has: "In the flock (1,000)".
    static func hensMenuGroup(gone: Bool, count: Int) -> Message {
        Message(gone ? "hens.menu-gone-count" : "hens.menu-present-count", ["count": .count(count)])
    }

    /// When a hen joined the flock, on her card: "joined 23 Mar 2024".
    static func henJoined(_ day: CivilDate) -> Message { Message("hens.joined", ["day": .date(day)]) }

    /// When a hen left, on her card: "left 3 Jun 2025", "left 3 Jun 2025 (fox)".
    static func henLeft(_ day: CivilDate, reason: String?) -> Message {
        guard let reason else { return Message("hens.left", ["day": .date(day)]) }
        return Message("hens.left-why", ["day": .date(day), "reason": .text(reason)])
    }

    /// A fact of a hen's page: "Breed", "Hatched", "Joined the flock".
    static func henFact(_ fact: HenFact) -> Message { Message("hen.fact." + fact.rawValue) }
}

/// The facts a hen's page lists, each a message `hen.fact.<name>`.
enum HenFact: String, Sendable {
    case breed, lays, hatched, age, joined
    case firstEgg = "first-egg"
    case left, why, cause, hatching
}
