import CoopValues

/// Writes a ``Chart`` as inline SVG.
///
/// The drawing is 720 by 300 units with a `viewBox` and no fixed size, so it scales to its
/// container. Colours: a series with a colour uses it; others get the class `series-N` for
/// the stylesheet to colour, falling back to `currentColor`. Axes, grid and labels use the
/// classes `axis`, `grid`, `tick`, `marker`, `span` and `legend`.
public enum ChartWriter {
    static let width = 720.0
    static let height = 300.0
    /// The narrowest bar, in the chart's units (720 wide), drawn on its own with a tooltip.
    static let narrowestPointableBar = 3.0

    /// The chart as an `<svg>` element.
    public static func svg(_ chart: Chart) -> String {
        var geometry = Geometry(chart: chart)
        var out = SVGWriter()
        out.element("svg", [
            "xmlns": "http://www.w3.org/2000/svg", "viewBox": "0 0 \(Int(width)) \(Int(geometry.totalHeight))",
            "class": "chart-svg chart-\(chart.style)", "role": "img", "font-family": "system-ui, -apple-system, sans-serif",
            "font-size": "11", "fill": "currentColor",
            "aria-labelledby": "\(chart.id)-title \(chart.id)-desc", "preserveAspectRatio": "xMidYMid meet",
        ], close: false)
        out.element("title", ["id": chart.id + "-title"], close: false)
        out.text(chart.title)
        out.raw("</title>")
        out.element("desc", ["id": chart.id + "-desc"], close: false)
        out.text(chart.summary)
        out.raw("</desc>")
        drawSpans(chart, &geometry, &out)
        drawGrid(chart, geometry, &out)
        drawBand(chart, geometry, &out)
        drawSeries(chart, geometry, &out)
        drawOverlay(chart, geometry, &out)
        drawMarkers(chart, geometry, &out)
        drawLegend(chart, geometry, &out)
        out.raw("</svg>")
        return out.markup
    }

    /// Where things go.
    struct Geometry {
        let left: Double
        let right: Double
        let top = 22.0
        let bottom: Double
        let totalHeight: Double
        let y: LinearScale
        let overlayScale: LinearScale?
        let count: Int
        /// Centre and width of each point's slot.
        let slots: [(center: Double, width: Double)]
        let firstDay: CivilDate?
        let spanDays: Double

        init(chart: Chart) {
            left = 46
            right = ChartWriter.width - (chart.overlay == nil ? 14 : 46)
            let rows = ChartWriter.legendLayout(chart, left: left, right: right).map(\.row).max().map { $0 + 1 } ?? 0
            totalHeight = ChartWriter.height + Double(rows) * 20
            bottom = ChartWriter.height - 30
            count = chart.x.count
            var values: [Double] = []
            switch chart.style {
            case .stackedBars:
                for index in 0..<count {
                    values.append(chart.series.reduce(0) { $0 + max(0, ($1.values[safe: index] ?? nil) ?? 0) })
                }
            default:
                for series in chart.series { values += series.values.compactMap { $0 } }
            }
            if let band = chart.band { values += band.high.compactMap { $0 } + band.low.compactMap { $0 } }
            let (low, high) = (bottom, 22.0)
            y = LinearScale(values: values, from: low, to: high)
            overlayScale = chart.overlay.map {
                LinearScale(values: $0.values.compactMap { $0 }, from: low, to: high, includeZero: false, tickCount: 4)
            }
            let (plotLeft, plotRight) = (left, right)
            var slots: [(Double, Double)] = []
            switch chart.x {
            case .categories(let labels):
                let w = (plotRight - plotLeft) / Double(max(1, labels.count))
                slots = labels.indices.map { (plotLeft + (Double($0) + 0.5) * w, w) }
                firstDay = nil
                spanDays = 0
            case .time(let dates, let period):
                let first = dates.first ?? CivilDate(dayNumber: 0)
                let ends = dates.map { ChartWriter.end(of: $0, period) }
                let span = Double(first.days(until: ends.last ?? first))
                firstDay = first
                spanDays = max(1, span)
                let plot = plotRight - plotLeft
                slots = zip(dates, ends).map { start, end in
                    let a = Double(first.days(until: start)) / max(1, span) * plot
                    let b = Double(first.days(until: end)) / max(1, span) * plot
                    return (plotLeft + (a + b) / 2, b - a)
                }
            }
            self.slots = slots
        }

        /// The x of the start of `day` on a time axis.
        func x(_ day: CivilDate) -> Double {
            guard let firstDay else { return left }
            return left + Double(firstDay.days(until: day)) / spanDays * (right - left)
        }
    }

    /// The day after the last day of the period starting on `start`.
    static func end(of start: CivilDate, _ period: Chart.Period) -> CivilDate {
        switch period {
        case .day: start.adding(days: 1)
        case .week: start.adding(days: 7)
        case .month: start.yearMonth.advanced(by: 1).firstDay
        }
    }

    private static func format(_ value: Double, _ chart: Chart) -> String {
        NumberFormat.decimal(value, places: chart.decimals) + chart.unit
    }

