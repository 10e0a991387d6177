import CoopDiagnostics

/// Writing an element's tags, attributes and content as HTML5, and text with `${}`.
extension Compiler {
    mutating func tagAndContent(_ element: SourceElement, source: TemplateSource, scope: Scope, context: Context,
                                into out: inout Emitter) {
        let namespace = element.namespace ?? context.namespace
        let isHTML = namespace == Namespace.xhtml || namespace == nil
        let isForeign = namespace == Namespace.svg || namespace == Namespace.mathML
        let name = (isHTML || isForeign) ? element.localName : element.qualifiedName
        let isVoid = isHTML && HTMLSyntax.voidElements.contains(name)
        let rawText = isHTML && HTMLSyntax.rawTextElements.contains(name) ? name : context.rawText

        // Content first, so that the start tag knows whether a foreign element is empty.
        var content = Emitter()
        var hasContent = false
        var inner = context
        inner.namespace = namespace
        inner.rawText = rawText
        inner.preformatted = context.preformatted || (isHTML && HTMLSyntax.preformattedElements.contains(name))
        inner.elementPosition = element.position
        if let text = element.directive(Directive.text.rawValue) ?? element.directive(Directive.html.rawValue) {
            hasContent = true
            let origin = Origin(source: source, position: text.valuePosition, raw: text.rawValue)
            if rawText != nil {
                error(.unsafeOutput, "c:\(text.localName) cannot fill <\(rawText!)>: its content is written without escaping",
                      in: source, at: text.namePosition, length: text.qualifiedName.count,
                      help: "put data for scripts in a data- attribute instead")
            } else if let (evaluation, type) = expression(text.value, origin: origin, scope: scope) {
                if text.localName == Directive.html.rawValue {
                    if type.unwrapped == .markup {
                        content.append(.markup(evaluation))
                    } else {
                        error(.typeMismatch, "c:html inserts markup, but '\(text.value.trimmingSpaces)' is \(type); use c:text for text",
                              origin: origin, offset: 0, length: text.value.count)
                    }
                } else if requireWritable(type, text.value.trimmingSpaces, origin: origin, offset: 0, what: "c:text") {
                    content.append(.text(evaluation, .content))
                }
            }
        } else {
            for child in element.children {
                if case .text(let text, _) = child, text.unicodeScalars.allSatisfy(\.isXMLSpace), isForeign || isVoid {
                    if isVoid { continue }
                } else if case .comment = child {
                    continue
                } else {
                    hasContent = true
                }
                node(child, source: source, scope: scope, context: inner, into: &content)
            }
        }
        if isVoid, hasContent {
            error(.unsafeOutput, "<\(name)> is a void element and cannot have content", in: source, at: element.position,
                  length: name.count + 1)
            return
        }
        if element.isDirectiveElement {
            out.append(contentsOf: content)
            return
        }
        var startTag = Emitter()
        startTag.raw("<" + name)
        attributes(element, source: source, scope: scope, into: &startTag)
        let selfClosing = isForeign && !hasContent
        startTag.raw(selfClosing ? "/>" : ">")
        var endTag = Emitter()
        if !isVoid, !selfClosing { endTag.raw("</\(name)>") }

        guard let omit = element.directive(Directive.omitTag.rawValue) else {
            out.append(contentsOf: startTag)
            out.append(contentsOf: content)
            out.append(contentsOf: endTag)
            return
        }
        if omit.value.trimmingSpaces.isEmpty {
            out.append(contentsOf: content)
            return
        }
        let origin = Origin(source: source, position: omit.valuePosition, raw: omit.rawValue)
        guard let (condition, _) = expression(omit.value, origin: origin, scope: scope) else { return }
        out.append(.when(condition, negated: true, startTag.finish()))
        out.append(contentsOf: content)
        out.append(.when(condition, negated: true, endTag.finish()))
    }

