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
        let magnitude = value.magnitude
        if value >= 0, magnitude < 1000 { return String(magnitude) }
        // Written digit by digit into the string's own storage: graphs' tables format
        // thousands of numbers a build.
        var power: UInt = 1, digits = 1
        while power <= magnitude / 10 { power *= 10; digits += 1 }
        let sign = value < 0 ? Array(minus.utf8) : []
        return String(unsafeUninitializedCapacity: sign.count + digits + (digits - 1) / 3) { buffer in
            var at = 0
            for byte in sign { buffer[at] = byte; at += 1 }
            var rest = magnitude, left = digits
            while power > 0 {
                buffer[at] = UInt8(ascii: "0") + UInt8(rest / power)
                at += 1
                rest %= power
                power /= 10
                left -= 1
                if left > 0, left % 3 == 0 { buffer[at] = UInt8(ascii: ","); at += 1 }
            }
            return at
        }
    }

    /// `value` rounded half away from zero to `decimals` places, grouped: `1234.567, 1` -> `"1,234.6"`.
    /// Non-finite values print as an en dash.
    public static func decimal(_ value: Double, places decimals: Int, minus: String = NumberFormat.minus) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return "–" }
        let places = max(0, min(decimals, 6))
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * Double(scale)).rounded(.toNearestOrAwayFromZero)
        let units = Int(scaled)
        let whole = units / scale
        var out = value < 0 && units != 0 ? minus + grouped(whole) : grouped(whole)
        if places > 0 {
            // ".05": the point, then the fraction's `places` digits, leading zeros kept.
            var fraction: [UInt8] = [UInt8(ascii: ".")]
            DecimalDigits.append(UInt(units % scale), width: places, to: &fraction)
            out += String(decoding: fraction, as: UTF8.self)
        }
        return out
    }

    /// A share as a percentage: `0.1234, 1` -> `"12.3%"`, `-0.0044, 1` -> `"−0.4%"`.
    public static func percent(_ fraction: Double, places: Int = 0, minus: String = NumberFormat.minus) -> String {
        guard fraction.isFinite else { return "–" }
        return decimal(fraction * 100, places: places, minus: minus) + "%"
    }
}
