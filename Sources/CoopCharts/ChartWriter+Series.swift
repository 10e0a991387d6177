import CoopValues

/// The data: lines or bars per series, the range band and the overlay line.
extension ChartWriter {
    static func seriesStyle(_ series: Chart.Series, _ index: Int, fill: Bool) -> KeyValuePairs<String, String> {
        fill ? ["class": "series series-\(index)", "style": "fill: \(color(series, index))"]
            : ["class": "series series-\(index)", "style": "stroke: \(color(series, index))", "fill": "none"]
    }

    static func drawSeries(_ chart: Chart, _ g: Geometry, _ out: inout SVGWriter) {
        switch chart.style {
        case .line:
            for (index, series) in chart.series.enumerated() {
                var path = SVGPath()
                for (i, value) in series.values.enumerated() where i < g.count {
                    guard let value else { path.gap(); continue }
                    path.point(g.slots[i].center, g.y.position(value))
                }
                guard !path.isEmpty else { continue }
                let color = color(series, index)
                out.element("path", ["d": path.markup, "class": "series line series-\(index)", "style": "stroke: \(color)", "fill": "none",
                                     "stroke-width": "2", "stroke-linejoin": "round"], close: false)
                out.title(series.name)
                out.raw("</path>")
                // Lone points (between gaps) would not show as a line: give them a dot.
                for (i, value) in series.values.enumerated() where i < g.count {
                    guard let value else { continue }
                    let before = i > 0 ? series.values[i - 1] : nil
                    let after = i + 1 < series.values.count ? series.values[i + 1] : nil
                    if before == nil, after == nil {
                        out.element("circle", ["cx": SVGWriter.number(g.slots[i].center), "cy": SVGWriter.number(g.y.position(value)),
                                               "r": "2.5", "class": "series dot series-\(index)", "style": "fill: \(color)"])
                    }
                }
            }
        case .bars, .stackedBars:
            let stacked = chart.style == .stackedBars
            var base = [Double](repeating: 0, count: g.count)
            let groups = stacked ? 1 : max(1, chart.series.count)
            // Bars too thin to point at one by one (ten years of weeks) are drawn as one path
            // per series, without a tooltip each: the table beside the chart has the numbers,
            // and the page is a third of the size.
            let narrowest = g.slots.prefix(g.count).map(\.width).min() ?? 0
            let asPath = max(0.6, narrowest * 0.82) / Double(groups) < Self.narrowestPointableBar
            let labels = asPath ? [] : (0..<g.count).map { pointLabel(chart, $0) + ": " }
            for (index, series) in chart.series.enumerated() {
                out.element("g", seriesStyle(series, index, fill: true), close: false)
                var path = SVGPath()
                for (i, value) in series.values.enumerated() where i < g.count {
                    guard let value, value != 0 else { continue }
                    let slot = g.slots[i]
                    let inner = max(0.6, slot.width * 0.82)
                    let barWidth = inner / Double(groups)
                    let x = slot.center - inner / 2 + (stacked ? 0 : Double(index) * barWidth)
                    let from = stacked ? base[i] : 0
                    let to = from + value
                    if stacked { base[i] = to }
                    let y0 = g.y.position(max(from, to)), y1 = g.y.position(min(from, to))
                    if asPath {
                        path.rectangle(x, y0, width: barWidth, height: max(0.5, y1 - y0))
                        continue
                    }
                    out.raw("<rect x=\"")
                    out.number(x)
                    out.raw("\" y=\"")
                    out.number(y0)
                    out.raw("\" width=\"")
                    out.number(barWidth)
                    out.raw("\" height=\"")
                    out.number(max(0.5, y1 - y0))
                    out.raw("\">")
                    out.title(labels[i], series.name, " ", format(value, chart))
                    out.raw("</rect>")
                }
                if !path.isEmpty {
                    out.raw("<path d=\"")
                    out.raw(path)
                    out.raw("\"/>")
                }
                out.raw("</g>")
            }
        }
    }

    /// "Week of 16 Nov 2026", "Nov 2026", "Mar", for tooltips.
    static func pointLabel(_ chart: Chart, _ index: Int) -> String {
        switch chart.x {
        case .categories(let labels): return labels[index]
        case .time(let dates, let period):
            switch period {
            case .day: return DatePattern.tooltipDay.format(dates[index])
            case .week: return "Week of " + DatePattern.tooltipDay.format(dates[index])
            case .month: return "\(dates[index].yearMonth.monthName) \(dates[index].year)"
            }
        }
    }

    static func drawBand(_ chart: Chart, _ g: Geometry, _ out: inout SVGWriter) {
        guard let band = chart.band else { return }
        var upper: [String] = [], lower: [String] = []
        for i in 0..<g.count {
            guard let low = band.low[safe: i] ?? nil, let high = band.high[safe: i] ?? nil else { continue }
            upper.append(SVGWriter.number(g.slots[i].center) + "," + SVGWriter.number(g.y.position(high)))
            lower.append(SVGWriter.number(g.slots[i].center) + "," + SVGWriter.number(g.y.position(low)))
        }
        guard !upper.isEmpty else { return }
        out.element("polygon", ["points": (upper + lower.reversed()).joined(separator: " "), "class": "band",
                                "style": "fill: var(--band, \(palette[1])); fill-opacity: 0.18"], close: false)
        out.title(band.name)
        out.raw("</polygon>")
    }

    static func drawOverlay(_ chart: Chart, _ g: Geometry, _ out: inout SVGWriter) {
        guard let overlay = chart.overlay, let scale = g.overlayScale else { return }
        var path = SVGPath()
        for (i, value) in overlay.values.enumerated() where i < g.count {
            guard let value else { path.gap(); continue }
            path.point(g.slots[i].center, scale.position(value))
        }
        out.element("path", ["d": path.markup, "class": "overlay", "fill": "none", "stroke": "currentColor", "stroke-opacity": "0.6",
                             "stroke-dasharray": "4 3"], close: false)
        out.title(overlay.name)
        out.raw("</path>")
    }
}
