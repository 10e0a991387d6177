import CoopValues
import Testing

@Suite struct MoneyTests {
    @Test(arguments: [
        ("24.99", 2499), ("20", 2000), ("0.5", 50), (".5", 50), ("7.", 700), ("-3.50", -350), ("+1", 100),
        ("1234567.89", 123_456_789), ("0", 0),
    ])
    func parses(_ text: String, _ cents: Int64) {
        #expect(Money.parse(text) == .success(Money(minorUnits: cents)))
    }

    @Test(arguments: [
        ("24.999", Money.ParseError.tooManyDecimals), ("1,200", .notANumber), ("1e3", .notANumber), ("$5", .notANumber),
        ("", .notANumber), ("-", .notANumber), ("1.2.3", .notANumber), ("99999999999999", .tooLarge), ("ten", .notANumber),
    ])
    func rejects(_ text: String, _ error: Money.ParseError) {
        #expect(Money.parse(text) == .failure(error))
    }

    @Test func arithmeticAndDescription() {
        let a = Money(minorUnits: 2499)
        let b = Money(minorUnits: 501)
        #expect((a + b).minorUnits == 3000)
        #expect((b - a).description == "-19.98")
        #expect(Money.zero.description == "0.00")
    }

    @Test(arguments: [
        ("USD", 123_456, "$1,234.56"), ("USD", -350, "\u{2212}$3.50"), ("EUR", 2499, "€24.99"), ("GBP", 5, "£0.05"),
        ("CHF", 1200, "12.00 CHF"), ("USD", 100_000_000_00, "$100,000,000.00"), ("USD", 0, "$0.00"),
    ])
    func currencyFormatting(_ code: String, _ cents: Int64, _ expected: String) throws {
        let currency = try #require(Currency(code: code))
        #expect(LocaleFormats.english.format(Money(minorUnits: cents), currency) == expected)
    }

    @Test func currencyCodes() {
        #expect(Currency(code: "usd") == nil)
        #expect(Currency(code: "US") == nil)
        #expect(Currency(code: "EURO") == nil)
        #expect(Currency(code: "NOK")?.symbol == nil)
    }
}
