import CoopDiagnostics
import CoopLocale
import CoopValues

/// What a message is said with: each argument the message uses, as a value or as an element
/// (a `c:arg` child of the `c:msg` element).
struct MessageArguments {
    /// An argument's source.
    enum Argument {
        /// A value: bound in `c:msg`, or a name in scope.
        case value(Evaluation, TemplateType)
        /// A `c:arg` child, written where the message puts the argument.
        case element(SourceElement)
    }

    /// The key, for messages.
    let key: String
    /// The arguments by name.
    var arguments: [String: Argument]
    /// Where the elements are, what they see, and where they sit in the output.
    let source: TemplateSource
    let scope: Scope
    let context: Compiler.Context
}

/// An attribute `c:msg-attrs` sets: its name, the message's key, and where they are written.
struct MessageAttribute {
    let attribute: Expression.Segment
    let key: Expression.Segment
    let origin: Origin
}

/// `c:msg`, `c:arg` and `c:msg-attrs`: a message of the page's language, looked up when the
/// page is compiled and compiled into the page as if it had been written in the template.
/// Its text becomes static markup; its arguments, values written the language's way; its
/// plural and select branches, conditions on the value.
extension Compiler {
    /// The content of an element with `c:msg`: its message, the `c:arg` children standing for
    /// the message's elements and values, the other children (sample text) dropped.
    mutating func messageContent(
        _ attribute: SourceAttribute, of element: SourceElement, source: TemplateSource, scope: Scope, context: Context,
        into out: inout Emitter
    ) {
        let origin = Origin(source: source, position: attribute.valuePosition, raw: attribute.rawValue)
        let call: MessageCall
        switch attribute.parsed {
        case .message(.success(let parsed)): call = parsed
        case .message(.failure(let problem)):
            error(.badExpression, problem.message, origin: origin, offset: problem.offset)
            return
        default: return
        }
        var children: [String: SourceElement] = [:]
        for case .element(let child) in element.children {
            guard let arg = child.directive(.arg) else { continue }
            let name = arg.trimmedValue
            if children[name] != nil {
                error(
                    .conflictingDirectives, "two children are c:arg=\"\(name)\"", in: source, at: arg.valuePosition,
                    length: max(1, name.count))
            }
            children[name] = child
        }
        var values: [String: (Evaluation, TemplateType)] = [:]
        for (name, expression) in call.arguments {
            if let resolved = resolve(expression, origin: origin, scope: scope) { values[name.name] = resolved }
        }
        guard
            let arguments = messageArguments(
                call.key, origin: origin, given: values, children: children, givenNames: call.arguments.map(\.0), source: source,
                scope: scope, context: context)
        else { return }
        guard let pattern = words.pattern(call.key.name) else { return }
        message(pattern.parts, arguments, textContext: context.textContext, literalContext: .content, plural: nil, into: &out)
    }

    /// The attributes `c:msg-attrs` sets to messages (`attribute key; …`), each with where
    /// its key is written; the problems of a value that does not parse are reported.
    mutating func messageAttributes(of element: SourceElement, source: TemplateSource) -> [MessageAttribute] {
        guard let attribute = element.directive(.msgAttrs) else { return [] }
        let origin = Origin(source: source, position: attribute.valuePosition, raw: attribute.rawValue)
        switch attribute.parsed {
        case .messageAttributes(.success(let pairs)):
            var seen: Set<String> = []
            return pairs.compactMap { pair in
                guard seen.insert(pair.attribute.name).inserted else {
                    error(
                        .conflictingDirectives, "c:msg-attrs sets '\(pair.attribute.name)' twice", origin: origin,
                        offset: pair.attribute.offset, length: pair.attribute.name.count)
                    return nil
                }
                return MessageAttribute(attribute: pair.attribute, key: pair.key, origin: origin)
            }
        case .messageAttributes(.failure(let problem)):
            error(.badExpression, problem.message, origin: origin, offset: problem.offset)
        default: break
        }
        return []
    }

    /// One attribute of `c:msg-attrs` written as ` name="…"`, its message's arguments the
    /// names in scope.
    mutating func messageAttribute(_ attribute: MessageAttribute, source: TemplateSource, scope: Scope, into out: inout Emitter) {
        let key = attribute.key
        guard
            let arguments = messageArguments(
                key, origin: attribute.origin, given: [:], children: [:], givenNames: [], source: source, scope: scope,
                context: Context(textContext: .attribute)),
            let pattern = words.pattern(key.name)
        else { return }
        if let element = pattern.arguments.first(where: { $0.use == .element }) {
            error(
                .typeMismatch, "the message '\(key.name)' wraps text in {#\(element.name)}, which an attribute cannot hold",
                origin: attribute.origin, offset: key.offset, length: key.name.count)
            return
        }
        out.raw(" \(attribute.attribute.name)=\"")
        message(pattern.parts, arguments, textContext: .attribute, literalContext: .attribute, plural: nil, into: &out)
        out.raw("\"")
    }

