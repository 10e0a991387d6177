import CoopDiagnostics

/// Why libyaml stopped reading a file, as libyaml says it: the problem, the context it was
/// in, and where each is.
struct YAMLSyntaxProblem {
    /// libyaml's problem, such as `did not find expected key`.
    let problem: String
    /// libyaml's context, such as `while parsing a block mapping`, if any.
    let context: String?
    /// Where the problem was found.
    let problemMark: YAMLMark
    /// Where the context starts, if libyaml gave a place.
    let contextMark: YAMLMark?
    /// How many characters into the file the problem was found (libyaml's mark index).
    let problemIndex: Int
}

/// Turns a ``YAMLSyntaxProblem`` into one located diagnostic in plain English: what is wrong,
/// pointed at the place a person would fix, with a hint of how.
enum YAMLSyntaxError {
    /// The diagnostic for `problem` in the file `buffer`, shown as `path`.
    static func diagnostic(_ problem: YAMLSyntaxProblem, in buffer: UnsafeBufferPointer<UInt8>, path: String) -> Diagnostic {
        func location(_ mark: YAMLMark) -> SourceLocation {
            SourceLocation(path: path, line: mark.line, column: mark.column)
        }
        let line = lineText(buffer, line: problem.problemMark.line)

        // A tab in the indentation of the failing line is almost always the cause.
        if let tab = indentationTab(in: line) {
            return .error(
                .tabIndent, "a tab is used for indentation; YAML indents with spaces only",
                at: location(YAMLMark(line: problem.problemMark.line, column: tab)),
                help: "replace the tab with spaces (set your editor to insert spaces)")
        }
        // A problem found at the very end is shown after the last thing written, not on a line
        // past the end of the file that the excerpt cannot quote.
        let atEnd = problem.problemIndex >= characterCount(buffer)
        var place = atEnd ? endOfContent(buffer) : problem.problemMark
        let opener = problem.contextMark.map(location)
        let textBefore = line.prefix(max(0, problem.problemMark.column - 1)).contains { $0 != " " }
        var message: String
        var help: String?
        var note: Diagnostic.Note?
        var showsContext = true
        switch problem.problem {
        case "mapping values are not allowed in this context":
            message = "unexpected ': ' in a value"
            help = "put the value in quotes if it contains ': ', or check the indentation of this line"
        case "did not find expected key" where textBefore && !atEnd,
            "did not find expected '-' indicator" where textBefore && !atEnd:
            message = "unexpected text after the value"
            help = "a quoted or bracketed value must end its line; to keep the text, put the whole value in quotes"
            showsContext = false  // where the mapping or list starts does not help here
        case "did not find expected key":
            message = "this line does not line up with the keys above it"
            help = "check the indentation: keys of one mapping start in the same column"
            note = Diagnostic.Note("the mapping starts here", at: opener)
        case "did not find expected '-' indicator":
            message = "this line does not line up with the list items above it"
            help = "check the indentation: items of one list start with '- ' in the same column"
            note = Diagnostic.Note("the list starts here", at: opener)
        case "block sequence entries are not allowed in this context":
            message = "a '- ' list item cannot start here"
            help = "check the indentation, or put a value containing '- ' in quotes"
        case "could not find expected ':'":
            // libyaml notices only at the next line; the key without its ':' is where to look.
            if let mark = problem.contextMark { place = mark }
            if let key = problem.contextMark, followsBlockIndicator(buffer, line: key.line) {
                message = "the text of the '|' or '>' block above must be indented more than its key"
                help = "indent the block's lines by two more spaces than the key"
            } else {
                message = "expected ':' after this key"
                help = "write 'key: value', with a space after the colon"
            }
        case "did not find expected ',' or '}'" where atEnd, "did not find expected ',' or ']'" where atEnd:
            let isList = problem.problem.hasSuffix("']'")
            let what = isList ? "[ ] list" : "{ } mapping"
            return .error(
                .yamlSyntax, "the file ends before the \(what) that opens here is closed",
                at: opener ?? location(place), help: "add the closing '\(isList ? "]" : "}")'")
        case "did not find expected ',' or '}'":
            message = "expected ',' or '}' in the { } mapping"
            note = Diagnostic.Note("the mapping opens here", at: opener)
        case "did not find expected ',' or ']'":
            message = "expected ',' or ']' in the [ ] list"
            note = Diagnostic.Note("the list opens here", at: opener)
        case "found unexpected end of stream":
            return .error(
                .yamlSyntax, "the file ends before the quoted value that starts here is closed",
                at: opener ?? location(place), help: "add the closing quote")
        case "did not find expected node content" where atEnd:
            message = "the file ends where a value should follow"
            help = "close the '[' or '{' that is still open, or remove the ',' at the end"
        case "did not find expected node content":
            message = "a value is missing here"
        case "found character that cannot start any token":
            message = "'\(character(in: line, column: problem.problemMark.column))' cannot start a value"
            help = "put the value in quotes"
        case "found unknown escape character":
            message = "unknown escape sequence in a double-quoted value"
            help = "write a backslash as '\\\\', or use single quotes"
        case "found unexpected document indicator":
            message = "a '---' or '...' line cannot appear inside a value"
        case "did not find expected <document start>":
            message = "more text follows the end of the file's mapping or list"
            help = "a coop file holds one mapping or one list; look above this line for a stray '}', ']' or '...'"
        default:
            message = problem.problem + (problem.context.map { " (\($0))" } ?? "")
        }
        if note == nil, showsContext, let context = problem.context, let contextMark = problem.contextMark,
            contextMark != place, contextMark != problem.problemMark
        {
            note = Diagnostic.Note(phrase(forContext: context), at: location(contextMark))
        }
        return .error(.yamlSyntax, message, at: location(place), notes: note.map { [$0] } ?? [], help: help)
    }

    /// libyaml's context ("while scanning a quoted scalar") as a note about where it starts.
    static func phrase(forContext context: String) -> String {
        let known: [String: String] = [
            "while parsing a block mapping": "the mapping starts here",
            "while parsing a block collection": "the list starts here",
            "while parsing a flow mapping": "the { } mapping opens here",
            "while parsing a flow sequence": "the [ ] list opens here",
            "while scanning a quoted scalar": "the quoted value starts here",
            "while parsing a quoted scalar": "the quoted value starts here",
            "while scanning a simple key": "the key starts here",
            "while scanning a block scalar": "the '|' or '>' block starts here",
            "while scanning an anchor": "the anchor starts here",
            "while scanning an alias": "the alias starts here",
            "while scanning a tag": "the value starts here",
            "while parsing a node": "the value starts here",
            "while scanning a plain scalar": "the value starts here",
        ]
        if let phrase = known[context] { return phrase }
        var rest = Substring(context)
        for prefix in ["while scanning ", "while parsing "] where rest.hasPrefix(prefix) { rest = rest.dropFirst(prefix.count) }
        return "\(rest) starts here"
    }

    /// Whether the last line with text before `line` ends with a block indicator (`|`, `>-`...):
    /// then a "key" without ':' is really the block's text, not indented enough.
    static func followsBlockIndicator(_ buffer: UnsafeBufferPointer<UInt8>, line: Int) -> Bool {
        var previous = line - 1
        while previous >= 1 {
            let text = String(String.UnicodeScalarView(lineText(buffer, line: previous)))
            let trimmed = text.trimmingTrailingSpaces
            if trimmed.isEmpty {
                previous -= 1
                continue
            }
            return ["|", ">", "|-", "|+", ">-", ">+"].contains { trimmed.hasSuffix(" " + $0) || trimmed.hasSuffix(":" + $0) }
        }
        return false
    }

    /// How many characters the file holds after a byte-order mark, as libyaml counts them.
    static func characterCount(_ buffer: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for byte in buffer where byte & 0xC0 != 0x80 { count += 1 }
        let hasBOM = buffer.count >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF
        return hasBOM ? count - 1 : count
    }

    /// The place just after the last character that is not white space: where a file that
    /// ends too early should have gone on.
    static func endOfContent(_ buffer: UnsafeBufferPointer<UInt8>) -> YAMLMark {
        var last = buffer.count - 1
        while last >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(buffer[last]) { last -= 1 }
        guard last >= 0 else { return YAMLMark(line: 1, column: 1) }
        var line = 1
        for byte in buffer[...last] where byte == 0x0A { line += 1 }
        var text = lineText(buffer, line: line)
        while let end = text.last, end == " " || end == "\t" { text.removeLast() }
        return YAMLMark(line: line, column: text.count + 1)
    }

    /// The text of the 1-based `line`, without its line end.
    static func lineText(_ buffer: UnsafeBufferPointer<UInt8>, line: Int) -> [Unicode.Scalar] {
        var current = 1
        var start = 0
        var index = 0
        while index < buffer.count, current < line {
            if buffer[index] == 0x0A {
                current += 1
                start = index + 1
            }
            index += 1
        }
        var end = start
        while end < buffer.count, buffer[end] != 0x0A, buffer[end] != 0x0D { end += 1 }
        guard start <= end else { return [] }
        var scalars = Array(String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self).unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        return scalars
    }

    /// The 1-based column of the first tab in the line's leading white space, if any.
    static func indentationTab(in line: [Unicode.Scalar]) -> Int? {
        for (offset, scalar) in line.enumerated() {
            if scalar == "\t" { return offset + 1 }
            if scalar != " " { return nil }
        }
        return nil
    }

    /// The character at 1-based `column`, or "end of line".
    static func character(in line: [Unicode.Scalar], column: Int) -> String {
        let index = column - 1
        guard index >= 0, index < line.count else { return "end of line" }
        return String(Character(line[index]))
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var scalars = unicodeScalars[...]
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(String.UnicodeScalarView(scalars))
    }
}
