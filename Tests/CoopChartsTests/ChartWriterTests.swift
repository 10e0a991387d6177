import CoopValues
import Foundation
import Testing

@testable import CoopCharts

@Suite struct ScaleTests {
    @Test(arguments: [(0.37, 0.5), (1.0, 1.0), (3.2, 5.0), (7.0, 10.0), (12.0, 20.0), (23.0, 25.0), (0.0, 1.0)])
    func niceSteps(_ raw: Double, _ step: Double) {
        #expect(LinearScale.niceStep(raw) == step)
    }

    @Test func ticksIncludeZeroAndCoverTheData() {
        // 23 / 4 = 5.75 -> a step of 10: 0, 10, 20, 30.
        let scale = LinearScale(values: [3, 23, 11], from: 270, to: 22)
        #expect(scale.ticks == [0, 10, 20, 30])
        #expect(scale.position(0) == 270 && scale.position(30) == 22)
        #expect(scale.position(15) == 146)
    }
}

@Suite struct ChartWriterTests {
    static func day(_ text: String) -> CivilDate { CivilDate(iso: text)! }

    static let weekly = Chart(
        id: "c1", title: "Weekly <eggs>", summary: "Three weeks & a note", style: .bars,
        x: .time([day("2026-11-02"), day("2026-11-09"), day("2026-11-16")], .week),
        series: [Chart.Series(name: "Eggs", color: "#9c5a2e", values: [10, nil, 20])],
        annotations: [Chart.Annotation(start: day("2026-11-09"), label: "Molt <started>")])

