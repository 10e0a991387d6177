import CoopValues

/// Markup a template may insert unescaped (`c:html`): it must come from code that
/// escapes what it takes from the data, such as the chart writer or the Markdown renderer.
public struct Markup: Sendable, Hashable {
    /// The HTML, as UTF-8 bytes.
    public let bytes: [UInt8]

    /// The HTML.
    public var html: String { String(decoding: bytes, as: UTF8.self) }

    /// Wraps HTML that is known to be safe.
    public init(trusted html: String) { bytes = Array(html.utf8) }

    /// Wraps HTML, as UTF-8 bytes, that is known to be safe: what a writer of bytes (the
    /// charts) gives, without making a string of it.
    public init(trustedUTF8 bytes: [UInt8]) { self.bytes = bytes }
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
        case .markup(let markup): !markup.bytes.isEmpty
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
///
/// The values are held in one allocation whose address never changes, so the renderer can
/// read an object's fields through pointers, without copying them (see ``Renderer``).
/// `@unchecked Sendable` because that storage is never changed after
/// ``ObjectStorage/make(_:fill:)``, and each value in it is a `Sendable` ``TemplateValue``;
/// `ManagedBuffer`, a class with mutable storage, does not claim it, so the compiler cannot
/// check it. The renderer reads fields through pointers into it, on every thread that renders.
public struct TemplateObject: @unchecked Sendable {
    let storage: ObjectStorage

    /// The schema the values follow.
    public var schema: ObjectSchema { storage.schema }

    /// Creates an object from `fields`, by name; fields not given are null.
    ///
    /// Naming a field the schema does not have is a programming error, caught by the
    /// tests that render every page (and ignored in release builds).
    public init(_ schema: ObjectSchema, _ fields: KeyValuePairs<String, TemplateValue>) {
        storage = ObjectStorage.make(schema) { values in
            for (position, (name, value)) in fields.enumerated() {
                // Fields are usually given in the schema's order: check that place before hashing.
                let inPlace = position < schema.fields.count && schema.fields[position].name == name
                guard let index = inPlace ? position : schema.index(of: name) else {
                    assertionFailure("\(schema.name) has no field \(name)")
                    continue
                }
                values[index] = value
            }
        }
    }

    /// Creates an object whose fields `fill` sets in place, each null until it does: what a
    /// ``TemplateData`` value becomes.
    init(_ schema: ObjectSchema, fill: (UnsafeMutablePointer<TemplateValue>) -> Void) {
        storage = ObjectStorage.make(schema, fill: fill)
    }

    /// Creates an object from values already in schema order.
    init(_ schema: ObjectSchema, ordered values: [TemplateValue]) {
        precondition(values.count == schema.fields.count, "\(schema.name) needs \(schema.fields.count) values")
        storage = ObjectStorage.make(schema) { fields in
            for (index, value) in values.enumerated() { fields[index] = value }
        }
    }

    /// The value of the field at `index`; null past the last field.
    subscript(index: Int) -> TemplateValue { storage.field(index)?.pointee ?? .null }

    /// The value of the field called `name`, or null.
    public subscript(name: String) -> TemplateValue {
        schema.index(of: name).map { self[$0] } ?? .null
    }
}

/// The values of a ``TemplateObject``, allocated with the object itself: the schema and the
/// number of fields as the header, one value per field after it. Immutable once made.
///
/// The header is read through its pointer: `ManagedBuffer.header` is a class's `var`, and
/// reading it would check exclusive access at run time, thousands of times a page.
final class ObjectStorage: ManagedBuffer<ObjectStorage.Header, TemplateValue> {
    struct Header {
        let schema: ObjectSchema
        let count: Int
    }

    /// Storage for an object of `schema`, every field null until `fill` sets it.
    static func make(_ schema: ObjectSchema, fill: (UnsafeMutablePointer<TemplateValue>) -> Void) -> ObjectStorage {
        let count = schema.fields.count
        let buffer = create(minimumCapacity: count) { _ in Header(schema: schema, count: count) }
        buffer.withUnsafeMutablePointerToElements { values in
            values.initialize(repeating: .null, count: count)
            fill(values)
        }
        return unsafeDowncast(buffer, to: ObjectStorage.self)
    }

    deinit {
        _ = withUnsafeMutablePointers { header, values in values.deinitialize(count: header.pointee.count) }
    }

    /// The schema the values follow.
    var schema: ObjectSchema { withUnsafeMutablePointerToHeader { $0.pointee.schema } }

    /// The place of the field at `index`, nil past the last field. It stays valid as long as
    /// this storage lives: the values are allocated with it and never move.
    func field(_ index: Int) -> UnsafePointer<TemplateValue>? {
        withUnsafeMutablePointers { header, values in
            index >= 0 && index < header.pointee.count ? UnsafePointer(values + index) : nil
        }
    }
}

extension ObjectSchema {
    /// An object of this schema with `fields` given by name.
    public func make(_ fields: KeyValuePairs<String, TemplateValue>) -> TemplateValue {
        .object(TemplateObject(self, fields))
    }
}