    /// The arguments of the message `key` (reported if the catalogue lacks it): each one the
    /// message uses, from `given` (bound in `c:msg`), `children` (`c:arg`) or the names in
    /// scope, checked against how the message uses it. `nil` after reporting a problem.
    private mutating func messageArguments(
        _ key: Expression.Segment, origin: Origin, given: [String: (Evaluation, TemplateType)], children: [String: SourceElement],
        givenNames: [Expression.Segment], source: TemplateSource, scope: Scope, context: Context
    ) -> MessageArguments? {
        guard let pattern = words.pattern(key.name) else {
            let keys = words.keys
            error(
                .unknownMessage,
                "there is no message '\(key.name)' in the catalogue of \(words.language)" + Suggestion.didYouMean(key.name, in: keys),
                origin: origin, offset: key.offset, length: key.name.count,
                help: "messages are in the theme's messages/\(words.language).yaml")
            return nil
        }
        var arguments = MessageArguments(key: key.name, arguments: [:], source: source, scope: scope, context: context)
        var ok = true
        let uses = pattern.arguments
        // What the reference language's message uses: a binding it does not use is a mistake,
        // even if this language's message happens to leave out an argument it does use.
        let referenceUses = Set(((words.referencePattern(key.name) ?? pattern).arguments).map(\.name) + uses.map(\.name))
        for name in givenNames where !referenceUses.contains(name.name) {
            error(
                .unknownField,
                "the message '\(key.name)' has no argument '\(name.name)'"
                    + Suggestion.didYouMean(name.name, in: uses.map(\.name)),
                origin: origin, offset: name.offset, length: name.name.count,
                help: uses.isEmpty ? "it takes no arguments" : "it takes " + uses.map(\.name).joined(separator: ", "))
            ok = false
        }
        for (name, child) in children where !referenceUses.contains(name) {
            if let arg = child.directive(.arg) {
                error(
                    .unknownField,
                    "the message '\(key.name)' has no argument '\(name)'" + Suggestion.didYouMean(name, in: uses.map(\.name)),
                    in: source, at: arg.valuePosition, length: max(1, name.count))
            }
            ok = false
        }
        for (name, use) in uses {
            if let child = children[name] {
                guard use == .value || use == .element else {
                    error(
                        .typeMismatch, "the message '\(key.name)' uses '\(name)' as \(Self.describe(use)), not as an element",
                        in: source, at: child.position, length: child.qualifiedName.count + 1)
                    ok = false
                    continue
                }
                arguments.arguments[name] = .element(child)
                continue
            }
            let value: (Evaluation, TemplateType)
            if let bound = given[name] {
                value = bound
            } else if let local = scope.local(name) {
                value = (.slot(local.slot), local.type)
            } else if let index = scope.root.index(of: name) {
                value = (.field(.slot(0), index), scope.root.fields[index].type)
            } else {
                error(
                    .unknownField, "the message '\(key.name)' uses '\(name)', which is not given",
                    origin: origin, offset: key.offset, length: key.name.count,
                    help: use == .element
                        ? "add a child element with c:arg=\"\(name)\": the message puts its text in it"
                        : "bind it (c:msg=\"\(key.name); \(name) expression\") or add a child with c:arg=\"\(name)\"")
                ok = false
                continue
            }
            let type = value.1.unwrapped
            let fits: Bool =
                switch use {
                case .value: value.1.isWritable || type == .markup
                case .date: type == .date
                case .number: type == .int || type == .number
                case .word: type == .string
                case .element: false
                }
            guard fits else {
                error(
                    .typeMismatch,
                    "the message '\(key.name)' uses '\(name)' as \(Self.describe(use)), but it is \(value.1)",
                    origin: origin, offset: key.offset, length: key.name.count)
                ok = false
                continue
            }
            arguments.arguments[name] = .value(value.0, value.1)
        }
        return ok ? arguments : nil
    }

    private static func describe(_ use: MessagePattern.ArgumentUse) -> String {
        switch use {
        case .value: "a value"
        case .date: "a date"
        case .number: "a number (its plural)"
        case .word: "a word (its select)"
        case .element: "an element wrapping text"
        }
    }

