/// A content file's bytes, with what edits need to keep them: its line end and its lines.
///
/// Edits only insert whole lines (or, for `--replace`, swap one entry's lines): every other
/// byte — a byte-order mark, comments, blank lines, CRLF line ends, a missing final newline —
/// stays as it was.
struct TextFile {
    private(set) var bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// `\r\n` when most lines of the file end so, else `\n`.
    var lineEnd: String {
        var crlf = 0
        var lf = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            if index > 0, bytes[index - 1] == 0x0D { crlf += 1 } else { lf += 1 }
        }
        return crlf > lf ? "\r\n" : "\n"
    }

    /// The byte offset where 1-based line `number` starts (the end of the file past the last line).
    func offset(ofLine number: Int) -> Int {
        guard number > 1 else { return bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0 }
        var line = 1
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            line += 1
            if line == number { return index + 1 }
        }
        return bytes.count
    }

    /// The text of 1-based line `number` without its line end.
    func line(_ number: Int) -> String {
        let start = offset(ofLine: number)
        var end = start
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// How many lines there are (a final line without a line end counts).
    var lineCount: Int {
        let breaks = bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        return bytes.last == 0x0A || bytes.isEmpty ? breaks : breaks + 1
    }

    /// Inserts `lines` (each without a line end) before 1-based line `number` (or at the end).
    /// At the end of a file without a final line end, one is added before them.
    mutating func insert(_ lines: [String], beforeLine number: Int) {
        let end = lineEnd
        let at = number > lineCount ? bytes.count : offset(ofLine: number)
        var text = lines.map { $0 + end }.joined()
        if at == bytes.count, let last = bytes.last, last != 0x0A { text = end + String(text.dropLast(end.count)) }
        bytes.insert(contentsOf: Array(text.utf8), at: at)
    }

    /// Replaces lines `range` (1-based, inclusive) with `lines`.
    mutating func replace(lines range: ClosedRange<Int>, with lines: [String]) {
        let start = offset(ofLine: range.lowerBound)
        let stop = range.upperBound >= lineCount ? bytes.count : offset(ofLine: range.upperBound + 1)
        let keepsEnd = stop < bytes.count || bytes.last == 0x0A
        var text = lines.map { $0 + lineEnd }.joined()
        if !keepsEnd { text = String(text.dropLast(lineEnd.count)) }
        bytes.replaceSubrange(start..<stop, with: Array(text.utf8))
    }
}
