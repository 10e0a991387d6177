import CoopValues

/// The axes: gridlines with their values, and the x axis's ticks.
extension ChartWriter {
    /// The most category labels written one per slot; more are thinned to every n-th.
    static let mostCategoryLabels = 12
    /// The least room between two labels of the x axis.
    static let labelGap = 4.0

    /// `value` as tooltips show it, with `formats` (the chart's, taken once for all its
    /// points): `12.5%`, `$24.99`; each piece isolated when it needs it (``BidiText``).
    static func valueText(_ value: Double, of chart: Chart, _ formats: LocaleFormats) -> String {
        if let currency = chart.currency {
            return BidiText.isolating(formats.format(Money(minorUnits: Int64((value * 100).rounded())), currency))
        }
        return BidiText.isolating(formats.format(value, places: chart.decimals)) + BidiText.isolating(chart.unit)
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
            let label = g.format.label(tick)
            out.begin("text")
            out.attribute("x", g.left - 6)
            out.attribute("y", y)
            out.attribute("dy", "4")
            out.attribute("text-anchor", "end")
            out.attribute("class", "tick")
            out.finishOpen()
            out.text(label)
            out.end("text")
            // The same values again right of the plot, clear of the bars: a phone's scroller
            // opens a wide chart on its right end, where the left axis is out of view.
            if chart.valuesOnBothSides {
                out.begin("text")
                out.attribute("x", g.right + 6)
                out.attribute("y", y)
                out.attribute("dy", "4")
                out.attribute("class", "tick tick-right")
                out.finishOpen()
                out.text(label)
                out.end("text")
            }
        }
        if let overlay = chart.overlay, let scale = g.overlayScale {
            let format = TickFormat(step: scale.step, unit: overlay.unit, formats: chart.words.formats)
            for tick in scale.ticks {
                out.begin("text")
                out.attribute("x", g.overlayLabelX)
                out.attribute("y", scale.position(tick))
                out.attribute("dy", "4")
                out.attribute("class", "tick overlay-tick")
                out.finishOpen()
                out.text(format.label(tick))
                out.end("text")
            }
        }
        let (ticks, rows) = xTicks(chart, g)
        for (index, tick) in ticks.enumerated() {
            let (x, labelX, label) = (tick.x, tick.labelX, tick.label)
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
            out.attribute("x", labelX)
            out.attribute("y", g.bottom + (rows == 2 && index % 2 == 1 ? 28 : 16))
            out.attribute("text-anchor", "middle")
            out.attribute("class", "tick")
            out.finishOpen()
            out.text(label)
            out.end("text")
        }
        out.end("g")
    }

    /// Tick positions and labels for the x axis, and how many rows the labels take: for time,
    /// weeks, months, or years, as often as their labels leave room between them; for
    /// categories, every label, in two rows when one row has no room (shortened with `…` to
    /// fit even two), or every n-th when there are many.
    static func xTicks(_ chart: Chart, _ g: Geometry) -> (ticks: [XTick], rows: Int) {
        switch chart.x {
        case .categories(let labels):
            guard labels.count <= mostCategoryLabels else {
                let every = max(1, Int((Double(labels.count) / Double(mostCategoryLabels)).rounded(.up)))
                return (labels.indices.filter { $0 % every == 0 }.map { XTick(g.slots[$0].center, labels[$0]) }, 1)
            }
            // A label at either end is moved in, if it must be, to stay inside the drawing.
            func placed(_ index: Int, _ label: String) -> XTick {
                let half = textWidth(label) / 2
                return XTick(g.slots[index].center, label, at: min(max(g.slots[index].center, half), g.width - half))
            }
            guard g.staggered else { return (labels.indices.map { placed($0, labels[$0]) }, 1) }
            let room = 2 * (g.slots.first?.width ?? 0) - 4
            return (labels.indices.map { placed($0, shortened(labels[$0], toFit: room)) }, 2)
        case .time(let dates, let period):
            guard let first = dates.first, let last = dates.last else { return ([], 1) }
            let end = Self.end(of: last, period)
            for candidate in timeTickLevels(from: first, until: end, formats: chart.words.formats) {
                let ticks = candidate.map { XTick(g.x($0.day), $0.label) }.filter { tick in
                    // A label that would run past the drawing's edges is left out.
                    tick.x - textWidth(tick.label) / 2 >= 0 && tick.x + textWidth(tick.label) / 2 <= g.width
                }
                if !ticks.isEmpty, fitsInOneRow(ticks) { return (ticks, 1) }
            }
            return ([], 1)
        }
    }

    /// A tick of the x axis: where its gridline is, where its label is centred, and the label.
    struct XTick {
        let x: Double
        let labelX: Double
        let label: String

        /// A tick at `x`, its label centred on `at` (default: on the tick).
        init(_ x: Double, _ label: String, at labelX: Double? = nil) {
            self.x = x
            self.labelX = labelX ?? x
            self.label = label
        }
    }

    /// Whether labels centred on these ticks leave ``labelGap`` between each other.
    static func fitsInOneRow(_ ticks: [XTick]) -> Bool {
        zip(ticks, ticks.dropFirst()).allSatisfy { a, b in
            b.labelX - a.labelX >= (textWidth(a.label) + textWidth(b.label)) / 2 + labelGap
        }
    }

    /// `label`, cut to fit `room` units with `…` if it must be.
    static func shortened(_ label: String, toFit room: Double) -> String {
        guard textWidth(label) > room else { return label }
        let keep = max(1, Int(room / 6) - 1)
        return String(label.prefix(keep)) + "…"
    }

    /// The ticks a time axis may have, finest first: every Monday, second or fourth Monday (up
    /// to 62 days); every month, quarter or half year (up to three years; January, and the
    /// first, with the year: `Jan 2026`); every year, 2, 5 or 10 years. The first set whose
    /// labels fit is drawn. Days and months are written with `formats`.
    static func timeTickLevels(
        from first: CivilDate, until end: CivilDate, formats: LocaleFormats
    ) -> [[(
        day: CivilDate, label: String
    )]] {
        var levels: [[(day: CivilDate, label: String)]] = []
        let days = first.days(until: end)
        if days <= 62 {
            var mondays: [(day: CivilDate, label: String)] = []
            var day = first.startOfWeek(.monday)
            while day < end {
                if day >= first { mondays.append((day, formats.format(day, .dayMonth))) }
                day = day.adding(days: 7)
            }
            for every in [1, 2, 4] { levels.append(mondays.enumerated().filter { $0.offset % every == 0 }.map(\.element)) }
        }
        var firstMonth = first.yearMonth
        if firstMonth.firstDay < first { firstMonth = firstMonth.advanced(by: 1) }
        for every in [1, 3, 6] where days <= 3 * 366 {
            var ticks: [(day: CivilDate, label: String)] = []
            var month = firstMonth
            while month.firstDay < end {
                if (month.month - 1) % every == 0 {
                    let style: DateStyle = month.month == 1 || ticks.isEmpty ? .shortMonthYear : .shortMonth
                    ticks.append((month.firstDay, formats.format(month.firstDay, style)))
                }
                month = month.advanced(by: 1)
            }
            levels.append(ticks)
        }
        let firstYear = first.year + (first.dayOfYear == 1 ? 0 : 1)
        for every in [1, 2, 5, 10] where firstYear <= end.year {
            levels.append(
                (firstYear...end.year).filter { $0 % every == 0 }.compactMap { year in
                    let day = CivilDate.firstDay(ofYear: year)
                    return day < end ? (day, String(year)) : nil
                })
        }
        return levels
    }
}
