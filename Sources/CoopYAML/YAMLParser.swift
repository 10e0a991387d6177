import CYAML
import CoopDiagnostics

/// Reads one YAML file into a ``YAMLNode`` tree with libyaml's event parser.
///
/// This is the only file that talks to libyaml. The tree is built with an explicit
/// stack (no recursion), nesting is capped at ``maximumDepth``, aliases are refused
/// (no expansion bombs), and every failure becomes one located ``Diagnostic``.
public enum YAMLParser {
    /// The deepest nesting accepted; coop files need four levels at most.
    public static let maximumDepth = 64

    /// The document's root node (`nil` for an empty file or one with only comments), or
    /// the first problem found, located in `path`.
    public static func parse(_ bytes: [UInt8], path: String) -> Result<YAMLNode?, Diagnostic> {
        parse(bytes, path: path, earlier: nil)
    }

    /// What ``parse(_:path:)`` gives for `bytes`, found from `earlier`, the bytes of the same
    /// file before a change and their root, by reading again only the entries whose lines
    /// changed when the change allows it (see ``YAMLReparse``), else by parsing the whole file.
    public static func parse(_ bytes: [UInt8], path: String, earlier: (bytes: [UInt8], root: YAMLNode)?) -> Result<YAMLNode?, Diagnostic> {
        if let earlier,
            let root = bytes.withUnsafeBufferPointer({ new in
                earlier.bytes.withUnsafeBufferPointer { old in YAMLReparse.root(of: new, earlier: old, root: earlier.root) }
            })
        {
            return .success(root)
        }
        return parseWhole(bytes, path: path)
    }

    /// The document's root, or the first problem, reading every byte of `bytes`.
    private static func parseWhole(_ bytes: [UInt8], path: String) -> Result<YAMLNode?, Diagnostic> {
        bytes.withUnsafeBufferPointer { buffer in
            if let problem = YAMLTextCheck.firstProblem(in: buffer) {
                return .failure(
                    .error(
                        problem.code, problem.message,
                        at: SourceLocation(path: path, line: problem.mark.line, column: problem.mark.column),
                        help: problem.help))
            }
            var builder = TreeBuilder(path: path, buffer: buffer)
            return builder.run(buffer)
        }
    }
}

private struct TreeBuilder {
    /// An open mapping or sequence, filled in place as its children complete.
    private struct Frame {
        let isMapping: Bool
        let mark: YAMLMark
        let isFlow: Bool
        var pairs: [YAMLPair] = []
        var items: [YAMLNode] = []
        var pendingKey: YAMLNode?

        var node: YAMLNode {
            isMapping
                ? .mapping(YAMLMapping(pairs: pairs, mark: mark, isFlow: isFlow))
                : .sequence(YAMLSequence(items: items, mark: mark, isFlow: isFlow))
        }
    }

    let path: String
    /// The file's bytes, for finding the escape behind a refused character (``EscapeCheck``).
    let buffer: UnsafeBufferPointer<UInt8>
    private var stack: [Frame] = []
    private var root: YAMLNode?
    private var documents = 0

    init(path: String, buffer: UnsafeBufferPointer<UInt8>) {
        self.path = path
        self.buffer = buffer
    }

