import CoopDiagnostics
import CoopValues

/// An attribute of a loaded template, with where its value is written.
///
/// A class, made once when the file is loaded: compiling a page passes it around and
/// reads what was worked out from it then, without copying or comparing its strings.
final class SourceAttribute: Sendable {
    let namespace: String?
    let prefix: String?
    let localName: String
    let value: String
    /// Where the attribute's name starts.
    let namePosition: TextPosition
    /// Where its value starts (just inside the quote).
    let valuePosition: TextPosition
    /// The value as written in the file (entities not decoded), to place `${` exactly.
    let rawValue: String
    /// `prefix:localName`, or `localName`.
    let qualifiedName: String
    /// Whether the attribute is in the template namespace (`c:if`, or an unknown `c:iff`).
    let isDirective: Bool
    /// The directive the attribute is, when it is a known one.
    let directive: Directive?
    /// Whether the attribute holds a URL (``HTMLSyntax/urlAttributes``); false for a directive.
    let isURL: Bool
    /// A directive's value without surrounding white space (a name, or an expression's
    /// text in messages); empty for any other attribute.
    let trimmedValue: String
    /// A directive's value, parsed.
    let parsed: ParsedDirective
    /// Any other attribute's value split at its `${`; nil when it has none.
    let interpolation: Interpolation?

    /// An attribute as libxml2 read it, placed where the scanner found it.
    init(
        namespace: String?, prefix: String?, localName: String, value: String, namePosition: TextPosition,
        valuePosition: TextPosition, rawValue: String
    ) {
        self.namespace = namespace
        self.prefix = prefix
        self.localName = localName
        self.value = value
        self.namePosition = namePosition
        self.valuePosition = valuePosition
        self.rawValue = rawValue
        qualifiedName = prefix.map { "\($0):\(localName)" } ?? localName
        isDirective = namespace == Namespace.template
        directive = isDirective ? Directive.named(localName) : nil
        isURL = !isDirective && HTMLSyntax.urlAttributes.contains(qualifiedName)
        trimmedValue = isDirective ? value.trimmingSpaces : ""
        parsed = ParsedDirective(directive, value: value)
        interpolation = isDirective ? nil : Interpolation.attribute(value, raw: rawValue, at: valuePosition)
    }
}

/// Which markup an element's namespace makes it, for writing it as HTML5.
enum MarkupKind: Sendable {
    /// XHTML, or no namespace at all: HTML elements.
    case html
    /// SVG or MathML: foreign elements, empty ones self-closing.
    case foreign
    /// Any other namespace: written with its prefix.
    case other

    /// The kind of the namespace URI `namespace`.
    init(namespace: String?) {
        switch namespace {
        case nil, Namespace.xhtml?: self = .html
        case Namespace.svg?, Namespace.mathML?: self = .foreign
        default: self = .other
        }
    }
}

/// An element of a loaded template.
///
/// A class, made once when the file is loaded, with what compiling asks of it at every
/// page worked out then: its directives, the kind of its namespace, what HTML says of its name.
final class SourceElement: Sendable {
    let namespace: String?
    let prefix: String?
    let localName: String
    let attributes: [SourceAttribute]
    let children: [SourceNode]
    /// Where the start tag's `<` is.
    let position: TextPosition
    /// `prefix:localName`, or `localName`.
    let qualifiedName: String
    /// Whether the element is in the template namespace (`<c:block>`).
    let isDirectiveElement: Bool
    /// The markup its own namespace makes it; nil without a namespace (it is its parent's).
    let markup: MarkupKind?
    /// The known directives among its attributes.
    let directives: DirectiveSet
    /// Whether any attribute is in the template namespace, known or not.
    let hasDirectiveAttributes: Bool
    /// Whether an HTML element of this local name is void (``HTMLSyntax/voidElements``).
    let isVoidName: Bool
    /// Whether an HTML element of this local name holds raw text (``HTMLSyntax/rawTextElements``).
    let isRawTextName: Bool
    /// Whether an HTML element of this local name keeps its white space (``HTMLSyntax/preformattedElements``).
    let isPreformattedName: Bool
    /// Whether no attribute is set by data (no `c:attrs`, no `${`).
    let hasStaticAttributes: Bool
    /// `<localName`, the start of its start tag as an HTML or foreign element, followed by
    /// its attributes as written in HTML (escaped) when they are static.
    let startTag: [UInt8]
    /// `</localName>`, its end tag as an HTML or foreign element.
    let endTag: [UInt8]
    /// Its attributes as written in HTML when they are static (the end of ``startTag``).
    var staticAttributes: ArraySlice<UInt8> { startTag[(1 + localName.utf8.count)...] }
    /// When some attribute is set by data, each attribute without `${` as written in HTML
    /// (` name="value"`, escaped), in the order of ``attributes``; empty for the others.
    let attributeMarkup: [[UInt8]]
    /// Whether any child is an element or text (comments are not content).
    let hasElementOrText: Bool
    /// Whether any child is an element or text that is not only white space (what a void
    /// or foreign element counts as content).
    let hasElementOrNonSpaceText: Bool

