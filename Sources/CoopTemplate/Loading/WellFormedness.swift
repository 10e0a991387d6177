import CoopDiagnostics

/// libxml2's well-formedness errors as located, plain-English diagnostics.
enum WellFormedness {
    static func diagnostics(_ problems: [XMLReader.Problem], scanner: TagScanner, text: SourceText, path: String) -> [Diagnostic] {
        func location(_ position: TextPosition) -> SourceLocation {
            SourceLocation(path: path, line: position.line, column: position.column)
        }
        var out: [Diagnostic] = []
        // libxml2 stops at the first fatal error; what it reports after it follows from it.
        for problem in problems.prefix(1) {
            let at = SourceLocation(
                path: path, line: max(problem.line, 1),
                column: place(problem, in: text, scanner: scanner) ?? max(problem.column, 1))
            switch problem.code {
            case 76, 77, 5, 74:  // tag name mismatch, tag not finished, extra content, "</" required
                if let (open, closing) = scanner.firstUnclosedTag() {
                    let notes =
                        closing.map {
                            [
                                Diagnostic.Note(
                                    "</\($0.name)> is found here instead", at: location($0.position),
                                    length: $0.name.count + 3)
                            ]
                        } ?? []
                    out.append(
                        .error(
                            .templateSyntax, "<\(open.name)> is never closed", at: location(open.position),
                            length: open.name.count + 1, notes: notes,
                            help: closing == nil
                                ? "add </\(open.name)> where the element ends"
                                : "add </\(open.name)> before </\(closing!.name)>, or make it self-closing: <\(open.name)/>"))
                    return out
                }
                out.append(.error(.templateSyntax, plain(problem), at: at))
            case _ where problem.message.hasPrefix("Excessive depth in document"):
                out.append(
                    .error(
                        .templateSyntax, "elements are nested more than 256 deep here, more than a template may nest", at: at,
                        help: "a page needs a few dozen levels at most: look for elements that are never closed"))
            case 68 where problem.message.contains("EntityRef"):
                out.append(.error(.templateSyntax, "a bare '&' is not allowed in XHTML", at: at, help: "write &amp; for &"))
            case 39, 40:  // attribute value not started / not finished
                out.append(
                    .error(
                        .templateSyntax, "attribute values must be in quotes", at: at,
                        help: "write name=\"value\""))
            case 68, 73, 38:  // name required (a bare <), > required, < in attribute
                let inside = scanner.openElement(at: TextPosition(line: at.line, column: at.column))
                if inside == "script" || inside == "style" {
                    out.append(
                        .error(
                            .templateSyntax, "a bare '<' inside <\(inside!)> is not allowed in an XHTML template", at: at,
                            help: "wrap the code in <![CDATA[ ... ]]>, or write &lt; for <"))
                } else {
                    out.append(
                        .error(
                            .templateSyntax, plain(problem), at: at,
                            help: problem.code == 73 ? nil : "write &lt; for a '<' that does not start a tag"))
                }
            default:
                out.append(.error(.templateSyntax, plain(problem), at: at, help: help(problem)))
            }
        }
        return out
    }

    /// A better column than libxml2's (which is where it stopped reading) for errors that
    /// name something: the bare '<', the entity, the attribute, the prefix.
    private static func place(_ problem: XMLReader.Problem, in text: SourceText, scanner: TagScanner) -> Int? {
        guard let line = text.line(problem.line).map({ Array($0.unicodeScalars) }) else { return nil }
        let before = min(max(problem.column - 1, 0), line.count)
        func lastIndex(of needle: String, before end: Int) -> Int? {
            let pattern = Array(needle.unicodeScalars)
            guard !pattern.isEmpty, end >= pattern.count else { return nil }
            for start in stride(from: end - pattern.count, through: 0, by: -1) where Array(line[start..<(start + pattern.count)]) == pattern
            {
                return start + 1
            }
            return nil
        }
        switch problem.code {
        case 68 where problem.message.contains("EntityRef"): return lastIndex(of: "&", before: before)
        case 39, 40: return lastIndex(of: "=", before: before).map { $0 + 1 }
        case 68, 38: return lastIndex(of: "<", before: before)
        case 26, 27: return problem.name.flatMap { lastIndex(of: "&\($0);", before: line.count) }
        case 41: return problem.name.flatMap { lastIndex(of: $0, before: before) }
        case 42:
            let tag = scanner.tags.last {
                $0.position.line <= problem.line && !$0.isEndTag
                    && $0.attributes.filter { $0.name == problem.name }.count > 1
            }
            return tag?.attributes.filter { $0.name == problem.name }.dropFirst().first?.namePosition.column
        case 201:
            guard let prefix = problem.name else { return nil }
            for tag in scanner.tags.reversed() where tag.position.line <= problem.line && !tag.isEndTag {
                if tag.name.hasPrefix(prefix + ":") { return tag.position.line == problem.line ? tag.position.column + 1 : nil }
                if let attribute = tag.attributes.first(where: { $0.name.hasPrefix(prefix + ":") }) {
                    return attribute.namePosition.line == problem.line ? attribute.namePosition.column : nil
                }
            }
            return nil
        default: return nil
        }
    }

    private static func plain(_ problem: XMLReader.Problem) -> String {
        switch problem.code {
        case 26, 27:
            return "unknown entity '&\(problem.name ?? "?");'"
        case 41:
            return "attribute '\(problem.name ?? "?")' has no value"
        case 42:
            return "attribute '\(problem.name ?? "?")' is given twice"
        case 201:
            return "the namespace prefix '\(problem.name ?? "?")' is not declared"
        case 4:
            return "the template is empty"
        default:
            var message = problem.message
            if let first = message.first { message = first.lowercased() + message.dropFirst() }
            return message
        }
    }

    private static func help(_ problem: XMLReader.Problem) -> String? {
        switch problem.code {
        case 26, 27:
            "XML knows only &amp; &lt; &gt; &quot; &apos;; write the character itself or a number like &#160;"
        case 41:
            "XHTML needs a value for every attribute: write \(problem.name ?? "x")=\"\(problem.name ?? "x")\""
        case 201:
            problem.name == "c" ? "add xmlns:c=\"urn:coop:template\" to the root element" : nil
        default:
            nil
        }
    }
}