    /// The element's own attributes (interpolated), with `c:attrs` ones in the place of the
    /// attribute they replace, new ones after, in the order written.
    private mutating func attributes(_ element: SourceElement, source: TemplateSource, scope: Scope, into out: inout Emitter) {
        var dynamic: [(name: String, evaluation: Evaluation)] = []
        if let attrs = element.directive(Directive.attrs.rawValue) {
            let origin = Origin(source: source, position: attrs.valuePosition, raw: attrs.rawValue)
            do {
                for (name, expression) in try ExpressionParser.bindings(attrs.value, attributeNames: true) {
                    if dynamic.contains(where: { $0.name == name.name }) {
                        error(.conflictingDirectives, "c:attrs sets '\(name.name)' twice", origin: origin, offset: name.offset,
                              length: name.name.count)
                        continue
                    }
                    guard let (evaluation, type) = resolve(expression, origin: origin, scope: scope) else { continue }
                    if type.unwrapped != .bool, !requireWritable(type, expression.source, origin: origin,
                                                                 offset: expression.offset, what: "c:attrs") { continue }
                    dynamic.append((name.name, evaluation))
                }
            } catch {
                self.error(.badExpression, error.message, origin: origin, offset: error.offset)
            }
        }
        for attribute in element.attributes where !attribute.isDirective {
            let name = attribute.qualifiedName
            if let index = dynamic.firstIndex(where: { $0.name == name }) {
                out.append(.attribute(name: name, dynamic[index].evaluation, isURL: HTMLSyntax.urlAttributes.contains(name)))
                dynamic.remove(at: index)
                continue
            }
            let origin = Origin(source: source, position: attribute.valuePosition, raw: attribute.rawValue)
            let raw = Array(attribute.rawValue.unicodeScalars)
            var searchFrom = 0
            let parts = interpolation(attribute.value, scope: scope) { _, index in
                // The k-th "${" of the decoded value is the k-th of the raw value (entities may shift it).
                var i = searchFrom
                while i + 1 < raw.count {
                    if raw[i] == "$", raw[i + 1] == "{" { searchFrom = i + 2; return (origin, i) }
                    i += 1
                }
                return (origin, index)
            }
            if HTMLSyntax.urlAttributes.contains(name), parts.contains(where: { if case .value = $0 { true } else { false } }) {
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
    }

    /// Text content: `${}` interpolated and escaped; white space between tags folded to one
    /// line break or space; raw-text elements written as they are.
    mutating func text(_ text: String, interpolations: [TextPosition], source: TemplateSource, scope: Scope, context: Context,
                       into out: inout Emitter) {
        if let rawText = context.rawText {
            if text.lowercased().contains("</" + rawText) {
                error(.unsafeOutput, "the text of <\(rawText)> contains '</\(rawText)', which would end it early",
                      in: source, at: context.elementPosition, length: rawText.count + 1,
                      help: "split it, as in '<\\/\(rawText)>'")
                return
            }
            out.raw(text)
            return
        }
        if !context.preformatted, text.unicodeScalars.allSatisfy(\.isXMLSpace) {
            out.whitespace(newline: text.utf8.contains(0x0A))
            return
        }
        let parts = interpolation(text, scope: scope) { occurrence, index in
            let position = occurrence < interpolations.count ? interpolations[occurrence] : TextPosition(line: 1, column: 1)
            return (Origin(source: source, position: position, raw: text, from: index), 0)
        }
        for part in parts {
            switch part {
            case .literal(let literal): out.escaped(literal, for: .content)
            case .value(let evaluation): out.append(.text(evaluation, .content))
            }
        }
    }

    /// Splits `text` into literal parts and `${expression}` values; `$${` writes `${`.
    /// `place(k, index)` gives the origin and offset of the `k`th `${`, found at scalar `index`.
    mutating func interpolation(_ text: String, scope: Scope, place: (Int, Int) -> (Origin, Int)) -> [URLPart] {
        guard text.hasInterpolation else { return [.literal(text)] }
        var parts: [URLPart] = []
        var literal = ""
        let scalars = Array(text.unicodeScalars)
        var occurrence = 0
        var i = 0
        while i < scalars.count {
            if scalars[i] == "$", i + 2 < scalars.count, scalars[i + 1] == "$", scalars[i + 2] == "{" {
                literal += "${"
                occurrence += 1
                i += 3
                continue
            }
            guard scalars[i] == "$", i + 1 < scalars.count, scalars[i + 1] == "{" else {
                let end = scalars[(i + 1)...].firstIndex(of: "$") ?? scalars.count
                literal += String(scalars: scalars[i..<end])
                i = end
                continue
            }
            let (origin, start) = place(occurrence, i)
            occurrence += 1
            var j = i + 2
            var quote: Unicode.Scalar?
            while j < scalars.count {
                let c = scalars[j]
                if let q = quote {
                    if c == q { quote = nil }
                } else if c == "\"" || c == "'" {
                    quote = c
                } else if c == "}" {
                    break
                }
                j += 1
            }
            guard j < scalars.count else {
                error(.badExpression, "'${' is never closed with '}'", origin: origin, offset: start, length: 2,
                      help: "write $${ for a literal ${")
                return parts + [.literal(literal)]
            }
            if !literal.isEmpty { parts.append(.literal(literal)); literal = "" }
            let expressionText = String(scalars: scalars[(i + 2)..<j])
            if let (evaluation, type) = expression(expressionText, origin: origin, scope: scope, offset: start + 2),
               requireWritable(type, expressionText.trimmingSpaces, origin: origin, offset: start + 2, what: "${}") {
                parts.append(.value(evaluation))
            }
            i = j + 1
        }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        return parts
    }
}
