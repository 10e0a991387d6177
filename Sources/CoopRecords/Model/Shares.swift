/// A person's part of the eggs and costs: a number ≥ 0 with up to three decimals, held as
/// thousandths so that splits are exact integer arithmetic. 0 is a buyer's: they share
/// neither eggs nor costs.
public struct Shares: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The shares times 1000: `1.5` is 1500.
    public let thousandths: Int64

    /// Shares of `thousandths / 1000`.
    public init(thousandths: Int64) { self.thousandths = thousandths }

    /// One share, the default.
    public static let one = Shares(thousandths: 1000)
    /// No share: a buyer's.
    public static let zero = Shares(thousandths: 0)

    /// `4`, `1.5`, `0.25`: the shortest form.
    public var description: String {
        let whole = thousandths / 1000
        var fraction = thousandths % 1000
        guard fraction != 0 else { return String(whole) }
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let text = String(fraction)
        return "\(whole)." + String(repeating: "0", count: digits - text.count) + text
    }

    /// The shares as a plain number, for display arithmetic.
    public var value: Double { Double(thousandths) / 1000 }

    /// Fewer shares first.
    public static func < (lhs: Shares, rhs: Shares) -> Bool { lhs.thousandths < rhs.thousandths }

    /// Reads a decimal with at most three places (0 included); `nil` if it is not one.
    public static func parse(_ text: some StringProtocol) -> Shares? {
        var whole: Int64 = 0
        var fraction: Int64 = 0
        var places = 0
        var seenPoint = false
        var digits = 0
        for byte in Substring(text).utf8 {
            if byte == UInt8(ascii: "."), !seenPoint {
                seenPoint = true
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            digits += 1
            let digit = Int64(byte - UInt8(ascii: "0"))
            if seenPoint {
                places += 1
                guard places <= 3 else { return nil }
                fraction = fraction * 10 + digit
            } else {
                guard whole < 1_000_000 else { return nil }
                whole = whole * 10 + digit
            }
        }
        guard digits > 0 else { return nil }
        for _ in places..<3 { fraction *= 10 }
        let total = whole * 1000 + fraction
        return Shares(thousandths: total)
    }
}
