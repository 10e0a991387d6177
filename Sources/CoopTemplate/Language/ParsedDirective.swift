/// Where the text of an expression sits in its file: the start of an attribute value or
/// of a `${`, the raw text from there, and the scalar of that text the place is at. With
/// the file it makes the ``Origin`` that turns an offset in the expression into a line
/// and column.
struct TextAnchor: Sendable {
    /// The line and column of scalar `from` of `raw`.
    let position: TextPosition
    /// The raw text the expression is in.
    let raw: String
    /// The scalar of `raw` at `position`.
    let from: Int
}

/// Text with `${expression}` in it (an attribute value or the text of an element), split
/// into literal text and parsed expressions once, when its file is loaded; each page
/// that puts the text in then only resolves the expressions against its own data.
///
/// `$${` writes a literal `${`. Parse errors are kept, not reported: a page reports them
/// when it puts the text in, with the fragments and layouts it came through.
struct Interpolation: Sendable {
    /// A piece of the text, in order.
    enum Piece: Sendable {
        /// Literal text, written as it is (escaped for where it goes).
        case literal(String)
        /// A `${expression}`: the expression as parsed (or why not), the expression's text
        /// without surrounding white space, where the text it is in starts, and the offset
        /// of its `${` from there.
        case value(Result<Expression, ExpressionError>, written: String, anchor: TextAnchor, start: Int)
        /// A `${` never closed with `}`, at offset `start` from `anchor`: nothing after it is written.
        case unclosed(anchor: TextAnchor, start: Int)
    }

    /// The pieces, in order.
    let pieces: [Piece]

    /// Splits `text`, or nil when it holds no `${`. `place(k, index)` gives the anchor and
    /// offset of the `k`th `${` (counting `$${`), found at scalar `index` of `text`.
    ///
    /// It reads UTF-8 bytes: `$`, `{`, `}` and quotes are ASCII, so a byte decides as well
    /// as a scalar would; scalar indexes are counted alongside.
    static func split(_ text: String, place: (Int, Int) -> (TextAnchor, Int)) -> Interpolation? {
        guard text.hasInterpolation else { return nil }
        var text = text
        return text.withUTF8 { bytes in
            var pieces: [Piece] = []
            var literal: [UInt8] = []
            var occurrence = 0
            var i = 0
            var scalar = 0  // the byte read, and its scalar's index
            func advance(to end: Int) {
                for byte in bytes[i..<end] where byte & 0xC0 != 0x80 { scalar += 1 }
                i = end
            }
            while i < bytes.count {
                if bytes[i] == UInt8(ascii: "$"), i + 2 < bytes.count, bytes[i + 1] == UInt8(ascii: "$"),
                    bytes[i + 2] == UInt8(ascii: "{")
                {
                    literal.append(contentsOf: [UInt8(ascii: "$"), UInt8(ascii: "{")])
                    occurrence += 1
                    advance(to: i + 3)
                    continue
                }
                guard bytes[i] == UInt8(ascii: "$"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "{") else {
                    let end = bytes[(i + 1)...].firstIndex(of: UInt8(ascii: "$")) ?? bytes.count
                    literal.append(contentsOf: bytes[i..<end])
                    advance(to: end)
                    continue
                }
                let (anchor, start) = place(occurrence, scalar)
                occurrence += 1
                var j = i + 2
                var quote: UInt8?
                while j < bytes.count {
                    let c = bytes[j]
                    if let q = quote {
                        if c == q { quote = nil }
                    } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                        quote = c
                    } else if c == UInt8(ascii: "}") {
                        break
                    }
                    j += 1
                }
                guard j < bytes.count else {
                    pieces.append(.unclosed(anchor: anchor, start: start))
                    pieces.append(.literal(String(decoding: literal, as: UTF8.self)))
                    return Interpolation(pieces: pieces)
                }
                if !literal.isEmpty {
                    pieces.append(.literal(String(decoding: literal, as: UTF8.self)))
                    literal.removeAll(keepingCapacity: true)
                }
                let expressionText = String(decoding: UnsafeBufferPointer(rebasing: bytes[(i + 2)..<j]), as: UTF8.self)
                let parsed = Result { () throws(ExpressionError) in try ExpressionParser.parse(expressionText, offset: start + 2) }
                pieces.append(.value(parsed, written: expressionText.trimmingSpaces, anchor: anchor, start: start))
                advance(to: j + 1)
            }
            if !literal.isEmpty { pieces.append(.literal(String(decoding: literal, as: UTF8.self))) }
            return Interpolation(pieces: pieces)
        }
    }

    /// The text of an attribute value, whose `value` (entities decoded) was written as
    /// `raw` from `position`. The `k`th `${` of the decoded value is placed at the next
    /// `${` of the raw value (entities may shift it).
    static func attribute(_ value: String, raw: String, at position: TextPosition) -> Interpolation? {
        guard value.hasInterpolation else { return nil }
        let anchor = TextAnchor(position: position, raw: raw, from: 0)
        let bytes = Array(raw.utf8)
        var searchFrom = 0
        var searchScalar = 0  // the byte to search from, and its scalar's index
        return split(value) { _, index in
            var i = searchFrom
            var scalar = searchScalar
            while i + 1 < bytes.count {
                if bytes[i] == UInt8(ascii: "$"), bytes[i + 1] == UInt8(ascii: "{") {
                    searchFrom = i + 2
                    searchScalar = scalar + 2
                    return (anchor, scalar)
                }
                if bytes[i] & 0xC0 != 0x80 { scalar += 1 }
                i += 1
            }
            return (anchor, index)
        }
    }

    /// The text of an element, with the position of each of its `${` (a `${` the scanner
    /// did not place is put at the start of the file).
    static func text(_ text: String, interpolations: [TextPosition]) -> Interpolation? {
        split(text) { occurrence, index in
            let position = occurrence < interpolations.count ? interpolations[occurrence] : TextPosition(line: 1, column: 1)
            return (TextAnchor(position: position, raw: text, from: index), 0)
        }
    }
}

