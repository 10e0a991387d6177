import CoopValues
import Testing

@testable import CoopCharts

/// Axis labels exact at the precision they show: the decimals a step needs, and money in the
/// coop's currency.
@Suite struct TickFormatTests {
    @Test(arguments: [(0.25, 2), (2.5, 1), (7.5, 1), (250.0, 0), (1.0, 0), (0.5, 1), (0.05, 2), (0.2, 1), (1000.0, 0), (0.025, 3)])
    func decimalsOfAStep(_ step: Double, _ decimals: Int) {
        #expect(TickFormat.decimals(of: step) == decimals)
    }

    @Test func everyLabelOfAnAxisHasTheDecimalsOfItsStep() {
        let quarters = TickFormat(step: 0.25, formats: .english)
        #expect([0, 0.25, 0.5, 0.75, 1].map(quarters.label) == ["0.00", "0.25", "0.50", "0.75", "1.00"])
        let halves = TickFormat(step: 2.5, formats: .english)
        #expect([0, 2.5, 5, 7.5, 10].map(halves.label) == ["0.0", "2.5", "5.0", "7.5", "10.0"])
        let thousands = TickFormat(step: 250, formats: .english)
        #expect([0, 250, 750, 1000, 1250].map(thousands.label) == ["0", "250", "750", "1,000", "1,250"])
        // A tick reached by adding 0.1 three times is 0.30000000000000004: still "0.3".
        #expect(TickFormat(step: 0.1, formats: .english).label(0.1 + 0.1 + 0.1) == "0.3")
        #expect(TickFormat(step: 2.5, unit: "%", formats: .english).label(12.5) == "12.5%")
        #expect(TickFormat(step: 2.5, unit: "h", formats: .english).label(7.5) == "7.5h")
        #expect(TickFormat(step: 5, formats: .english).label(-5) == "−5" && TickFormat(step: 5, formats: .english).label(-0.0) == "0")
    }

    @Test func moneyIsWholeOrInCents() {
        let usd = Currency.usd
        #expect([0, 10, 20, 1000].map(TickFormat(step: 10, currency: usd, formats: .english).label) == ["$0", "$10", "$20", "$1,000"])
        #expect(
            [0, 2.5, 5, 7.5].map(TickFormat(step: 2.5, currency: usd, formats: .english).label) == ["$0.00", "$2.50", "$5.00", "$7.50"])
        #expect(TickFormat(step: 0.25, currency: usd, formats: .english).label(0.75) == "$0.75")
        #expect(TickFormat(step: 5, currency: Currency(code: "EUR")!, formats: .english).label(15) == "€15")
        #expect(TickFormat(step: 2.5, currency: Currency(code: "CHF")!, formats: .english).label(7.5) == "7.50 CHF")
        #expect(TickFormat(step: 5, currency: usd, formats: .english).label(-5) == "−$5")
    }

    /// A chart of money writes its axis and its tooltips in the currency.
    @Test func aMoneyChartWritesItsCurrency() {
        let months = ["2026-09-01", "2026-10-01"].map { CivilDate(iso: $0)! }
        let chart = Chart(
            id: "m", title: "t", summary: "s", style: .bars, x: .time(months, .month),
            series: [Chart.Series(name: "Feed", values: [24.99, 7.5])], currency: Currency(code: "EUR")!, words: .english)
        let svg = ChartWriter.svg(chart)
        // 24.99 / 4 = 6.25: a step of 10, so whole euros, 0 to 30.
        #expect(svg.contains(">€0</text>") && svg.contains(">€30</text>") && !svg.contains(">€30.00<"))
        #expect(svg.contains("<title>September 2026: Feed €24.99</title>") && svg.contains("<title>October 2026: Feed €7.50</title>"))
    }
}
