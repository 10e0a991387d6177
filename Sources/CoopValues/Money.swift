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

    /// The sum. Never traps: a sum beyond what 64 bits hold stays at the largest (or
    /// smallest) value. The content's limits (``largestAmount``, ``largestTotal``) keep every
    /// sum of a coop's amounts far below it.
    public static func + (lhs: Money, rhs: Money) -> Money {
        let (sum, overflow) = lhs.minorUnits.addingReportingOverflow(rhs.minorUnits)
        return Money(minorUnits: overflow ? (rhs.minorUnits < 0 ? .min : .max) : sum)
    }
    /// The difference, held like the sum.
    public static func - (lhs: Money, rhs: Money) -> Money {
        let (difference, overflow) = lhs.minorUnits.subtractingReportingOverflow(rhs.minorUnits)
        return Money(minorUnits: overflow ? (rhs.minorUnits < 0 ? .max : .min) : difference)
    }
    /// The negation, held like the sum.
    public static prefix func - (value: Money) -> Money { .zero - value }
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
        /// More than ``Money/largestAmount``.
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

extension Money {
    /// The largest amount a record may hold: 999,999,999,999.99.
    public static let largestAmount = Money(minorUnits: 99_999_999_999_999)

    /// The largest total of a coop's amounts (expenses, contributions and sales together):
    /// 99,999,999,999,999.99. Below it, every sum, split and cost per dozen the site computes
    /// stays far inside 64 bits (the largest, a one-time cost spread over 36 months, times
    /// two for rounding, is under 10^18).
    public static let largestTotal = Money(minorUnits: 9_999_999_999_999_999)

    /// ``largestAmount`` for messages: "999,999,999,999.99".
    public static let largestAmountDescription = "999,999,999,999.99"

    /// ``largestTotal`` for messages: "99,999,999,999,999.99".
    public static let largestTotalDescription = "99,999,999,999,999.99"

    /// `self × numerator ÷ denominator` in whole minor units, rounded half away from zero,
    /// computed in 128 bits so that no product overflows; a result beyond 64 bits is held at
    /// the largest (or smallest) value. `nil` when `denominator` is 0.
    public func scaled(by numerator: Int64, over denominator: Int64) -> Money? {
        guard denominator != 0 else { return nil }
        let product = Int128(minorUnits) * Int128(numerator)
        let divisor = Int128(denominator).magnitude
        let magnitude = (product.magnitude * 2 + divisor) / (divisor * 2)
        let negative = (product < 0) != (denominator < 0)
        let clamped = Int64(clamping: magnitude)
        return Money(minorUnits: negative ? -clamped : clamped)
    }
}
