import CoopValues

/// Coordinates as SVG writes them: at most one decimal, no trailing `.0`.
extension SVGWriter {
    /// The most bytes a coordinate takes: a sign, the digits, a point and a decimal.
    private static let longestNumber = 1 + ByteBuffer.mostDigits + 2

    /// A coordinate with at most one decimal: `12.3`, `40`, `-0.5`.
    static func number(_ value: Double) -> String {
        var out = ByteBuffer()
        appendNumber(value, to: &out)
        return out.string
    }

    /// Appends `value` rounded to tenths (halves away from zero), without a trailing `.0`
    /// and without the sign of a negative value that rounds to zero: `-0.04` is `0`. Values
    /// that are not finite or not below 10^15 in size are written `0`.
    static func appendNumber(_ value: Double, to out: inout ByteBuffer) {
        guard value.isFinite, abs(value) < 1e15 else {
            out.append(UInt8(ascii: "0"))
            return
        }
        let tenths = Int((value * 10).rounded())
        out.write(atMost: longestNumber) { start in
            var at = start
            if tenths < 0 {
                at.pointee = UInt8(ascii: "-")
                at += 1
            }
            let magnitude = tenths.magnitude
            at += ByteBuffer.writeDigits(magnitude / 10, to: at)
            let decimal = magnitude % 10
            if decimal != 0 {
                at[0] = UInt8(ascii: ".")
                at[1] = UInt8(ascii: "0") + UInt8(decimal)
                at += 2
            }
            return at - start
        }
    }
}
