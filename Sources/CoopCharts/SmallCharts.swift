import CoopValues

/// Word-sized charts for cards and tables: a sparkline and a heat strip.
public enum SmallCharts {
    /// A line without axes, `width` by `height` units, for `values` (gaps break it).
    public static func sparkline(
        _ values: [Double?], label: String, width: Double = 120, height: Double = 28,
        color: String? = nil
    ) -> String {
        let present = values.compactMap { $0 }
        let high = max(present.max() ?? 1, 1e-9)
        let step = width / Double(max(1, values.count - 1))
        var path = ""
        var penDown = false
        for (i, value) in values.enumerated() {
            guard let value else {
                penDown = false
                continue
            }
            let x = Double(i) * step
            let y = height - 2 - value / high * (height - 4)
            path += (penDown ? "L" : "M") + SVGWriter.number(x) + " " + SVGWriter.number(y)
            penDown = true
        }
        return
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"sparkline\" viewBox=\"0 0 \(SVGWriter.number(width)) \(SVGWriter.number(height))\" "
            + "width=\"\(SVGWriter.number(width))\" height=\"\(SVGWriter.number(height))\" role=\"img\" aria-label=\"\(MarkupEscaping.attribute.escaping(label))\">"
            + "<path d=\"\(path)\" fill=\"none\" stroke=\"\(MarkupEscaping.attribute.escaping(color ?? "currentColor"))\" stroke-width=\"1.5\"/></svg>"
    }

    /// A row of cells, one per value, shaded by level (0-4) through the classes `level-N`,
    /// with `labels` as tooltips. `nil` values are gaps (class `gap`).
    public static func heatStrip(_ levels: [Int?], labels: [String], label: String, cell: Double = 10) -> String {
        let width = Double(levels.count) * (cell + 2)
        var out =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"heat-strip\" viewBox=\"0 0 \(SVGWriter.number(width)) \(SVGWriter.number(cell))\" "
            + "role=\"img\" aria-label=\"\(MarkupEscaping.attribute.escaping(label))\">"
        for (i, level) in levels.enumerated() {
            let kind = level.map { "level-\($0)" } ?? "gap"
            out +=
                "<rect x=\"\(SVGWriter.number(Double(i) * (cell + 2)))\" y=\"0\" width=\"\(SVGWriter.number(cell))\" height=\"\(SVGWriter.number(cell))\" rx=\"2\" class=\"\(kind)\">"
            out += "<title>\(MarkupEscaping.attribute.escaping(i < labels.count ? labels[i] : ""))</title></rect>"
        }
        return out + "</svg>"
    }
}
