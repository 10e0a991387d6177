import CoopLocale
import CoopValues
import Testing

/// Messages as their text is written (ICU MessageFormat with MessageFormat 2's markup), and
/// as they are said: arguments formatted, branches chosen.
@Suite struct MessagePatternTests {
    static let words = Words(Catalogue(language: "en", name: "English", plurals: .english, formats: .english, messages: [:]))

    static func say(_ text: String, _ arguments: KeyValuePairs<String, MessageValue> = [:]) throws -> String {
        let pattern = try MessagePattern(parsing: text)
        let words = Words(
            Catalogue(language: "en", name: "English", plurals: .english, formats: .english, messages: ["test": pattern]))
        return words(Message("test", arguments))
    }

    @Test func textAndArguments() throws {
        #expect(try Self.say("Latest notes") == "Latest notes")
        #expect(try Self.say("{name} is not laying lately", ["name": .text("Olive")]) == "Olive is not laying lately")
        #expect(try Self.say("{n} eggs", ["n": .count(12_345)]) == "12,345 eggs")
        #expect(try Self.say("{rate} a day", ["rate": .decimal(1.25, places: 1)]) == "1.3 a day")
        #expect(try Self.say("at {share}", ["share": .percent(0.456, places: 0)]) == "at 46%")
        #expect(try Self.say("{money} left", ["money": .money(Money(minorUnits: -350), .usd)]) == "−$3.50 left")
        #expect(try Self.say("in {year}", ["year": .digits(2026)]) == "in 2026")
    }

    @Test func datesInTheirStyle() throws {
        let day = try #require(CivilDate(iso: "2026-11-22"))
        #expect(try Self.say("since {day, date, short-weekday-day-month}", ["day": .date(day)]) == "since Sun 22 Nov")
        #expect(try Self.say("{day, date, weekday-day-month-year}", ["day": .date(day)]) == "Sunday 22 November 2026")
        #expect(try Self.say("{day, date, month-year}", ["day": .date(day)]) == "November 2026")
        #expect(try Self.say("{day}", ["day": .date(day)]) == "22 Nov 2026", "a date without a style: day-month-year")
    }

    @Test func pluralBranches() throws {
        let text = "{count, plural, =0 {no eggs} one {# egg} other {# eggs}}"
        #expect(try Self.say(text, ["count": .count(0)]) == "no eggs")
        #expect(try Self.say(text, ["count": .count(1)]) == "1 egg")
        #expect(try Self.say(text, ["count": .count(1_200)]) == "1,200 eggs")
        #expect(try Self.say("{n, plural, one {# egg} other {# eggs}} a day", ["n": .decimal(1, places: 1)]) == "1.0 eggs a day")
    }

    @Test func selectBranches() throws {
        let text = "{count, plural, one {{name} is} other {{name} are}} laying age"
        #expect(try Self.say(text, ["count": .count(1), "name": .text("Olive")]) == "Olive is laying age")
        let select = "{who, select, hen {She} other {It}} laid"
        #expect(try Self.say(select, ["who": .text("hen")]) == "She laid")
        #expect(try Self.say(select, ["who": .text("duck")]) == "It laid")
    }

    @Test func apostrophesAndBraces() throws {
        #expect(try Self.say("Today’s eggs") == "Today’s eggs")
        #expect(try Self.say("Today's eggs") == "Today's eggs", "an apostrophe before a letter is itself")
        #expect(try Self.say("It''s") == "It's")
        #expect(try Self.say("write '{'name'}'") == "write {name}")
        #expect(try Self.say("{n, plural, other {'#' # }}", ["n": .count(3)]) == "# 3 ")
    }

    @Test func markupWrapsTextAndPlainTextKeepsIt() throws {
        let pattern = try MessagePattern(parsing: "or {#link}edit it online{/link}.")
        #expect(pattern.parts == [.text("or "), .markup("link", [.text("edit it online")]), .text(".")])
        #expect(try Self.say("or {#link}edit it online{/link}.") == "or edit it online.")
    }

    @Test func argumentsOfAPattern() throws {
        let pattern = try MessagePattern(parsing: "{count, plural, one {{name} laid # on {day, date, day-month}} other {{#b}#{/b}}}")
        let uses = pattern.arguments.map { "\($0.name):\($0.use.rawValue)" }
        #expect(uses == ["count:number", "name:value", "day:date", "b:element"])
    }

    @Test(arguments: [
        ("{count, plural, one {# egg}}", "a plural needs an 'other' branch", 0),
        (
            "{n, plural, several {x} other {y}}",
            "'several' is not a plural category; use zero, one, two, few, many, other, or =N for exactly N", 12
        ),
        (
            "{day, date, long}",
            "unknown date style 'long'; styles are day-month, day-month-year, short-weekday-day, short-weekday-day-month, short-weekday-day-month-year, weekday-day-month, weekday-day-month-year, month-year, month, short-month, short-month-year",
            12
        ),
        ("eggs}", "'}' closes nothing here; a brace written as text goes between apostrophes: '}'", 4),
        ("{name", "expected '}' or ',' after the argument's name 'name'", 5),
        ("{#link}text", "{#link} is not closed: write {/link} after the text it wraps", 11),
        ("{#a}x{/b}", "{/b} closes nothing here; the open element is {#a}", 5),
        ("{n, number}", "unknown kind of argument 'number'; use date, plural or select", 4),
        ("{}", "expected a name (letters, digits, '-' and '_')", 1),
    ])
    func refusesWhatIsNotAPattern(_ text: String, _ message: String, _ offset: Int) {
        #expect(throws: MessageSyntaxError(message: message, offset: offset)) { try MessagePattern(parsing: text) }
    }
}
