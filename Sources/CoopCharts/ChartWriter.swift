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
        ChartDrawing(chart).svg(id: chart.id, title: chart.title, annotations: chart.annotations)
    }

    /// ``svg(_:)`` as UTF-8 bytes, for a page written as bytes.
    public static func svgBytes(_ chart: Chart) -> [UInt8] {
        ChartDrawing(chart).svgBytes(id: chart.id, title: chart.title, annotations: chart.annotations)
    }

    /// The style as the class `chart-<name>` names it.
    static func styleName(_ style: Chart.Style) -> StaticString {
        switch style {
        case .line: "line"
        case .bars: "bars"
        case .stackedBars: "stackedBars"
        }
    }

    /// Colours for series without one, as CSS variables the stylesheet may set (for dark mode).
    static let palette = ["#c77d2e", "#3f7f8c", "#8a6bbf", "#b5473a", "#5a8f3d", "#9c6b30", "#4b6cb7", "#a05a8c"]

    /// The colour of series `index`: its own, else `var(--series-N, palette)`.
    static func color(_ series: Chart.Series?, _ index: Int) -> String {
        if let color = series?.color { return color }
        return "var(--series-\(index % palette.count), \(palette[index % palette.count]))"
    }
}
