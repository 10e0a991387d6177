import CoopValues
import Testing

@Suite struct NumberFormatTests {
    let english = LocaleFormats.english

    @Test(arguments: [
        (0, "0"), (999, "999"), (1000, "1,000"), (1_234_567, "1,234,567"), (-45_000, "\u{2212}45,000"), (100, "100"),
        (-7, "\u{2212}7"), (-999, "\u{2212}999"), (12_345, "12,345"), (100_000, "100,000"), (Int.max, "9,223,372,036,854,775,807"),
        (Int.min, "\u{2212}9,223,372,036,854,775,808"),
    ])
    func grouped(_ value: Int, _ expected: String) {
        #expect(english.format(value) == expected)
    }

    @Test(arguments: [
        (1234.567, 1, "1,234.6"), (0.05, 1, "0.1"), (2.5, 0, "3"), (-2.5, 0, "\u{2212}3"), (0.0, 2, "0.00"), (-0.001, 1, "0.0"),
        (12.0, 2, "12.00"),
    ])
    func decimals(_ value: Double, _ places: Int, _ expected: String) {
        #expect(english.format(value, places: places) == expected)
    }

    @Test func percentages() {
        #expect(english.percent(0.1234, places: 1) == "12.3%")
        // Negative numbers get the true minus sign U+2212, as money does; plain text may ask for '-'.
        #expect(english.percent(-3.0 / 685, places: 1) == "\u{2212}0.4%")
        #expect(NumberFormat.percent(-3.0 / 685, places: 1, style: NumberStyle.english.withMinus("-")) == "-0.4%")
        #expect(NumberFormat.grouped(-1234, style: NumberStyle.english.withMinus("-")) == "-1,234")
        #expect(english.format(-0.04, places: 1) == "0.0", "no sign on a number that rounds to zero")
        #expect(english.percent(1) == "100%")
        #expect(english.percent(.nan) == "–")
        #expect(english.format(.infinity, places: 1) == "–")
    }
}
