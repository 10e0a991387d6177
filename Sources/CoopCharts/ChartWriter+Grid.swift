import CoopValues

/// The axes: gridlines with their values, and the x axis's ticks.
extension ChartWriter {
    static func format(_ value: Double, _ chart: Chart) -> String {
        NumberFormat.decimal(value, places: chart.decimals) + chart.unit
    }

    static func drawGrid(_ chart: Chart, _ g: Geometry, _ out: inout SVGWriter) {
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
}
