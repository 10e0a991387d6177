import CoopDiagnostics
import CoopLocale

/// Compiles one page template, checked against the schema of its data, into a
/// ``CompiledTemplate``: layouts are merged, fragments inlined, every path resolved to
/// slots and field indexes, and static markup merged into byte runs.
///
/// Problems are collected, not thrown, so one load reports every mistake it can find.
struct Compiler {
    let library: TemplateLibrary
    let root: ObjectSchema
    /// The page's language: its messages (`c:msg`) and how it writes dates, numbers and money.
    let words: Words
    var diagnostics: [Diagnostic] = []
    var slotCount = 1
    /// Fragments and layouts being expanded, innermost last, for cycles and notes.
    var expansionStack: [(name: String, location: SourceLocation)] = []
    /// The `c:fill` elements of the page (and its layouts), by name, innermost first.
    var fills: [String: (element: SourceElement, source: TemplateSource)] = [:]
    var usedFills: Set<String> = []
    /// Elements compiled so far, fragments and fills counted each time they are put in.
    var compiledElements = 0

    /// The most elements a page may have once fragments, layouts and fills are put in. Far
    /// above any real page, and what stops fragments that include each other twice, level
    /// after level, from making an exponentially large program (found by fuzzing).
    static let maximumElements = 20_000

    /// The message a `c:arg` element being compiled wraps (`{#name}…{/name}`), with the
    /// arguments the message was called with: the element's content is these parts.
    var wrappedMessage: (element: ObjectIdentifier, parts: [MessagePattern.Part], call: MessageArguments)?

    init(library: TemplateLibrary, root: ObjectSchema, words: Words) {
        self.library = library
        self.root = root
        self.words = words
    }

    /// A new frame slot for a local name.
    mutating func newSlot() -> Int {
        slotCount += 1
        return slotCount - 1
    }

    // MARK: Diagnostics

    mutating func error(
        _ code: DiagnosticCode, _ message: String, in source: TemplateSource, at position: TextPosition,
        length: Int = 1, help: String? = nil
    ) {
        let notes = expansionStack.reversed().map { Diagnostic.Note("included from here (\($0.name))", at: $0.location) }
        diagnostics.append(.error(code, message, at: source.location(position), length: length, notes: notes, help: help))
    }

    mutating func error(
        _ code: DiagnosticCode, _ message: String, origin: Origin, offset: Int, length: Int = 1,
        help: String? = nil
    ) {
        error(code, message, in: origin.source, at: origin.position(at: offset), length: length, help: help)
    }

    // MARK: Expressions

    /// Parses and checks the expression of a directive (`c:if`, `c:text`, …), parsed when its
    /// file was loaded; `nil` after reporting a problem.
    mutating func expression(of attribute: SourceAttribute, origin: Origin, scope: Scope) -> (Evaluation, TemplateType)? {
        let parsed: Result<Expression, ExpressionError>
        if case .expression(let result) = attribute.parsed {
            parsed = result
        } else {
            parsed = Result { () throws(ExpressionError) in try ExpressionParser.parse(attribute.value) }
        }
        switch parsed {
        case .success(let expression):
            return resolve(expression, origin: origin, scope: scope)
        case .failure(let error):
            self.error(.badExpression, error.message, origin: origin, offset: error.offset)
            return nil
        }
    }

    /// The bindings of `c:define`, `c:with` or `c:attrs`, parsed when its file was loaded.
    func bindings(of attribute: SourceAttribute) -> Result<[(Expression.Segment, Expression)], ExpressionError> {
        if case .bindings(let result) = attribute.parsed { return result }
        return Result { () throws(ExpressionError) in
            try ExpressionParser.bindings(attribute.value, attributeNames: attribute.directive == .attrs)
        }
    }

    /// The loop variable and list of `c:each`, parsed when its file was loaded.
    func loop(of attribute: SourceAttribute) -> Result<(Expression.Segment, Expression), ExpressionError> {
        if case .loop(let result) = attribute.parsed { return result }
        return Result { () throws(ExpressionError) in try ExpressionParser.loop(attribute.value) }
    }

    /// The page's data (slot 0), which most paths start from: one value shared by all.
    private static let pageData = Evaluation.slot(0)

