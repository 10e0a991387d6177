/// A chart drawn once for several charts that differ from it only in their id, title and
/// annotations, such as a graph with all its notes and one graph per tag with only that
/// tag's notes: the colours, the axes and the data are drawn once, the annotations for each.
public struct ChartDrawing: Sendable {
    /// The chart drawn.
    public let chart: Chart
    /// The colours of its series, in the light and the dark scheme (``SeriesColors``).
    public let colors: [SeriesColor]
    /// Its legend, for the page to write beside the drawing: none for a single series.
    public let legend: [LegendEntry]
    private let geometry: ChartWriter.Geometry
    /// The grid, band, series and overlay, as SVG.
    private let data: [UInt8]

    /// Picks `chart`'s colours and draws its axes and data.
    public init(_ chart: Chart) {
        self.chart = chart
        colors = SeriesColors.pick(chart.series.map { $0.color.flatMap(RGBColor.init(css:)) })
        legend = LegendEntry.entries(chart, colors: colors)
        geometry = ChartWriter.Geometry(chart: chart)
        // About what a ten-year weekly chart takes, bars drawn as paths: one reallocation at most.
        var data = SVGWriter(capacity: 4096 + geometry.count * (chart.series.count + 1) * 32)
        ChartWriter.drawGrid(chart, geometry, &data)
        ChartWriter.drawBand(chart, geometry, &data)
        ChartWriter.drawSeries(chart, colors, geometry, &data)
        ChartWriter.drawOverlay(chart, geometry, &data)
        self.data = data.bytes
    }

    /// The chart with `id`, `title` and `annotations` instead of its own, as an `<svg>`
    /// element: what ``ChartWriter/svg(_:)`` writes for that chart.
    public func svg(id: String, title: String, annotations: [Chart.Annotation]) -> String {
        String(decoding: svgBytes(id: id, title: title, annotations: annotations), as: UTF8.self)
    }

    /// ``svg(id:title:annotations:)`` as UTF-8 bytes, for a page written as bytes.
    public func svgBytes(id: String, title: String, annotations: [Chart.Annotation]) -> [UInt8] {
        var out = SVGWriter(capacity: data.count + 1024 + 512 * annotations.count)
        out.begin("svg")
        out.attribute("xmlns", "http://www.w3.org/2000/svg")
        out.attribute("viewBox") {
            $0.raw("0 0 ")
            $0.number(geometry.width)
            $0.raw(" ")
            $0.number(geometry.height)
        }
        out.attribute("class") {
            $0.raw("chart-svg chart-")
            $0.raw(ChartWriter.styleName(chart.style))
        }
        out.attribute("role", "img")
        out.attribute("font-family", "system-ui, -apple-system, sans-serif")
        out.attribute("font-size", "11")
        out.attribute("fill", "currentColor")
        out.attribute("aria-labelledby") {
            $0.text(id)
            $0.raw("-title ")
            $0.text(id)
            $0.raw("-desc")
        }
        out.attribute("preserveAspectRatio", "xMidYMid meet")
        out.finishOpen()
        out.begin("title")
        out.attribute("id") {
            $0.text(id)
            $0.raw("-title")
        }
        out.finishOpen()
        out.text(title)
        out.end("title")
        out.begin("desc")
        out.attribute("id") {
            $0.text(id)
            $0.raw("-desc")
        }
        out.finishOpen()
        out.text(chart.summary)
        out.end("desc")
        ChartWriter.drawSpans(annotations, chart.x, chart.words, geometry, &out)
        out.raw(data)
        ChartWriter.drawMarkers(annotations, chart.x, chart.words, geometry, &out)
        out.end("svg")
        return out.bytes
    }
}
