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

    /// The most shares a person may hold: 1,000,000. With it, a day's shares and an amount
    /// split by them stay far inside the arithmetic's range.
    public static let largest = Shares(thousandths: 1_000_000_000)

    /// Why a piece of text is not a number of shares.
    public enum ParseError: Error, Equatable, Sendable {
        /// Not a decimal with at most three places (`1,5`, `two`, `1.2345`).
        case notANumber
        /// More than ``Shares/largest``.
        case tooLarge
    }

    /// Reads a decimal with at most three places (0 included), at most ``largest``.
    public static func parse(_ text: some StringProtocol) -> Result<Shares, ParseError> {
        var whole: Int64 = 0
        var fraction: Int64 = 0
        var places = 0
        var seenPoint = false
        var digits = 0
        var tooLarge = false
        for byte in Substring(text).utf8 {
            if byte == UInt8(ascii: "."), !seenPoint {
                seenPoint = true
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return .failure(.notANumber) }
            digits += 1
            let digit = Int64(byte - UInt8(ascii: "0"))
            if seenPoint {
                places += 1
                guard places <= 3 else { return .failure(.notANumber) }
                fraction = fraction * 10 + digit
            } else if whole <= largest.thousandths / 1000 {
                whole = whole * 10 + digit
            } else {
                tooLarge = true
            }
        }
        guard digits > 0 else { return .failure(.notANumber) }
        for _ in places..<3 { fraction *= 10 }
        let total = whole * 1000 + fraction
        guard !tooLarge, total <= largest.thousandths else { return .failure(.tooLarge) }
        return .success(Shares(thousandths: total))
    }
}