    @Test func accessibleAndEscaped() {
        let svg = ChartWriter.svg(Self.weekly)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 720 300\""))
        #expect(svg.contains(" role=\"img\" ") && svg.contains(" aria-labelledby=\"c1-title c1-desc\" "))
        #expect(svg.contains("<title id=\"c1-title\">Weekly &lt;eggs&gt;</title><desc id=\"c1-desc\">Three weeks &amp; a note</desc>"))
        #expect(!svg.contains("<eggs>") && !svg.contains("<started>"))
        #expect(svg.hasSuffix("</svg>"))
    }

    @Test func barsAreWhereTheArithmeticSaysTheyAre() {
        // Plot from x 46 to 706 (660 wide) over 21 days: a week is 220 wide, bars 82% of it (180.4).
        // y: 0..20 (ticks 0, 5, ... 20) from 270 up to 22: 20 is at 22, 10 at 146.
        let svg = ChartWriter.svg(Self.weekly)
        #expect(svg.contains("<rect x=\"65.8\" y=\"146\" width=\"180.4\" height=\"124\"><title>Week of 2 Nov 2026: Eggs 10</title></rect>"))
        #expect(
            svg.contains("<rect x=\"505.8\" y=\"22\" width=\"180.4\" height=\"248\"><title>Week of 16 Nov 2026: Eggs 20</title></rect>"))
        #expect(svg.components(separatedBy: "<rect").count - 1 == 2)  // no bar for the week without data
        // The note's marker sits at the start of its week: 46 + 220.
        #expect(svg.contains("<line x1=\"266\" x2=\"266\" y1=\"18\" y2=\"270\""))
        #expect(svg.contains("Molt &lt;started&gt;"))
    }

    @Test func linesBreakAtGapsAndLonePointsGetADot() {
        let chart = Chart(
            id: "c2", title: "t", summary: "s", style: .line, x: .categories(["a", "b", "c", "d"]),
            series: [Chart.Series(name: "x", values: [1, 2, nil, 4])])
        let svg = ChartWriter.svg(chart)
        // Slots of 165 from 46: centres 128.5, 293.5, 458.5, 623.5; y 0..4 from 270 to 22.
        #expect(svg.contains("d=\"M128.5 208L293.5 146M623.5 22\""))
        #expect(svg.contains("<circle cx=\"623.5\" cy=\"22\" r=\"2.5\""))
        #expect(!svg.contains("class=\"legend\""))  // one series: no legend
        // The values again inside the right edge (706 - 3), 3 above their gridlines; none for 0.
        #expect(svg.contains("<text x=\"703\" y=\"19\" text-anchor=\"end\" class=\"tick tick-inner\">4</text>"))
        #expect(svg.contains("<text x=\"703\" y=\"205\" text-anchor=\"end\" class=\"tick tick-inner\">1</text>"))
        #expect(svg.components(separatedBy: "tick-inner").count - 1 == 4)
    }

    @Test func stackedBarsAddUp() {
        let chart = Chart(
            id: "c3", title: "t", summary: "s", style: .stackedBars, x: .categories(["a"]),
            series: [Chart.Series(name: "brown", values: [2]), Chart.Series(name: "blue", values: [3])])
        let svg = ChartWriter.svg(chart)
        // 5 / 4 = 1.25 -> a step of 2: 0..6 from 270 to 22, so 2 is at 187.3 and 5 at 63.3.
        #expect(svg.contains("y=\"187.3\" width=\"541.2\" height=\"82.7\""))
        #expect(svg.contains("y=\"63.3\" width=\"541.2\" height=\"124\""))
        #expect(svg.contains("viewBox=\"0 0 720 320\""))  // one legend row
        #expect(svg.contains("class=\"legend\""))
        #expect(svg.contains("fill: var(--series-0, #c77d2e)") && svg.contains("fill: var(--series-1, #3f7f8c)"))
        // The legend row ends at the right edge (706): "brown" is 26 + 5 x 7 = 61 wide, then 10,
        // "blue" 26 + 4 x 7 = 54: 125 in all, so brown starts at 706 - 125 = 581 and blue at 652.
        let legend = ChartWriter.legendLayout(chart, left: 46, right: 706)
        #expect(legend.map(\.x) == [581, 652] && legend.map(\.row) == [0, 0])
        #expect(svg.contains("<text x=\"601\" y=\"302\" class=\"legend-label\">brown</text>"))
    }

    /// 300 bars in 660 units leave 1.8 units a bar: too thin to point at, so each series is
    /// one path of rectangles, without tooltips.
    @Test func thinBarsAreOnePathPerSeries() {
        let labels = (0..<300).map { "w\($0)" }
        let chart = Chart(
            id: "c4", title: "t", summary: "s", style: .stackedBars, x: .categories(labels),
            series: [
                Chart.Series(name: "brown", values: Array(repeating: 4, count: 300)),
                Chart.Series(name: "blue", values: Array(repeating: 2, count: 300)),
            ])
        let svg = ChartWriter.svg(chart)
        #expect(!svg.contains("<title>w0") && svg.components(separatedBy: "<path d=\"M").count == 3)
        // 0..6 from 270 to 22: 4 is at 104.7 (165.3 high), 6 at 22 (82.7 high above 4).
        #expect(svg.contains("<path d=\"M46.2 104.7h1.8v165.3h-1.8zM48.4 104.7h1.8v165.3h-1.8z"))
        #expect(svg.contains("<path d=\"M46.2 22h1.8v82.7h-1.8zM48.4 22h1.8v82.7h-1.8z"))
        let few = Chart(
            id: "c5", title: "t", summary: "s", style: .stackedBars, x: .categories(Array(labels.prefix(150))),
            series: [Chart.Series(name: "brown", values: Array(repeating: 4, count: 150))])
        #expect(ChartWriter.svg(few).contains("<title>w0: brown 4</title>"))  // 3.6 units a bar: still rectangles
    }

    /// One drawing for charts that differ only in id, title and annotations: each the same as
    /// that chart drawn on its own.
    @Test func aDrawingServesChartsThatDifferOnlyInTheirNotes() {
        let drawing = ChartDrawing(Self.weekly)
        #expect(
            drawing.svg(id: Self.weekly.id, title: Self.weekly.title, annotations: Self.weekly.annotations) == ChartWriter.svg(Self.weekly))
        var other = Self.weekly
        other.id = "c1-tag"
        other.title = "Only the fence"
        other.annotations = [
            Chart.Annotation(start: Self.day("2026-11-03"), end: Self.day("2026-11-05"), label: "Fence & gate", kind: "span")
        ]
        let svg = drawing.svg(id: other.id, title: other.title, annotations: other.annotations)
        #expect(svg == ChartWriter.svg(other))
        #expect(
            svg.contains("<title id=\"c1-tag-title\">Only the fence</title>") && svg.contains("Fence &amp; gate: 3 Nov 2026 – 5 Nov 2026"))
        #expect(!svg.contains("Molt"))
    }

    @Test func timeTicksFollowTheSpan() {
        func ticks(_ first: String, _ weeks: Int) -> [String] {
            let dates = (0..<weeks).map { Self.day(first).adding(days: 7 * $0) }
            let chart = Chart(id: "c", title: "t", summary: "s", style: .bars, x: .time(dates, .week), series: [])
            return ChartWriter.xTicks(chart, ChartWriter.Geometry(chart: chart)).map(\.1)
        }
        #expect(ticks("2026-11-02", 5) == ["2 Nov", "9 Nov", "16 Nov", "23 Nov", "30 Nov"])
        #expect(ticks("2026-01-05", 26) == ["Feb 2026", "Mar", "Apr", "May", "Jun", "Jul"])  // up to 6 July
        #expect(ticks("2025-01-06", 80) == ["Apr 2025", "Jul", "Oct", "Jan 2026", "Apr", "Jul"])
        #expect(ticks("2020-06-01", 300) == ["2021", "2022", "2023", "2024", "2025", "2026"])  // up to 26 Jan 2026
    }

    @Test func smallCharts() {
        let spark = SmallCharts.sparkline([1, 2, nil, 2], label: "Last weeks <4>")
        #expect(spark.contains("aria-label=\"Last weeks &lt;4&gt;\"") && spark.contains("d=\"M0 14L40 2M120 2\""))
        let strip = SmallCharts.heatStrip([0, 4, nil], labels: ["a", "b", "c"], label: "days")
        #expect(strip.components(separatedBy: "<rect").count - 1 == 3 && strip.contains("class=\"gap\""))
    }
}
