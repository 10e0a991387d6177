/// Writing a whole number's decimal digits as UTF-8 bytes, without making a `String`:
/// dates, chart coordinates and formatted numbers are written thousands of times a build.
public enum DecimalDigits {
    /// Appends `value`'s digits to `out`, with leading zeros up to `width` digits:
    /// `7, width: 2` -> `07`.
    public static func append(_ value: UInt, width: Int = 1, to out: inout [UInt8]) {
        var power: UInt = 1, digits = 1
        while power <= value / 10 { power *= 10; digits += 1 }
        for _ in digits..<max(width, digits) { out.append(UInt8(ascii: "0")) }
        var rest = value
        while power > 0 {
            out.append(UInt8(ascii: "0") + UInt8(rest / power))
            rest %= power
            power /= 10
        }
    }
}
