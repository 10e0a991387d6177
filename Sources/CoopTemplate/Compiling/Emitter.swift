/// Collects operations, merging consecutive static markup into one `raw` run.
struct Emitter {
    private var operations: [Operation] = []
    private var pending: [UInt8] = []
    /// Where the current section starts in `pending`: ``whitespace(newline:)`` looks only
    /// at what was written since (see ``beginSection()``).
    private var floor = 0
    /// How many runs were flushed, to tell whether `pending` was emptied within a section.
    private var flushes = 0

    /// Where a section began, to end it with ``endSection(_:)``.
    struct Section {
        fileprivate let floor: Int
        fileprivate let flushes: Int
    }

    /// Appends static markup, written as is.
    mutating func raw(_ text: String) { pending.append(contentsOf: text.utf8) }

    /// Appends static markup already encoded (and escaped where needed).
    mutating func raw(_ bytes: [UInt8]) { pending.append(contentsOf: bytes) }

    /// Appends static markup already encoded (and escaped where needed).
    mutating func raw(_ bytes: ArraySlice<UInt8>) { pending.append(contentsOf: bytes) }

    /// Appends the white space between two tags: one line break or one space, and nothing
    /// when the output already ends with white space (a dropped comment or element) written
    /// in this section.
    mutating func whitespace(newline: Bool) {
        if pending.count > floor, let last = pending.last, last == 0x0A || last == 0x20 {
            if newline, last == 0x20 { pending[pending.count - 1] = 0x0A }
            return
        }
        pending.append(newline ? 0x0A : 0x20)
    }

    /// Starts a section: what is written until ``endSection(_:)`` is written as if to an
    /// emitter of its own whose operations are then appended (``append(contentsOf:)``), so
    /// white space at its start is not folded into white space before it.
    mutating func beginSection() -> Section {
        let section = Section(floor: floor, flushes: flushes)
        floor = pending.count
        return section
    }

    /// Ends the section begun at `section`: white space after it folds into white space at
    /// its end, as with what came before the section.
    mutating func endSection(_ section: Section) {
        if flushes == section.flushes { floor = section.floor }
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
            // A copy of just the bytes; `pending` keeps its room for the next run.
            operations.append(.raw(pending.withUnsafeBufferPointer { Array($0) }))
            pending.removeAll(keepingCapacity: true)
            floor = 0
            flushes += 1
        }
    }

    /// The operations collected.
    mutating func finish() -> [Operation] {
        flush()
        return operations
    }
}
