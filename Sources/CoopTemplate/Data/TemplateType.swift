/// The type of a value a template may use, checked when the template is loaded.
public indirect enum TemplateType: Sendable, Hashable, CustomStringConvertible {
    /// Text, escaped when written.
    case string
    /// A whole number.
    case int
    /// A number with a fraction.
    case number
    /// True or false.
    case bool
    /// A calendar day.
    case date
    /// An amount of money in a currency.
    case money
    /// Markup that may be inserted unescaped: SVG charts, rendered Markdown.
    case markup
    /// A list of values of one type.
    case list(TemplateType)
    /// A value that may be missing.
    case optional(TemplateType)
    /// An object with named fields.
    case object(ObjectSchema)

    /// The type without `optional`.
    public var unwrapped: TemplateType {
        if case .optional(let inner) = self { return inner.unwrapped }
        return self
    }

    /// Whether the value may be missing.
    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The name used in messages: `string`, `list of Hen`, `optional date`.
    public var description: String {
        switch self {
        case .string: "text"
        case .int: "whole number"
        case .number: "number"
        case .bool: "true/false"
        case .date: "date"
        case .money: "money"
        case .markup: "markup"
        case .list(let element): "list of \(element)"
        case .optional(let inner): "optional \(inner)"
        case .object(let schema): schema.name
        }
    }

    /// Whether values of this type can be written as text (`c:text`, `${}`).
    var isWritable: Bool {
        switch unwrapped {
        case .string, .int, .number, .date, .money: true
        default: false
        }
    }
}

/// One field of an object schema.
public struct TemplateField: Sendable, Hashable {
    /// The name templates use.
    public let name: String
    /// The field's type.
    public let type: TemplateType
    /// What it holds, for the theme author's reference.
    public let summary: String

    /// Creates a field.
    public init(_ name: String, _ type: TemplateType, _ summary: String = "") {
        self.name = name
        self.type = type
        self.summary = summary
    }
}

/// The named fields of an object a template receives, such as `Hen` or `Page`.
///
/// Schemas are classes so that large schema trees are shared, not copied; they are
/// immutable after creation. Two schemas are equal when they are the same instance.
public final class ObjectSchema: Sendable, Hashable, CustomStringConvertible {
    /// The name shown in messages (`Hen`).
    public let name: String
    /// The fields, in order: values are stored in this order.
    public let fields: [TemplateField]
    private let indexes: [String: Int]

    /// Creates a schema; field names must be unique.
    public init(_ name: String, _ fields: [TemplateField]) {
        self.name = name
        self.fields = fields
        var indexes: [String: Int] = [:]
        for (index, field) in fields.enumerated() {
            precondition(indexes[field.name] == nil, "duplicate field \(field.name) in \(name)")
            indexes[field.name] = index
        }
        self.indexes = indexes
    }

    /// The index of the field called `name`.
    public func index(of name: String) -> Int? { indexes[name] }

    /// The schema's name.
    public var description: String { name }

    /// Identity.
    public static func == (lhs: ObjectSchema, rhs: ObjectSchema) -> Bool { lhs === rhs }

    /// Identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
