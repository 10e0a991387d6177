import CoopValues

/// Writes a ``Chart`` as inline SVG.
///
/// The drawing is ``Chart/width`` by ``Chart/height`` units (720 by 300, or a phone's 320 by
/// 240) with a `viewBox` and no fixed size, so it scales to its container. Colours: each
/// series is painted in its light colour (``SeriesColors``) and carries its dark one in the
/// custom property `--dark`, which the stylesheet uses in the dark scheme. Axes, grid and
/// labels use the classes `axis`, `grid`, `tick`, `marker` and `span`.
public enum ChartWriter {
    /// The narrowest bar, in the chart's units, drawn on its own with a tooltip.
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

    /// The band's colour when the stylesheet sets none.
    static let bandColor: StaticString = "var(--band, #3f7f8c)"

    /// Writes a series' colours: its light one as the attribute `fill` or `stroke` (which the
    /// stylesheet may override), its dark one as the custom property `--dark`.
    static func writeColor(_ color: SeriesColor, as attribute: StaticString, _ out: inout SVGWriter) {
        out.attribute(attribute) { $0.text(color.light.hex) }
        out.attribute("style") {
            $0.raw("--dark: ")
            $0.text(color.dark.hex)
        }
    }
}
