import CLibXML2
import CoopDiagnostics

/// Parses template files with libxml2, strictly, and lets a reader go through the tree
/// with ``XMLCursor``.
///
/// This is the only file that talks to libxml2. Parsing uses no recovery, no network and
/// no entity expansion, and keeps line numbers above 65535 right. Every error libxml2
/// reports is collected; the reader copies what it needs into Swift values while the
/// document lives, and the document is freed before returning, so nothing later touches
/// libxml2.
enum XMLReader {
    /// What libxml2 reported.
    struct Problem {
        let code: Int
        let message: String
        let line: Int
        let column: Int
        let name: String?
    }

    /// Every problem of one parse.
    struct Problems: Error {
        let list: [Problem]
    }

    private final class ProblemLog {
        var problems: [Problem] = []
    }

    private static let initialised: Bool = {
        xmlInitParser()
        return true
    }()

    /// What `read` makes of the root element of `bytes` (the cursor is valid only while
    /// `read` runs), or every problem libxml2 found.
    static func parse<T>(_ bytes: [UInt8], read: (XMLCursor) -> T) -> Result<T, Problems> {
        _ = initialised
        let log = ProblemLog()
        let box = Unmanaged.passRetained(log)
        defer { box.release() }
        xmlSetStructuredErrorFunc(box.toOpaque()) { context, error in
            guard let context, let error else { return }
            let log = Unmanaged<ProblemLog>.fromOpaque(context).takeUnretainedValue()
            let e = error.pointee
            var message = e.message.map { String(cString: $0) } ?? "unknown error"
            while message.last == "\n" || message.last == " " { message.removeLast() }
            log.problems.append(
                Problem(
                    code: Int(e.code), message: message, line: Int(e.line), column: Int(e.int2),
                    name: e.str1.map { String(cString: $0) }))
        }
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        guard let context = xmlNewParserCtxt() else {
            return .failure(Problems(list: [Problem(code: -1, message: "out of memory", line: 1, column: 1, name: nil)]))
        }
        defer { xmlFreeParserCtxt(context) }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue | XML_PARSE_BIG_LINES.rawValue)
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                xmlCtxtReadMemory(context, $0, Int32(clamping: buffer.count), "template.xhtml", "UTF-8", options)
            }
        }
        defer { if let document { xmlFreeDoc(document) } }
        guard log.problems.isEmpty, let document, let root = xmlDocGetRootElement(document) else {
            if log.problems.isEmpty {
                return .failure(Problems(list: [Problem(code: 4, message: "the template is empty", line: 1, column: 1, name: nil)]))
            }
            return .failure(Problems(list: log.problems))
        }
        var problems: [Problem] = []
        entityProblems(root, into: &problems)
        guard problems.isEmpty else { return .failure(Problems(list: problems)) }
        return .success(read(XMLCursor(node: root, namespaces: NamespaceNames())))
    }

    /// How many nodes a list of libxml2's has from `first` on, each leading to the `next`.
    fileprivate static func length<Node>(
        of first: UnsafeMutablePointer<Node>?,
        next: (UnsafeMutablePointer<Node>) -> UnsafeMutablePointer<Node>?
    ) -> Int {
        var count = 0
        var node = first
        while let current = node {
            count += 1
            node = next(current)
        }
        return count
    }

    fileprivate static func string(_ pointer: UnsafePointer<xmlChar>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    /// The entity references left in the tree (entities are not expanded), in document
    /// order: in an element's attributes, then in its children.
    private static func entityProblems(_ node: xmlNodePtr, into problems: inout [Problem]) {
        var attribute = node.pointee.properties
        while let current = attribute {
            var child = current.pointee.children
            while let text = child {
                if text.pointee.type == XML_ENTITY_REF_NODE { problems.append(entityProblem(text)) }
                child = text.pointee.next
            }
            attribute = current.pointee.next
        }
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE: entityProblems(current, into: &problems)
            case XML_ENTITY_REF_NODE: problems.append(entityProblem(current))
            default: break
            }
            child = current.pointee.next
        }
    }

    private static func entityProblem(_ node: xmlNodePtr) -> Problem {
        let name = string(node.pointee.name) ?? "?"
        return Problem(code: 26, message: "Entity '\(name)' not defined", line: Int(xmlGetLineNo(node)), column: 0, name: name)
    }
}