    /// Resolves a parsed expression's path and filters against `scope`.
    mutating func resolve(_ expression: Expression, origin: Origin, scope: Scope) -> (Evaluation, TemplateType)? {
        var evaluation: Evaluation
        var type: TemplateType
        switch expression.primary {
        case .literal(.string(let text), _): (evaluation, type) = (.constant(.string(text)), .string)
        case .literal(.int(let n), _): (evaluation, type) = (.constant(.int(n)), .int)
        case .literal(.number(let x), _): (evaluation, type) = (.constant(.number(x)), .number)
        case .path(let segments):
            guard let resolved = path(segments, origin: origin, scope: scope) else { return nil }
            (evaluation, type) = resolved
        }
        for (index, filter) in expression.filters.enumerated() {
            // What the filter is applied to, as written, only for its message.
            let subject = { ([expression.primarySource] + expression.filters[..<index].map(\.name)).joined(separator: " | ") }
            switch CompiledFilter.compile(filter, input: type, formats: words.formats, subject: subject) {
            case .success(let (compiled, output)):
                evaluation = .filter(evaluation, compiled)
                type = output
            case .failure(let problem):
                error(.unknownFilter, problem.message, origin: origin, offset: problem.offset, length: filter.name.count)
                return nil
            }
        }
        return (evaluation, type)
    }

    private mutating func path(_ segments: [Expression.Segment], origin: Origin, scope: Scope) -> (Evaluation, TemplateType)? {
        let first = segments[0]
        var evaluation: Evaluation
        var type: TemplateType
        if let local = scope.local(first.name) {
            (evaluation, type) = (.slot(local.slot), local.type)
        } else if let index = scope.root.index(of: first.name) {
            (evaluation, type) = (.field(Self.pageData, index), scope.root.fields[index].type)
        } else {
            let names = scope.visibleNames
            error(
                .unknownField, "'\(first.name)' is not defined here" + Suggestion.didYouMean(first.name, in: names),
                origin: origin, offset: first.offset, length: first.name.count,
                help: "names available here: " + names.joined(separator: ", "))
            return nil
        }
        for (index, segment) in segments.enumerated().dropFirst() {
            guard case .object(let schema) = type.unwrapped else {
                let written = segments[..<index].map(\.name).joined(separator: ".")
                error(
                    .unknownField, "'\(written)' is \(type), which has no field '\(segment.name)'", origin: origin,
                    offset: segment.offset, length: segment.name.count)
                return nil
            }
            guard let fieldIndex = schema.index(of: segment.name) else {
                let fields = schema.fields.map(\.name)
                error(
                    .unknownField, "\(schema.name) has no field '\(segment.name)'" + Suggestion.didYouMean(segment.name, in: fields),
                    origin: origin, offset: segment.offset, length: segment.name.count,
                    help: "\(schema.name) has: " + fields.joined(separator: ", "))
                return nil
            }
            let fieldType = schema.fields[fieldIndex].type
            type = type.isOptional && !fieldType.isOptional ? .optional(fieldType) : fieldType
            evaluation = .field(evaluation, fieldIndex)
        }
        return (evaluation, type)
    }

    /// Checks that a value can be written as text; reports why not.
    mutating func requireWritable(_ type: TemplateType, _ text: String, origin: Origin, offset: Int, what: String) -> Bool {
        if type.isWritable { return true }
        let reason: String
        switch type.unwrapped {
        case .markup: reason = "it is markup; use c:html to insert markup"
        case .bool: reason = "it is true/false; use c:if to show something when it holds"
        case .list: reason = "it is a \(type.unwrapped); use c:each to go through it"
        case .object(let schema):
            reason = "it is a \(schema.name); write one of its fields, like \(text).\(schema.fields.first?.name ?? "name")"
        default: reason = "it is \(type)"
        }
        error(.typeMismatch, "\(what) cannot write '\(text)': \(reason)", origin: origin, offset: offset, length: text.count)
        return false
    }

    /// `evaluation` as `c:text`, `c:attrs` and `${}` write a value of `type`: money in the
    /// language's way (its digits and currency), everything else as it is.
    func written(_ evaluation: Evaluation, _ type: TemplateType) -> Evaluation {
        guard case .money = type.unwrapped else { return evaluation }
        return .filter(evaluation, .money(words.formats.numbers, words.formats.currency))
    }
}
