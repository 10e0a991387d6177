import CoopValues

/// Notes on a time axis: shaded spans and labelled markers.
extension ChartWriter {
    static func drawSpans(
        _ annotations: [Chart.Annotation], _ x: Chart.XAxis, _ words: ChartWords, _ g: Geometry, _ out: inout SVGWriter
    ) {
        guard case .time = x else { return }
        for span in annotations {
            guard let end = span.end else { continue }
            let x0 = max(g.left, g.x(span.start))
            let x1 = min(g.right, g.x(end.adding(days: 1)))
            guard x1 > x0 else { continue }
            out.begin("rect")
            out.attribute("x", x0)
            out.attribute("y", g.top)
            out.attribute("width", x1 - x0)
            out.attribute("height", g.bottom - g.top)
            out.attribute("class") {
                $0.raw("span span-")
                $0.text(span.kind)
            }
            switch span.shade {
            case .faint: out.attribute("style", "fill: currentColor; fill-opacity: 0.07")
            case .tinted(let color):
                out.attribute("style") {
                    $0.raw("fill: ")
                    $0.text(color)
                    $0.raw("; fill-opacity: 0.16")
                }
            }
            out.finishOpen()
            out.title { $0.sentence(words.tooltip(.span(label: BidiText.isolating(span.label), from: span.start, to: end))) }
            out.end("rect")
        }
    }

    static func drawMarkers(
        _ annotations: [Chart.Annotation], _ x: Chart.XAxis, _ words: ChartWords, _ g: Geometry, _ out: inout SVGWriter
    ) {
        guard case .time = x else { return }
        var labelEnd = -Double.infinity
        for marker in annotations.sorted(by: { $0.start < $1.start }) {
            let x = g.x(marker.start)
            guard x >= g.left, x <= g.right else { continue }
            out.begin("g")
            out.attribute("class") {
                $0.raw("marker marker-")
                $0.text(marker.kind)
            }
            out.finishOpen()
            out.title { $0.sentence(words.tooltip(.marker(day: marker.start, label: BidiText.isolating(marker.label)))) }
            out.begin("line")
            out.attribute("x1", x)
            out.attribute("x2", x)
            out.attribute("y1", g.top - 4)
            out.attribute("y2", g.bottom)
            out.attribute("stroke", "currentColor")
            out.attribute("stroke-opacity", "0.45")
            out.attribute("stroke-dasharray", "2 2")
            out.finishEmpty()
            // Label it when it does not overlap the previous label (about 6 units a character).
            let characters = marker.label.count
            let label = characters > 22 ? String(marker.label.prefix(21)) + "…" : marker.label
            let textWidth = Double(characters > 22 ? label.count : characters) * 5.4
            let start = min(x + 2, g.right - textWidth)
            if start > labelEnd + 4 {
                out.begin("text")
                out.attribute("x", start)
                out.attribute("y", g.top - 8)
                out.attribute("class", "marker-label")
                out.attribute("font-size", "10")
                out.finishOpen()
                out.text(label)
                out.end("text")
                labelEnd = start + textWidth
            }
            out.end("g")
        }
    }
}
