import CoopLocale
import Testing

/// A translation checked against English: an argument English does not give is an error at
/// the argument; the same arguments in another order, fewer of them, or a message of the
/// theme's own are fine.
@Suite struct CatalogueReferenceTests {
    static func load(_ language: String, _ text: String) throws -> Catalogue {
        try Catalogue.load(language: language, bytes: Array(text.utf8), path: "messages/\(language).yaml").get()
    }

    @Test func argumentsAreEnglishs() throws {
        let english = try Self.load("en", "language: en\nname: English\nmessages:\n  eggs: \"{count} eggs on {day, date, day-month}\"\n")
        let good = """
            language: fr
            messages:
              eggs: "le {day, date, day-month} : {count} œufs"
              own: "{anything}"
            """
        #expect(try Self.load("fr", good).argumentProblems(against: english).isEmpty)
        let fewer = "language: fr\nmessages:\n  eggs: des œufs\n"
        #expect(try Self.load("fr", fewer).argumentProblems(against: english).isEmpty)
        let wrong = "language: fr\nmessages:\n  eggs: \"{cuont} œufs\"\n"
        let problems = try Self.load("fr", wrong).argumentProblems(against: english, text: Array(wrong.utf8))
        #expect(
            problems.map(\.description) == [
                "messages/fr.yaml:3:10: error: the message 'eggs' uses 'cuont', which English gives it no value for; did you mean 'count'? [message-arguments]"
            ])
        // Without the file's text, at the message.
        #expect(
            try Self.load("fr", wrong).argumentProblems(against: english).map(\.description).first?.hasPrefix("messages/fr.yaml:3:9:")
                == true)
    }
}
