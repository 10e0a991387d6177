import CoopDiagnostics
import CoopValues

/// Compiling elements and text, directive by directive in the documented order.
extension Compiler {
    /// Where in the output an element or text sits.
    struct Context {
        /// The markup of the enclosing element (the kind of its namespace).
        var markup = MarkupKind.html
        /// Inside `pre` or `textarea`: white space is kept exactly.
        var preformatted = false
        /// Inside `script` or `style`: text is written as is.
        var rawText: String?
        /// Where the enclosing element starts, for problems with its text.
        var elementPosition = TextPosition(line: 1, column: 1)
        /// How a value written as the enclosing element's text is escaped and isolated.
        var textContext = TextContext.isolatedContent
        /// Inside an element with `c:trim`: white space between tags is dropped.
        var trimsSpace = false
    }

    /// How an element is being compiled.
    struct Role {
        /// The element is a fragment being included (its `c:fragment` is not a definition here).
        var isIncludedFragment = false
        /// The element is a page's fill being placed in a layout's slot.
        var isPlacedFill = false
        /// The element is the root of its file.
        var isRoot = false
    }

    mutating func node(_ node: SourceNode, source: TemplateSource, scope: Scope, context: Context, into out: inout Emitter) {
        switch node {
        case .element(let element):
            self.element(element, source: source, scope: scope, context: context, role: Role(), into: &out)
        case .text(let text):
            self.text(text, source: source, scope: scope, context: context, into: &out)
        case .space(let text):
            space(text, source: source, context: context, into: &out)
        case .comment:
            break
        }
    }

    mutating func element(
        _ element: SourceElement, source: TemplateSource, scope: Scope, context: Context, role: Role,
        into out: inout Emitter
    ) {
        compiledElements += 1
        guard compiledElements <= Self.maximumElements else {
            if compiledElements == Self.maximumElements + 1 {
                error(
                    .templateTooLarge,
                    "the page has more than \(LocaleFormats.english.format(Self.maximumElements)) elements once its fragments and layouts are put in",
                    in: source, at: element.position, length: element.qualifiedName.utf8.count + 1,
                    help: "a fragment included twice, that includes another twice, and so on, doubles the page at every level")
            }
            return
        }
        guard checkDirectives(element, source: source, role: role) else { return }
        if element.directives.isEmpty {
            // Most elements: no directive to apply, only the tags and content to write.
            tagAndContent(element, source: source, scope: scope, context: context, into: &out)
            return
        }
        if element.directive(.sample) != nil { return }
        if let slot = element.directive(.slot), placeFill(named: slot.trimmedValue, context: context, into: &out) {
            return
        }
        if element.directive(.fragment) != nil, !role.isIncludedFragment { return }
        if element.directive(.fill) != nil, !role.isPlacedFill {
            let attribute = element.directive(.fill)!
            error(
                .misplacedDirective, "c:fill only works in a page whose root element has c:layout", in: source,
                at: attribute.namePosition, length: 6)
            return
        }
        guard let each = element.directive(.each) else {
            afterEach(element, source: source, scope: scope, context: context, into: &out)
            return
        }
        let origin = Origin(source: source, position: each.valuePosition, raw: each.rawValue)
        let variable: Expression.Segment
        let list: Expression
        do {
            (variable, list) = try loop(of: each).get()
        } catch {
            self.error(.badExpression, error.message, origin: origin, offset: error.offset)
            return
        }
        guard let (evaluation, type) = resolve(list, origin: origin, scope: scope) else { return }
        guard case .list(let itemType) = type.unwrapped else {
            error(
                .typeMismatch, "c:each needs a list, but '\(list.source)' is \(type)", origin: origin, offset: list.offset,
                length: list.source.count)
            return
        }
        var inner = scope
        let itemSlot = newSlot()
        let loopSlot = newSlot()
        inner.bind(variable.name, itemType, slot: itemSlot)
        inner.bind("loop", .object(loopSchema), slot: loopSlot)
        var body = Emitter()
        afterEach(element, source: source, scope: inner, context: context, into: &body)
        let operations = body.finish()
        // Most loops never look at `loop`: then no loop facts are made for each item.
        out.append(
            .each(
                evaluation, variable: itemSlot, loop: operations.contains { $0.reads(slot: loopSlot) } ? loopSlot : nil,
                operations))
    }

