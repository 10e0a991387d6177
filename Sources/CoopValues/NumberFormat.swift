/// Number formatting for people: thousands separators, fixed decimals, percentages.
///
/// English conventions (`1,234.5`), computed with integer arithmetic so that the same
/// number always prints the same way on every machine.
public enum NumberFormat {
    /// The sign of a negative number: the true minus sign U+2212, as money has it (`−$4.33`).
    /// Plain-text output that people paste and search (`coop share`) passes `"-"` instead.
    public static let minus = "\u{2212}"

    /// `1234567` -> `"1,234,567"`; negative numbers get a leading `minus`: `"−45,000"`.
    public static func grouped(_ value: Int) -> String { grouped(value, minus: minus) }

    /// `grouped` with a chosen sign for negative numbers.
    public static func grouped(_ value: Int, minus: String) -> String {
        StringBytes.make(capacity: minus.utf8.count + 26) { writeGrouped(value, minus: minus, to: &$0) }
    }

    /// `value` rounded half away from zero to `decimals` places, grouped: `1234.567, 1` -> `"1,234.6"`.
    /// Non-finite values print as an en dash.
    public static func decimal(_ value: Double, places decimals: Int, minus: String = NumberFormat.minus) -> String {
        StringBytes.make(capacity: minus.utf8.count + 40) { writeDecimal(value, places: decimals, minus: minus, to: &$0) }
    }

    /// A share as a percentage: `0.1234, 1` -> `"12.3%"`, `-0.0044, 1` -> `"−0.4%"`.
    public static func percent(_ fraction: Double, places: Int = 0, minus: String = NumberFormat.minus) -> String {
        StringBytes.make(capacity: minus.utf8.count + 41) { writePercent(fraction, places: places, minus: minus, to: &$0) }
    }

    /// Appends ``grouped(_:)`` of `value` to `out`.
    public static func appendGrouped(_ value: Int, to out: inout ByteBuffer) {
        writeGrouped(value, minus: minus, to: &out)
    }

    /// Appends ``decimal(_:places:minus:)`` of `value` to `out`.
    public static func appendDecimal(_ value: Double, places: Int, to out: inout ByteBuffer) {
        writeDecimal(value, places: places, minus: minus, to: &out)
    }

    /// Appends ``percent(_:places:minus:)`` of `fraction` to `out`.
    public static func appendPercent(_ fraction: Double, places: Int, to out: inout ByteBuffer) {
        writePercent(fraction, places: places, minus: minus, to: &out)
    }

    static func writeGrouped<Sink: ByteSink & ~Copyable>(_ value: Int, minus: String, to out: inout Sink) {
        let magnitude = value.magnitude
        if value < 0 { out.append(text: minus) }
        withDigits(of: magnitude) { digits in
            for (index, digit) in digits.enumerated() {
                out.append(digit)
                let left = digits.count - index - 1
                if left > 0, left % 3 == 0 { out.append(UInt8(ascii: ",")) }
            }
        }
    }

    static func writeDecimal<Sink: ByteSink & ~Copyable>(_ value: Double, places decimals: Int, minus: String, to out: inout Sink) {
        guard value.isFinite, abs(value) < 1e15 else { return out.append(text: "–") }
        let places = max(0, min(decimals, 6))
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let units = Int((abs(value) * Double(scale)).rounded(.toNearestOrAwayFromZero))
        if value < 0, units != 0 { out.append(text: minus) }
        writeGrouped(units / scale, minus: minus, to: &out)
        if places > 0 {
            // ".05": the point, then the fraction's `places` digits, leading zeros kept.
            out.append(UInt8(ascii: "."))
            out.append(digits: UInt(units % scale), width: places)
        }
    }

    static func writePercent<Sink: ByteSink & ~Copyable>(_ fraction: Double, places: Int, minus: String, to out: inout Sink) {
        guard fraction.isFinite else { return out.append(text: "–") }
        writeDecimal(fraction * 100, places: places, minus: minus, to: &out)
        out.append(UInt8(ascii: "%"))
    }
}
