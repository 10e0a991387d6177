import CoopDiagnostics

/// Layouts (`c:layout`, `c:slot`, `c:fill`) and fragments (`c:fragment`, `c:include`, `c:with`).
extension Compiler {
    /// Compiles the page `name`: through its layouts if it has any. Returns the operations
    /// and whether the output is a whole HTML document (it then gets a doctype).
    mutating func page(_ name: String) -> (operations: [Operation], isDocument: Bool)? {
        guard let page = library.source(name) else {
            diagnostics.append(
                .error(
                    .unknownTemplate,
                    "there is no template '\(name)' in the theme"
                        + Suggestion.didYouMean(name, in: library.templateNames), at: nil))
            return nil
        }
        var out = Emitter()
        let scope = Scope(root: root)
        var file = page
        var visited: Set<String> = [page.name]
        while let layout = file.root.directive(.layout) {
            collectFills(file.root, source: file, isRoot: true)
            let layoutName = layout.trimmedValue
            guard let next = library.source(layoutName) else {
                error(
                    .unknownTemplate,
                    "there is no layout '\(layoutName)' in the theme"
                        + Suggestion.didYouMean(layoutName, in: library.templateNames),
                    in: file, at: layout.valuePosition, length: layoutName.count)
                return nil
            }
            guard visited.insert(next.name).inserted else {
                error(
                    .templateCycle, "the layout '\(layoutName)' leads back to a template that already uses it", in: file,
                    at: layout.valuePosition, length: layoutName.count)
                return nil
            }
            file = next
        }
        var role = Role()
        role.isRoot = true
        element(file.root, source: file, scope: scope, context: Context(markup: .html), role: role, into: &out)
        for (name, fill) in fills where !usedFills.contains(name) {
            let attribute = fill.element.directive(.fill)!
            error(
                .unknownFragment,
                "no c:slot named '\(name)' in the layout '\(file.name)'"
                    + Suggestion.didYouMean(name, in: slotNames(file.root)), in: fill.source,
                at: attribute.valuePosition, length: name.count)
        }
        let isDocument = file.root.localName == "html" && (file.root.markup ?? .html) == .html
        return (out.finish(), isDocument)
    }

    /// Records the `c:fill` elements of a page or layout; those already filled by a more
    /// specific template win.
    private mutating func collectFills(_ element: SourceElement, source: TemplateSource, isRoot: Bool) {
        for attribute in element.attributes where attribute.isDirective {
            guard isRoot, attribute.directive != .layout else { continue }
            error(
                .misplacedDirective,
                "the root element of a page with c:layout is not written, so '\(attribute.qualifiedName)' does nothing here",
                in: source, at: attribute.namePosition, length: attribute.qualifiedName.count,
                help: "move it into a c:fill element")
        }
        for child in element.children {
            guard case .element(let inner) = child else { continue }
            if let fill = inner.directive(.fill) {
                let name = fill.trimmedValue
                if let earlier = fills[name] {
                    if earlier.source.name == source.name {
                        error(
                            .conflictingDirectives, "there is already a c:fill named '\(name)' in this page", in: source,
                            at: fill.valuePosition, length: max(1, name.count))
                    }
                } else {
                    fills[name] = (inner, source)
                }
            } else if inner.directive(.sample) == nil {
                for attribute in inner.attributes where attribute.isDirective {
                    error(
                        .misplacedDirective,
                        "outside its c:fill elements a page with c:layout is not written, so '\(attribute.qualifiedName)' does nothing here",
                        in: source, at: attribute.namePosition, length: attribute.qualifiedName.count,
                        help: "move it into a c:fill element")
                }
                collectFills(inner, source: source, isRoot: false)
            }
        }
    }

    private func slotNames(_ element: SourceElement) -> [String] {
        var names: [String] = []
        if let slot = element.directive(.slot) { names.append(slot.trimmedValue) }
        for child in element.children {
            if case .element(let inner) = child { names += slotNames(inner) }
        }
        return names
    }

    /// Puts the page's fill named `name` (the slot's name, trimmed) where the slot is;
    /// `false` when there is none.
    mutating func placeFill(named name: String, context: Context, into out: inout Emitter) -> Bool {
        guard let fill = fills[name] else { return false }
        usedFills.insert(name)
        fills[name] = nil  // a fill may not fill itself
        var role = Role()
        role.isPlacedFill = true
        element(fill.element, source: fill.source, scope: Scope(root: root), context: context, role: role, into: &out)
        fills[name] = fill
        return true
    }

    /// Replaces the element with a fragment: `c:include="file.xhtml#name"` or `"#name"`.
    mutating func includeFragment(
        _ include: SourceAttribute, with: SourceAttribute?, source: TemplateSource, scope: Scope,
        context: Context, into out: inout Emitter
    ) {
        let reference = include.trimmedValue
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[1].isEmpty else {
            error(
                .badExpression, "c:include needs 'file.xhtml#fragment' or '#fragment', not '\(reference)'", in: source,
                at: include.valuePosition, length: max(1, reference.count))
            return
        }
        let fileName = parts[0].isEmpty ? source.name : String(parts[0])
        guard let file = library.source(fileName) else {
            error(
                .unknownTemplate,
                "there is no template '\(fileName)' in the theme"
                    + Suggestion.didYouMean(fileName, in: library.templateNames), in: source, at: include.valuePosition,
                length: fileName.count)
            return
        }
        let fragmentName = String(parts[1])
        let fragments = library.fragments(in: file.name)
        guard let fragment = fragments[fragmentName] else {
            error(
                .unknownFragment,
                "'\(file.name)' has no fragment '\(fragmentName)'"
                    + Suggestion.didYouMean(fragmentName, in: fragments.keys.sorted()), in: source, at: include.valuePosition,
                length: reference.count,
                help: fragments.isEmpty
                    ? "mark an element with c:fragment=\"\(fragmentName)\""
                    : "its fragments: " + fragments.keys.sorted().joined(separator: ", "))
            return
        }
        let key = file.name + "#" + fragmentName
        guard !expansionStack.contains(where: { $0.name == key }) else {
            error(.templateCycle, "the fragment '\(key)' includes itself", in: source, at: include.valuePosition, length: reference.count)
            return
        }
        var bindings: [(name: String, local: Scope.Local)] = []
        if let with {
            let origin = Origin(source: source, position: with.valuePosition, raw: with.rawValue)
            do {
                for (name, expression) in try self.bindings(of: with).get() {
                    guard let (evaluation, type) = resolve(expression, origin: origin, scope: scope) else { continue }
                    let slot = newSlot()
                    out.append(.define(slot, evaluation))
                    bindings.append((name.name, Scope.Local(type: type, slot: slot)))
                }
            } catch {
                self.error(.badExpression, error.message, origin: origin, offset: error.offset)
                return
            }
        }
        expansionStack.append((key, source.location(include.valuePosition)))
        var role = Role()
        role.isIncludedFragment = true
        element(fragment, source: file, scope: scope.fragmentScope(bindings), context: context, role: role, into: &out)
        expansionStack.removeLast()
    }
}
