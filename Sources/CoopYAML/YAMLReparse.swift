/// Parses a new version of a file from the parse of the version before it, reading again only
/// the top-level entries whose lines changed: what an edit of one record of a large file (a
/// notes.yaml of thousands of notes) costs is then that record, not the whole file.
///
/// A file qualifies when it is a block list (`- …` lines) or a block mapping (`key: …`
/// lines) whose entries all start at column 1, with no directive (`%…`) before them, as coop
/// files are. The changed lines are widened to whole entries, from the start of the entry
/// they begin in to the start of the next entry they do not reach: at such a line libyaml has
/// closed everything the entries above opened, so those lines parse alone as they would in
/// the file. They are parsed alone (checked as text first, as a whole file is) only when each
/// of them is blank, a comment, indented, or starts an entry, the first of them starts one,
/// and they hold no `---` or `...`; the entries after them move by the lines added or taken
/// out. Anything else, and any problem in the changed lines, is left to a parse of the whole
/// file, so that a problem is reported exactly as it always is.
enum YAMLReparse {
    /// The root of `bytes`, from `earlier` (the file's bytes before) and `root` (their
    /// parse); `nil` when the change does not qualify and the whole file must be parsed.
    static func root(of bytes: UnsafeBufferPointer<UInt8>, earlier: UnsafeBufferPointer<UInt8>, root: YAMLNode) -> YAMLNode? {
        guard let entries = YAMLEntries(root), let old = YAMLLineIndex(earlier), let starts = entries.startLines(in: old) else {
            return nil
        }
        let prefix = commonPrefix(bytes, earlier)
        if prefix == bytes.count, prefix == earlier.count { return root }
        let suffix = commonSuffix(bytes, earlier, limit: min(bytes.count, earlier.count) - prefix)
        // The old lines that changed: from the one holding the first changed byte to the one
        // holding the last (for an insertion, the line it goes before).
        let firstChanged = old.line(holding: prefix)
        let lastChanged = prefix + suffix < earlier.count ? old.line(holding: earlier.count - suffix - 1) : firstChanged
        guard let first = starts.lastIndex(where: { $0 <= firstChanged }) else { return nil }
        let next = starts.firstIndex { $0 > lastChanged } ?? starts.count
        let start = old.offset(ofLine: starts[first])
        let oldEnd = next < starts.count ? old.offset(ofLine: starts[next]) : earlier.count
        let end = bytes.count - (earlier.count - oldEnd)
        guard start <= end else { return nil }
        let region = UnsafeBufferPointer(rebasing: bytes[start..<end])
        guard entries.qualifies(region), case .success(let parsed) = YAMLParser.parse(Array(region), path: "") else { return nil }
        let offset = starts[first] - 1
        let delta = lineBreaks(in: region) - lineBreaks(in: UnsafeBufferPointer(rebasing: earlier[start..<oldEnd]))
        var changed: YAMLEntries?
        if let parsed {
            guard let read = YAMLEntries(parsed), read.isList == entries.isList, parsed.mark.line == 1 else { return nil }
            changed = read
        }
        return entries.splicing(first..<next, with: changed, movedBy: offset, after: delta)
    }

    /// How many bytes `a` and `b` share at their start.
    private static func commonPrefix(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let count = min(a.count, b.count)
        var index = 0
        while index < count, a[index] == b[index] { index += 1 }
        return index
    }

    /// How many bytes `a` and `b` share at their end, at most `limit`.
    private static func commonSuffix(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, limit: Int) -> Int {
        var length = 0
        while length < limit, a[a.count - 1 - length] == b[b.count - 1 - length] { length += 1 }
        return length
    }

    /// How many line feeds `bytes` holds.
    private static func lineBreaks(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }
}
