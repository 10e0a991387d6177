import CoopValues

/// Where a chart's parts go: the plot's edges, the scales and each point's slot.
extension ChartWriter {
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
            let (low, high) = (bottom, 22.0)
            y = LinearScale(values: values, from: low, to: high)
            overlayScale = chart.overlay.map {
                LinearScale(values: $0.values.compactMap { $0 }, from: low, to: high, includeZero: false, tickCount: 4)
            }
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
}

extension Array {
    /// The element at `index`, or `nil` past the end.
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
