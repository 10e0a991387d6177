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
        annotations: [Chart.Annotation(start: day("2026-11-09"), label: "Molt <started>")], words: .english)

    @Test func accessibleAndEscaped() {
        let svg = ChartWriter.svg(Self.weekly)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 720 300\""))
        #expect(svg.contains(" role=\"img\" ") && svg.contains(" aria-labelledby=\"c1-title c1-desc\" "))
        #expect(svg.contains("<title id=\"c1-title\">Weekly &lt;eggs&gt;</title><desc id=\"c1-desc\">Three weeks &amp; a note</desc>"))
        #expect(!svg.contains("<eggs>") && !svg.contains("<started>"))
        #expect(svg.hasSuffix("</svg>"))
    }

    @Test func barsAreWhereTheArithmeticSaysTheyAre() {
        // y: 0..20 (ticks 0, 5, ... 20) from 270 up to 22: 20 is at 22, 10 at 146. The widest
        // value, "20", is 2 x 6 = 12 units: the plot starts at max(30, 10 + 12 + 6) = 30, and
        // ends 10 + 6 + 12 = 28 before 720 (the values again on the right), at 692.
        // 662 units over 21 days: a week is 220.67 wide, bars 82% of it (180.95), centred.
        let svg = ChartWriter.svg(Self.weekly)
        #expect(svg.contains("<rect x=\"49.9\" y=\"146\" width=\"180.9\" height=\"124\"><title>Week of 2 Nov 2026: Eggs 10</title></rect>"))
        #expect(
            svg.contains("<rect x=\"491.2\" y=\"22\" width=\"180.9\" height=\"248\"><title>Week of 16 Nov 2026: Eggs 20</title></rect>"))
        #expect(svg.components(separatedBy: "<rect").count - 1 == 2)  // no bar for the week without data
        // The note's marker sits at the start of its week: 30 + 220.67.
        #expect(svg.contains("<line x1=\"250.7\" x2=\"250.7\" y1=\"18\" y2=\"270\""))
        #expect(svg.contains("Molt &lt;started&gt;"))
        // The values on both sides: left of the plot (right-aligned at 24), and right of it at 698.
        #expect(svg.contains("<text x=\"24\" y=\"146\" dy=\"4\" text-anchor=\"end\" class=\"tick\">10</text>"))
        #expect(svg.contains("<text x=\"698\" y=\"146\" dy=\"4\" class=\"tick tick-right\">10</text>"))
        // The series' own colour stands 3:1 from both schemes' backgrounds on its own: kept in both.
        #expect(svg.contains("<g class=\"series series-0\" fill=\"#9c5a2e\" style=\"--dark: #9c5a2e\">"))
    }

    @Test func linesBreakAtGapsAndLonePointsGetADot() {
        let chart = Chart(
            id: "c2", title: "t", summary: "s", style: .line, x: .categories(["a", "b", "c", "d"]),
            series: [Chart.Series(name: "x", values: [1, 2, nil, 4])], words: .english)
        let drawing = ChartDrawing(chart)
        let svg = ChartWriter.svg(chart)
        // The plot from 30 to 720 - (10 + 6 + 6) = 698 (the values 0..4 are one digit wide):
        // slots of 167, centres 113.5, 280.5, 447.5, 614.5; y 0..4 from 270 to 22.
        #expect(svg.contains("d=\"M113.5 208L280.5 146M614.5 22\""))
        #expect(svg.contains("<circle cx=\"614.5\" cy=\"22\" r=\"2.5\""))
        #expect(drawing.legend.isEmpty)  // one series: no legend
        // The values again right of the plot (698 + 6), level with their gridlines, 0 included.
        #expect(svg.contains("<text x=\"704\" y=\"22\" dy=\"4\" class=\"tick tick-right\">4</text>"))
        #expect(svg.contains("<text x=\"704\" y=\"208\" dy=\"4\" class=\"tick tick-right\">1</text>"))
        #expect(svg.components(separatedBy: "tick-right").count - 1 == 5)
        // A line carries its colours as a stroke, and never a fill.
        let color = drawing.colors[0]
        #expect(svg.contains("stroke=\"\(color.light.hex)\" style=\"--dark: \(color.dark.hex)\" fill=\"none\""))
    }

    @Test func stackedBarsAddUp() {
        let chart = Chart(
            id: "c3", title: "t", summary: "s", style: .stackedBars, x: .categories(["a"]),
            series: [Chart.Series(name: "brown", values: [2]), Chart.Series(name: "blue", values: [3])], words: .english)
        let drawing = ChartDrawing(chart)
        let svg = ChartWriter.svg(chart)
        // 5 / 4 = 1.25 -> a step of 2: 0..6 from 270 to 22, so 2 is at 187.3 and 5 at 63.3. One
        // slot from 30 to 698 (668 wide), the bar 82% of it (547.8) from 364 - 273.9 = 90.1.
        #expect(svg.contains("<rect x=\"90.1\" y=\"187.3\" width=\"547.8\" height=\"82.7\">"))
        #expect(svg.contains("<rect x=\"90.1\" y=\"63.3\" width=\"547.8\" height=\"124\">"))
        #expect(svg.contains("viewBox=\"0 0 720 300\""))  // the legend is not in the drawing
        #expect(!svg.contains("legend"))
        // The legend, for the page to write: each series with its colours, a box for bars.
        #expect(drawing.legend.map(\.name) == ["brown", "blue"] && drawing.legend.map(\.swatch) == [.box, .box])
        #expect(drawing.legend.map(\.color) == drawing.colors.map(Optional.init))
        for (index, color) in drawing.colors.enumerated() {
            #expect(svg.contains("<g class=\"series series-\(index)\" fill=\"\(color.light.hex)\" style=\"--dark: \(color.dark.hex)\">"))
        }
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
            ], words: .english)
        let svg = ChartWriter.svg(chart)
        #expect(!svg.contains("<title>w0") && svg.components(separatedBy: "<path d=\"M").count == 3)
        // 0..6 from 270 to 22: 4 is at 104.7 (165.3 high), 6 at 22 (82.7 high above 4). Slots of
        // 668 / 300 = 2.227 from 30, bars of 1.826 centred in them: from 30.2, 32.4, ...
        #expect(svg.contains("<path d=\"M30.2 104.7h1.8v165.3h-1.8zM32.4 104.7h1.8v165.3h-1.8z"))
        #expect(svg.contains("<path d=\"M30.2 22h1.8v82.7h-1.8zM32.4 22h1.8v82.7h-1.8z"))
        let few = Chart(
            id: "c5", title: "t", summary: "s", style: .stackedBars, x: .categories(Array(labels.prefix(150))),
            series: [Chart.Series(name: "brown", values: Array(repeating: 4, count: 150))], words: .english)
        #expect(ChartWriter.svg(few).contains("<title>w0: brown 4</title>"))  // 3.7 units a bar: still rectangles
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

    /// The finest ticks whose labels leave 4 units between them. With no series the values are
    /// 0.00 to 1.00 (4 characters, 24 units): the plot runs from 40 to 680 (640 units) on a
    /// wide chart, from 40 to 306 (266 units) on a phone's.
    @Test func timeTicksFollowTheSpanAndTheRoom() {
        func ticks(_ first: String, _ weeks: Int, phone: Bool = false) -> [String] {
            let dates = (0..<weeks).map { Self.day(first).adding(days: 7 * $0) }
            let wide = Chart(id: "c", title: "t", summary: "s", style: .line, x: .time(dates, .week), series: [], words: .english)
            let chart = phone ? wide.onPhone : wide
            return ChartWriter.xTicks(chart, ChartWriter.Geometry(chart: chart)).ticks.map(\.label)
        }
        #expect(ticks("2026-11-02", 5) == ["2 Nov", "9 Nov", "16 Nov", "23 Nov", "30 Nov"])
        #expect(ticks("2026-01-05", 26) == ["Feb 2026", "Mar", "Apr", "May", "Jun", "Jul"])  // up to 6 July
        // 560 days, 34.7 units a month: "Dec" and "Jan 2026" need (18 + 48) / 2 + 4 = 37. Quarters.
        #expect(ticks("2025-01-06", 80) == ["Apr 2025", "Jul", "Oct", "Jan 2026", "Apr", "Jul"])
        #expect(ticks("2020-06-01", 300) == ["2021", "2022", "2023", "2024", "2025", "2026"])  // up to 26 Jan 2026
        // A phone's half year: 266 units over 182 days, 43.8 for June, enough for "Jun 2026" and "Jul" (37).
        #expect(ticks("2026-05-25", 26, phone: true) == ["Jun 2026", "Jul", "Aug", "Sep", "Oct", "Nov"])
        // Five weeks on a phone: 266 / 35 x 7 = 53.2 units a week, room for every Monday's "9 Nov" (30 + 4).
        #expect(ticks("2026-11-02", 5, phone: true) == ["2 Nov", "9 Nov", "16 Nov", "23 Nov", "30 Nov"])
        // Two years of weeks (a line keeps 104 points) on a phone: 266 units over 728 days, 11 a
        // month, 33 a quarter (short of "Jan 2025" and "Apr", 37); every six months.
        #expect(ticks("2024-11-25", 104, phone: true) == ["Jan 2025", "Jul", "Jan 2026", "Jul"])
    }

    /// Category labels too wide for their slot take two rows, each then having two slots' room;
    /// a label wider still is cut.
    @Test func categoryLabelsStaggerOnAPhone() {
        let hens = ["Daisy", "Ginger", "Henrietta", "Olive", "Pepper", "Señora Clucks"]
        let chart = Chart(
            id: "h", title: "t", summary: "s", style: .bars, x: .categories(hens),
            series: [Chart.Series(name: "Eggs", values: [14, 2, 10, 9, 9, 1])], words: .english
        ).onPhone
        // "Henrietta" (54 + 4) is wider than a first guess of a slot, (320 - 60) / 6 = 43.3: two
        // rows, the plot ending 42 above the bottom (198). Values 0..15: the plot from 30 to
        // 320 - 14 = 306, slots of 46 with centres 53, 99, 145, ...; room for 2 x 46 - 4 = 88.
        let svg = ChartWriter.svg(chart)
        #expect(svg.contains("<text x=\"53\" y=\"214\" text-anchor=\"middle\" class=\"tick\">Daisy</text>"))
        #expect(svg.contains("<text x=\"99\" y=\"226\" text-anchor=\"middle\" class=\"tick\">Ginger</text>"))
        // The last label, 78 wide, moves in from 283 to 320 - 39 = 281 to end inside the drawing.
        #expect(svg.contains("<text x=\"281\" y=\"226\" text-anchor=\"middle\" class=\"tick\">Señora Clucks</text>"))
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 320 240\""))
        #expect(!svg.contains("tick-right"))  // a phone's chart has its values on the left only
        #expect(ChartWriter.shortened("Lady Marmalade the Third", toFit: 88) == "Lady Marmalad…")
        #expect(ChartWriter.shortened("Señora Clucks", toFit: 88) == "Señora Clucks")
    }

    @Test func smallCharts() {
        let spark = SmallCharts.sparkline([1, 2, nil, 2], label: "Last weeks <4>")
        #expect(spark.contains("aria-label=\"Last weeks &lt;4&gt;\"") && spark.contains("d=\"M0 14L40 2M120 2\""))
        let strip = SmallCharts.heatStrip([0, 4, nil], labels: ["a", "b", "c"], label: "days")
        #expect(strip.components(separatedBy: "<rect").count - 1 == 3 && strip.contains("class=\"gap\""))
    }
}
