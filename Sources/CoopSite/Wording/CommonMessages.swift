import CoopLocale
import CoopRecords

/// The messages many pages say: counts of eggs, the tabs, lists in a sentence. Each page's
/// own messages are declared beside its wording (`AlertWording`, `ForecastWording`, …).
extension Message {
    /// "3 eggs", "1 egg", "0 eggs".
    static func eggs(_ count: Int) -> Message { Message("count.eggs", ["count": .count(count)]) }

    /// "3 eggs", "1 egg", "no eggs".
    static func eggsOrNone(_ count: Int) -> Message { Message("count.eggs-or-none", ["count": .count(count)]) }

    /// The label of the tab `tab`: "Dashboard".
    static func tab(_ tab: Navigation.TabID) -> Message { Message("tab." + tab.rawValue) }

    /// "Our coop": the title of a coop whose coop.yaml gives none.
    static let defaultTitle = Message("site.default-title")
}

extension Words {
    /// `parts` in a sentence, the language's way: "Pearl", "Pearl and Ginger", "Pearl, Ginger
    /// and Hazel" (CLDR's list patterns: `list.two`, `list.start`, `list.middle`, `list.end`).
    func list(_ parts: [String]) -> String {
        switch parts.count {
        case 0: return ""
        case 1: return parts[0]
        case 2: return self(Message("list.two", ["first": .text(parts[0]), "second": .text(parts[1])]))
        default:
            var tail = self(Message("list.end", ["first": .text(parts[parts.count - 2]), "second": .text(parts[parts.count - 1])]))
            for part in parts.dropFirst().dropLast(2).reversed() {
                tail = self(Message("list.middle", ["first": .text(part), "second": .text(tail)]))
            }
            return self(Message("list.start", ["first": .text(parts[0]), "second": .text(tail)]))
        }
    }
}

extension Words {
    /// The coop's title: coop.yaml's, or the language's default.
    public func title(of settings: Settings) -> String { settings.title ?? self(.defaultTitle) }
}