/// What a directive attribute's value says, parsed once when its file is loaded, or why
/// it does not parse (reported by each page that compiles the attribute).
enum ParsedDirective: Sendable {
    /// Not a directive whose value is an expression (`c:slot`, `c:include`, …), or not a directive.
    case none
    /// One expression: `c:if`, `c:unless`, `c:replace`, `c:text`, `c:html`, `c:omit-tag`.
    case expression(Result<Expression, ExpressionError>)
    /// `name in expression`: `c:each`.
    case loop(Result<(Expression.Segment, Expression), ExpressionError>)
    /// `name expression; …`: `c:define`, `c:with`, and `c:attrs` (with attribute names).
    case bindings(Result<[(Expression.Segment, Expression)], ExpressionError>)
    /// `key` or `key; name expression; …`: `c:msg`.
    case message(Result<MessageCall, ExpressionError>)
    /// `attribute key; …`: `c:msg-attrs`.
    case messageAttributes(Result<[(attribute: Expression.Segment, key: Expression.Segment)], ExpressionError>)

    /// Parses `value` as `directive` takes it.
    init(_ directive: Directive?, value: String) {
        switch directive {
        case .if?, .unless?, .replace?, .text?, .html?, .omitTag?:
            self = .expression(Result { () throws(ExpressionError) in try ExpressionParser.parse(value) })
        case .each?:
            self = .loop(Result { () throws(ExpressionError) in try ExpressionParser.loop(value) })
        case .define?, .with?:
            self = .bindings(Result { () throws(ExpressionError) in try ExpressionParser.bindings(value) })
        case .attrs?:
            self = .bindings(Result { () throws(ExpressionError) in try ExpressionParser.bindings(value, attributeNames: true) })
        case .msg?:
            self = .message(Result { () throws(ExpressionError) in try MessageCall(parsing: value) })
        case .msgAttrs?:
            self = .messageAttributes(Result { () throws(ExpressionError) in try MessageCall.attributes(parsing: value) })
        default:
            self = .none
        }
    }
}
