/// The names a public build must not publish, found in a text whatever its case and accents,
/// as whole words: a person's name (`Jen Kowalski`), its first and last words when they are
/// distinctive (`Jen`, `Kowalski`; not `Maple` when the coop is Maple Street Coop, nor
/// `family` or `market`), and the family's
/// `private_names`. A name's last word also matches with an `s` (`the Riveras`); a
/// possessive (`Jen's`) is the name and an `s`.
struct NameFinder: Sendable {
    /// A name as written, and its words as ``Slug/words(_:)`` spells them.
    struct Name: Sendable {
        /// The name as the content writes it (`Jen Kowalski`, or `Jen` for its first word).
        let shown: String
        /// Its words, lower case and without accents.
        let words: [Substring]
    }

    /// Words that are never a name on their own, though a name starts with them.
    private static let commonWords: Set<Substring> = [
        "the", "our", "my", "mr", "mrs", "ms", "dr", "miss", "family", "aunt", "uncle", "grandma", "grandpa", "new", "old",
        "big", "little", "next", "door", "market", "store", "shop", "farm", "house", "street", "road", "club", "school",
        "church", "neighbours", "neighbors", "friends", "kids",
    ]

    /// The names to look for, longest first.
    let names: [Name]

    /// The names of `people` (none when the public build may name them) and `privateNames`;
    /// the words of `title` and of `hens`' names are no person's first name.
    init(people: [String], privateNames: [String], title: String?, hens: [String]) {
        var notNames = Set(Slug.words(title ?? ""))
        for hen in hens { notNames.formUnion(Slug.words(hen)) }
        var names: [Name] = []
        var seen: Set<[Substring]> = []
        func add(_ shown: String, _ words: [Substring]) {
            guard !words.isEmpty, seen.insert(words).inserted else { return }
            names.append(Name(shown: shown, words: words))
        }
        for name in people + privateNames {
            let words = Slug.words(name)
            add(name, words)
            guard words.count > 1 else { continue }
            let written = name.split(whereSeparator: { $0 == " " })
            for (word, shown) in [(words.first, written.first), (words.last, written.last)] {
                guard let word, let shown, word.count >= 3, !word.allSatisfy(\.isNumber), !Self.commonWords.contains(word),
                    !notNames.contains(word)
                else { continue }
                add(String(shown), [word])
            }
        }
        self.names = names.sorted { $0.words.count > $1.words.count }
    }

    /// Whether there is no name to look for.
    var isEmpty: Bool { names.isEmpty }

    /// The first name (in ``names``' order) that `text` says, if any.
    func name(in text: String) -> Name? {
        guard !names.isEmpty else { return nil }
        let words = Slug.words(text)
        return names.first { Self.starts(in: words, with: $0.words) != nil }
    }

    /// Where in `words` the words of `name` are, if anywhere.
    static func starts(in words: [Substring], with name: [Substring]) -> Int? {
        guard !name.isEmpty, words.count >= name.count else { return nil }
        for start in 0...(words.count - name.count) where matches(words[start..<(start + name.count)], name) {
            return start
        }
        return nil
    }

    /// Whether `words` are `name`'s words, the last one perhaps with an `s`.
    private static func matches(_ words: ArraySlice<Substring>, _ name: [Substring]) -> Bool {
        for (word, wanted) in zip(words, name) {
            guard word == wanted || (wanted == name.last && word == wanted + "s") else { return false }
        }
        return true
    }
}