    /// An element as libxml2 read it, placed where the scanner found it.
    init(
        namespace: String?, prefix: String?, localName: String, attributes: [SourceAttribute], children: [SourceNode],
        position: TextPosition, escaper: inout StaticEscaper
    ) {
        self.namespace = namespace
        self.prefix = prefix
        self.localName = localName
        self.attributes = attributes
        self.children = children
        self.position = position
        qualifiedName = prefix.map { "\($0):\(localName)" } ?? localName
        isDirectiveElement = namespace == Namespace.template
        markup = namespace.map { MarkupKind(namespace: $0) }
        var directives = DirectiveSet()
        for attribute in attributes {
            if let directive = attribute.directive { directives.insert(directive) }
        }
        self.directives = directives
        hasDirectiveAttributes = attributes.contains { $0.isDirective }
        let facts = Self.htmlNames[localName]
        isVoidName = facts?.isVoid ?? false
        isRawTextName = facts?.isRawText ?? false
        isPreformattedName = facts?.isPreformatted ?? false
        hasStaticAttributes =
            !directives.contains(.attrs) && !directives.contains(.msgAttrs) && !attributes.contains { $0.interpolation != nil }
        startTag = escaper.startTag(localName, attributes: hasStaticAttributes ? attributes.filter { !$0.isDirective } : [])
        endTag = escaper.endTag(localName)
        attributeMarkup =
            hasStaticAttributes
            ? []
            : attributes.map {
                $0.isDirective || $0.interpolation != nil ? [] : escaper.attribute($0.qualifiedName, value: $0.value)
            }
        hasElementOrText = children.contains {
            if case .comment = $0 { false } else { true }
        }
        hasElementOrNonSpaceText = children.contains {
            switch $0 {
            case .element: true
            case .text: true
            case .space, .comment: false
            }
        }
    }

    /// What ``HTMLSyntax`` says of the HTML element names it knows, to look a name up once.
    private static let htmlNames: [String: (isVoid: Bool, isRawText: Bool, isPreformatted: Bool)] = {
        var names: [String: (isVoid: Bool, isRawText: Bool, isPreformatted: Bool)] = [:]
        for name in HTMLSyntax.voidElements.union(HTMLSyntax.rawTextElements).union(HTMLSyntax.preformattedElements) {
            names[name] = (
                HTMLSyntax.voidElements.contains(name), HTMLSyntax.rawTextElements.contains(name),
                HTMLSyntax.preformattedElements.contains(name)
            )
        }
        return names
    }()

    /// The directive attribute `c:name` of `directive`, if present.
    func directive(_ directive: Directive) -> SourceAttribute? {
        guard directives.contains(directive) else { return nil }
        return attributes.first { $0.directive == directive }
    }
}

/// Text of a loaded template, with what compiling asks of it at every page worked out once.
final class SourceTextNode: Sendable {
    /// The text, entities decoded.
    let text: String
    /// The position of each `${` in it.
    let interpolations: [TextPosition]
    /// The text split at its `${`; nil when it has none.
    let interpolation: Interpolation?
    /// Text without `${`, escaped as element content.
    let escapedContent: [UInt8]

    /// Text and where its `${` are.
    init(text: String, interpolations: [TextPosition], escaper: inout StaticEscaper) {
        self.text = text
        self.interpolations = interpolations
        interpolation = Interpolation.text(text, interpolations: interpolations)
        escapedContent = interpolation == nil ? escaper.content(text) : []
    }
}

/// A node of a loaded template.
enum SourceNode: Sendable {
    case element(SourceElement)
    /// Text that is not only white space, with the position of each `${` in it.
    case text(SourceTextNode)
    /// Text that is only white space (spaces, tabs, line ends), or empty: most text, the
    /// layout between tags, kept as it is.
    case space(String)
    case comment
}

/// A template file, parsed and checked for well-formedness: its elements carry their
/// positions so that every later diagnostic names file, line and column.
final class TemplateSource: Sendable {
    /// The path within the theme (`pages/hen.xhtml`).
    let name: String
    /// The path shown in diagnostics.
    let displayPath: String
    /// The root element.
    let root: SourceElement
    /// The file's text, for quoting in diagnostics.
    let text: SourceText

    /// A loaded file.
    init(name: String, displayPath: String, root: SourceElement, text: SourceText) {
        self.name = name
        self.displayPath = displayPath
        self.root = root
        self.text = text
    }