    mutating func run(_ buffer: UnsafeBufferPointer<UInt8>) -> Result<YAMLNode?, Diagnostic> {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) == 1 else {
            return .failure(.error(.yamlSyntax, "could not start the YAML reader (out of memory)", at: nil))
        }
        defer { yaml_parser_delete(parser) }
        if let base = buffer.baseAddress {
            yaml_parser_set_input_string(parser, base, buffer.count)
        } else {
            var empty: UInt8 = 0
            yaml_parser_set_input_string(parser, &empty, 0)
        }
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(parser, &event) == 1 else {
                return .failure(syntaxError(parser.pointee, buffer))
            }
            defer { yaml_event_delete(&event) }
            let type = event.type
            if type == YAML_STREAM_END_EVENT { return .success(root.flatMap(Self.unlessEmpty)) }
            if let failure = handle(&event) { return .failure(failure) }
        }
    }

    /// `node`, or `nil` when it is the empty value of a document that holds nothing but its
    /// start (`---`): such a file is empty, like one with only comments.
    private static func unlessEmpty(_ node: YAMLNode) -> YAMLNode? {
        if case .scalar(let scalar) = node, scalar.value.isEmpty, scalar.style == .plain, scalar.tag == nil { return nil }
        return node
    }

    private func mark(_ mark: yaml_mark_t) -> YAMLMark {
        YAMLMark(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    private func location(_ mark: YAMLMark) -> SourceLocation {
        SourceLocation(path: path, line: mark.line, column: mark.column)
    }

    private mutating func handle(_ event: inout yaml_event_t) -> Diagnostic? {
        let start = mark(event.start_mark)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                return .error(
                    .multipleDocuments, "a coop file holds one YAML document, but a second one starts here",
                    at: location(start), length: 3, help: "remove this '---' line, or move what follows to its own file")
            }
        case YAML_ALIAS_EVENT:
            return .error(
                .yamlAlias, "aliases ('*name') are not supported in coop files",
                at: location(start), length: max(1, Int(event.end_mark.column) - Int(event.start_mark.column)),
                help: "write the value out in full")
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let value =
                data.value.map {
                    String(decoding: UnsafeBufferPointer(start: $0, count: data.length), as: UTF8.self)
                } ?? ""
            let style: YAMLScalar.Style
            switch data.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: style = .literal
            case YAML_FOLDED_SCALAR_STYLE: style = .folded
            default: style = .plain
            }
            if style == .doubleQuoted, let refused = EscapeCheck.firstRefused(in: value) {
                return EscapeCheck.problem(refused, in: buffer, scalarAt: start, path: path)
            }
            let tag = data.tag.map { String(cString: $0) }
            let end = mark(event.end_mark)
            let length = end.line == start.line ? end.column - start.column : 1
            return add(.scalar(YAMLScalar(value: value, style: style, tag: tag, mark: start, length: length)))
        case YAML_MAPPING_START_EVENT:
            if stack.count >= YAMLParser.maximumDepth { return tooDeep(start) }
            stack.append(
                Frame(
                    isMapping: true, mark: start,
                    isFlow: event.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE))
        case YAML_SEQUENCE_START_EVENT:
            if stack.count >= YAMLParser.maximumDepth { return tooDeep(start) }
            stack.append(
                Frame(
                    isMapping: false, mark: start,
                    isFlow: event.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE))
        case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
            guard let frame = stack.popLast() else { return nil }
            return add(frame.node)
        default:
            break
        }
        return nil
    }

    private func tooDeep(_ start: YAMLMark) -> Diagnostic {
        .error(
            .tooDeep, "lists and mappings are nested more than \(YAMLParser.maximumDepth) levels deep here",
            at: location(start), help: "coop files need only a few levels; check for stray '[' or '{'")
    }

    private mutating func add(_ node: YAMLNode) -> Diagnostic? {
        guard !stack.isEmpty else {
            root = node
            return nil
        }
        let top = stack.count - 1
        if !stack[top].isMapping {
            stack[top].items.append(node)
        } else if let key = stack[top].pendingKey {
            stack[top].pairs.append(YAMLPair(key: key, value: node))
            stack[top].pendingKey = nil
        } else {
            stack[top].pendingKey = node
        }
        return nil
    }

    /// libyaml's reason for stopping, in plain English (``YAMLSyntaxError``).
    private func syntaxError(_ parser: yaml_parser_t, _ buffer: UnsafeBufferPointer<UInt8>) -> Diagnostic {
        let context = parser.context.map { String(cString: $0) }
        let problem = YAMLSyntaxProblem(
            problem: parser.problem.map { String(cString: $0) } ?? "unknown problem", context: context,
            problemMark: mark(parser.problem_mark), contextMark: context == nil ? nil : mark(parser.context_mark),
            problemIndex: Int(parser.problem_mark.index))
        return YAMLSyntaxError.diagnostic(problem, in: buffer, path: path)
    }
}
