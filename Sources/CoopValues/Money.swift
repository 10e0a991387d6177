/// An amount of money in the coop's currency, held as whole minor units (cents).
///
/// Money is never a floating-point number: it is read from the file's text digit by
/// digit, added and split with integer arithmetic, and printed by ``Currency``.
public struct Money: Hashable, Comparable, Sendable, AdditiveArithmetic, CustomStringConvertible {
    /// The amount in minor units: 2499 is 24.99.
    public var minorUnits: Int64

    /// An amount of `minorUnits` cents.
    public init(minorUnits: Int64) { self.minorUnits = minorUnits }

    /// Nothing.
    public static let zero = Money(minorUnits: 0)

    /// The sum.
    public static func + (lhs: Money, rhs: Money) -> Money { Money(minorUnits: lhs.minorUnits + rhs.minorUnits) }
    /// The difference.
    public static func - (lhs: Money, rhs: Money) -> Money { Money(minorUnits: lhs.minorUnits - rhs.minorUnits) }
    /// The negation.
    public static prefix func - (value: Money) -> Money { Money(minorUnits: -value.minorUnits) }
    /// Smaller amounts first.
    public static func < (lhs: Money, rhs: Money) -> Bool { lhs.minorUnits < rhs.minorUnits }

    /// The plain decimal form without currency: `-12.50`.
    public var description: String {
        let sign = minorUnits < 0 ? "-" : ""
        let magnitude = minorUnits.magnitude
        return sign + String(magnitude / 100) + "." + CivilDate.pad(Int(magnitude % 100), 2)
    }

    /// Why a piece of text is not an amount.
    public enum ParseError: Error, Equatable, Sendable {
        /// Not a decimal number (`12,50`, `1e3`, `ten`).
        case notANumber
        /// More than two decimal places (`12.505`).
        case tooManyDecimals
        /// Beyond what the coop will ever spend (more than 10^13).
        case tooLarge
    }

    /// Reads a decimal with at most two places: `24.99`, `20`, `-3.5`, `+7`.
    public static func parse(_ text: some StringProtocol) -> Result<Money, ParseError> {
        var bytes = Substring(text).utf8[...]
        var negative = false
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            bytes = bytes.dropFirst()
        }
        var whole: Int64 = 0
        var fraction: Int64 = 0
        var fractionDigits = 0
        var digits = 0
        var seenPoint = false
        for byte in bytes {
            if byte == UInt8(ascii: ".") {
                guard !seenPoint else { return .failure(.notANumber) }
                seenPoint = true
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return .failure(.notANumber) }
            let digit = Int64(byte - UInt8(ascii: "0"))
            digits += 1
            if seenPoint {
                fractionDigits += 1
                guard fractionDigits <= 2 else { return .failure(.tooManyDecimals) }
                fraction = fraction * 10 + digit
            } else {
                guard whole < 100_000_000_000 else { return .failure(.tooLarge) }
                whole = whole * 10 + digit
            }
        }
        guard digits > 0 else { return .failure(.notANumber) }
        if fractionDigits == 1 { fraction *= 10 }
        let units = whole * 100 + fraction
        return .success(Money(minorUnits: negative ? -units : units))
    }
}
