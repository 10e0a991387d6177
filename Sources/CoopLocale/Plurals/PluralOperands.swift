/// The operands CLDR's plural rules test, taken from a number as it is written (`1.50`
/// has two visible fraction digits, `1.5` one): `n`, `i`, `v`, `w`, `f`, `t`.
public struct PluralOperands: Sendable, Hashable {
    /// The absolute value: `n`.
    public let n: Double
    /// The integer digits: `i`.
    public let i: Int
    /// The number of visible fraction digits, with trailing zeros: `v`.
    public let v: Int
    /// The number of visible fraction digits, without trailing zeros: `w`.
    public let w: Int
    /// The visible fraction digits as a number, with trailing zeros: `f`.
    public let f: Int
    /// The visible fraction digits as a number, without trailing zeros: `t`.
    public let t: Int

    /// The operands of a whole number.
    public init(_ value: Int) {
        let magnitude = value.magnitude > UInt(Int.max) ? Int.max : Int(value.magnitude)
        n = Double(magnitude)
        i = magnitude
        v = 0
        w = 0
        f = 0
        t = 0
    }

    /// The operands of `value` written with `places` decimals (rounded half away from zero).
    public init(_ value: Double, places: Int) {
        let places = max(0, min(places, 6))
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * Double(scale)).rounded(.toNearestOrAwayFromZero)
        let units = scaled.isFinite && scaled < 9e15 ? Int(scaled) : 0
        i = units / scale
        v = places
        f = units % scale
        var trimmed = f
        var digits = places
        while digits > 0, trimmed % 10 == 0 {
            trimmed /= 10
            digits -= 1
        }
        t = trimmed
        w = digits
        n = Double(units) / Double(scale)
    }

    /// The value of the operand named by `letter` (`n`, `i`, `v`, `w`, `f`, `t`; `e` and `c`,
    /// the compact exponent, are 0).
    func value(_ letter: Character) -> Double {
        switch letter {
        case "n": n
        case "i": Double(i)
        case "v": Double(v)
        case "w": Double(w)
        case "f": Double(f)
        case "t": Double(t)
        default: 0
        }
    }
}
