import CoopValues

/// How the values of an axis are written: with the decimals its step needs, so that every
/// label is exact at the precision it shows (a step of 0.25 gives `0.25`, `0.50`, never
/// `0.3`; 2.5 gives `2.5`, `7.5`; 250 gives `1,000`), the unit after them (`%`, `h`), and
/// money in the coop's currency (`$2.50`, `€10`, `10 CHF`), all the way the chart's language
/// writes numbers and money.
public struct TickFormat: Sendable {
    /// Decimal places of every label of the axis.
    public let decimals: Int
    /// Written after the number: `%`, `h`, or nothing.
    public let unit: String
    /// The currency of a money axis.
    public let currency: Currency?
    /// How the language writes numbers and where it puts a currency.
    public let formats: LocaleFormats

    /// The format of an axis whose ticks are `step` apart, written with `formats`.
    public init(step: Double, unit: String = "", currency: Currency? = nil, formats: LocaleFormats) {
        let places = Self.decimals(of: step)
        // Money is whole (`$10`) or in cents (`$2.50`), never `$2.5`.
        decimals = currency == nil || places == 0 ? places : max(2, places)
        self.unit = unit
        self.currency = currency
        self.formats = formats
    }

    /// The fewest decimal places (0 to 6) that write `step`, and so every multiple of it,
    /// exactly: 0.25 needs 2, 2.5 needs 1, 250 needs 0.
    public static func decimals(of step: Double) -> Int {
        guard step.isFinite, step > 0 else { return 0 }
        var scaled = step
        for places in 0...6 {
            if abs(scaled - scaled.rounded()) <= 1e-6 * max(1, scaled) { return places }
            scaled *= 10
        }
        return 6
    }

    /// The label of `value`: `0.25`, `1,000`, `12.5%`, `$2.50`, `−$5`, `2.50 CHF`.
    public func label(_ value: Double) -> String {
        let numbers = formats.numbers
        let magnitude = formats.format(abs(value), places: decimals)
        // A value that rounds to zero is written without a sign.
        let sign = value < 0 && magnitude.contains(where: { $0 >= "1" && $0 <= "9" }) ? numbers.minus : ""
        guard let currency else { return sign + magnitude + unit }
        if formats.currency.symbolFirst, let symbol = currency.symbol { return sign + symbol + magnitude }
        return sign + magnitude + formats.currency.spaceAfterNumber + (currency.symbol ?? currency.code)
    }
}
