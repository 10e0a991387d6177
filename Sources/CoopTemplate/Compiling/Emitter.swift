/// Collects operations, merging consecutive static markup into one `raw` run.
struct Emitter {
    private var operations: [Operation] = []
    private var pending: [UInt8] = []

    /// Appends static markup, written as is.
    mutating func raw(_ text: String) { pending.append(contentsOf: text.utf8) }

    /// Appends the white space between two tags: one line break or one space, and nothing
    /// when the output already ends with white space (a dropped comment or element).
    mutating func whitespace(newline: Bool) {
        if let last = pending.last, last == 0x0A || last == 0x20 {
            if newline, last == 0x20 { pending[pending.count - 1] = 0x0A }
            return
        }
        pending.append(newline ? 0x0A : 0x20)
    }

    /// Appends static text, escaped for `context`.
    mutating func escaped(_ text: String, for context: TextContext) {
        HTMLSyntax.append(text, escapedFor: context, to: &pending)
    }

    /// Appends a dynamic operation.
    mutating func append(_ operation: Operation) {
        flush()
        operations.append(operation)
    }

    /// Appends everything another emitter collected.
    mutating func append(contentsOf other: Emitter) {
        var other = other
        for operation in other.finish() {
            if case .raw(let bytes) = operation { pending.append(contentsOf: bytes) } else { append(operation) }
        }
    }

    private mutating func flush() {
        if !pending.isEmpty {
            operations.append(.raw(pending))
            pending = []
        }
    }

    /// The operations collected.
    mutating func finish() -> [Operation] {
        flush()
        return operations
    }
}
