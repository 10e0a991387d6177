import Testing

@testable import CoopDiagnostics

@Suite struct SuggestionTests {
    @Test(arguments: [
        ("blu", ["brown", "blue", "white"], "blue"), ("hatchd", ["hatched", "added"], "hatched"),
        ("hatcehd", ["hatched"], "hatched"), ("expences.yaml", ["expenses.yaml", "eggs.yaml"], "expenses.yaml"),
        ("HENRIETA", ["Henrietta"], "Henrietta"), ("monday", ["sunday", "monday"], "monday"),
    ])
    func finds(_ word: String, _ candidates: [String], _ expected: String) {
        #expect(Suggestion.nearest(to: word, in: candidates) == expected)
    }

    @Test(arguments: [("xyz", ["brown", "blue"]), ("b", ["brown"]), ("colour", ["name", "kind"])])
    func staysQuietWhenNothingIsClose(_ word: String, _ candidates: [String]) {
        #expect(Suggestion.nearest(to: word, in: candidates) == nil)
        #expect(Suggestion.didYouMean(word, in: candidates) == "")
    }

    @Test func distances() {
        func d(_ a: String, _ b: String) -> Int { Suggestion.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars)) }
        #expect(d("kitten", "sitting") == 3)
        #expect(d("ab", "ba") == 1)
        #expect(d("", "abc") == 3)
        #expect(d("same", "same") == 0)
    }
}
