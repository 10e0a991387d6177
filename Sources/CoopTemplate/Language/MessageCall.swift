/// What `c:msg` says: the key of a message in the catalogue, and the expressions of its
/// arguments (`c:msg="dashboard.yesterday; count d.yesterday"`). An argument the message
/// uses and the call does not bind is the name in scope (a `c:define`, a loop variable, a
/// field of the page), or the `c:arg` child of that name.
struct MessageCall: Sendable {
    /// The key, with its offset in the attribute.
    let key: Expression.Segment
    /// The arguments bound here, by name.
    let arguments: [(Expression.Segment, Expression)]

    /// Reads `key` or `key; name expression; …`.
    init(parsing text: String) throws(ExpressionError) {
        let scalars = Array(text.unicodeScalars)
        let end = scalars.firstIndex(of: ";") ?? scalars.count
        key = try Self.word(scalars, in: 0..<end, what: "a message key, like dashboard.latest-notes")
        guard end < scalars.count else {
            arguments = []
            return
        }
        let rest = String(String.UnicodeScalarView(scalars[(end + 1)...]))
        arguments = try ExpressionParser.bindings(rest, offset: end + 1)
    }

    /// Reads `attribute key; attribute key` (`c:msg-attrs`).
    static func attributes(parsing text: String) throws(ExpressionError) -> [(attribute: Expression.Segment, key: Expression.Segment)] {
        let scalars = Array(text.unicodeScalars)
        var out: [(attribute: Expression.Segment, key: Expression.Segment)] = []
        var start = 0
        while start < scalars.count {
            let end = scalars[start...].firstIndex(of: ";") ?? scalars.count
            var cursor = start
            while cursor < end, scalars[cursor].properties.isWhitespace { cursor += 1 }
            if cursor < end {
                let nameEnd = scalars[cursor..<end].firstIndex { $0.properties.isWhitespace } ?? end
                let attribute = try word(scalars, in: cursor..<nameEnd, what: "an attribute name")
                guard nameEnd < end else {
                    throw ExpressionError(message: "expected a message key after '\(attribute.name)'", offset: nameEnd)
                }
                out.append((attribute, try word(scalars, in: nameEnd..<end, what: "a message key")))
            }
            start = end + 1
        }
        if out.isEmpty { throw ExpressionError(message: "expected 'attribute message-key'", offset: 0) }
        return out
    }

    /// The one word of `range` (white space around it dropped): letters, digits, `.`, `-`, `_`, `:`.
    private static func word(
        _ scalars: [Unicode.Scalar], in range: Range<Int>, what: String
    ) throws(ExpressionError)
        -> Expression.Segment
    {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, scalars[lower].properties.isWhitespace { lower += 1 }
        while upper > lower, scalars[upper - 1].properties.isWhitespace { upper -= 1 }
        guard lower < upper else { throw ExpressionError(message: "expected \(what)", offset: lower) }
        for index in lower..<upper {
            let scalar = scalars[index]
            guard scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || ".-_:".unicodeScalars.contains(scalar)
            else {
                throw ExpressionError(message: "unexpected '\(scalar)' in \(what)", offset: index)
            }
        }
        return Expression.Segment(name: String(String.UnicodeScalarView(scalars[lower..<upper])), offset: lower)
    }
}