    private mutating func afterEach(
        _ element: SourceElement, source: TemplateSource, scope: Scope, context: Context,
        into out: inout Emitter
    ) {
        var scope = scope
        if let define = element.directive(.define) {
            let origin = Origin(source: source, position: define.valuePosition, raw: define.rawValue)
            do {
                for (name, expression) in try bindings(of: define).get() {
                    guard let (evaluation, type) = resolve(expression, origin: origin, scope: scope) else { continue }
                    let slot = newSlot()
                    out.append(.define(slot, evaluation))
                    scope.bind(name.name, type, slot: slot)
                }
            } catch {
                self.error(.badExpression, error.message, origin: origin, offset: error.offset)
                return
            }
        }
        let condition = element.directive(.if) ?? element.directive(.unless)
        guard let condition else {
            afterCondition(element, source: source, scope: scope, context: context, into: &out)
            return
        }
        let origin = Origin(source: source, position: condition.valuePosition, raw: condition.rawValue)
        guard let (evaluation, _) = expression(of: condition, origin: origin, scope: scope) else { return }
        var body = Emitter()
        afterCondition(element, source: source, scope: scope, context: context, into: &body)
        out.append(.when(evaluation, negated: condition.directive == .unless, body.finish()))
    }

    private mutating func afterCondition(
        _ element: SourceElement, source: TemplateSource, scope: Scope, context: Context,
        into out: inout Emitter
    ) {
        if let include = element.directive(.include) {
            includeFragment(
                include, with: element.directive(.with), source: source, scope: scope,
                context: context, into: &out)
            return
        }
        if let replace = element.directive(.replace) {
            let origin = Origin(source: source, position: replace.valuePosition, raw: replace.rawValue)
            guard let (evaluation, type) = expression(of: replace, origin: origin, scope: scope) else { return }
            if type.unwrapped == .markup {
                out.append(.markup(evaluation))
            } else if requireWritable(type, replace.trimmedValue, origin: origin, offset: 0, what: "c:replace") {
                out.append(.text(written(evaluation, type), context.textContext))
            }
            return
        }
        tagAndContent(element, source: source, scope: scope, context: context, into: &out)
    }

    /// Reports unknown directives, conflicting pairs and misplaced directives; `false` if any.
    private mutating func checkDirectives(_ element: SourceElement, source: TemplateSource, role: Role) -> Bool {
        // Most elements have no directive at all.
        guard element.hasDirectiveAttributes || element.isDirectiveElement else { return true }
        var ok = true
        if element.isDirectiveElement, element.localName != "block" {
            error(
                .unknownDirective, "<\(element.qualifiedName)> is not a directive element; the only one is <c:block>",
                in: source, at: element.position, length: element.qualifiedName.count + 1)
            ok = false
        }
        for attribute in element.attributes where attribute.isDirective && attribute.directive == nil {
            let near = Suggestion.nearest(to: attribute.localName, in: Directive.names).map { "; did you mean 'c:\($0)'?" } ?? ""
            error(
                .unknownDirective, "unknown directive '\(attribute.qualifiedName)'\(near)",
                in: source, at: attribute.namePosition, length: attribute.qualifiedName.count,
                help: "directives are " + Directive.names.map { "c:" + $0 }.joined(separator: ", "))
            ok = false
        }
        let present = element.directives
        for group in Directive.exclusiveGroups where present.count(of: group) > 1 {
            let clash = group.filter(present.contains)
            guard let second = element.directive(clash[1]) else { continue }
            error(
                .conflictingDirectives, "c:\(clash[0].rawValue) and c:\(clash[1].rawValue) cannot be on the same element",
                in: source, at: second.namePosition, length: second.qualifiedName.count,
                help: "put one of them on a parent element or a <c:block>")
            ok = false
        }
        if present.contains(.layout), !role.isRoot {
            let attribute = element.directive(.layout)!
            error(
                .misplacedDirective, "c:layout belongs on the root element of a page", in: source,
                at: attribute.namePosition, length: attribute.qualifiedName.count)
            ok = false
        }
        if present.contains(.with), !present.contains(.include) {
            let attribute = element.directive(.with)!
            error(
                .misplacedDirective, "c:with passes names to a fragment, so it needs c:include on the same element", in: source,
                at: attribute.namePosition, length: attribute.qualifiedName.count)
            ok = false
        }
        if element.isDirectiveElement, present.contains(.attrs) {
            let attribute = element.directive(.attrs)!
            error(
                .misplacedDirective, "<c:block> writes no tag, so it has no attributes to set", in: source,
                at: attribute.namePosition, length: attribute.qualifiedName.count)
            ok = false
        }
        return ok
    }
}