    /// Parses `bytes`, the file whose text is `text`, or returns the located well-formedness errors.
    static func load(name: String, displayPath: String, bytes: [UInt8], text: SourceText) -> Result<TemplateSource, DiagnosticError> {
        if let problem = TemplateTextCheck.firstProblem(in: bytes, path: displayPath) { return .failure(DiagnosticError([problem])) }
        let scanner = TagScanner(bytes)
        let parsed = XMLReader.parse(bytes) { root in
            var builder = PositionedTreeBuilder(scanner: scanner)
            return builder.build(root)
        }
        switch parsed {
        case .failure(let problems):
            return .failure(DiagnosticError(WellFormedness.diagnostics(problems.list, scanner: scanner, text: text, path: displayPath)))
        case .success(let root):
            return .success(TemplateSource(name: name, displayPath: displayPath, root: root, text: text))
        }
    }

    /// The location of `position` in this file.
    func location(_ position: TextPosition) -> SourceLocation {
        SourceLocation(path: displayPath, line: position.line, column: position.column)
    }
}

/// Gives libxml2's elements the positions the scanner found: both list start tags in
/// document order.
private struct PositionedTreeBuilder: ~Copyable {
    /// The scanner's start and end tags, in document order.
    let tags: [ScannedTag]
    let interpolations: [TextPosition]
    var nextTag = 0
    var nextInterpolation = 0
    /// Escapes the file's static text.
    var escaper = StaticEscaper()

    init(scanner: TagScanner) {
        tags = scanner.tags
        interpolations = scanner.textInterpolations
    }

    /// The element at `element`, its attributes and children placed where they are written.
    mutating func build(_ element: XMLCursor) -> SourceElement {
        // The start tags, in document order, match libxml2's elements one to one.
        while nextTag < tags.count, tags[nextTag].isEndTag { nextTag += 1 }
        let tag = nextTag < tags.count ? tags[nextTag] : nil
        nextTag += 1
        let position = tag?.position ?? TextPosition(line: element.line, column: 1)
        let attributes = element.attributes.map { attribute -> SourceAttribute in
            let name = attribute.qualifiedName
            let scanned = tag?.attributes.first { $0.scannedName.isEqual(to: name) }
            return SourceAttribute(
                namespace: attribute.namespace, prefix: attribute.prefix, localName: attribute.localName,
                value: attribute.value, namePosition: scanned?.namePosition ?? position,
                valuePosition: scanned?.valuePosition ?? position, rawValue: scanned?.rawValue ?? attribute.value)
        }
        var children: [SourceNode] = []
        children.reserveCapacity(element.children.mostLeft)
        for child in element.children {
            switch child {
            case .element(let inner):
                children.append(.element(build(inner)))
            case .text(let text) where text.utf8.allSatisfy(\.isXMLSpaceByte):
                children.append(.space(text))
            case .text(let text):
                // `$` and `{` are ASCII: a `${` in the bytes is one in the scalars.
                var count = 0
                var dollar = false
                if text.hasInterpolation {
                    for byte in text.utf8 {
                        if dollar, byte == UInt8(ascii: "{") { count += 1 }
                        dollar = byte == UInt8(ascii: "$")
                    }
                }
                var positions: [TextPosition] = []
                for _ in 0..<count {
                    positions.append(nextInterpolation < interpolations.count ? interpolations[nextInterpolation] : position)
                    nextInterpolation += 1
                }
                children.append(.text(SourceTextNode(text: text, interpolations: positions, escaper: &escaper)))
            case .comment:
                children.append(.comment)
            }
        }
        let (namespace, prefix) = element.namespace
        return SourceElement(
            namespace: namespace, prefix: prefix, localName: element.localName,
            attributes: attributes, children: children, position: position, escaper: &escaper)
    }
}

/// Escapes a file's static text for HTML in one buffer, reused from text to text.
struct StaticEscaper: ~Copyable {
    private var buffer = ByteBuffer(capacity: 256)

    /// `text` escaped as element content.
    mutating func content(_ text: String) -> [UInt8] {
        buffer.removeAll()
        HTMLSyntax.append(text, escapedFor: .content, to: &buffer)
        return buffer.withBytes { Array($0) }
    }

    /// The attribute ` name="value"`, its value escaped.
    mutating func attribute(_ name: String, value: String) -> [UInt8] {
        buffer.removeAll()
        appendAttribute(name, value: value)
        return buffer.withBytes { Array($0) }
    }

    private mutating func appendAttribute(_ name: String, value: String) {
        buffer.append(" ")
        buffer.append(name)
        buffer.append("=\"")
        HTMLSyntax.append(value, escapedFor: .attribute, to: &buffer)
        buffer.append("\"")
    }

    /// `</name>`.
    mutating func endTag(_ name: String) -> [UInt8] {
        buffer.removeAll()
        buffer.append("</")
        buffer.append(name)
        buffer.append(">")
        return buffer.withBytes { Array($0) }
    }

    /// `<name` followed by `attributes` as written in HTML: ` name="value"`, values escaped.
    mutating func startTag(_ name: String, attributes: [SourceAttribute]) -> [UInt8] {
        buffer.removeAll()
        buffer.append("<")
        buffer.append(name)
        for attribute in attributes { appendAttribute(attribute.qualifiedName, value: attribute.value) }
        return buffer.withBytes { Array($0) }
    }
}
