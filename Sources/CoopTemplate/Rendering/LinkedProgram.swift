/// A compiled template flattened for rendering: the tree of ``Operation``s laid out as one
/// list of plain instructions, with jumps where the tree had bodies, and every literal byte,
/// field path, constant and filter in a table of its own.
///
/// The tree is what the compiler makes; this form is what
/// ``Renderer`` runs. Its instructions hold only numbers, so stepping through them copies no
/// reference and counts none; values are reached through pointers into the page's data.
/// Immutable once linked, so any number of pages may render with it at once.
///
/// `@unchecked Sendable`, as the compiler cannot check a table held through a pointer: every
/// table is allocated and written in `init`, only read after it, and freed in `deinit`, when no
/// page can be rendering with it. The pointers, not arrays, are what keep the renderer free of
/// reference counting (docs/performance.md, "A renderer without reference counting").
final class LinkedProgram: @unchecked Sendable {
    /// One step. What `a` to `d` mean depends on the code (see ``Code``).
    struct Instruction {
        /// What an instruction does.
        enum Code: UInt8 {
            /// Writes `bytes[a ..< a + b]`.
            case raw
            /// Writes value `a` as text, escaped for the ``TextContext`` numbered `b`.
            case text
            /// Writes value `a` unescaped, if it is markup.
            case markup
            /// Jumps to `c` when value `a`'s truthiness equals `b` (1: true): skips a body
            /// that runs only when it differs.
            case skip
            /// Starts a loop over value `a` (a list) with the item in slot `b` and the loop
            /// facts in slot `c` (-1: none); an empty list (or not a list) jumps to `d`.
            case eachStart
            /// Ends a loop body: the next item goes back to the instruction after `a` (the
            /// loop's `eachStart`); after the last one, on to the next instruction.
            case eachNext
            /// Sets slot `a` to value `b`.
            case define
            /// Writes attribute `bytes[b ..< b + c]` (its name, a space before it) from value `a`:
            /// left out when null or false, bare when true; a URL (`d` 1) is checked.
            case attribute
            /// Writes the URL attribute `bytes[c ..< c + d]` whose value is made of the
            /// `urlParts[a ..< a + b]`, checked and escaped.
            case urlAttribute
        }

        var code: Code
        var a: Int32 = 0
        var b: Int32 = 0
        var c: Int32 = 0
        var d: Int32 = 0
    }

    /// How a value is found: from a frame slot (or a constant), along a path of field
    /// indexes, through a chain of filters.
    struct Value {
        /// The frame slot, or for a constant, `-1 - index` in ``constants``.
        var base: Int32
        /// The field indexes, `paths[pathStart ..< pathStart + pathCount]`.
        var pathStart: Int32
        var pathCount: Int32
        /// The filters, `filters[filterStart ..< filterStart + filterCount]`, applied in order.
        var filterStart: Int32
        var filterCount: Int32
    }

    /// A piece of an interpolated URL: literal bytes `bytes[a ..< a + b]`, or value `a` (`b` -1).
    struct URLPart {
        var a: Int32
        var b: Int32
    }

    let instructions: UnsafeMutableBufferPointer<Instruction>
    let bytes: UnsafeMutableBufferPointer<UInt8>
    let paths: UnsafeMutableBufferPointer<Int32>
    let values: UnsafeMutableBufferPointer<Value>
    let urlParts: UnsafeMutableBufferPointer<URLPart>
    let constants: UnsafeMutableBufferPointer<TemplateValue>
    let filters: UnsafeMutableBufferPointer<CompiledFilter>

    /// Links `operations`.
    init(_ operations: [Operation]) {
        var linker = Linker()
        linker.link(operations)
        instructions = Self.copy(linker.instructions)
        bytes = Self.copy(linker.bytes)
        paths = Self.copy(linker.paths)
        values = Self.copy(linker.values)
        urlParts = Self.copy(linker.urlParts)
        constants = Self.copy(linker.constants)
        filters = Self.copy(linker.filters)
    }

    deinit {
        for table in [instructions.deallocate, bytes.deallocate, paths.deallocate, values.deallocate, urlParts.deallocate] { table() }
        constants.deinitialize().deallocate()
        filters.deinitialize().deallocate()
    }