    /// Compiles message parts: text as static markup escaped for `literalContext`, values
    /// written for `textContext`, branches as conditions.
    mutating func message(
        _ parts: [MessagePattern.Part], _ arguments: MessageArguments, textContext: TextContext, literalContext: TextContext,
        plural: Evaluation?, into out: inout Emitter
    ) {
        let formats = words.formats
        for part in parts {
            switch part {
            case .text(let text):
                out.escaped(text, for: literalContext)
            case .argument(let name), .date(let name, _):
                switch arguments.arguments[name] {
                case .element(let child)?:
                    element(child, source: arguments.source, scope: arguments.scope, context: arguments.context, role: Role(), into: &out)
                case .value(let evaluation, let type)?:
                    if case .date(_, let style) = part {
                        out.append(.text(.filter(evaluation, .date(formats.datePattern(style))), textContext))
                    } else {
                        writeValue(evaluation, type, textContext: textContext, into: &out)
                    }
                case nil:
                    continue
                }
            case .pluralNumber:
                if let plural { out.append(.text(.filter(plural, .number(places: 0, formats.numbers)), textContext)) }
            case .plural(let name, let exact, let categories):
                guard case .value(let evaluation, _)? = arguments.arguments[name] else { continue }
                var branches: [(Evaluation, [MessagePattern.Part])] = exact.keys.sorted().map { value in
                    (.filter(evaluation, .isExactly(value)), exact[value] ?? [])
                }
                for category in PluralCategory.allCases where category != .other {
                    guard let branch = categories[category] else { continue }
                    branches.append((.filter(evaluation, .isPlural(category, words.plurals)), branch))
                }
                choice(
                    branches, otherwise: categories[.other] ?? [], arguments, textContext: textContext, literalContext: literalContext,
                    plural: evaluation, into: &out)
            case .select(let name, let cases):
                guard case .value(let evaluation, _)? = arguments.arguments[name] else { continue }
                let branches: [(Evaluation, [MessagePattern.Part])] = cases.keys.sorted().filter { $0 != "other" }.map { word in
                    (.filter(evaluation, .isWord(word)), cases[word] ?? [])
                }
                choice(
                    branches, otherwise: cases["other"] ?? [], arguments, textContext: textContext, literalContext: literalContext,
                    plural: plural, into: &out)
            case .markup(let name, let inner):
                guard case .element(let child)? = arguments.arguments[name] else { continue }
                let saved = wrappedMessage
                wrappedMessage = (ObjectIdentifier(child), inner, arguments)
                element(child, source: arguments.source, scope: arguments.scope, context: arguments.context, role: Role(), into: &out)
                wrappedMessage = saved
            }
        }
    }

    /// The first branch whose condition holds, else `otherwise`: nested conditions.
    private mutating func choice(
        _ branches: [(Evaluation, [MessagePattern.Part])], otherwise: [MessagePattern.Part], _ arguments: MessageArguments,
        textContext: TextContext, literalContext: TextContext, plural: Evaluation?, into out: inout Emitter
    ) {
        guard let (condition, branch) = branches.first else {
            message(otherwise, arguments, textContext: textContext, literalContext: literalContext, plural: plural, into: &out)
            return
        }
        var chosen = Emitter()
        message(branch, arguments, textContext: textContext, literalContext: literalContext, plural: plural, into: &chosen)
        out.append(.when(condition, negated: false, chosen.finish()))
        var rest = Emitter()
        choice(
            Array(branches.dropFirst()), otherwise: otherwise, arguments, textContext: textContext, literalContext: literalContext,
            plural: plural, into: &rest)
        out.append(.when(condition, negated: true, rest.finish()))
    }

    /// A value written into a message: markup as it is; a whole number grouped, money and a
    /// date (its ``DateStyle/dayMonthYear``) the language's way; text as it is.
    private mutating func writeValue(_ evaluation: Evaluation, _ type: TemplateType, textContext: TextContext, into out: inout Emitter) {
        let formats = words.formats
        switch type.unwrapped {
        case .markup: out.append(.markup(evaluation))
        case .int: out.append(.text(.filter(evaluation, .number(places: 0, formats.numbers)), textContext))
        case .money: out.append(.text(.filter(evaluation, .money(formats.numbers, formats.currency)), textContext))
        case .date: out.append(.text(.filter(evaluation, .date(formats.datePattern(.dayMonthYear))), textContext))
        default: out.append(.text(evaluation, textContext))
        }
    }
}
