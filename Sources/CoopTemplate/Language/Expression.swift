/// A parsed expression: a path or a literal, followed by filters.
///
/// ```
/// hen.name
/// week.total | number
/// note.date | date "MMM d"
/// hens | count | pluralize "hen"
/// hen.breed | default "unknown breed"
/// ```
///
/// Every part remembers its offset in the attribute or text it was written in, so that
/// an error points at the exact column.
struct Expression: Sendable {
    /// A name in a path, with its offset.
    struct Segment: Sendable, Hashable {
        let name: String
        let offset: Int
    }

    /// A literal value.
    enum Literal: Sendable, Hashable {
        case string(String)
        case int(Int)
        case number(Double)
    }

    /// What the expression starts from.
    enum Primary: Sendable {
        case path([Segment])
        case literal(Literal, offset: Int)
    }

    /// A filter applied to the value: `| date "MMM d"`.
    struct Filter: Sendable {
        let name: String
        let offset: Int
        let arguments: [(Literal, offset: Int)]
    }

    let primary: Primary
    let filters: [Filter]
    /// The text of the expression as written.
    let source: String
    /// Where the expression starts in the text it was written in.
    let offset: Int

    /// The path or literal as written, without filters.
    var primarySource: String {
        switch primary {
        case .path(let segments): segments.map(\.name).joined(separator: ".")
        case .literal(.string(let text), _): "\"\(text)\""
        case .literal(.int(let n), _): String(n)
        case .literal(.number(let x), _): String(x)
        }
    }

    /// The offset of the start of the primary.
    var primaryOffset: Int {
        switch primary {
        case .path(let segments): segments.first?.offset ?? offset
        case .literal(_, let offset): offset
        }
    }
}

/// Why an expression does not parse, and where.
struct ExpressionError: Error, Sendable {
    let message: String
    let offset: Int
}

/// Reads expressions and the small grammars of directives built on them.
struct ExpressionParser {
    private let scalars: [Unicode.Scalar]
    private var index: Int
    private let base: Int

    /// A parser over `text`, whose first character sits at `offset` in its attribute.
    init(_ text: Substring, offset: Int) {
        scalars = Array(text.unicodeScalars)
        index = 0
        base = offset
    }

    private var position: Int { base + index }
    private var atEnd: Bool { index >= scalars.count }
    private var current: Unicode.Scalar? { atEnd ? nil : scalars[index] }

    private mutating func skipSpace() {
        while let c = current, c.isXMLSpace { index += 1 }
    }

    private static func isNameStart(_ c: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_"
    }

    private static func isNameContinue(_ c: Unicode.Scalar) -> Bool {
        isNameStart(c) || ("0"..."9").contains(c)
    }

    /// A name: a letter or `_`, then letters, digits and `_`.
    mutating func name(_ what: String) throws(ExpressionError) -> Expression.Segment {
        skipSpace()
        let start = index
        guard let c = current, Self.isNameStart(c) else {
            throw ExpressionError(message: atEnd ? "expected \(what), found nothing" : "expected \(what), found '\(current!)'",
                                  offset: position)
        }
        while let c = current, Self.isNameContinue(c) { index += 1 }
        return Expression.Segment(name: String(scalars: scalars[start..<index]), offset: base + start)
    }

    private mutating func literal() throws(ExpressionError) -> (Expression.Literal, offset: Int)? {
        skipSpace()
        guard let c = current else { return nil }
        let start = position
        if c == "\"" || c == "'" {
            index += 1
            var text = String.UnicodeScalarView()
            while true {
                guard let s = current else {
                    throw ExpressionError(message: "this text is never closed with \(c)", offset: start)
                }
                index += 1
                if s == c { break }
                text.append(s)
            }
            return (.string(String(text)), start)
        }
        if ("0"..."9").contains(c) || (c == "-" && index + 1 < scalars.count && ("0"..."9").contains(scalars[index + 1])) {
            let begin = index
            index += 1
            while let d = current, ("0"..."9").contains(d) || d == "." { index += 1 }
            let text = String(scalars: scalars[begin..<index])
            if let value = Int(text) { return (.int(value), start) }
            if let value = Double(text) { return (.number(value), start) }
            throw ExpressionError(message: "'\(text)' is not a number", offset: start)
        }
        return nil
    }

