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
    /// Before a last part that starts with the sound "i", `list.two-before-i` and
    /// `list.end-before-i`: Spanish writes "Olivia e Inés", not "y".
    func list(_ parts: [String]) -> String {
        switch parts.count {
        case 0: return ""
        case 1: return parts[0]
        case 2:
            let key = Self.startsWithISound(parts[1]) ? "list.two-before-i" : "list.two"
            return self(Message(key, ["first": .text(parts[0]), "second": .text(parts[1])]))
        default:
            let last = parts[parts.count - 1]
            let key = Self.startsWithISound(last) ? "list.end-before-i" : "list.end"
            var tail = self(Message(key, ["first": .text(parts[parts.count - 2]), "second": .text(last)]))
            for part in parts.dropFirst().dropLast(2).reversed() {
                tail = self(Message("list.middle", ["first": .text(part), "second": .text(tail)]))
            }
            return self(Message("list.start", ["first": .text(parts[0]), "second": .text(tail)]))
        }
    }

    /// Whether `word` starts with the sound "i" as Spanish spells it: `i` or `í`, after an `h`
    /// or not (Inés, Hilda, Ícaro), but not an unaccented i before a vowel, which glides into it
    /// (hielo, hierba, Iolanda), nor a y (yema).
    static func startsWithISound(_ word: String) -> Bool {
        var letters = Array(word.lowercased().prefix(3))
        if letters.first == "h" { letters.removeFirst() }
        guard let i = letters.first, i == "i" || i == "í" else { return false }
        guard i == "i", letters.count > 1 else { return true }
        return !"aeiouáéíóú".contains(letters[1])
    }
}

extension Words {
    /// The coop's title: coop.yaml's, or the language's default.
    public func title(of settings: Settings) -> String { settings.title ?? self(.defaultTitle) }
}
