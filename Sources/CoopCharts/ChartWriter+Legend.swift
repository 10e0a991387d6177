/// The legend under the plot: one entry per series, band and overlay, when there are several.
extension ChartWriter {
    /// The legend's entries: name, how to draw the swatch, colour, and where (row and x).
    static func legendLayout(_ chart: Chart, left: Double, right: Double)
        -> [(name: String, kind: String, color: String, row: Int, x: Double)] {
        var items: [(String, String, String)] = chart.series.enumerated().map {
            ($1.name, chart.style == .line ? "line" : "box", color($1, $0))
        }
        if let band = chart.band { items.append((band.name, "band", "")) }
        if let overlay = chart.overlay { items.append((overlay.name, "overlay", "currentColor")) }
        guard items.count > 1 else { return [] }
        var out: [(String, String, String, Int, Double)] = []
        var x = left, row = 0
        var rowEnds: [Double] = []
        for (name, kind, color) in items {
            let width = 26 + Double(name.count) * 7.0
            if x > left, x + width > right { rowEnds.append(x - 10); row += 1; x = left }
            out.append((name, kind, color, row, x))
            x += width + 10
        }
        rowEnds.append(x - 10)
        // Each row ends at the right edge, under the newest data: a phone's chart scroller opens
        // there, so the legend is in view with it.
        return out.map { ($0.0, $0.1, $0.2, $0.3, $0.4 + max(0, right - rowEnds[$0.3])) }
    }

    static func drawLegend(_ chart: Chart, _ g: Geometry, _ out: inout SVGWriter) {
        let items = legendLayout(chart, left: g.left, right: g.right)
        guard !items.isEmpty else { return }
        out.raw("<g class=\"legend\" font-size=\"11\">")
        for item in items {
            let x = item.x, y = ChartWriter.height + 2 + Double(item.row) * 20
            switch item.kind {
            case "line":
                out.element("line", ["x1": SVGWriter.number(x), "x2": SVGWriter.number(x + 16), "y1": SVGWriter.number(y - 4),
                                     "y2": SVGWriter.number(y - 4), "style": "stroke: \(item.color)", "stroke-width": "3"])
            case "overlay":
                out.element("line", ["x1": SVGWriter.number(x), "x2": SVGWriter.number(x + 16), "y1": SVGWriter.number(y - 4),
                                     "y2": SVGWriter.number(y - 4), "class": "overlay", "stroke": "currentColor", "stroke-dasharray": "4 3"])
            case "band":
                out.element("rect", ["x": SVGWriter.number(x), "y": SVGWriter.number(y - 10), "width": "16", "height": "10", "class": "band",
                                     "style": "fill: var(--band, \(palette[1])); fill-opacity: 0.18"])
            default:
                out.element("rect", ["x": SVGWriter.number(x), "y": SVGWriter.number(y - 10), "width": "12", "height": "10",
                                     "style": "fill: \(item.color)"])
            }
            out.element("text", ["x": SVGWriter.number(x + 20), "y": SVGWriter.number(y), "class": "legend-label"], close: false)
            out.text(item.name)
            out.raw("</text>")
        }
        out.raw("</g>")
    }
}
