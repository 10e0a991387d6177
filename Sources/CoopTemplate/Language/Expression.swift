import CoopValues

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
        /// For `date "pattern"`, the pattern read once, when the expression is parsed (or why
        /// it cannot be); nil for any other filter.
        let datePattern: Result<DatePattern, DatePattern.Invalid>?

        /// A filter as written; a date pattern among its arguments is read now.
        init(name: String, offset: Int, arguments: [(Literal, offset: Int)]) {
            self.name = name
            self.offset = offset
            self.arguments = arguments
            if name == "date", arguments.count == 1, case .string(let pattern) = arguments[0].0 {
                datePattern = Result { () throws(DatePattern.Invalid) in try DatePattern(pattern) }
            } else {
                datePattern = nil
            }
        }
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
}

/// Why an expression does not parse, and where.
struct ExpressionError: Error, Sendable {
    let message: String
    let offset: Int
}

/// Reads expressions and the small grammars of directives built on them.
///
/// It reads the text's UTF-8 bytes in place: every character the grammar knows is ASCII,
/// so a byte decides as well as a scalar would. Offsets are in Unicode scalars, as
/// diagnostics count columns; in ASCII text (nearly all) they are byte offsets.
struct ExpressionParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private let base: Int
    /// Whether every byte is ASCII, so that a byte's index is its scalar's.
    private let isASCII: Bool

    /// A parser over the UTF-8 `bytes`, whose first character sits at `offset` in its attribute.
    private init(_ bytes: UnsafeBufferPointer<UInt8>, offset: Int) {
        self.bytes = bytes
        base = offset
        isASCII = !bytes.contains { $0 >= 0x80 }
    }

    /// Runs `body` with a parser over `text`, whose first character sits at `offset`.
    private static func reading<T>(
        _ text: String, offset: Int,
        _ body: (inout ExpressionParser) throws(ExpressionError) -> T
    ) throws(ExpressionError) -> T {
        var text = text
        let result = text.withUTF8 { bytes in
            var parser = ExpressionParser(bytes, offset: offset)
            return Result { () throws(ExpressionError) in try body(&parser) }
        }
        return try result.get()
    }

    /// The offset in scalars of the byte at `byteIndex`.
    private func scalarOffset(_ byteIndex: Int) -> Int {
        if isASCII { return byteIndex }
        return bytes[..<byteIndex].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    private var position: Int { base + scalarOffset(index) }
    private var atEnd: Bool { index >= bytes.count }
    private var current: UInt8? { atEnd ? nil : bytes[index] }

    /// The character at the current byte, for messages.
    private var currentScalar: Unicode.Scalar {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[index...]), as: UTF8.self).unicodeScalars.first!
    }

    /// The text of the bytes `range`.
    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private mutating func skipSpace() {
        while let c = current, c.isXMLSpaceByte { index += 1 }
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    private static func isNameStart(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")) || c == UInt8(ascii: "_")
    }

    private static func isNameContinue(_ c: UInt8) -> Bool {
        isNameStart(c) || isDigit(c)
    }

    /// A name: a letter or `_`, then letters, digits and `_`.
    mutating func name(_ what: String) throws(ExpressionError) -> Expression.Segment {
        skipSpace()
        let start = index
        guard let c = current, Self.isNameStart(c) else {
            throw ExpressionError(
                message: atEnd ? "expected \(what), found nothing" : "expected \(what), found '\(currentScalar)'",
                offset: position)
        }
        while let c = current, Self.isNameContinue(c) { index += 1 }
        return Expression.Segment(name: text(start..<index), offset: base + scalarOffset(start))
    }

    private mutating func literal() throws(ExpressionError) -> (Expression.Literal, offset: Int)? {
        skipSpace()
        guard let c = current else { return nil }
        let start = position
        if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
            index += 1
            let from = index
            while true {
                guard let s = current else {
                    throw ExpressionError(message: "this text is never closed with \(Unicode.Scalar(c))", offset: start)
                }
                index += 1
                if s == c { break }
            }
            return (.string(text(from..<(index - 1))), start)
        }
        if Self.isDigit(c) || (c == UInt8(ascii: "-") && index + 1 < bytes.count && Self.isDigit(bytes[index + 1])) {
            let begin = index
            index += 1
            while let d = current, Self.isDigit(d) || d == UInt8(ascii: ".") { index += 1 }
            let text = text(begin..<index)
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
            var segments: [Expression.Segment] = []
            segments.reserveCapacity(4)  // paths are short: one allocation
            segments.append(try name("a name"))
            while current == UInt8(ascii: ".") {
                index += 1
                segments.append(try name("a field name after '.'"))
            }
            primary = .path(segments)
        }
        var filters: [Expression.Filter] = []
        while true {
            skipSpace()
            guard current == UInt8(ascii: "|") else { break }
            index += 1
            let filterName = try name("a filter name after '|'")
            var arguments: [(Expression.Literal, offset: Int)] = []
            while let argument = try literal() { arguments.append(argument) }
            filters.append(Expression.Filter(name: filterName.name, offset: filterName.offset, arguments: arguments))
        }
        skipSpace()
        let end = index
        if let c = current, c != UInt8(ascii: ";") {
            throw ExpressionError(message: "unexpected '\(currentScalar)' in an expression", offset: position)
        }
        return Expression(primary: primary, filters: filters, source: text(start..<end), offset: base + scalarOffset(start))
    }

    /// The whole text as one expression.
    static func parse(_ text: String, offset: Int = 0) throws(ExpressionError) -> Expression {
        try reading(text, offset: offset) { parser throws(ExpressionError) in
            let expression = try parser.expression()
            guard parser.atEnd else { throw ExpressionError(message: "unexpected ';' in an expression", offset: parser.position) }
            return expression
        }
    }

    /// `name expr; name expr` (`c:define`, `c:attrs`, `c:with`); `attributeNames` allows
    /// `-` and `:` in names, as attribute names have them.
    static func bindings(
        _ text: String, offset: Int = 0, attributeNames: Bool = false
    )
        throws(ExpressionError) -> [(Expression.Segment, Expression)]
    {
        try reading(text, offset: offset) { parser throws(ExpressionError) in
            var out: [(Expression.Segment, Expression)] = []
            while true {
                parser.skipSpace()
                if parser.atEnd { break }
                let name = attributeNames ? try parser.attributeName() : try parser.name("a name")
                guard let c = parser.current, c == 0x20 || c == 0x09 || c == 0x0A else {
                    throw ExpressionError(message: "expected a space and an expression after '\(name.name)'", offset: parser.position)
                }
                let expression = try parser.expression()
                out.append((name, expression))
                if parser.current == UInt8(ascii: ";") { parser.index += 1 }
            }
            if out.isEmpty { throw ExpressionError(message: "expected 'name expression'", offset: offset) }
            return out
        }
    }

    private mutating func attributeName() throws(ExpressionError) -> Expression.Segment {
        skipSpace()
        let start = index
        while let c = current, Self.isNameContinue(c) || c == UInt8(ascii: "-") || c == UInt8(ascii: ":") { index += 1 }
        guard index > start else { throw ExpressionError(message: "expected an attribute name", offset: position) }
        return Expression.Segment(name: text(start..<index), offset: base + scalarOffset(start))
    }

    /// `name in expr` (`c:each`).
    static func loop(_ text: String, offset: Int = 0) throws(ExpressionError) -> (Expression.Segment, Expression) {
        try reading(text, offset: offset) { parser throws(ExpressionError) in
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
}
