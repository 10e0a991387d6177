import CoopLocale
import Testing

/// CLDR's plural rules, read from their text: the categories of English, French, German,
/// Spanish and Polish numbers, checked against CLDR's own samples.
@Suite struct PluralRulesTests {
    static func rules(_ conditions: [(PluralCategory, String)]) throws -> PluralRules {
        try PluralRules(conditions)
    }

    @Test func english() throws {
        let rules = PluralRules.english
        #expect(rules.category(of: 1) == .one)
        #expect([0, 2, 5, 11, 21, 101].map(rules.category(of:)) == Array(repeating: .other, count: 6))
        #expect(rules.category(of: PluralOperands(1.0, places: 1)) == .other, "1.0 eggs: visible decimals are other")
        #expect(rules.category(of: PluralOperands(1.04, places: 0)) == .one, "1.04 written with no decimals is 1")
        #expect(rules.categories == [.one, .other])
    }

    @Test func frenchCountsZeroAndOneAsOne() throws {
        // CLDR 44: one: i = 0,1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5
        let rules = try Self.rules([(.one, "i = 0,1"), (.many, "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5")])
        #expect(rules.category(of: 0) == .one)
        #expect(rules.category(of: 1) == .one)
        #expect(rules.category(of: PluralOperands(1.5, places: 1)) == .one)
        #expect(rules.category(of: 2) == .other)
        #expect(rules.category(of: 1_000_000) == .many)
        #expect(rules.category(of: 2_000_000) == .many)
        #expect(rules.category(of: 1_000_001) == .other)
    }

    @Test func polishFewAndMany() throws {
        let rules = try Self.rules([
            (.one, "i = 1 and v = 0"),
            (.few, "v = 0 and i % 10 = 2..4 and i % 100 != 12..14"),
            (.many, "v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 12..14"),
        ])
        #expect(
            [1, 2, 3, 4, 5, 12, 14, 22, 25, 112].map(rules.category(of:)) == [
                .one, .few, .few, .few, .many, .many, .many, .few, .many, .many,
            ])
        #expect(rules.category(of: PluralOperands(2.5, places: 1)) == .other)
    }

    @Test func operandsOfWrittenDecimals() {
        let operands = PluralOperands(1.50, places: 2)
        #expect(operands.i == 1)
        #expect(operands.v == 2)
        #expect(operands.f == 50)
        #expect(operands.t == 5)
        #expect(operands.w == 1)
        #expect(PluralOperands(-3).n == 3)
    }

    @Test func samplesAfterTheAtSignAreIgnored() throws {
        let rules = try Self.rules([(.one, "i = 1 and v = 0 @integer 1")])
        #expect(rules.category(of: 1) == .one)
    }

    @Test(arguments: [
        ("i = ", "expected a number", 4),
        ("x = 1", "expected an operand: n, i, v, w, f, t, e or c", 0),
        ("i 1", "expected '=' or '!='", 2),
        ("i = 1 but v = 0", "expected 'and', 'or' or the end of the rule", 6),
        ("i = 4..2", "a range must go from the smaller number to the larger", 8),
        ("i % 0 = 1", "the modulus must be more than 0", 5),
    ])
    func refusesWhatIsNotARule(_ text: String, _ message: String, _ offset: Int) {
        #expect(throws: PluralRuleError(category: .one, problem: PluralRules.Invalid(message: message, offset: offset))) {
            try PluralRules([(.one, text)])
        }
    }
}
