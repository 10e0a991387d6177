import CoopValues

/// The data: lines or bars per series, the range band and the overlay line.
extension ChartWriter {
    static func drawSeries(_ chart: Chart, _ colors: [SeriesColor], _ g: Geometry, _ out: inout SVGWriter) {
        switch chart.style {
        case .line: drawLines(chart, colors, g, &out)
        case .bars, .stackedBars: drawBars(chart, colors, g, &out)
        }
    }

    private static func drawLines(_ chart: Chart, _ colors: [SeriesColor], _ g: Geometry, _ out: inout SVGWriter) {
        for (index, series) in chart.series.enumerated() {
            var path = SVGPath()
            for (i, value) in series.values.enumerated() where i < g.count {
                guard let value else {
                    path.gap()
                    continue
                }
                path.point(g.slots[i].center, g.y.position(value))
            }
            guard !path.isEmpty else { continue }
            let color = colors[index]
            out.begin("path")
            out.attribute("d") { $0.raw(path) }
            out.attribute("class") {
                $0.raw("series line series-")
                $0.integer(index)
            }
            writeColor(color, as: "stroke", &out)
            out.attribute("fill", "none")
            out.attribute("stroke-width", "2")
            out.attribute("stroke-linejoin", "round")
            out.finishOpen()
            out.title(series.name)
            out.end("path")
            // Lone points (between gaps) would not show as a line: give them a dot.
            for (i, value) in series.values.enumerated() where i < g.count {
                guard let value else { continue }
                let before = i > 0 ? series.values[i - 1] : nil
                let after = i + 1 < series.values.count ? series.values[i + 1] : nil
                guard before == nil, after == nil else { continue }
                out.begin("circle")
                out.attribute("cx", g.slots[i].center)
                out.attribute("cy", g.y.position(value))
                out.attribute("r", "2.5")
                out.attribute("class") {
                    $0.raw("series dot series-")
                    $0.integer(index)
                }
                writeColor(color, as: "fill", &out)
                out.finishEmpty()
            }
        }
    }

    private static func drawBars(_ chart: Chart, _ colors: [SeriesColor], _ g: Geometry, _ out: inout SVGWriter) {
        let stacked = chart.style == .stackedBars
        var base = [Double](repeating: 0, count: g.count)
        let groups = stacked ? 1 : max(1, chart.series.count)
        // Bars too thin to point at one by one (ten years of weeks) are drawn as one path
        // per series, without a tooltip each: the table beside the chart has the numbers,
        // and the page is a third of the size.
        let narrowest = g.slots.prefix(g.count).map(\.width).min() ?? 0
        let asPath = max(0.6, narrowest * 0.82) / Double(groups) < Self.narrowestPointableBar
        let formats = chart.words.formats
        for (index, series) in chart.series.enumerated() {
            out.begin("g")
            out.attribute("class") {
                $0.raw("series series-")
                $0.integer(index)
            }
            writeColor(colors[index], as: "fill", &out)
            out.finishOpen()
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
                let y0 = g.y.position(max(from, to))
                let y1 = g.y.position(min(from, to))
                if asPath {
                    path.rectangle(x, y0, width: barWidth, height: max(0.5, y1 - y0))
                    continue
                }
                out.begin("rect")
                out.attribute("x", x)
                out.attribute("y", y0)
                out.attribute("width", barWidth)
                out.attribute("height", max(0.5, y1 - y0))
                out.finishOpen()
                let tooltip = ChartTooltip.value(
                    point: pointLabel(chart, i, formats), series: BidiText.isolating(series.name),
                    value: valueText(value, of: chart, formats))
                out.title { $0.sentence(chart.words.tooltip(tooltip)) }
                out.end("rect")
            }
            if !path.isEmpty {
                out.begin("path")
                out.attribute("d") { $0.raw(path) }
                out.finishEmpty()
            }
            out.end("g")
        }
    }

    /// The label of point `index` for tooltips, its dates written with `formats`, isolated
    /// when it needs it (``BidiText``): "Week of 16 Nov 2026", "November 2026", "Mar".
    static func pointLabel(_ chart: Chart, _ index: Int, _ formats: LocaleFormats) -> String {
        switch chart.x {
        case .categories(let labels): BidiText.isolating(labels[index])
        case .time(let dates, let period):
            switch period {
            case .day: BidiText.isolating(formats.format(dates[index], .dayMonthYear))
            case .week: BidiText.isolating(chart.words.week(dates[index]))
            case .month: BidiText.isolating(formats.format(dates[index], .monthYear))
            }
        }
    }

    static func drawBand(_ chart: Chart, _ g: Geometry, _ out: inout SVGWriter) {
        guard let band = chart.band else { return }
        let points = (0..<g.count).compactMap { i -> (x: Double, low: Double, high: Double)? in
            guard let low = band.low[safe: i] ?? nil, let high = band.high[safe: i] ?? nil else { return nil }
            return (g.slots[i].center, g.y.position(low), g.y.position(high))
        }
        guard !points.isEmpty else { return }
        out.begin("polygon")
        // Along the upper edge, then back along the lower one: `x,y x,y …`.
        out.attribute("points") {
            for (n, point) in points.enumerated() {
                if n > 0 { $0.raw(" ") }
                $0.number(point.x)
                $0.raw(",")
                $0.number(point.high)
            }
            for point in points.reversed() {
                $0.raw(" ")
                $0.number(point.x)
                $0.raw(",")
                $0.number(point.low)
            }
        }
        out.attribute("class", "band")
        out.attribute("style") { writeBandStyle(&$0) }
        out.finishOpen()
        out.title(band.name)
        out.end("polygon")
    }

    /// The band's fill.
    static func writeBandStyle(_ out: inout SVGWriter) {
        out.raw("fill: ")
        out.raw(bandColor)
        out.raw("; fill-opacity: 0.18")
    }

    static func drawOverlay(_ chart: Chart, _ g: Geometry, _ out: inout SVGWriter) {
        guard let overlay = chart.overlay, let scale = g.overlayScale else { return }
        var path = SVGPath()
        for (i, value) in overlay.values.enumerated() where i < g.count {
            guard let value else {
                path.gap()
                continue
            }
            path.point(g.slots[i].center, scale.position(value))
        }
        out.begin("path")
        out.attribute("d") { $0.raw(path) }
        out.attribute("class", "overlay")
        out.attribute("fill", "none")
        out.attribute("stroke", "currentColor")
        out.attribute("stroke-opacity", "0.6")
        out.attribute("stroke-dasharray", "4 3")
        out.finishOpen()
        out.title(overlay.name)
        out.end("path")
    }
}
