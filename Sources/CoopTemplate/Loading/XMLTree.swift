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
