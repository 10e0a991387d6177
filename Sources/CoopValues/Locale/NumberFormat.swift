/// Number formatting for people: separators between groups of digits, fixed decimals,
/// percentages, in the style of a language (``NumberStyle``).
///
/// Computed with integer arithmetic so that the same number always prints the same way on
/// every machine.
public enum NumberFormat {
    /// The sign of a negative number: the true minus sign U+2212, as money has it (`−$4.33`).
    /// Plain-text output that people paste and search (`coop share`) passes `"-"` instead.
    public static let minus = "\u{2212}"

    /// `1234567` -> `"1,234,567"` in English; negative numbers get the style's minus: `"−45,000"`.
    public static func grouped(_ value: Int, style: NumberStyle) -> String {
        StringBytes.make(capacity: style.minus.utf8.count + 26 + 8 * style.groupSeparator.utf8.count) {
            writeGrouped(value, style: style, to: &$0)
        }
    }

    /// `value` rounded half away from zero to `places` places, grouped: `1234.567, 1` ->
    /// `"1,234.6"` in English. Non-finite values print as an en dash.
    public static func decimal(_ value: Double, places: Int, style: NumberStyle) -> String {
        StringBytes.make(capacity: style.minus.utf8.count + 40 + 8 * style.groupSeparator.utf8.count) {
            writeDecimal(value, places: places, style: style, to: &$0)
        }
    }

    /// A share as a percentage: `0.1234, 1` -> `"12.3%"`, `-0.0044, 1` -> `"−0.4%"` in English.
    public static func percent(_ fraction: Double, places: Int = 0, style: NumberStyle) -> String {
        StringBytes.make(capacity: style.minus.utf8.count + 41 + 8 * style.groupSeparator.utf8.count) {
            writePercent(fraction, places: places, style: style, to: &$0)
        }
    }

    /// Appends ``grouped(_:style:)`` of `value` to `out`.
    public static func appendGrouped(_ value: Int, style: NumberStyle, to out: inout ByteBuffer) {
        writeGrouped(value, style: style, to: &out)
    }

    /// Appends ``decimal(_:places:style:)`` of `value` to `out`.
    public static func appendDecimal(_ value: Double, places: Int, style: NumberStyle, to out: inout ByteBuffer) {
        writeDecimal(value, places: places, style: style, to: &out)
    }

    /// Appends ``percent(_:places:style:)`` of `fraction` to `out`.
    public static func appendPercent(_ fraction: Double, places: Int, style: NumberStyle, to out: inout ByteBuffer) {
        writePercent(fraction, places: places, style: style, to: &out)
    }

    static func writeGrouped<Sink: ByteSink & ~Copyable>(_ value: Int, style: NumberStyle, to out: inout Sink) {
        let magnitude = value.magnitude
        if value < 0 { out.append(text: style.minus) }
        writeGrouped(magnitude: magnitude, style: style, to: &out)
    }

    /// The digits of `magnitude`, with the style's separator between groups of three once
    /// the first group would have its ``NumberStyle/minimumGroupingDigits``.
    static func writeGrouped<Sink: ByteSink & ~Copyable>(magnitude: UInt, style: NumberStyle, to out: inout Sink) {
        let separator = style.groupSeparator
        // The English comma, by far the most written, is appended as a byte.
        let comma = separator == ","
        withDigits(of: magnitude) { digits in
            let grouped = digits.count >= 3 + style.minimumGroupingDigits
            for (index, digit) in digits.enumerated() {
                out.append(digit)
                let left = digits.count - index - 1
                if grouped, left > 0, left % 3 == 0 {
                    if comma { out.append(UInt8(ascii: ",")) } else { out.append(text: separator) }
                }
            }
        }
    }

    static func writeDecimal<Sink: ByteSink & ~Copyable>(_ value: Double, places decimals: Int, style: NumberStyle, to out: inout Sink) {
        guard value.isFinite, abs(value) < 1e15 else { return out.append(text: "–") }
        let places = max(0, min(decimals, 6))
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let units = Int((abs(value) * Double(scale)).rounded(.toNearestOrAwayFromZero))
        if value < 0, units != 0 { out.append(text: style.minus) }
        writeGrouped(magnitude: UInt(units / scale), style: style, to: &out)
        if places > 0 {
            // ".05": the separator, then the fraction's `places` digits, leading zeros kept.
            if style.decimalSeparator == "." { out.append(UInt8(ascii: ".")) } else { out.append(text: style.decimalSeparator) }
            out.append(digits: UInt(units % scale), width: places)
        }
    }

    static func writePercent<Sink: ByteSink & ~Copyable>(_ fraction: Double, places: Int, style: NumberStyle, to out: inout Sink) {
        guard fraction.isFinite else { return out.append(text: "–") }
        writeDecimal(fraction * 100, places: places, style: style, to: &out)
        out.append(text: style.percentSuffix)
    }
}
