import CoopLocale
import CoopValues
import Testing

@testable import CoopSite

/// How each shipped language writes a date, a range, a weekday, numbers, money, a
/// percentage and its plurals, through its catalogue as the site does.
@Suite struct LanguageFormatsTests {
    /// What one language must write.
    struct Expected: Sendable, CustomTestStringConvertible {
        let language: String
        let date: String
        let range: String
        let weekday: String
        let perWeek: String
        let money: String
        let percent: String
        let eggs: [String]
        let standalone: String
        var testDescription: String { language }
    }

    static let nbsp = "\u{A0}"
    static let narrow = "\u{202F}"

    static let expected: [Expected] = [
        // French: the narrow no-break space between thousands, the comma, € after its number,
        // a no-break space before %; 0 and 1 take the singular (one: i = 0,1).
        Expected(
            language: "fr", date: "22 nov. 2026", range: "du 16 nov. 2026 au 22 nov. 2026", weekday: "dimanche 22 novembre 2026",
            perWeek: "1\(narrow)234,5", money: "1\(narrow)234,56\(nbsp)€", percent: "12,5\(nbsp)%",
            eggs: ["0 œuf", "1 œuf", "2 œufs", "5 œufs"], standalone: "Novembre 2026"),
        // German: the full stop between thousands, the comma, € after; 0 takes the plural.
        Expected(
            language: "de", date: "22. Nov. 2026", range: "16. Nov. 2026 – 22. Nov. 2026", weekday: "Sonntag, 22. November 2026",
            perWeek: "1.234,5", money: "1.234,56\(nbsp)€", percent: "12,5\(nbsp)%", eggs: ["0 Eier", "1 Ei", "2 Eier", "5 Eier"],
            standalone: "November 2026"),
        // Spanish: a four-digit number is not grouped (CLDR's minimum grouping digits, 2), a
        // five-digit one is; the months in lower case inside a sentence, a capital alone.
        Expected(
            language: "es", date: "22 nov 2026", range: "del 16 nov 2026 al 22 nov 2026", weekday: "domingo, 22 de noviembre de 2026",
            perWeek: "1234,5", money: "1234,56\(nbsp)€", percent: "12,5\(nbsp)%", eggs: ["0 huevos", "1 huevo", "2 huevos", "5 huevos"],
            standalone: "Noviembre de 2026"),
    ]

    static func words(_ language: String) throws -> Words {
        try Theme.load(directory: nil, overrides: nil).get().words(language).get()
    }

    @Test(arguments: expected) func datesNumbersMoneyAndPlurals(_ expected: Expected) throws {
        let words = try Self.words(expected.language)
        let formats = words.formats
        let day = try #require(CivilDate(iso: "2026-11-22"))
        #expect(formats.format(day, .dayMonthYear) == expected.date)
        #expect(words(Message("people.period.between", ["from": .date(day.adding(days: -6)), "until": .date(day)])) == expected.range)
        #expect(formats.format(day, .weekdayDayMonthYear) == expected.weekday)
        #expect(formats.standalone(day, .monthYear) == expected.standalone)
        #expect(formats.format(1234.5, places: 1) == expected.perWeek)
        #expect(formats.format(Money(minorUnits: 123_456), try #require(Currency(code: "EUR"))) == expected.money)
        #expect(formats.percent(0.125, places: 1) == expected.percent)
        #expect([0, 1, 2, 5].map { words(Message("count.eggs", ["count": .count($0)])) } == expected.eggs)
        #expect(formats.weekStart == .monday)
    }

    /// French writes the first of a month "1er" (premier) wherever a date writes its day:
    /// "Semaine du 1er juin 2026", "lundi 1er juin 2026"; the other days, and the other
    /// languages, their number.
    @Test func theFirstOfAMonth() throws {
        let first = try #require(CivilDate(iso: "2026-06-01"))
        let second = try #require(CivilDate(iso: "2026-06-02"))
        let french = try Self.words("fr").formats
        #expect(french.format(first, .dayMonthYear) == "1er juin 2026")
        #expect(french.format(first, .weekdayDayMonthYear) == "lundi 1er juin 2026")
        #expect(french.format(first, .shortWeekdayDay) == "lun. 1er")
        #expect(french.format(second, .dayMonthYear) == "2 juin 2026")
        #expect(try Self.words("en").formats.format(first, .dayMonthYear) == "1 Jun 2026")
        #expect(try Self.words("de").formats.format(first, .dayMonthYear) == "1. Juni 2026")
        #expect(try Self.words("es").formats.format(first, .dayMonthYear) == "1 jun 2026")
    }

    /// Spanish writes "e", not "y", before a last part that starts with the sound "i" (Inés,
    /// Hilda, Ícaro), but "y" before a glide (hielo, Iolanda) or a y; the other languages
    /// join as always.
    @Test func spanishWritesEBeforeAnISound() throws {
        let spanish = try Self.words("es")
        #expect(spanish.list(["Olivia", "Inés"]) == "Olivia e Inés")
        #expect(spanish.list(["Olivia", "Hilda"]) == "Olivia e Hilda")
        #expect(spanish.list(["Olivia", "Ícaro"]) == "Olivia e Ícaro")
        #expect(spanish.list(["Pepa", "Olivia", "Inés"]) == "Pepa, Olivia e Inés")
        #expect(spanish.list(["Inés", "Olivia"]) == "Inés y Olivia")
        #expect(spanish.list(["agua", "hielo"]) == "agua y hielo")
        #expect(spanish.list(["Olivia", "Iolanda"]) == "Olivia y Iolanda")
        #expect(spanish.list(["Olivia", "Yema"]) == "Olivia y Yema")
        #expect(try Self.words("en").list(["Olive", "Ivy"]) == "Olive and Ivy")
        #expect(try Self.words("fr").list(["Olive", "Ivy"]) == "Olive et Ivy")
    }

    @Test func spanishGroupsFromFiveDigits() throws {
        let formats = try Self.words("es").formats
        #expect([999, 1758, 12_345, 1_234_567].map { formats.format($0) } == ["999", "1758", "12.345", "1.234.567"])
        #expect(try Self.words("en").formats.format(1758) == "1,758")
    }
}
