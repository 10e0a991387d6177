/// A Swift type whose values templates receive as objects: a page's data, or a row, a card
/// or a link inside it.
///
/// Its ``templateFields`` declare each field once, in one line: the name templates use,
/// the function reading its value from the Swift value (`{ $0.date }`), and what it holds.
/// The field's template type is the template type of that value's Swift type, and the
/// object's schema, which templates are checked against, is made from these declarations;
/// so a field cannot be given a value of another type, fields cannot swap by position, and a
/// value the Swift type lacks is a compile error:
///
/// ```swift
/// struct HenLink: TemplateData {
///     let name: String
///     let url: String
///
///     static let templateFields = TemplateFields<HenLink>("HenLink", [
///         .field("name", { $0.name }),
///         .field("url", { $0.url }, "her page, from the site root"),
///     ])
/// }
/// ```
public protocol TemplateData: TemplateConvertible {
    /// The fields templates see, each declared once.
    static var templateFields: TemplateFields<Self> { get }
}

extension TemplateData {
    /// An object of ``templateSchema``.
    public static var templateType: TemplateType { .object(templateFields.schema) }

    /// The schema made from ``templateFields``: what templates are checked against.
    public static var templateSchema: ObjectSchema { templateFields.schema }

    /// This value as a template object.
    public var templateValue: TemplateValue { .object(templateObject) }

    /// This value's fields, in the schema's order.
    public var templateObject: TemplateObject { Self.templateFields.object(self) }
}

/// The fields of a ``TemplateData`` type: its schema, and for each field the function that
/// reads its value. Made once per type (a `static let`), immutable.
public final class TemplateFields<Root>: Sendable {
    /// The schema templates are checked against.
    public let schema: ObjectSchema
    private let values: [@Sendable (Root) -> TemplateValue]

    /// The fields of an object type called `name` (the name messages and the reference of
    /// each page's data show), in the order given.
    public init(_ name: String, _ declarations: [Declaration]) {
        // One loop, not `flatMap(\.fields)`: a key path into this generic type is made at run
        // time, and the generic flatMap walks each array through its witness tables, for each
        // of the page data types at every start (11 M instructions in all).
        var fields: [TemplateField] = []
        var values: [@Sendable (Root) -> TemplateValue] = []
        for declaration in declarations {
            fields.append(contentsOf: declaration.fields)
            values.append(contentsOf: declaration.values)
        }
        schema = ObjectSchema(name, fields)
        self.values = values
    }

    /// `root` as a template object.
    func object(_ root: Root) -> TemplateObject {
        // Through a buffer, counting: `values.indices` and `values[index]` in this generic
        // code would each look the array's type up at run time, thousands of times a page.
        values.withUnsafeBufferPointer { values in
            TemplateObject(schema) { fields in
                var index = 0
                while index < values.count {
                    fields[index] = values[index](root)
                    index += 1
                }
            }
        }
    }

    /// One declared field, or the fields of a part spliced in.
    public struct Declaration: Sendable {
        let fields: [TemplateField]
        let values: [@Sendable (Root) -> TemplateValue]

        @usableFromInline
        init(fields: [TemplateField], values: [@Sendable (Root) -> TemplateValue]) {
            self.fields = fields
            self.values = values
        }

        /// A field called `name`, whose value `value` reads from the object (`{ $0.date }`),
        /// with a line saying what it holds for the reference of each page's data.
        @inlinable
        public static func field<Value: TemplateConvertible>(
            _ name: String, _ value: @escaping @Sendable (Root) -> Value, _ summary: String = ""
        ) -> Declaration {
            Declaration(fields: [TemplateField(name, Value.templateType, summary)], values: [{ value($0).templateValue }])
        }

        /// Every field of the part that `part` reads, as fields of this object: the fields
        /// every page shares, kept in a value of their own.
        public static func fields<Part: TemplateData>(of part: @escaping @Sendable (Root) -> Part) -> Declaration {
            let spliced = Part.templateFields
            return Declaration(fields: spliced.schema.fields, values: spliced.values.map { value in { value(part($0)) } })
        }
    }
}

/// A value of a ``TemplateData`` type made into a template object once, to be given to many
/// pages (a note shown on its month, its tags and its hens; the calendar cells a month and
/// its year share) without being made again.
public struct Prepared<Data: TemplateData>: TemplateConvertible {
    /// The value as a template object.
    public let object: TemplateObject

    /// `data` as a template object, made now.
    public init(_ data: Data) { object = data.templateObject }

    /// The type of `Data`.
    public static var templateType: TemplateType { Data.templateType }

    /// The object made once.
    @inlinable public var templateValue: TemplateValue { .object(object) }
}