    private static func drawGrid(_ chart: Chart, _ g: Geometry, _ out: inout SVGWriter) {
        out.raw("<g class=\"grid\">")
        for tick in g.y.ticks {
            let y = SVGWriter.number(g.y.position(tick))
            out.element("line", ["x1": SVGWriter.number(g.left), "x2": SVGWriter.number(g.right), "y1": y, "y2": y,
                                 "class": tick == 0 ? "axis" : "gridline", "stroke": "currentColor",
                                 "stroke-opacity": tick == 0 ? "0.5" : "0.12"])
            out.element("text", ["x": SVGWriter.number(g.left - 6), "y": y, "dy": "4", "text-anchor": "end", "class": "tick"], close: false)
            out.text(format(tick, chart))
            out.raw("</text>")
        }
        // The same values again inside the plot's right edge, above their gridlines: a phone's
        // chart scroller opens on the right, where the left axis is out of view. The theme
        // hides them when the whole chart fits.
        for tick in g.y.ticks where tick != 0 {
            out.element("text", ["x": SVGWriter.number(g.right - 3), "y": SVGWriter.number(g.y.position(tick) - 3),
                                 "text-anchor": "end", "class": "tick tick-inner"], close: false)
            out.text(format(tick, chart))
            out.raw("</text>")
        }
        if let overlay = chart.overlay, let scale = g.overlayScale {
            for tick in scale.ticks {
                out.element("text", ["x": SVGWriter.number(g.right + 6), "y": SVGWriter.number(scale.position(tick)), "dy": "4",
                                     "class": "tick overlay-tick"], close: false)
                out.text(NumberFormat.decimal(tick, places: 0) + overlay.unit)
                out.raw("</text>")
            }
        }
        let bottom = SVGWriter.number(g.bottom + 16)
        for (x, label) in xTicks(chart, g) {
            out.element("line", ["x1": SVGWriter.number(x), "x2": SVGWriter.number(x), "y1": SVGWriter.number(g.top),
                                 "y2": SVGWriter.number(g.bottom + 4), "class": "gridline vertical", "stroke": "currentColor",
                                 "stroke-opacity": "0.08"])
            out.element("text", ["x": SVGWriter.number(x), "y": bottom, "text-anchor": "middle", "class": "tick"], close: false)
            out.text(label)
            out.raw("</text>")
        }
        out.raw("</g>")
    }

    /// Tick positions and labels for the x axis: months, quarters or years for time, every
    /// label (or every n-th when crowded) for categories.
    static func xTicks(_ chart: Chart, _ g: Geometry) -> [(Double, String)] {
        switch chart.x {
        case .categories(let labels):
            let every = max(1, Int((Double(labels.count) / 12).rounded(.up)))
            return labels.indices.filter { $0 % every == 0 }.map { (g.slots[$0].center, labels[$0]) }
        case .time(let dates, let period):
            guard let first = dates.first, let last = dates.last else { return [] }
            let end = Self.end(of: last, period)
            let days = first.days(until: end)
            var ticks: [(Double, String)] = []
            if days <= 62 {
                var day = first.startOfWeek(.monday)
                while day < end {
                    if day >= first { ticks.append((g.x(day), DatePattern.tickDay.format(day))) }
                    day = day.adding(days: 7)
                }
                return ticks
            }
            if days > 3 * 366 {
                for year in (first.year + (first.dayOfYear == 1 ? 0 : 1))...max(first.year, end.year) {
                    let day = CivilDate(year: year, month: 1, day: 1)!
                    if day >= first, day < end { ticks.append((g.x(day), String(year))) }
                }
                return ticks
            }
            let every = days > 400 ? 3 : 1
            var month = first.yearMonth
            if month.firstDay < first { month = month.advanced(by: 1) }
            while month.firstDay < end {
                if (month.month - 1) % every == 0 {
                    let label = month.month == 1 || ticks.isEmpty ? "\(month.monthName.prefix(3)) \(month.year)" : String(month.monthName.prefix(3))
                    ticks.append((g.x(month.firstDay), label))
                }
                month = month.advanced(by: 1)
            }
            return ticks
        }
    }

    /// Colours for series without one, as CSS variables the stylesheet may set (for dark mode).
    static let palette = ["#c77d2e", "#3f7f8c", "#8a6bbf", "#b5473a", "#5a8f3d", "#9c6b30", "#4b6cb7", "#a05a8c"]

    /// The colour of series `index`: its own, else `var(--series-N, palette)`.
    static func color(_ series: Chart.Series?, _ index: Int) -> String {
        if let color = series?.color { return color }
        return "var(--series-\(index % palette.count), \(palette[index % palette.count]))"
    }

    private static func seriesStyle(_ series: Chart.Series, _ index: Int, fill: Bool) -> KeyValuePairs<String, String> {
        fill ? ["class": "series series-\(index)", "style": "fill: \(color(series, index))"]
            : ["class": "series series-\(index)", "style": "stroke: \(color(series, index))", "fill": "none"]
    }

    private static func drawSeries(_ chart: Chart, _ g: Geometry, _ out: inout SVGWriter) {
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

    private static func drawBand(_ chart: Chart, _ g: Geometry, _ out: inout SVGWriter) {
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

    private static func drawOverlay(_ chart: Chart, _ g: Geometry, _ out: inout SVGWriter) {
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

    private static func drawSpans(_ chart: Chart, _ g: inout Geometry, _ out: inout SVGWriter) {
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

    private static func drawMarkers(_ chart: Chart, _ g: Geometry, _ out: inout SVGWriter) {
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

    private static func drawLegend(_ chart: Chart, _ g: Geometry, _ out: inout SVGWriter) {
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

extension DatePattern {
    /// `16 Nov` for day ticks.
    static let tickDay = try! DatePattern("d MMM")
    /// `16 Nov 2026` for tooltips.
    static let tooltipDay = try! DatePattern("d MMM yyyy")
}

extension Array {
    /// The element at `index`, or `nil` past the end.
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
