import CoopDiagnostics

/// Writing an element's tags, attributes and content as HTML5, and text with `${}`.
extension Compiler {
    mutating func tagAndContent(
        _ element: SourceElement, source: TemplateSource, scope: Scope, context: Context,
        into out: inout Emitter
    ) {
        let markup = element.markup ?? context.markup
        let isHTML = markup == .html
        let isForeign = markup == .foreign
        let name = (isHTML || isForeign) ? element.localName : element.qualifiedName
        let isVoid = isHTML && element.isVoidName
        let rawText = isHTML && element.isRawTextName ? name : context.rawText

        var inner = context
        inner.markup = markup
        inner.rawText = rawText
        inner.preformatted = context.preformatted || (isHTML && element.isPreformattedName)
        inner.elementPosition = element.position
        inner.textContext = Self.textContext(name, isHTML: isHTML, inside: context.textContext)
        inner.trimsSpace = context.trimsSpace || element.directives.contains(.trim)
        let text = element.directive(.text) ?? element.directive(.html) ?? element.directive(.msg)
        let wrapsMessage = wrappedMessage?.element == ObjectIdentifier(element)
        // Known before the content is compiled: a foreign element without content is self-closing.
        let hasContent =
            text != nil || wrapsMessage || ((isForeign || isVoid) ? element.hasElementOrNonSpaceText : element.hasElementOrText)
        let content = Content(text: text, rawText: rawText, skipsSpace: isVoid, context: inner)
        if isVoid, hasContent {
            var discarded = Emitter()
            self.content(element, content, source: source, scope: scope, into: &discarded)
            error(
                .unsafeOutput, "<\(name)> is a void element and cannot have content", in: source, at: element.position,
                length: name.count + 1)
            return
        }
        if element.isDirectiveElement {
            let section = out.beginSection()
            self.content(element, content, source: source, scope: scope, into: &out)
            out.endSection(section)
            return
        }
        let selfClosing = isForeign && !hasContent
        guard let omit = element.directive(.omitTag) else {
            // The tags and content are written straight to `out`, not collected apart and copied.
            startTag(element, name: name, markup: markup, source: source, scope: scope, into: &out)
            out.raw(selfClosing ? "/>" : ">")
            self.content(element, content, source: source, scope: scope, into: &out)
            if !isVoid, !selfClosing {
                if markup == .other { out.raw("</\(name)>") } else { out.raw(element.endTag) }
            }
            return
        }
        var contentOperations = Emitter()
        self.content(element, content, source: source, scope: scope, into: &contentOperations)
        var startTag = Emitter()
        self.startTag(element, name: name, markup: markup, source: source, scope: scope, into: &startTag)
        startTag.raw(selfClosing ? "/>" : ">")
        var endTag = Emitter()
        if !isVoid, !selfClosing { endTag.raw("</\(name)>") }
        if omit.trimmedValue.isEmpty {
            out.append(contentsOf: contentOperations)
            return
        }
        let origin = Origin(source: source, position: omit.valuePosition, raw: omit.rawValue)
        guard let (condition, _) = expression(of: omit, origin: origin, scope: scope) else { return }
        out.append(.when(condition, negated: true, startTag.finish()))
        out.append(contentsOf: contentOperations)
        out.append(.when(condition, negated: true, endTag.finish()))
    }

    /// How an element's content is compiled.
    struct Content {
        /// Its `c:text` or `c:html`, which replaces the children.
        var text: SourceAttribute?
        /// The raw-text element it is in (`script`, `style`), where `c:text` is refused.
        var rawText: String?
        /// Children that are only white space are dropped (a void element's).
        var skipsSpace: Bool
        /// Where the children are.
        var context: Context
    }

