/// The coop's currency: an ISO 4217 code and how amounts are written in it.
///
/// Amounts always print with two decimals and thousands separators: `$1,234.56`,
/// `€24.99`, `−$3.50` (a true minus sign, so a negative balance cannot be missed),
/// or `12.00 CHF` for codes without a familiar symbol.
public struct Currency: Hashable, Sendable {
    /// The three-letter code, upper case: `USD`.
    public let code: String

    /// Whether `code` is three upper-case ASCII letters, the shape of an ISO 4217 code.
    public static func isValidCode(_ code: String) -> Bool {
        code.utf8.count == 3 && code.utf8.allSatisfy { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
    }

    /// The currency with `code`; `nil` unless `code` has the shape of an ISO 4217 code.
    public init?(code: String) {
        guard Currency.isValidCode(code) else { return nil }
        self.code = code
    }

    /// US dollars, the default.
    public static let usd = Currency(code: "USD")!

    private static let symbols: [String: String] = [
        "USD": "$", "CAD": "CA$", "AUD": "A$", "NZD": "NZ$", "EUR": "€", "GBP": "£", "JPY": "¥",
        "CNY": "CN¥", "INR": "₹", "KRW": "₩", "BRL": "R$", "MXN": "MX$", "ZAR": "R", "ILS": "₪",
        "PHP": "₱", "NGN": "₦", "UAH": "₴", "VND": "₫", "TRY": "₺", "PLN": "zł",
    ]

    /// The symbol written before amounts, if the currency has a familiar one.
    public var symbol: String? { Currency.symbols[code] }

    /// `amount` written for people in a language's style: `$1,234.56`, `−$3.50`, `12.00 CHF`
    /// in English, `1 234,56 €` in French.
    public func format(_ amount: Money, numbers: NumberStyle, style: CurrencyStyle) -> String {
        StringBytes.make(capacity: 48) { write(amount, numbers: numbers, style: style, to: &$0) }
    }

    /// Appends ``format(_:numbers:style:)`` of `amount` to `out`.
    public func append(_ amount: Money, numbers: NumberStyle, style: CurrencyStyle, to out: inout ByteBuffer) {
        write(amount, numbers: numbers, style: style, to: &out)
    }

    /// Appends ``format(_:numbers:style:)`` of `amount` to `out`, as UTF-8.
    public func append(_ amount: Money, numbers: NumberStyle, style: CurrencyStyle, to out: inout [UInt8]) {
        write(amount, numbers: numbers, style: style, to: &out)
    }

    private func write<Sink: ByteSink & ~Copyable>(_ amount: Money, numbers: NumberStyle, style: CurrencyStyle, to out: inout Sink) {
        let magnitude = amount.minorUnits.magnitude
        if amount.minorUnits < 0 { out.append(text: numbers.minus) }
        let before = style.symbolFirst ? symbol : nil
        if let before { out.append(text: before) }
        NumberFormat.writeGrouped(magnitude: UInt(magnitude / 100), style: numbers, to: &out)
        out.append(text: numbers.decimalSeparator)
        out.append(digits: UInt(magnitude % 100), width: 2)
        if before == nil {
            out.append(text: style.spaceAfterNumber)
            out.append(text: symbol ?? code)
        }
    }
}
