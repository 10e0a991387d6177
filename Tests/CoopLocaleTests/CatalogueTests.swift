import CoopDiagnostics
import CoopLocale
import CoopValues
import Testing

/// Catalogue files as translators write them: sections, nested keys, formats, plural rules,
/// and every mistake reported with its file, line and column.
@Suite struct CatalogueTests {
    static func load(_ text: String, language: String = "fr") -> Result<Catalogue, DiagnosticError> {
        Catalogue.load(language: language, bytes: Array(text.utf8), path: "messages/\(language).yaml")
    }

    static func problems(_ text: String) -> [String] {
        guard case .failure(let error) = load(text) else { return [] }
        return error.diagnostics.map { "\($0.location.map(String.init(describing:)) ?? "-"): \($0.message) [\($0.code)]" }
    }

    @Test func readsAWholeCatalogue() throws {
        let catalogue = try Self.load(
            """
            language: fr
            name: français
            plural:
              one: i = 0,1
            formats:
              decimal: ","
              group: "\u{202F}"
              percent: "\u{202F}%"
              currency: after
              currency-space: "\u{00A0}"
              months: [janvier, février, mars, avril, mai, juin, juillet, août, septembre, octobre, novembre, décembre]
              short-months: [janv., févr., mars, avr., mai, juin, juil., août, sept., oct., nov., déc.]
              weekdays: [dimanche, lundi, mardi, mercredi, jeudi, vendredi, samedi]
              short-weekdays: [dim., lun., mar., mer., jeu., ven., sam.]
              weekday-letters: [D, L, M, M, J, V, S]
              dates:
                weekday-day-month-year: EEEE d MMMM yyyy
            messages:
              dashboard:
                latest-notes: Dernières notes
                eggs-today: "{count, plural, one {# œuf} other {# œufs}} aujourd’hui"
            """
        ).get()
        #expect(catalogue.name == "français")
        #expect(catalogue.keys == ["dashboard.eggs-today", "dashboard.latest-notes"])
        let words = Words(catalogue)
        #expect(words(Message("dashboard.eggs-today", ["count": .count(0)])) == "0 œuf aujourd’hui")
        #expect(words(Message("dashboard.eggs-today", ["count": .count(1_234)])) == "1\u{202F}234 œufs aujourd’hui")
        let day = try #require(CivilDate(iso: "2026-11-22"))
        #expect(words.formats.format(day, .weekdayDayMonthYear) == "dimanche 22 novembre 2026")
        #expect(
            words.formats.format(day, .shortWeekdayDayMonth) == "dim. 22 nov.", "a style the file leaves out: English's order, French names"
        )
        #expect(words.formats.format(Money(minorUnits: 125_050), Currency(code: "EUR")!) == "1\u{202F}250,50\u{00A0}€")
        #expect(words.formats.format(Money(minorUnits: 1_200), Currency(code: "CHF")!) == "12,00\u{00A0}CHF")
        #expect(words.formats.percent(0.125, places: 1) == "12,5\u{202F}%")
        #expect(catalogue.locations["dashboard.latest-notes"] == SourceLocation(path: "messages/fr.yaml", line: 20, column: 19))
    }

    @Test func everyProblemLocated() {
        let problems = Self.problems(
            """
            language: de
            plural:
              one: i = 1 nd v = 0
              other: n = 1
            formats:
              months: [Januar]
              dezimal: ","
            messages:
              Latest: x
              dashboard:
                eggs: [ein, zwei]
                notes: "{count, plural, one {# Notiz}}"
                week: Woche}
            mesages: {}
            """)
        #expect(
            problems == [
                "messages/fr.yaml:1:11: this file says it is 'de', but its name makes it the catalogue of 'fr' [catalogue-shape]",
                "messages/fr.yaml:3:14: the rule of 'one': expected 'and', 'or' or the end of the rule [plural-rule]",
                "messages/fr.yaml:4:3: 'other' is not a plural category with a rule; use zero, one, two, few or many [plural-rule]",
                "messages/fr.yaml:6:11: months must list 12 names, not 1 [catalogue-shape]",
                "messages/fr.yaml:7:3: unknown format 'dezimal'; did you mean 'decimal'? [catalogue-shape]",
                "messages/fr.yaml:9:3: a message key is lower-case letters, digits and '-', not 'Latest' [catalogue-shape]",
                "messages/fr.yaml:11:11: the message 'dashboard.eggs' must be text, not a list [catalogue-shape]",
                "messages/fr.yaml:12:12: the message 'dashboard.notes': a plural needs an 'other' branch [message-syntax]",
                "messages/fr.yaml:13:16: the message 'dashboard.week': '}' closes nothing here; a brace written as text goes between apostrophes: '}' [message-syntax]",
                "messages/fr.yaml:14:1: unknown section 'mesages'; did you mean 'messages'? [catalogue-shape]",
            ])
    }

    @Test func pseudoLanguageBracketsEveryMessageAndName() throws {
        let english = try Self.load(
            """
            language: en
            messages:
              eggs: "{count, plural, one {# egg} other {# eggs}}"
              since: "since {day, date, short-weekday-day-month}"
            """, language: "en"
        ).get()
        let words = Words(Catalogue.pseudo(from: english))
        let day = try #require(CivilDate(iso: "2026-11-22"))
        #expect(words.language == "qps")
        #expect(words(Message("eggs", ["count": .count(3)])) == "⟦3 eggs⟧")
        #expect(words(Message("since", ["day": .date(day)])) == "⟦since ⟦Sun⟧ 22 ⟦Nov⟧⟧")
        #expect(words.formats.format(day, .monthYear) == "⟦November⟧ 2026")
        #expect(words.formats.format(1234) == "1,234")
    }

    @Test func languageOfAPath() {
        #expect(Catalogue.language(ofPath: "messages/fr.yaml") == "fr")
        #expect(Catalogue.language(ofPath: "messages/en-GB.yaml") == "en-GB")
        #expect(Catalogue.language(ofPath: "messages/x/fr.yaml") == nil)
        #expect(Catalogue.language(ofPath: "pages/fr.yaml") == nil)
    }
}