    /// The element's content: its `c:text` or `c:html` value, or its children.
    private mutating func content(
        _ element: SourceElement, _ content: Content, source: TemplateSource, scope: Scope,
        into out: inout Emitter
    ) {
        if let wrapped = wrappedMessage, wrapped.element == ObjectIdentifier(element) {
            // A `c:arg` element wrapping text of its message (`{#name}…{/name}`): that text is its content.
            wrappedMessage = nil
            message(
                wrapped.parts, wrapped.call, textContext: content.context.textContext, literalContext: .content, plural: nil, into: &out)
            wrappedMessage = wrapped
            return
        }
        if let text = content.text {
            let origin = Origin(source: source, position: text.valuePosition, raw: text.rawValue)
            if let rawText = content.rawText {
                error(
                    .unsafeOutput, "c:\(text.localName) cannot fill <\(rawText)>: its content is written without escaping",
                    in: source, at: text.namePosition, length: text.qualifiedName.count,
                    help: "put data for scripts in a data- attribute instead")
            } else if text.directive == .msg {
                messageContent(text, of: element, source: source, scope: scope, context: content.context, into: &out)
            } else if let (evaluation, type) = expression(of: text, origin: origin, scope: scope) {
                if text.directive == .html {
                    if type.unwrapped == .markup {
                        out.append(.markup(evaluation))
                    } else {
                        error(
                            .typeMismatch, "c:html inserts markup, but '\(text.trimmedValue)' is \(type); use c:text for text",
                            origin: origin, offset: 0, length: text.value.count)
                    }
                } else if requireWritable(type, text.trimmedValue, origin: origin, offset: 0, what: "c:text") {
                    out.append(.text(written(evaluation, type), content.context.textContext))
                }
            }
            return
        }
        for child in element.children {
            switch child {
            case .comment:
                continue
            case .space where content.skipsSpace:
                continue
            case .element(let inner) where inner.directive(.arg) != nil:
                if let arg = inner.directive(.arg) {
                    error(
                        .misplacedDirective, "c:arg names an argument of the message of its parent's c:msg, and its parent has none",
                        in: source, at: arg.namePosition, length: arg.qualifiedName.count)
                }
            default:
                node(child, source: source, scope: scope, context: content.context, into: &out)
            }
        }
    }

    /// `<name` and the attributes, static ones as written when the element was loaded.
    private mutating func startTag(
        _ element: SourceElement, name: String, markup: MarkupKind, source: TemplateSource,
        scope: Scope, into out: inout Emitter
    ) {
        if markup != .other {
            out.raw(element.startTag)  // with the attributes when they are static
        } else {
            out.raw("<" + name)
            if element.hasStaticAttributes { out.raw(element.staticAttributes) }
        }
        if !element.hasStaticAttributes { attributes(element, source: source, scope: scope, into: &out) }
    }

    /// The attributes of an element some of whose attributes are set by data (interpolated),
    /// with `c:attrs` ones in the place of the attribute they replace, new ones after, in
    /// the order written.
    private mutating func attributes(_ element: SourceElement, source: TemplateSource, scope: Scope, into out: inout Emitter) {
        var dynamic: [(name: String, evaluation: Evaluation)] = []
        if let attrs = element.directive(.attrs) {
            let origin = Origin(source: source, position: attrs.valuePosition, raw: attrs.rawValue)
            do {
                for (name, expression) in try bindings(of: attrs).get() {
                    if dynamic.contains(where: { $0.name == name.name }) {
                        error(
                            .conflictingDirectives, "c:attrs sets '\(name.name)' twice", origin: origin, offset: name.offset,
                            length: name.name.count)
                        continue
                    }
                    guard let (evaluation, type) = resolve(expression, origin: origin, scope: scope) else { continue }
                    if let code = CodeAttribute.of(name.name, on: element), !code.accepts(evaluation, type) {
                        error(
                            .unsafeOutput, code.reason(name.name), origin: origin, offset: name.offset, length: name.name.count,
                            help: code.help)
                        continue
                    }
                    if type.unwrapped != .bool,
                        !requireWritable(
                            type, expression.source, origin: origin,
                            offset: expression.offset, what: "c:attrs")
                    {
                        continue
                    }
                    dynamic.append((name.name, written(evaluation, type)))
                }
            } catch {
                self.error(.badExpression, error.message, origin: origin, offset: error.offset)
            }
        }
        var messages = messageAttributes(of: element, source: source)
        for (attribute, markup) in zip(element.attributes, element.attributeMarkup) where !attribute.isDirective {
            let name = attribute.qualifiedName
            if let index = messages.firstIndex(where: { $0.attribute.name == name }) {
                // A message in the place of the sample value written in the template.
                messageAttribute(messages.remove(at: index), source: source, scope: scope, into: &out)
                continue
            }
            if let index = dynamic.firstIndex(where: { $0.name == name }) {
                out.append(.attribute(name: name, dynamic[index].evaluation, isURL: attribute.isURL))
                dynamic.remove(at: index)
                continue
            }
            guard let interpolation = attribute.interpolation else {
                out.raw(markup)
                continue
            }
            var types: [TemplateType] = []
            let parts = self.parts(of: interpolation, source: source, scope: scope, types: &types)
            let values = parts.compactMap { if case .value(let evaluation) = $0 { evaluation } else { nil } }
            if let code = CodeAttribute.of(name, on: element), zip(values, types).contains(where: { !code.accepts($0, $1) }) {
                error(
                    .unsafeOutput, code.reason(name), in: source, at: attribute.namePosition, length: name.count,
                    help: code.help)
                continue
            }
            if attribute.isURL, parts.contains(where: { if case .value = $0 { true } else { false } }) {
                out.append(.urlAttribute(name: name, parts))
                continue
            }
            out.raw(" \(name)=\"")
            for part in parts {
                switch part {
                case .literal(let text): out.escaped(text, for: .attribute)
                case .value(let evaluation): out.append(.text(evaluation, .attribute))
                }
            }
            out.raw("\"")
        }
        for (name, evaluation) in dynamic {
            out.append(.attribute(name: name, evaluation, isURL: HTMLSyntax.urlAttributes.contains(name)))
        }
        for message in messages { messageAttribute(message, source: source, scope: scope, into: &out) }
    }

