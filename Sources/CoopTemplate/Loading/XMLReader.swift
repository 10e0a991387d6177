import CLibXML2
import CoopDiagnostics

/// Parses template files with libxml2, strictly, into an ``XMLElement`` tree.
///
/// This is the only file that talks to libxml2. Parsing uses no recovery, no network and
/// no entity expansion, and keeps line numbers above 65535 right. Every error libxml2
/// reports is collected; the document is copied into Swift values and freed before
/// returning, so nothing later touches libxml2.
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

    /// The root element of `bytes`, or every problem libxml2 found.
    static func parse(_ bytes: [UInt8]) -> Result<XMLElement, Problems> {
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
            log.problems.append(Problem(code: Int(e.code), message: message, line: Int(e.line), column: Int(e.int2),
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
        let element = convert(root, problems: &problems)
        return problems.isEmpty ? .success(element) : .failure(Problems(list: problems))
    }

    private static func string(_ pointer: UnsafePointer<xmlChar>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    private static func convert(_ node: xmlNodePtr, problems: inout [Problem]) -> XMLElement {
        var attributes: [XMLAttribute] = []
        var attribute = node.pointee.properties
        while let current = attribute {
            var value = ""
            var child = current.pointee.children
            while let text = child {
                if text.pointee.type == XML_ENTITY_REF_NODE {
                    problems.append(entityProblem(text))
                } else if let content = text.pointee.content {
                    value += String(cString: content)
                }
                child = text.pointee.next
            }
            let ns = current.pointee.ns
            attributes.append(XMLAttribute(namespace: ns.flatMap { string($0.pointee.href) }, prefix: ns.flatMap { string($0.pointee.prefix) },
                                           localName: string(current.pointee.name) ?? "", value: value))
            attribute = current.pointee.next
        }
        var children: [XMLNode] = []
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                children.append(.element(convert(current, problems: &problems)))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                let text = string(current.pointee.content) ?? ""
                if case .text(let previous)? = children.last {
                    children[children.count - 1] = .text(previous + text)
                } else {
                    children.append(.text(text))
                }
            case XML_COMMENT_NODE:
                children.append(.comment)
            case XML_ENTITY_REF_NODE:
                problems.append(entityProblem(current))
            default:
                break  // processing instructions
            }
            child = current.pointee.next
        }
        let ns = node.pointee.ns
        return XMLElement(namespace: ns.flatMap { string($0.pointee.href) }, prefix: ns.flatMap { string($0.pointee.prefix) },
                          localName: string(node.pointee.name) ?? "", attributes: attributes, children: children,
                          line: Int(xmlGetLineNo(node)))
    }

    private static func entityProblem(_ node: xmlNodePtr) -> Problem {
        let name = string(node.pointee.name) ?? "?"
        return Problem(code: 26, message: "Entity '\(name)' not defined", line: Int(xmlGetLineNo(node)), column: 0, name: name)
    }
}
