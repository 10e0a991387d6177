import CoopValues

/// The axes: gridlines with their values, and the x axis's ticks.
extension ChartWriter {
    /// Writes `value` as the y axis and tooltips show it: `12.5%`.
    static func writeValue(_ value: Double, of chart: Chart, _ out: inout SVGWriter) {
        out.text(NumberFormat.decimal(value, places: chart.decimals))
        out.text(chart.unit)
    }

    static func drawGrid(_ chart: Chart, _ g: Geometry, _ out: inout SVGWriter) {
        out.raw("<g class=\"grid\">")
        for tick in g.y.ticks {
            let y = g.y.position(tick)
            out.begin("line")
            out.attribute("x1", g.left)
            out.attribute("x2", g.right)
            out.attribute("y1", y)
            out.attribute("y2", y)
            out.attribute("class", tick == 0 ? "axis" : "gridline")
            out.attribute("stroke", "currentColor")
            out.attribute("stroke-opacity", tick == 0 ? "0.5" : "0.12")
            out.finishEmpty()
            out.begin("text")
            out.attribute("x", g.left - 6)
            out.attribute("y", y)
            out.attribute("dy", "4")
            out.attribute("text-anchor", "end")
            out.attribute("class", "tick")
            out.finishOpen()
            writeValue(tick, of: chart, &out)
            out.end("text")
        }
        // The same values again inside the plot's right edge, above their gridlines: a phone's
        // chart scroller opens on the right, where the left axis is out of view. The theme
        // hides them when the whole chart fits.
        for tick in g.y.ticks where tick != 0 {
            out.begin("text")
            out.attribute("x", g.right - 3)
            out.attribute("y", g.y.position(tick) - 3)
            out.attribute("text-anchor", "end")
            out.attribute("class", "tick tick-inner")
            out.finishOpen()
            writeValue(tick, of: chart, &out)
            out.end("text")
        }
        if let overlay = chart.overlay, let scale = g.overlayScale {
            for tick in scale.ticks {
                out.begin("text")
                out.attribute("x", g.right + 6)
                out.attribute("y", scale.position(tick))
                out.attribute("dy", "4")
                out.attribute("class", "tick overlay-tick")
                out.finishOpen()
                out.text(NumberFormat.decimal(tick, places: 0))
                out.text(overlay.unit)
                out.end("text")
            }
        }
        for (x, label) in xTicks(chart, g) {
            out.begin("line")
            out.attribute("x1", x)
            out.attribute("x2", x)
            out.attribute("y1", g.top)
            out.attribute("y2", g.bottom + 4)
            out.attribute("class", "gridline vertical")
            out.attribute("stroke", "currentColor")
            out.attribute("stroke-opacity", "0.08")
            out.finishEmpty()
            out.begin("text")
            out.attribute("x", x)
            out.attribute("y", g.bottom + 16)
            out.attribute("text-anchor", "middle")
            out.attribute("class", "tick")
            out.finishOpen()
            out.text(label)
            out.end("text")
        }
        out.end("g")
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
                    if day >= first { ticks.append((g.x(day), DatePattern.dayMonth.format(day))) }
                    day = day.adding(days: 7)
                }
                return ticks
            }
            if days > 3 * 366 {
                for year in (first.year + (first.dayOfYear == 1 ? 0 : 1))...max(first.year, end.year) {
                    let day = CivilDate.firstDay(ofYear: year)
                    if day >= first, day < end { ticks.append((g.x(day), String(year))) }
                }
                return ticks
            }
            let every = days > 400 ? 3 : 1
            var month = first.yearMonth
            if month.firstDay < first { month = month.advanced(by: 1) }
            while month.firstDay < end {
                if (month.month - 1) % every == 0 {
                    let label =
                        month.month == 1 || ticks.isEmpty ? "\(month.monthName.prefix(3)) \(month.year)" : String(month.monthName.prefix(3))
                    ticks.append((g.x(month.firstDay), label))
                }
                month = month.advanced(by: 1)
            }
            return ticks
        }
    }
}
