/// Where a language puts a currency's symbol: `$12.50` in English, `12,50 €` in French.
/// Part of ``LocaleFormats``. A currency without a familiar symbol is written with its code
/// after the number (`12.00 CHF`) in every language.
public struct CurrencyStyle: Sendable, Hashable {
    /// Whether the symbol comes before the number.
    public let symbolFirst: Bool
    /// What stands between the number and a symbol or code after it: a no-break space.
    public let spaceAfterNumber: String

    /// A style from its parts.
    public init(symbolFirst: Bool, spaceAfterNumber: String = " ") {
        self.symbolFirst = symbolFirst
        self.spaceAfterNumber = spaceAfterNumber
    }

    /// English: `$1,234.56`, `−$3.50`, `12.00 CHF`.
    public static let english = CurrencyStyle(symbolFirst: true)
}
