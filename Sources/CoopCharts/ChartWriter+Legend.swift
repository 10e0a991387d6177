/// The legend under the plot: one entry per series, band and overlay, when there are several.
extension ChartWriter {
    /// The legend's entries: name, how to draw the swatch, colour, and where (row and x).
    static func legendLayout(
        _ chart: Chart, left: Double, right: Double
    )
        -> [(name: String, kind: String, color: String, row: Int, x: Double)]
    {
        var items: [(String, String, String)] = chart.series.enumerated().map {
            ($1.name, chart.style == .line ? "line" : "box", color($1, $0))
        }
        if let band = chart.band { items.append((band.name, "band", "")) }
        if let overlay = chart.overlay { items.append((overlay.name, "overlay", "currentColor")) }
        guard items.count > 1 else { return [] }
        var out: [(String, String, String, Int, Double)] = []
        var x = left
        var row = 0
        var rowEnds: [Double] = []
        for (name, kind, color) in items {
            let width = 26 + Double(name.count) * 7.0
            if x > left, x + width > right {
                rowEnds.append(x - 10)
                row += 1
                x = left
            }
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
            let x = item.x
            let y = ChartWriter.height + 2 + Double(item.row) * 20
            switch item.kind {
            case "line", "overlay":
                out.begin("line")
                out.attribute("x1", x)
                out.attribute("x2", x + 16)
                out.attribute("y1", y - 4)
                out.attribute("y2", y - 4)
                if item.kind == "line" {
                    out.attribute("style") {
                        $0.raw("stroke: ")
                        $0.text(item.color)
                    }
                    out.attribute("stroke-width", "3")
                } else {
                    out.attribute("class", "overlay")
                    out.attribute("stroke", "currentColor")
                    out.attribute("stroke-dasharray", "4 3")
                }
            case "band":
                out.begin("rect")
                out.attribute("x", x)
                out.attribute("y", y - 10)
                out.attribute("width", "16")
                out.attribute("height", "10")
                out.attribute("class", "band")
                out.attribute("style") { writeBandStyle(&$0) }
            default:
                out.begin("rect")
                out.attribute("x", x)
                out.attribute("y", y - 10)
                out.attribute("width", "12")
                out.attribute("height", "10")
                out.attribute("style") {
                    $0.raw("fill: ")
                    $0.text(item.color)
                }
            }
            out.finishEmpty()
            out.begin("text")
            out.attribute("x", x + 20)
            out.attribute("y", y)
            out.attribute("class", "legend-label")
            out.finishOpen()
            out.text(item.name)
            out.end("text")
        }
        out.end("g")
    }
}
