import CoopLocale
import Testing

/// Names in the order of each language's alphabet: accents and case second, `ñ` a letter of
/// its own in Spanish.
@Suite struct CollationTests {
    @Test func accentsAndCaseComeAfterTheLetters() {
        let names = ["zebra", "Émile", "eve", "Ada", "émile", "Emile"]
        // emile three times at the first level; no accent before an accent; lower case first.
        #expect(Collation(language: "fr").sorted(names) { $0 } == ["Ada", "Emile", "émile", "Émile", "eve", "zebra"])
        #expect(Collation(language: "en").sorted(names) { $0 } == ["Ada", "Emile", "émile", "Émile", "eve", "zebra"])
    }

    @Test func spanishHasÑAfterN() {
        let names = ["Ñandú", "Oso", "Nube", "nata"]
        // n-a, n-u, then ñ, then o.
        #expect(Collation(language: "es").sorted(names) { $0 } == ["nata", "Nube", "Ñandú", "Oso"])
        // In French ñ is an n with a mark: "nandu" before "nata".
        #expect(Collation(language: "fr").sorted(names) { $0 } == ["Ñandú", "nata", "Nube", "Oso"])
    }

    @Test func germanUmlautsAndSharpS() {
        let names = ["Zoe", "Äpfel", "Apfel", "Straße", "Strasse", "Ärger", "Bär"]
        // ä is a, ß is ss (DIN 5007-1); Strasse and Straße differ only as written: s before ß.
        #expect(
            Collation(language: "de").sorted(names) { $0 } == ["Apfel", "Äpfel", "Ärger", "Bär", "Strasse", "Straße", "Zoe"])
    }

    @Test func digitsBeforeLettersAndOtherScriptsAfterLatin() {
        let names = ["b", "Ωmega", "2 hens", "a b", "ab", "10"]
        // Space before letters: "a b" before "ab"; digits one by one: "10" before "2 hens".
        #expect(Collation(language: "en").sorted(names) { $0 } == ["10", "2 hens", "a b", "ab", "b", "Ωmega"])
    }
}
