/// One entry of a chart's legend: a swatch and a name. The page writes the legend beside the
/// chart, as text that wraps to the width of the screen, for every drawing of the chart.
public struct LegendEntry: Sendable, Equatable {
    /// How an entry's swatch is drawn.
    public enum Swatch: String, Sendable {
        /// A filled box: a series of bars.
        case box
        /// A short thick line: a series drawn as a line.
        case line
        /// A faint box: a range band.
        case band
        /// A dashed line in the text colour: the overlay on the right axis (day length).
        case dashed
    }

    /// The name shown.
    public let name: String
    /// How the swatch is drawn.
    public let swatch: Swatch
    /// The colours of a series' swatch; `nil` for a band or the overlay, which the stylesheet
    /// colours.
    public let color: SeriesColor?

    /// An entry.
    public init(name: String, swatch: Swatch, color: SeriesColor? = nil) {
        self.name = name
        self.swatch = swatch
        self.color = color
    }

    /// The legend of a chart whose series have `colors`: one entry per series, band and
    /// overlay, or none when there is only one of them.
    static func entries(_ chart: Chart, colors: [SeriesColor]) -> [LegendEntry] {
        var entries = zip(chart.series, colors).map { series, color in
            LegendEntry(name: series.name, swatch: chart.style == .line ? .line : .box, color: color)
        }
        if let band = chart.band { entries.append(LegendEntry(name: band.name, swatch: .band)) }
        if let overlay = chart.overlay { entries.append(LegendEntry(name: overlay.name, swatch: .dashed)) }
        return entries.count > 1 ? entries : []
    }
}
