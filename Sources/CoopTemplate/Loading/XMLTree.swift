/// An attribute of a template element, as libxml2 read it.
struct XMLAttribute: Sendable {
    /// The namespace URI, if the attribute has a prefix (`urn:coop:template` for `c:if`).
    let namespace: String?
    /// The prefix as written (`c`, `xlink`), if any.
    let prefix: String?
    /// The name without prefix.
    let localName: String
    /// The value, with character references decoded.
    let value: String

    /// `prefix:localName`, or `localName`.
    var qualifiedName: String { prefix.map { "\($0):\(localName)" } ?? localName }
}

/// An element of a template, as libxml2 read it.
struct XMLElement: Sendable {
    /// The namespace URI (XHTML, SVG, the template namespace, or none).
    let namespace: String?
    /// The prefix as written, if any.
    let prefix: String?
    /// The name without prefix.
    let localName: String
    /// The attributes in the order written (namespace declarations are not attributes).
    let attributes: [XMLAttribute]
    /// The children in order.
    var children: [XMLNode]
    /// The 1-based line of the start tag.
    let line: Int

    /// `prefix:localName`, or `localName`.
    var qualifiedName: String { prefix.map { "\($0):\(localName)" } ?? localName }
}

/// A node of a template document.
enum XMLNode: Sendable {
    /// An element.
    case element(XMLElement)
    /// Text (CDATA sections are merged into text).
    case text(String)
    /// A comment, dropped from the output.
    case comment
}

/// Namespaces templates use.
enum Namespace {
    /// The template directives.
    static let template = "urn:coop:template"
    /// XHTML.
    static let xhtml = "http://www.w3.org/1999/xhtml"
    /// SVG.
    static let svg = "http://www.w3.org/2000/svg"
    /// MathML.
    static let mathML = "http://www.w3.org/1998/Math/MathML"
}
