import CoopValues

/// Where a chart's parts go: the plot's edges, the scales and each point's slot.
extension ChartWriter {
    /// Where things go.
    struct Geometry {
        /// The drawing's width and height.
        let width: Double
        let height: Double
        /// The plot's left and right edges: room is left beside them for the values' labels.
        let left: Double
        let right: Double
        let top = 22.0
        let bottom: Double
        let y: LinearScale
        /// How the values of the y axis are written.
        let format: TickFormat
        let overlayScale: LinearScale?
        /// Where the overlay's values are written, left-aligned: right of the plot, after the
        /// y values repeated there.
        let overlayLabelX: Double
        let count: Int
        /// Centre and width of each point's slot.
        let slots: [(center: Double, width: Double)]
        let firstDay: CivilDate?
        let spanDays: Double
        /// Whether the category labels take two rows, alternately, to leave each the room of
        /// two slots.
        let staggered: Bool

        init(chart: Chart) {
            width = chart.width
            height = chart.height
            count = chart.x.count
            var values: [Double] = []
            switch chart.style {
            case .stackedBars:
                // Each point's stack: the sum of its positive values.
                values.reserveCapacity(count)
                for index in 0..<count {
                    var stack = 0.0
                    for series in chart.series { stack += max(0, (series.values[safe: index] ?? nil) ?? 0) }
                    values.append(stack)
                }
            default:
                for series in chart.series { values += series.values.compactMap { $0 } }
            }
            if let band = chart.band { values += band.high.compactMap { $0 } + band.low.compactMap { $0 } }
            // The category labels' rows are known before the plot's width: they are measured
            // against a first guess of it, which only the values' labels can make narrower.
            let guessSlot = (chart.width - 60) / Double(max(1, count))
            if case .categories(let labels) = chart.x, labels.count <= ChartWriter.mostCategoryLabels {
                staggered = labels.contains { ChartWriter.textWidth($0) + 4 > guessSlot }
            } else {
                staggered = false
            }
            bottom = chart.height - (staggered ? 42 : 30)
            let (low, high) = (bottom, top)
            let y = LinearScale(values: values, from: low, to: high)
            let format = TickFormat(step: y.step, unit: chart.unit, currency: chart.currency, formats: chart.words.formats)
            self.y = y
            self.format = format
            let overlayScale = chart.overlay.map {
                LinearScale(values: $0.values.compactMap { $0 }, from: low, to: high, includeZero: false, tickCount: 4)
            }
            self.overlayScale = overlayScale
            let widest = y.ticks.map { ChartWriter.textWidth(format.label($0)) }.max() ?? 0
            left = max(30, 10 + widest + 6)
            var margin = 10.0
            if chart.valuesOnBothSides { margin += 6 + widest }
            if let overlay = chart.overlay, let overlayScale {
                let overlayFormat = TickFormat(step: overlayScale.step, unit: overlay.unit, formats: chart.words.formats)
                margin += 10 + (overlayScale.ticks.map { ChartWriter.textWidth(overlayFormat.label($0)) }.max() ?? 0)
            }
            right = chart.width - max(14, margin)
            overlayLabelX = right + 6 + (chart.valuesOnBothSides ? widest + 10 : 0)
            let (plotLeft, plotRight) = (left, right)
            // Labelled like the property: an array of unlabelled pairs would be converted
            // element by element.
            var slots: [(center: Double, width: Double)] = []
            switch chart.x {
            case .categories(let labels):
                let w = (plotRight - plotLeft) / Double(max(1, labels.count))
                slots = labels.indices.map { (center: plotLeft + (Double($0) + 0.5) * w, width: w) }
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
                    return (center: plotLeft + (a + b) / 2, width: b - a)
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

    /// About how wide `text` is written at 11 units: 6 units a character.
    static func textWidth(_ text: String) -> Double { Double(text.count) * 6 }
}

extension Array {
    /// The element at `index`, or `nil` past the end.
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