    /// An expression up to the end of the text or a `;`.
    mutating func expression() throws(ExpressionError) -> Expression {
        skipSpace()
        let start = index
        let primary: Expression.Primary
        if let (value, offset) = try literal() {
            primary = .literal(value, offset: offset)
        } else {
            var segments = [try name("a name")]
            while current == "." {
                index += 1
                segments.append(try name("a field name after '.'"))
            }
            primary = .path(segments)
        }
        var filters: [Expression.Filter] = []
        while true {
            skipSpace()
            guard current == "|" else { break }
            index += 1
            let filterName = try name("a filter name after '|'")
            var arguments: [(Expression.Literal, offset: Int)] = []
            while let argument = try literal() { arguments.append(argument) }
            filters.append(Expression.Filter(name: filterName.name, offset: filterName.offset, arguments: arguments))
        }
        skipSpace()
        let end = index
        if let c = current, c != ";" {
            throw ExpressionError(message: "unexpected '\(c)' in an expression", offset: position)
        }
        return Expression(primary: primary, filters: filters,
                          source: String(scalars: scalars[start..<end]), offset: base + start)
    }

    /// The whole text as one expression.
    static func parse(_ text: String, offset: Int = 0) throws(ExpressionError) -> Expression {
        var parser = ExpressionParser(Substring(text), offset: offset)
        let expression = try parser.expression()
        guard parser.atEnd else { throw ExpressionError(message: "unexpected ';' in an expression", offset: parser.position) }
        return expression
    }

    /// `name expr; name expr` (`c:define`, `c:attrs`, `c:with`); `attributeNames` allows
    /// `-` and `:` in names, as attribute names have them.
    static func bindings(_ text: String, offset: Int = 0, attributeNames: Bool = false)
        throws(ExpressionError) -> [(Expression.Segment, Expression)] {
        var parser = ExpressionParser(Substring(text), offset: offset)
        var out: [(Expression.Segment, Expression)] = []
        while true {
            parser.skipSpace()
            if parser.atEnd { break }
            let name = attributeNames ? try parser.attributeName() : try parser.name("a name")
            guard let c = parser.current, c == " " || c == "\t" || c == "\n" else {
                throw ExpressionError(message: "expected a space and an expression after '\(name.name)'", offset: parser.position)
            }
            let expression = try parser.expression()
            out.append((name, expression))
            if parser.current == ";" { parser.index += 1 }
        }
        if out.isEmpty { throw ExpressionError(message: "expected 'name expression'", offset: offset) }
        return out
    }

    private mutating func attributeName() throws(ExpressionError) -> Expression.Segment {
        skipSpace()
        let start = index
        while let c = current, Self.isNameContinue(c) || c == "-" || c == ":" { index += 1 }
        guard index > start else { throw ExpressionError(message: "expected an attribute name", offset: position) }
        return Expression.Segment(name: String(scalars: scalars[start..<index]), offset: base + start)
    }

    /// `name in expr` (`c:each`).
    static func loop(_ text: String, offset: Int = 0) throws(ExpressionError) -> (Expression.Segment, Expression) {
        var parser = ExpressionParser(Substring(text), offset: offset)
        let variable = try parser.name("a loop variable")
        let keyword = try parser.name("'in'")
        guard keyword.name == "in" else {
            throw ExpressionError(message: "expected 'in' after the loop variable, found '\(keyword.name)'", offset: keyword.offset)
        }
        let expression = try parser.expression()
        guard parser.atEnd else { throw ExpressionError(message: "unexpected ';' in c:each", offset: parser.position) }
        return (variable, expression)
    }
}
