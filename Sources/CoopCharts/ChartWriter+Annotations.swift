import CoopValues

/// Notes on a time axis: shaded spans and labelled markers.
extension ChartWriter {
    static func drawSpans(_ chart: Chart, _ g: inout Geometry, _ out: inout SVGWriter) {
        guard case .time = chart.x else { return }
        for span in chart.annotations {
            guard let end = span.end else { continue }
            let x0 = max(g.left, g.x(span.start)), x1 = min(g.right, g.x(end.adding(days: 1)))
            guard x1 > x0 else { continue }
            out.element("rect", ["x": SVGWriter.number(x0), "y": SVGWriter.number(g.top), "width": SVGWriter.number(x1 - x0),
                                 "height": SVGWriter.number(g.bottom - g.top), "class": "span span-\(span.kind)",
                                 "style": span.kind == "molt" ? "fill: var(--molt, #8a6bbf); fill-opacity: 0.16"
                                     : "fill: currentColor; fill-opacity: 0.07"], close: false)
            out.title(span.label, ": ", DatePattern.tooltipDay.format(span.start), " – ", DatePattern.tooltipDay.format(end))
            out.raw("</rect>")
        }
    }

    static func drawMarkers(_ chart: Chart, _ g: Geometry, _ out: inout SVGWriter) {
        guard case .time = chart.x else { return }
        var labelEnd = -Double.infinity
        for marker in chart.annotations.sorted(by: { $0.start < $1.start }) {
            let x = g.x(marker.start)
            guard x >= g.left, x <= g.right else { continue }
            out.element("g", ["class": "marker marker-\(marker.kind)"], close: false)
            out.title(DatePattern.tooltipDay.format(marker.start), ": ", marker.label)
            out.element("line", ["x1": SVGWriter.number(x), "x2": SVGWriter.number(x), "y1": SVGWriter.number(g.top - 4),
                                 "y2": SVGWriter.number(g.bottom), "stroke": "currentColor", "stroke-opacity": "0.45",
                                 "stroke-dasharray": "2 2"])
            // Label it when it does not overlap the previous label (about 6 units a character).
            let label = marker.label.count > 22 ? String(marker.label.prefix(21)) + "…" : marker.label
            let textWidth = Double(label.count) * 5.4
            let start = min(x + 2, g.right - textWidth)
            if start > labelEnd + 4 {
                out.element("text", ["x": SVGWriter.number(start), "y": SVGWriter.number(g.top - 8), "class": "marker-label",
                                     "font-size": "10"], close: false)
                out.text(label)
            out.raw("</text>")
                labelEnd = start + textWidth
            }
            out.raw("</g>")
        }
    }

}
