/// How a compiled expression finds its value at render time.
indirect enum Evaluation: Sendable {
    /// A literal.
    case constant(TemplateValue)
    /// A local name (or the page's data, in slot 0).
    case slot(Int)
    /// A field of an object; null stays null.
    case field(Evaluation, Int)
    /// A filter applied to a value.
    case filter(Evaluation, CompiledFilter)
}

/// Where a value is being written, which decides how it is escaped and isolated.
enum TextContext: Sendable {
    /// Element content that is sent back as typed (`textarea`, `option`): `&`, `<`, `>`
    /// escaped, and nothing added.
    case content
    /// A double-quoted attribute value: `&`, `"`, `<`, `>` escaped.
    case attribute
    /// HTML element content: escaped, and a string with right-to-left text or direction
    /// controls (``BidiText``) written in `<bdi>`, so its direction stays inside it.
    case isolatedContent
    /// Content where no element may go (`title`, SVG text): escaped, and such a string
    /// written between U+2068 and U+2069, the isolate `<bdi>` stands for.
    case isolatedPlainContent
}

/// One step of a compiled template. Static markup is merged into `raw` runs at compile
/// time, so rendering mostly copies bytes.
enum Operation: Sendable {
    /// Bytes written as they are.
    case raw([UInt8])
    /// A value written as escaped text.
    case text(Evaluation, TextContext)
    /// A markup value written unescaped.
    case markup(Evaluation)
    /// The operations run only when the value is truthy (or, negated, falsy).
    case when(Evaluation, negated: Bool, [Operation])
    /// The operations run for each item, with the item in `variable` and loop facts in
    /// `loop` (nil when the operations never read them).
    case each(Evaluation, variable: Int, loop: Int?, [Operation])
    /// Sets a local name.
    case define(Int, Evaluation)
    /// A `c:attrs` attribute: left out when the value is null or false, written as a
    /// boolean attribute when true, else ` name="value"`. URL attributes are checked.
    case attribute(name: String, Evaluation, isURL: Bool)
    /// An attribute whose value is assembled from parts and must be a safe URL.
    case urlAttribute(name: String, [URLPart])
}

extension Operation {
    /// Whether the operation, or any inside it, reads the frame slot `slot`.
    func reads(slot: Int) -> Bool {
        switch self {
        case .raw: false
        case .text(let evaluation, _), .markup(let evaluation), .define(_, let evaluation), .attribute(_, let evaluation, _):
            evaluation.reads(slot: slot)
        case .when(let evaluation, _, let body), .each(let evaluation, _, _, let body):
            evaluation.reads(slot: slot) || body.contains { $0.reads(slot: slot) }
        case .urlAttribute(_, let parts):
            parts.contains { if case .value(let evaluation) = $0 { evaluation.reads(slot: slot) } else { false } }
        }
    }
}

extension Evaluation {
    /// Whether the value is read from the frame slot `slot`.
    func reads(slot: Int) -> Bool {
        switch self {
        case .constant: false
        case .slot(let index): index == slot
        case .field(let base, _), .filter(let base, _): base.reads(slot: slot)
        }
    }
}

/// A part of an interpolated URL attribute.
enum URLPart: Sendable {
    case literal(String)
    case value(Evaluation)
}

/// The facts `loop` gives inside `c:each`.
let loopSchema = ObjectSchema(
    "Loop",
    [
        TemplateField("index", .int, "the position, from 0"),
        TemplateField("number", .int, "the position, from 1"),
        TemplateField("count", .int, "how many items there are"),
        TemplateField("first", .bool, "whether this is the first item"),
        TemplateField("last", .bool, "whether this is the last item"),
        TemplateField("odd", .bool, "whether the position from 1 is odd"),
        TemplateField("even", .bool, "whether the position from 1 is even"),
    ])