/// The namespace URIs and prefixes of one document as strings, made once for each
/// namespace declaration rather than for every element and attribute in it.
private final class NamespaceNames {
    private var known: [(namespace: xmlNsPtr, href: String?, prefix: String?)] = []

    /// The URI and prefix of `namespace`.
    func names(_ namespace: xmlNsPtr?) -> (href: String?, prefix: String?) {
        guard let namespace else { return (nil, nil) }
        if let found = known.first(where: { $0.namespace == namespace }) { return (found.href, found.prefix) }
        let names = (XMLReader.string(namespace.pointee.href), XMLReader.string(namespace.pointee.prefix))
        known.append((namespace, names.0, names.1))
        return names
    }
}

/// An element of a document being read (valid only while ``XMLReader/parse(_:read:)``'s
/// reader runs).
struct XMLCursor {
    fileprivate let node: xmlNodePtr
    fileprivate let namespaces: NamespaceNames

    /// The namespace URI (XHTML, SVG, the template namespace, or none) and the prefix as
    /// written, if any.
    var namespace: (href: String?, prefix: String?) { namespaces.names(node.pointee.ns) }

    /// The name without prefix.
    var localName: String { XMLReader.string(node.pointee.name) ?? "" }

    /// The 1-based line of the start tag.
    var line: Int { Int(xmlGetLineNo(node)) }

    /// The attributes in the order written (namespace declarations are not attributes).
    var attributes: XMLAttributes { XMLAttributes(upcoming: node.pointee.properties, namespaces: namespaces) }

    /// The children in order: elements, text (adjacent text and CDATA merged), comments;
    /// processing instructions are skipped.
    var children: XMLChildren { XMLChildren(upcoming: node.pointee.children, namespaces: namespaces) }
}

/// The attributes of an element being read, in order.
struct XMLAttributes: Sequence, IteratorProtocol {
    fileprivate var upcoming: xmlAttrPtr?
    fileprivate let namespaces: NamespaceNames

    /// How many attributes are left (what `map` makes room for).
    var underestimatedCount: Int { XMLReader.length(of: upcoming) { $0.pointee.next } }

    /// The next attribute, its value's text and character references put together; nil after the last.
    mutating func next() -> XMLAttribute? {
        guard let current = upcoming else { return nil }
        upcoming = current.pointee.next
        var value = ""
        var child = current.pointee.children
        while let text = child {
            if text.pointee.type != XML_ENTITY_REF_NODE, let content = text.pointee.content {
                value += String(cString: content)
            }
            child = text.pointee.next
        }
        let (namespace, prefix) = namespaces.names(current.pointee.ns)
        return XMLAttribute(namespace: namespace, prefix: prefix, localName: XMLReader.string(current.pointee.name) ?? "", value: value)
    }
}

/// A child of an element being read.
enum XMLChild {
    /// An element.
    case element(XMLCursor)
    /// Text (CDATA sections are merged into text).
    case text(String)
    /// A comment, dropped from the output.
    case comment
}

/// The children of an element being read, in order.
struct XMLChildren: Sequence, IteratorProtocol {
    fileprivate var upcoming: xmlNodePtr?
    fileprivate let namespaces: NamespaceNames

    /// How many nodes are left: at least as many as children (adjacent text is merged,
    /// processing instructions are skipped), to make room for them.
    var mostLeft: Int { XMLReader.length(of: upcoming) { $0.pointee.next } }

    /// The next child, nil after the last.
    mutating func next() -> XMLChild? {
        var text: String?
        while let current = upcoming {
            switch current.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                let piece = XMLReader.string(current.pointee.content) ?? ""
                text = text.map { $0 + piece } ?? piece
            case XML_ELEMENT_NODE:
                if let text { return .text(text) }
                upcoming = current.pointee.next
                return .element(XMLCursor(node: current, namespaces: namespaces))
            case XML_COMMENT_NODE:
                if let text { return .text(text) }
                upcoming = current.pointee.next
                return .comment
            default:
                break  // processing instructions (and entity references, reported before reading)
            }
            upcoming = current.pointee.next
        }
        return text.map { .text($0) }
    }
}
