import CoopValues

/// Markup a template may insert unescaped (`c:html`): it must come from code that
/// escapes what it takes from the data, such as the chart writer or the Markdown renderer.
public struct Markup: Sendable, Hashable {
    /// The HTML.
    public let html: String

    /// Wraps HTML that is known to be safe.
    public init(trusted html: String) { self.html = html }
}

/// A value given to a template, of one of the ``TemplateType``s.
public enum TemplateValue: Sendable {
    /// Missing.
    case null
    /// True or false.
    case bool(Bool)
    /// A whole number.
    case int(Int)
    /// A number with a fraction.
    case number(Double)
    /// Text.
    case string(String)
    /// A calendar day.
    case date(CivilDate)
    /// An amount in a currency.
    case money(Money, Currency)
    /// Safe markup.
    case markup(Markup)
    /// A list.
    case list([TemplateValue])
    /// An object whose fields follow a schema.
    case object(TemplateObject)

    /// Whether a condition (`c:if`) holds: false, null, zero (numbers and money), empty text
    /// and empty lists do not.
    var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .int(let value): value != 0
        case .number(let value): value != 0
        case .string(let value): !value.isEmpty
        case .list(let items): !items.isEmpty
        case .markup(let markup): !markup.html.isEmpty
        case .money(let amount, _): amount.minorUnits != 0
        case .date, .object: true
        }
    }

    /// `value` as text, or null.
    public static func text(_ value: String?) -> TemplateValue { value.map { .string($0) } ?? .null }

    /// `value` as a date, or null.
    public static func day(_ value: CivilDate?) -> TemplateValue { value.map { .date($0) } ?? .null }
}

/// The field values of one object, in the order of its schema's fields.
public struct TemplateObject: Sendable {
    /// The schema the values follow.
    public let schema: ObjectSchema
    /// The values, by field index.
    let values: [TemplateValue]

    /// Creates an object from `fields`, by name; fields not given are null.
    ///
    /// Naming a field the schema does not have is a programming error, caught by the
    /// tests that render every page (and ignored in release builds).
    public init(_ schema: ObjectSchema, _ fields: KeyValuePairs<String, TemplateValue>) {
        var values = [TemplateValue](repeating: .null, count: schema.fields.count)
        for (position, (name, value)) in fields.enumerated() {
            // Fields are usually given in the schema's order: check that place before hashing.
            let inPlace = position < schema.fields.count && schema.fields[position].name == name
            guard let index = inPlace ? position : schema.index(of: name) else {
                assertionFailure("\(schema.name) has no field \(name)")
                continue
            }
            values[index] = value
        }
        self.schema = schema
        self.values = values
    }

    /// Creates an object from values already in schema order.
    public init(_ schema: ObjectSchema, ordered values: [TemplateValue]) {
        precondition(values.count == schema.fields.count, "\(schema.name) needs \(schema.fields.count) values")
        self.schema = schema
        self.values = values
    }

    /// The value of the field at `index`; null past the last field (which only a damaged
    /// ``TemplateArchive`` could ask for).
    subscript(index: Int) -> TemplateValue { index < values.count ? values[index] : .null }

    /// The value of the field called `name`, or null.
    public subscript(name: String) -> TemplateValue {
        schema.index(of: name).map { values[$0] } ?? .null
    }
}

extension ObjectSchema {
    /// An object of this schema with `fields` given by name.
    public func make(_ fields: KeyValuePairs<String, TemplateValue>) -> TemplateValue {
        .object(TemplateObject(self, fields))
    }
}
