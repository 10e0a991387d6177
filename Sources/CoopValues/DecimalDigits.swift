/// Writing a whole number's decimal digits as UTF-8 bytes, without making a `String`:
/// dates, chart coordinates and formatted numbers are written thousands of times a build.
public enum DecimalDigits {
    /// Appends `value`'s digits to `out`, with leading zeros up to `width` digits:
    /// `7, width: 2` -> `07`.
    public static func append(_ value: UInt, width: Int = 1, to out: inout [UInt8]) {
        out.append(digits: value, width: width)
    }
}
