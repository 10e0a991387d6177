import CoopValues

/// Builds SVG as UTF-8 bytes: numbers written short and stable, text escaped.
///
/// Charts have thousands of elements; writing bytes instead of growing a `String` (and
/// avoiding string interpolation in loops) keeps a ten-year chart cheap to draw.
struct SVGWriter {
    private(set) var bytes: [UInt8] = []

    /// The SVG written so far, as text.
    var markup: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends markup as is.
    mutating func raw(_ markup: String) { bytes += markup.utf8 }

    /// Appends a path's `d` attribute value (numbers and letters: nothing to escape).
    mutating func raw(_ path: SVGPath) { bytes += path.bytes }

    /// Appends text, escaped for element content and attribute values.
    mutating func text(_ value: String) { Self.appendEscaped(value, to: &bytes) }

    /// Appends a coordinate (see ``number(_:)``).
    mutating func number(_ value: Double) { Self.appendNumber(value, to: &bytes) }

    /// `<title>text</title>`, the tooltip of the element it sits in.
    mutating func title(_ parts: String...) {
        raw("<title>")
        for part in parts { text(part) }
        raw("</title>")
    }

    /// `<name attr="value" ...>` (or `.../>` when `close`), values escaped.
    mutating func element(_ name: String, _ attributes: KeyValuePairs<String, String>, close: Bool = true) {
        bytes.append(UInt8(ascii: "<"))
        bytes += name.utf8
        for (key, value) in attributes {
            bytes.append(0x20)
            bytes += key.utf8
            bytes += "=\"".utf8
            text(value)
            bytes.append(UInt8(ascii: "\""))
        }
        bytes += (close ? "/>" : ">").utf8
    }

    /// Text escaped for content and attributes.
    static func escape(_ value: String) -> String {
        guard value.utf8.contains(where: needsEscape) else { return value }
        var out: [UInt8] = []
        appendEscaped(value, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"")
    }

    private static func appendEscaped(_ value: String, to out: inout [UInt8]) {
        // Most values are numbers and class names: nothing to escape, one copy.
        guard value.utf8.contains(where: needsEscape) else { out += value.utf8; return }
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "&"): out += "&amp;".utf8
            case UInt8(ascii: "<"): out += "&lt;".utf8
            case UInt8(ascii: ">"): out += "&gt;".utf8
            case UInt8(ascii: "\""): out += "&quot;".utf8
            default: out.append(byte)
            }
        }
    }

    /// A coordinate with at most one decimal: `12.3`, `40`, `-0.5`.
    static func number(_ value: Double) -> String {
        var out: [UInt8] = []
        appendNumber(value, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    static func appendNumber(_ value: Double, to out: inout [UInt8]) {
        guard value.isFinite, abs(value) < 1e15 else { out.append(UInt8(ascii: "0")); return }
        let tenths = Int((value * 10).rounded())
        if tenths < 0 { out.append(UInt8(ascii: "-")) }
        let magnitude = tenths.magnitude
        DecimalDigits.append(magnitude / 10, to: &out)
        if magnitude % 10 != 0 {
            out.append(UInt8(ascii: "."))
            DecimalDigits.append(magnitude % 10, to: &out)
        }
    }
}
