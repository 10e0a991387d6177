/// How a language writes numbers: the decimal separator, the separator between groups of
/// three digits, the sign of a negative number, and where the percent sign goes. Part of
/// ``LocaleFormats``.
public struct NumberStyle: Sendable, Hashable {
    /// Between the whole part and the fraction: `.` in English, `,` in French.
    public let decimalSeparator: String
    /// Between groups of three digits: `,` in English, a narrow no-break space in French.
    public let groupSeparator: String
    /// The sign of a negative number: U+2212 (`−`), as money has it.
    public let minus: String
    /// Written after a percentage's number: `%` in English, a no-break space and `%` in French.
    public let percentSuffix: String
    /// How many digits the first group needs before groups are separated at all (CLDR's
    /// minimum grouping digits): 1 in English (`1,758`), 2 in Spanish (`1758`, `12.345`).
    public let minimumGroupingDigits: Int

    /// A style from its parts.
    public init(
        decimalSeparator: String, groupSeparator: String, minus: String = "\u{2212}", percentSuffix: String = "%",
        minimumGroupingDigits: Int = 1
    ) {
        self.decimalSeparator = decimalSeparator
        self.groupSeparator = groupSeparator
        self.minus = minus
        self.percentSuffix = percentSuffix
        self.minimumGroupingDigits = max(1, minimumGroupingDigits)
    }

    /// English: `1,234.5`, `−3`, `12%`.
    public static let english = NumberStyle(decimalSeparator: ".", groupSeparator: ",")

    /// This style with `minus` as the sign of negative numbers: plain-text output that people
    /// paste and search (`coop share`) uses `-`.
    public func withMinus(_ minus: String) -> NumberStyle {
        NumberStyle(
            decimalSeparator: decimalSeparator, groupSeparator: groupSeparator, minus: minus, percentSuffix: percentSuffix,
            minimumGroupingDigits: minimumGroupingDigits)
    }
}
