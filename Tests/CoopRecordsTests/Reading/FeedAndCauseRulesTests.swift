import CoopRecords
import CoopRecordsTestSupport
import CoopTestSupport
import CoopValues
import Testing

/// Rules for an expense's `quantity`, a hen's `cause` and `store_price` (the bad-input
/// corpus, cases 150-155, has the rest, with their excerpts).
@Suite struct FeedAndCauseRulesTests {
    static func expense(_ quantity: String) -> [String: String] {
        ["expenses.yaml": "- {date: 2026-11-02, item: Feed, amount: 24.99, quantity: \(quantity), tags: [feed]}\n"]
    }

    static let cases: [ContentCase] = [
        ContentCase(
            "a quantity with four decimals", expense("2.5001 kg"),
            ["content/expenses.yaml:1:59: error: 2.5001 kg has more than three decimal places [invalid-quantity]"]),
        ContentCase(
            "a quantity too large", expense("1000000 kg"),
            ["content/expenses.yaml:1:59: error: 1000000 kg is too large to be a weight: at most 999999 [invalid-quantity]"]),
        ContentCase(
            "a quantity in words", expense("a bag"),
            ["content/expenses.yaml:1:59: error: 'a bag' is not a weight; write a number and a unit, like 20 kg [invalid-quantity]"]),
        ContentCase(
            "a unit in capitals", expense("20 KG"),
            ["content/expenses.yaml:1:59: error: 'KG' is not a unit of weight; did you mean 'kg'? [invalid-quantity]"]),
        ContentCase(
            "a quantity that is a list", expense("[20, kg]"),
            ["content/expenses.yaml:1:59: error: 'quantity' must be a weight like 20 kg, not a list [wrong-type]"]),
        ContentCase(
            "a cause in capitals", ["hens.yaml": "- {name: Olive, removed: 2026-04-30, cause: Predator}\n"],
            ["content/hens.yaml:1:45: error: 'Predator' is not a cause; did you mean 'predator'? [invalid-cause]"]),
        ContentCase(
            "a store price of zero", ["coop.yaml": "store_price: 0\n"],
            ["content/coop.yaml:1:14: error: 'store_price' must be more than zero, not 0 [invalid-money]"]),
    ]

    @Test(arguments: cases)
    func rule(_ c: ContentCase) {
        #expect(diagnostics(c.files) == c.expected)
    }

    @Test func weightsAreReadExactly() throws {
        #expect(try Weight.parse("20 kg").get() == Weight(thousandths: 20_000, unit: .kg))
        #expect(try Weight.parse("2.5lb").get() == Weight(thousandths: 2_500, unit: .lb))
        #expect(try Weight.parse("0.125 oz").get().description == "0.125 oz")
        #expect(try Weight.parse("500   g").get().description == "500 g")
        #expect(Weight.parse("20.") == .failure(.notANumber))
        #expect(Weight.parse("-2 kg") == .failure(.notANumber))
        #expect(Weight.parse("20 kgs") == .failure(.unknownUnit("kgs")))
        // 50 lb is 50 x 453.59237 g = 22.6796185 kg.
        #expect(abs(Weight(thousandths: 50_000, unit: .lb).in(.kg) - 22.679_618_5) < 1e-9)
    }

    @Test func causesAreRead() {
        let loaded = loadContent(["hens.yaml": "- {name: Olive, removed: 2026-04-30, cause: sold}\n- {name: Pepper}\n"])
        #expect(loaded.coop.hens.map(\.cause) == [.sold, nil])
    }
}
