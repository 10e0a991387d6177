import CoopValues

/// A Swift type whose values a template can receive: its ``TemplateType``, fixed for the
/// type, and each value as a ``TemplateValue``.
public protocol TemplateConvertible: Sendable {
    /// The template type of every value of this Swift type.
    static var templateType: TemplateType { get }
    /// This value as template data.
    var templateValue: TemplateValue { get }
}

extension String: TemplateConvertible {
    /// Text.
    @inlinable public static var templateType: TemplateType { .string }
    /// The text.
    @inlinable public var templateValue: TemplateValue { .string(self) }
}

extension Int: TemplateConvertible {
    /// A whole number.
    @inlinable public static var templateType: TemplateType { .int }
    /// The number.
    @inlinable public var templateValue: TemplateValue { .int(self) }
}

extension Double: TemplateConvertible {
    /// A number with a fraction.
    @inlinable public static var templateType: TemplateType { .number }
    /// The number.
    @inlinable public var templateValue: TemplateValue { .number(self) }
}

extension Bool: TemplateConvertible {
    /// True or false.
    @inlinable public static var templateType: TemplateType { .bool }
    /// The truth value.
    @inlinable public var templateValue: TemplateValue { .bool(self) }
}

extension CivilDate: TemplateConvertible {
    /// A calendar day.
    @inlinable public static var templateType: TemplateType { .date }
    /// The day.
    @inlinable public var templateValue: TemplateValue { .date(self) }
}

extension Markup: TemplateConvertible {
    /// Markup, inserted unescaped by `c:html`.
    @inlinable public static var templateType: TemplateType { .markup }
    /// The markup.
    @inlinable public var templateValue: TemplateValue { .markup(self) }
}

extension Optional: TemplateConvertible where Wrapped: TemplateConvertible {
    /// An optional value of the wrapped type.
    @inlinable public static var templateType: TemplateType { .optional(Wrapped.templateType) }
    /// The value, or null.
    @inlinable public var templateValue: TemplateValue {
        switch self {
        case .some(let value): value.templateValue
        case .none: .null
        }
    }
}

extension Array: TemplateConvertible where Element: TemplateConvertible {
    /// A list of the element type.
    @inlinable public static var templateType: TemplateType { .list(Element.templateType) }
    /// The list.
    @inlinable public var templateValue: TemplateValue { .list(map { $0.templateValue }) }
}

/// An amount of money and the currency it is in, as templates show money (`$24.99`).
public struct CurrencyAmount: TemplateConvertible, Hashable {
    /// The amount.
    public let amount: Money
    /// Its currency.
    public let currency: Currency

    /// `amount` in `currency`.
    public init(_ amount: Money, _ currency: Currency) {
        self.amount = amount
        self.currency = currency
    }

    /// Money.
    @inlinable public static var templateType: TemplateType { .money }
    /// The amount in its currency.
    @inlinable public var templateValue: TemplateValue { .money(amount, currency) }
}
