import CoopInsight
import CoopLocale

/// Laying against what the hens' breeds usually lay: who was expected, and the numbers.
extension Message {
    /// The stats page's group of laying against the breeds: "Laying against the breeds".
    static let expectationStatsTitle = Message("expectation.stats-title")

    /// The stats page's figure for a coop with one kind: "The flock".
    static let expectationWholeFlock = Message("expectation.whole-flock")

    /// Hens of one breed, the breed written as the family wrote it: "2 Buff Orpingtons", "a
    /// Leghorn"; or hens without a breed: "3 hens". The message is given the breed's first and
    /// last letters, for a language whose words change with them (English's "a"/"an" and "s").
    static func breedHens(_ breed: String?, count: Int) -> Message {
        guard let breed else { return Message("expectation.hens", ["count": .count(count)]) }
        return Message(
            "expectation.breed-hens",
            [
                "count": .count(count), "breed": .text(breed), "initial": .text(breed.first.map { String($0).lowercased() } ?? ""),
                "final": .text(breed.last.map { String($0) } ?? ""),
            ])
    }

    /// The stats page's note of a figure: "of what 2 Buff Orpingtons of their age usually lay at
    /// this time of year; 412 laid on the 340 recorded days of the last 12 months; about 503 expected".
    static func expectationStatsNote(_ expectation: LayingExpectation, who: String) -> Message {
        Message(
            "expectation.stats-note",
            [
                "who": .text(who), "hens": .count(expectation.hens), "laid": .count(expectation.laid), "days": .count(expectation.days),
                "expected": .decimal(expectation.expected, places: 0),
            ])
    }
}

extension LayingExpectation {
    /// How many hens were expected.
    var hens: Int { breeds.reduce(0) { $0 + $1.hens } }

    /// Who was expected, in a sentence: "2 Buff Orpingtons and 1 Barred Rock", "a Leghorn",
    /// "3 hens".
    func who(_ words: Words) -> String { words.list(breeds.map { words(.breedHens($0.name, count: $0.hens)) }) }
}