    /// Text content: `${}` interpolated and escaped; white space between tags folded to one
    /// line break or space; raw-text elements written as they are.
    mutating func text(
        _ node: SourceTextNode, source: TemplateSource, scope: Scope, context: Context,
        into out: inout Emitter
    ) {
        if let rawText = context.rawText {
            self.rawText(node.text, of: rawText, source: source, context: context, into: &out)
            return
        }
        guard let interpolation = node.interpolation else {
            out.raw(node.escapedContent)
            return
        }
        let parts = self.parts(of: interpolation, source: source, scope: scope)
        for part in parts {
            switch part {
            case .literal(let literal): out.escaped(literal, for: .content)
            case .value(let evaluation): out.append(.text(evaluation, context.textContext))
            }
        }
    }

    /// Text that is only white space: folded to one line break or space between tags, kept
    /// as it is where white space matters, written as it is in raw-text elements.
    mutating func space(_ text: String, source: TemplateSource, context: Context, into out: inout Emitter) {
        if let rawText = context.rawText {
            self.rawText(text, of: rawText, source: source, context: context, into: &out)
        } else if context.preformatted {
            out.escaped(text, for: .content)
        } else if !context.trimsSpace {
            out.whitespace(newline: text.utf8.contains(0x0A))
        }
    }

    /// The text of a raw-text element (`script`, `style`), written as it is, unless it
    /// would end the element early.
    private mutating func rawText(
        _ text: String, of rawText: String, source: TemplateSource, context: Context,
        into out: inout Emitter
    ) {
        if text.lowercased().contains("</" + rawText) {
            error(
                .unsafeOutput, "the text of <\(rawText)> contains '</\(rawText)', which would end it early",
                in: source, at: context.elementPosition, length: rawText.count + 1,
                help: "split it, as in '<\\/\(rawText)>'")
            return
        }
        out.raw(text)
    }

    /// The literal parts and `${expression}` values of text split when its file was loaded,
    /// each expression resolved against `scope` (those that do not resolve, reported, are left out).
    mutating func parts(of interpolation: Interpolation, source: TemplateSource, scope: Scope) -> [URLPart] {
        var types: [TemplateType] = []
        return parts(of: interpolation, source: source, scope: scope, types: &types)
    }

    /// ``parts(of:source:scope:)``, with the type of each value part in `types`, in order.
    mutating func parts(of interpolation: Interpolation, source: TemplateSource, scope: Scope, types: inout [TemplateType]) -> [URLPart] {
        var parts: [URLPart] = []
        parts.reserveCapacity(interpolation.pieces.count)
        for piece in interpolation.pieces {
            switch piece {
            case .literal(let literal):
                parts.append(.literal(literal))
            case .value(let parsed, let written, let anchor, let start):
                let origin = Origin(source: source, anchor: anchor)
                switch parsed {
                case .success(let expression):
                    if let (evaluation, type) = resolve(expression, origin: origin, scope: scope),
                        requireWritable(type, written, origin: origin, offset: start + 2, what: "${}")
                    {
                        parts.append(.value(self.written(evaluation, type)))
                        types.append(type)
                    }
                case .failure(let error):
                    self.error(.badExpression, error.message, origin: origin, offset: error.offset)
                }
            case .unclosed(let anchor, let start):
                error(
                    .badExpression, "'${' is never closed with '}'", origin: Origin(source: source, anchor: anchor), offset: start,
                    length: 2, help: "write $${ for a literal ${")
            }
        }
        return parts
    }

    /// How values are written as the text of element `name` inside an element whose values are
    /// written `outer`: HTML text isolated in `<bdi>`; `title` and SVG text (where no element may
    /// go) isolated with U+2068 and U+2069; `textarea` and `option`, whose text a form sends back,
    /// as it is.
    static func textContext(_ name: String, isHTML: Bool, inside outer: TextContext) -> TextContext {
        guard isHTML else { return .isolatedPlainContent }
        switch name {
        case "title": return .isolatedPlainContent
        case "textarea", "option": return .content
        default: return outer == .isolatedPlainContent ? .isolatedPlainContent : .isolatedContent
        }
    }
}
