import CoopDiagnostics

/// An attribute of a loaded template, with where its value is written.
struct SourceAttribute: Sendable {
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

    var qualifiedName: String { prefix.map { "\($0):\(localName)" } ?? localName }
    var isDirective: Bool { namespace == Namespace.template }
}

/// An element of a loaded template.
struct SourceElement: Sendable {
    let namespace: String?
    let prefix: String?
    let localName: String
    let attributes: [SourceAttribute]
    let children: [SourceNode]
    /// Where the start tag's `<` is.
    let position: TextPosition

    var qualifiedName: String { prefix.map { "\($0):\(localName)" } ?? localName }
    var isDirectiveElement: Bool { namespace == Namespace.template }

    /// The directive attribute `c:name`, if present.
    func directive(_ name: String) -> SourceAttribute? {
        attributes.first { $0.isDirective && $0.localName == name }
    }
}

/// A node of a loaded template.
enum SourceNode: Sendable {
    case element(SourceElement)
    /// Text, with the position of each `${` in it.
    case text(String, interpolations: [TextPosition])
    case comment
}

/// A template file, parsed and checked for well-formedness: its elements carry their
/// positions so that every later diagnostic names file, line and column.
struct TemplateSource: Sendable {
    /// The path within the theme (`pages/hen.xhtml`).
    let name: String
    /// The path shown in diagnostics.
    let displayPath: String
    /// The root element.
    let root: SourceElement
    /// The file's text, for quoting in diagnostics.
    let text: SourceText

    /// Parses `bytes`, or returns the located well-formedness errors.
    static func load(name: String, displayPath: String, bytes: [UInt8]) -> Result<TemplateSource, DiagnosticError> {
        let scanner = TagScanner(bytes)
        let text = SourceText(path: displayPath, bytes: bytes)
        switch XMLReader.parse(bytes) {
        case .failure(let problems):
            return .failure(DiagnosticError(WellFormedness.diagnostics(problems.list, scanner: scanner, text: text, path: displayPath)))
        case .success(let root):
            var builder = PositionedTreeBuilder(scanner: scanner)
            let element = builder.build(root)
            return .success(TemplateSource(name: name, displayPath: displayPath, root: element, text: text))
        }
    }

    /// The location of `position` in this file.
    func location(_ position: TextPosition) -> SourceLocation {
        SourceLocation(path: displayPath, line: position.line, column: position.column)
    }
}

/// Gives libxml2's elements the positions the scanner found: both list start tags in
/// document order.
private struct PositionedTreeBuilder {
    let tags: [ScannedTag]
    let interpolations: [TextPosition]
    var nextTag = 0
    var nextInterpolation = 0

    init(scanner: TagScanner) {
        tags = scanner.startTags
        interpolations = scanner.textInterpolations
    }

    mutating func build(_ element: XMLElement) -> SourceElement {
        let tag = nextTag < tags.count ? tags[nextTag] : nil
        nextTag += 1
        let position = tag?.position ?? TextPosition(line: element.line, column: 1)
        let attributes = element.attributes.map { attribute -> SourceAttribute in
            let scanned = tag?.attributes.first { $0.name == attribute.qualifiedName }
            return SourceAttribute(namespace: attribute.namespace, prefix: attribute.prefix, localName: attribute.localName,
                                   value: attribute.value, namePosition: scanned?.namePosition ?? position,
                                   valuePosition: scanned?.valuePosition ?? position, rawValue: scanned?.rawValue ?? attribute.value)
        }
        var children: [SourceNode] = []
        for child in element.children {
            switch child {
            case .element(let inner):
                children.append(.element(build(inner)))
            case .text(let text):
                let scalars = Array(text.unicodeScalars)
                let count = scalars.indices.dropLast().filter { scalars[$0] == "$" && scalars[$0 + 1] == "{" }.count
                var positions: [TextPosition] = []
                for _ in 0..<count {
                    positions.append(nextInterpolation < interpolations.count ? interpolations[nextInterpolation] : position)
                    nextInterpolation += 1
                }
                children.append(.text(text, interpolations: positions))
            case .comment:
                children.append(.comment)
            }
        }
        return SourceElement(namespace: element.namespace, prefix: element.prefix, localName: element.localName,
                             attributes: attributes, children: children, position: position)
    }
}
