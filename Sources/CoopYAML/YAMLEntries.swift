/// The top-level entries of a file whose root is a block list or a block mapping starting at
/// column 1 (every coop record file): the list's items, or the mapping's pairs, with the line
/// each starts on. What ``YAMLReparse`` splices.
struct YAMLEntries {
    /// Whether the root is a list (else a mapping).
    let isList: Bool
    /// The list's items (when ``isList``).
    private let items: [YAMLNode]
    /// The mapping's pairs (unless ``isList``).
    private let pairs: [YAMLPair]

    /// The entries of `root`; `nil` unless it is a block list or block mapping at column 1,
    /// a mapping's keys being plain scalars at column 1.
    init?(_ root: YAMLNode) {
        switch root {
        case .sequence(let list) where !list.isFlow && list.mark.column == 1:
            isList = true
            items = list.items
            pairs = []
        case .mapping(let mapping) where !mapping.isFlow && mapping.mark.column == 1:
            for pair in mapping.pairs {
                guard case .scalar(let key) = pair.key, key.isPlain, key.mark.column == 1 else { return nil }
            }
            isList = false
            items = []
            pairs = mapping.pairs
        default:
            return nil
        }
    }

    /// How many entries there are.
    var count: Int { isList ? items.count : pairs.count }

    /// The line each entry starts on, in `lines` (the file parsed into these entries); `nil`
    /// unless each starts a line of its own (a list item's line starting `- `, a key's with a
    /// letter or a digit) and no directive (`%…`) comes before them.
    func startLines(in lines: YAMLLineIndex) -> [Int]? {
        let starts = isList ? items.map(\.mark.line) : pairs.map(\.key.mark.line)
        guard let first = starts.first else { return nil }
        for (index, line) in starts.enumerated() {
            guard index == 0 || line > starts[index - 1], Self.startsEntry(lines.bytes, at: lines.offset(ofLine: line), list: isList)
            else { return nil }
        }
        for line in 1..<first {
            let offset = lines.offset(ofLine: line)
            if offset < lines.bytes.count, lines.bytes[offset] == UInt8(ascii: "%") { return nil }
        }
        return starts
    }

    /// Whether `region` (whole lines of a file) may be parsed alone: it starts an entry on
    /// its first line, and each of its lines is blank, a comment, indented, or starts an entry.
    func qualifies(_ region: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = 0
        while offset < region.count {
            let isFirst = offset == 0
            let first = region[offset]
            let isBlank = first == 0x0A || (first == 0x0D && offset + 1 < region.count && region[offset + 1] == 0x0A)
            let fits = Self.startsEntry(region, at: offset, list: isList)
            guard fits || (!isFirst && (isBlank || first == UInt8(ascii: " ") || first == UInt8(ascii: "#"))) else { return false }
            while offset < region.count, region[offset] != 0x0A { offset += 1 }
            offset += 1
        }
        return true
    }

    /// Whether the line at `offset` of `bytes` starts an entry: `- ` for a list, a letter or
    /// a digit for a mapping's key.
    private static func startsEntry(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, list: Bool) -> Bool {
        guard offset < bytes.count else { return false }
        let first = bytes[offset]
        if list { return first == UInt8(ascii: "-") && offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: " ") }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first | 0x20)
    }

    /// The root with the entries `replaced` in place of `changed` (their lines counted from the
    /// first line of the first of them, which is line `offset` + 1), and the entries after them
    /// moved down by `delta` lines; `nil` when no entry is left.
    func splicing(_ replaced: Range<Int>, with changed: YAMLEntries?, movedBy offset: Int, after delta: Int) -> YAMLNode? {
        if isList {
            let items =
                items[..<replaced.lowerBound] + (changed?.items ?? []).map { $0.moved(by: offset) }
                + items[replaced.upperBound...].map { $0.moved(by: delta) }
            guard let first = items.first else { return nil }
            return .sequence(YAMLSequence(items: Array(items), mark: YAMLMark(line: first.mark.line, column: 1), isFlow: false))
        }
        let pairs =
            pairs[..<replaced.lowerBound] + (changed?.pairs ?? []).map { $0.moved(by: offset) }
            + pairs[replaced.upperBound...].map { $0.moved(by: delta) }
        guard let first = pairs.first else { return nil }
        return .mapping(YAMLMapping(pairs: Array(pairs), mark: first.key.mark, isFlow: false))
    }
}