    private static func copy<Element>(_ array: [Element]) -> UnsafeMutableBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(array.count, 1))
        _ = buffer.initialize(from: array)
        return UnsafeMutableBufferPointer(rebasing: buffer[0..<array.count])
    }
}

/// Lays out the operation tree as ``LinkedProgram``'s tables.
private struct Linker {
    var instructions: [LinkedProgram.Instruction] = []
    var bytes: [UInt8] = []
    var paths: [Int32] = []
    var values: [LinkedProgram.Value] = []
    var urlParts: [LinkedProgram.URLPart] = []
    var constants: [TemplateValue] = []
    var filters: [CompiledFilter] = []

    mutating func link(_ operations: [Operation]) {
        for operation in operations { link(operation) }
    }

    private mutating func link(_ operation: Operation) {
        switch operation {
        case .raw(let run):
            let start = store(run)
            instructions.append(.init(code: .raw, a: start, b: Int32(run.count)))
        case .text(let evaluation, let context):
            instructions.append(.init(code: .text, a: value(evaluation), b: context.code))
        case .markup(let evaluation):
            instructions.append(.init(code: .markup, a: value(evaluation)))
        case .when(let evaluation, let negated, let body):
            // The body runs when truthiness differs from `negated`: skip it when they are equal.
            let skip = instructions.count
            instructions.append(.init(code: .skip, a: value(evaluation), b: negated ? 1 : 0))
            link(body)
            instructions[skip].c = Int32(instructions.count)
        case .each(let evaluation, let variable, let loop, let body):
            let start = instructions.count
            instructions.append(.init(code: .eachStart, a: value(evaluation), b: Int32(variable), c: Int32(loop ?? -1)))
            link(body)
            instructions.append(.init(code: .eachNext, a: Int32(start)))
            instructions[start].d = Int32(instructions.count)
        case .define(let slot, let evaluation):
            instructions.append(.init(code: .define, a: Int32(slot), b: value(evaluation)))
        case .attribute(let name, let evaluation, let isURL):
            let start = store(Array((" " + name).utf8))
            instructions.append(.init(code: .attribute, a: value(evaluation), b: start, c: Int32(name.utf8.count + 1), d: isURL ? 1 : 0))
        case .urlAttribute(let name, let parts):
            let first = Int32(urlParts.count)
            for part in parts {
                switch part {
                case .literal(let text):
                    let start = store(Array(text.utf8))
                    urlParts.append(.init(a: start, b: Int32(text.utf8.count)))
                case .value(let evaluation):
                    urlParts.append(.init(a: value(evaluation), b: -1))
                }
            }
            let start = store(Array((" " + name + "=\"").utf8))
            instructions.append(.init(code: .urlAttribute, a: first, b: Int32(parts.count), c: start, d: Int32(name.utf8.count + 3)))
        }
    }

    private mutating func store(_ run: [UInt8]) -> Int32 {
        defer { bytes += run }
        return Int32(bytes.count)
    }

    /// The index of a new value table entry for `evaluation`.
    private mutating func value(_ evaluation: Evaluation) -> Int32 {
        var chain: [CompiledFilter] = []
        var path: [Int32] = []
        var base: Int32 = 0
        var current = evaluation
        walk: while true {
            switch current {
            case .constant(let constant):
                base = -1 - Int32(constants.count)
                constants.append(constant)
                break walk
            case .slot(let slot):
                base = Int32(slot)
                break walk
            case .field(let inner, let index):
                path.append(Int32(index))
                current = inner
            case .filter(let inner, let filter):
                // Seen from the outside in, filters come first, then the path they apply to.
                // A filter met after a field is one whose result a field is read from.
                guard path.isEmpty else { return nullFromFilter() }
                chain.append(filter)
                current = inner
            }
        }
        values.append(
            .init(
                base: base, pathStart: Int32(paths.count), pathCount: Int32(path.count),
                filterStart: Int32(filters.count), filterCount: Int32(chain.count)))
        paths += path.reversed()
        filters += chain.reversed()
        return Int32(values.count - 1)
    }

    /// A field read from a filter's result: no filter gives an object, so the value is null
    /// whatever the data; it is linked as the constant null.
    private mutating func nullFromFilter() -> Int32 {
        value(.constant(.null))
    }
}
