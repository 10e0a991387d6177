/// A content file's bytes, with what edits need to keep them: its line end and its lines.
///
/// Edits only insert whole lines (or, for `--replace`, swap one entry's lines): every other
/// byte — a byte-order mark, comments, blank lines, CRLF line ends, a missing final newline —
/// stays as it was.
///
/// Where each line ends is found once, when the bytes are set, so that reading any line
/// costs only that line: an edit reads every entry's last line to find where the entries
/// end, and reading each from the file's start made edits of a large file (a notes.yaml of
/// thousands of notes) take time growing with the square of its size.
struct TextFile {
    /// The file's bytes.
    private(set) var bytes: [UInt8] {
        didSet { lineBreaks = LineBreaks(bytes) }
    }
    /// Where the file's lines end, and how.
    private var lineBreaks: LineBreaks

    /// The file holding `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        lineBreaks = LineBreaks(bytes)
    }

    /// `\r\n` when most lines of the file end so, else `\n`.
    var lineEnd: String { lineBreaks.crlfCount > lineBreaks.lfCount ? "\r\n" : "\n" }

    /// The byte offset where 1-based line `number` starts (the end of the file past the last line).
    func offset(ofLine number: Int) -> Int {
        guard number > 1 else { return bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0 }
        let breaks = lineBreaks.offsets
        return number - 2 < breaks.count ? breaks[number - 2] + 1 : bytes.count
    }

    /// The text of 1-based line `number` without its line end.
    func line(_ number: Int) -> String {
        let start = offset(ofLine: number)
        let breaks = lineBreaks.offsets
        let index = max(number, 1) - 1
        var end = index < breaks.count ? breaks[index] : bytes.count
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }

    /// How many lines there are (a final line without a line end counts).
    var lineCount: Int {
        let breaks = lineBreaks.offsets.count
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
        let end = lineEnd
        var text = lines.map { $0 + end }.joined()
        if !keepsEnd { text = String(text.dropLast(end.count)) }
        bytes.replaceSubrange(start..<stop, with: Array(text.utf8))
    }

    /// Makes `changes`, whose line numbers are those of the file before any of them: from
    /// the bottom up, so that each change's lines are still where they were; at one line, a
    /// replacement before an insertion above it, and of two insertions at one line the later
    /// in `changes` first, so that they end up in the order of `changes`.
    mutating func apply(_ changes: [LineChange]) {
        let order = changes.indices.sorted {
            let (a, b) = (changes[$0], changes[$1])
            return (a.line, a.replacing == nil ? 0 : 1, $0) > (b.line, b.replacing == nil ? 0 : 1, $1)
        }
        for change in order.map({ changes[$0] }) {
            if let range = change.replacing {
                replace(lines: range, with: change.lines)
            } else {
                insert(change.lines, beforeLine: change.line)
            }
        }
    }
}

/// A change of a file's lines: `lines` in place of the lines `replacing`, or, when it
/// replaces none, inserted before `line`.
typealias LineChange = (line: Int, replacing: ClosedRange<Int>?, lines: [String])
