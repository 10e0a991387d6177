import CoopCharts
import CoopValues
import Testing

/// A span's shading is the caller's choice: faint in the text colour, or tinted in a colour
/// it names. The chart writer knows no kind of note by name.
@Suite struct AnnotationShadeTests {
    static func chart(_ annotation: Chart.Annotation) -> String {
        let days = ["2026-11-02", "2026-11-09", "2026-11-16"].map { CivilDate(iso: $0)! }
        return ChartWriter.svg(
            Chart(
                id: "c", title: "t", summary: "s", style: .bars, x: .time(days, .week),
                series: [Chart.Series(name: "Eggs", values: [1, 2, 3])], annotations: [annotation], words: .english))
    }

    static let start = CivilDate(iso: "2026-11-03")!, end = CivilDate(iso: "2026-11-12")!

    @Test func faintByDefaultWhateverTheKind() {
        for kind in ["span", "molt"] {
            let svg = Self.chart(Chart.Annotation(start: Self.start, end: Self.end, label: "Molt", kind: kind))
            #expect(svg.contains("class=\"span span-\(kind)\" style=\"fill: currentColor; fill-opacity: 0.07\""))
        }
    }

    @Test func tintedInTheColourGiven() {
        let svg = Self.chart(
            Chart.Annotation(
                start: Self.start, end: Self.end, label: "Molt", kind: "molt",
                shade: .tinted("var(--molt, #8a6bbf)")))
        #expect(svg.contains("class=\"span span-molt\" style=\"fill: var(--molt, #8a6bbf); fill-opacity: 0.16\""))
        let escaped = Self.chart(Chart.Annotation(start: Self.start, end: Self.end, label: "x", shade: .tinted("\"><b>")))
        #expect(escaped.contains("style=\"fill: &quot;&gt;&lt;b&gt;; fill-opacity: 0.16\""))
    }
}
