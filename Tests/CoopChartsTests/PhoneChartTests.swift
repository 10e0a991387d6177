import CoopValues
import Testing

@testable import CoopCharts

/// The chart a phone shows first: narrow, and only its recent stretch when the whole would
/// not read well.
@Suite struct PhoneChartTests {
    static func weeks(_ count: Int) -> [CivilDate] {
        (0..<count).map { CivilDate(iso: "2026-01-05")!.adding(days: 7 * $0) }
    }

    @Test func barsKeepTheirLastHalfYear() {
        let chart = Chart(
            id: "w", title: "t", summary: "s", style: .stackedBars, x: .time(Self.weeks(30), .week),
            series: [Chart.Series(name: "a", values: (0..<30).map { Double($0) }), Chart.Series(name: "b", values: [1, 2])],
            overlay: Chart.Overlay(name: "Day length", values: (0..<30).map { Double($0) / 2 }, unit: "h"), words: .english)
        #expect(chart.phoneRecentCount == 26)
        let phone = chart.onPhone
        #expect(phone.id == "w-phone" && phone.width == 320 && phone.height == 240 && !phone.valuesOnBothSides)
        guard case .time(let dates, .week) = phone.x else { return #expect(Bool(false)) }
        #expect(dates.first == CivilDate(iso: "2026-02-02") && dates.count == 26)
        #expect(phone.series[0].values.first == 4 && phone.series[0].values.count == 26)
        #expect(phone.series[1].values.isEmpty)  // its two values were of the first weeks
        #expect(phone.overlay?.values.first == 2 && phone.overlay?.unit == "h")
        // The wide chart is left whole.
        #expect(chart.x.count == 30 && chart.valuesOnBothSides)
    }

    @Test func linesKeepTwoYearsAndShortChartsAreWhole() {
        let line = Chart(
            id: "l", title: "t", summary: "s", style: .line, x: .time(Self.weeks(110), .week),
            series: [Chart.Series(name: "a", values: Array(repeating: 1, count: 110))],
            band: Chart.Band(name: "range", low: Array(repeating: 0, count: 110), high: Array(repeating: 2, count: 110)), words: .english)
        #expect(line.phoneRecentCount == 104 && line.onPhone.x.count == 104 && line.onPhone.band?.low.count == 104)
        let short = Chart(
            id: "s", title: "t", summary: "s", style: .bars, x: .time(Self.weeks(26), .week),
            series: [Chart.Series(name: "a", values: Array(repeating: 1, count: 26))], words: .english)
        #expect(short.phoneRecentCount == nil && short.onPhone.x.count == 26 && short.onPhone.width == 320)
        let hens = Chart(
            id: "h", title: "t", summary: "s", style: .bars, x: .categories((0..<40).map { "hen \($0)" }),
            series: [Chart.Series(name: "a", values: Array(repeating: 1, count: 40))], words: .english)
        #expect(hens.phoneRecentCount == nil && hens.onPhone.x.count == 40)
    }

    @Test func theLegendIsForThePageToWrite() {
        let chart = Chart(
            id: "f", title: "t", summary: "s", style: .line, x: .time(Self.weeks(3), .week),
            series: [Chart.Series(name: "Laid", values: [1, 2, 3]), Chart.Series(name: "Expected", values: [nil, 2, 3])],
            band: Chart.Band(name: "Likely range", low: [nil, 1, 2], high: [nil, 3, 4]),
            overlay: Chart.Overlay(name: "Day length", values: [9, 9, 9], unit: "h"), words: .english)
        let drawing = ChartDrawing(chart)
        #expect(drawing.legend.map(\.name) == ["Laid", "Expected", "Likely range", "Day length"])
        #expect(drawing.legend.map(\.swatch) == [.line, .line, .band, .dashed])
        #expect(drawing.legend.map(\.color) == [drawing.colors[0], drawing.colors[1], nil, nil])
        // A phone's drawing of the same chart has the same colours, so one legend serves both.
        #expect(ChartDrawing(chart.onPhone).colors == drawing.colors)
    }
}
