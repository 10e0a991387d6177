/// Builds SVG text: numbers written short and stable, text escaped.
struct SVGWriter {
    private(set) var text = ""

    /// Appends markup as is.
    mutating func raw(_ markup: String) { text += markup }

    /// `<name attr="value" ...>` (or `.../>` when `close`), values escaped.
    mutating func element(_ name: String, _ attributes: KeyValuePairs<String, String>, close: Bool = true) {
        text += "<" + name
        for (key, value) in attributes {
            text += " \(key)=\"\(Self.escape(value))\""
        }
        text += close ? "/>" : ">"
    }

    /// Text escaped for content and attributes.
    static func escape(_ value: String) -> String {
        var out = ""
        out.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A coordinate with at most one decimal: `12.3`, `40`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let tenths = (value * 10).rounded()
        if tenths.truncatingRemainder(dividingBy: 10) == 0 { return String(Int(tenths / 10)) }
        return String(tenths / 10)
    }
}
