/// How a table column's cells are aligned, from the colons of its delimiter cell.
enum TableAlignment: Equatable {
    /// `---`: as the page aligns text.
    case none
    /// `:--`
    case left
    /// `:-:`
    case center
    /// `--:`
    case right
}

/// A table of GitHub Flavored Markdown: a header row, a delimiter row, and body rows.
struct TableBlock {
    /// Each column's alignment.
    var alignments: [TableAlignment]
    /// The header's cells, as inline Markdown.
    var header: [[UInt8]]
    /// The body's rows, each with one cell a column, as inline Markdown.
    var rows: [[[UInt8]]]
}

/// Recognizes the rows of GitHub Flavored Markdown tables.
///
/// ```
/// | Month | Eggs |
/// |-------|-----:|
/// | March |  120 |
/// ```
///
/// Cells are separated by `|`; a pipe at the start or end of a row is optional, and `\|`
/// is a pipe inside a cell (also inside a code span). The delimiter row holds a `-`-run
/// per column, with a colon on the left, the right or both for the alignment, and at
/// least one `|`, so a thematic break (`---`) is never taken for one. Like every block
/// marker, a row may be indented by up to three columns.
struct TableSyntax {
    /// Recognizes indentation and blank lines.
    let markers: BlockMarkers

    private var bytes: [UInt8] { markers.bytes }

    /// The alignments of `line` read as a delimiter row, or `nil` when it is not one.
    func delimiterRow(_ line: Line) -> [TableAlignment]? {
        let indent = markers.indentation(of: line)
        guard indent.columns <= BlockMarkers.maxMarkerIndent,
            bytes[indent.contentStart..<line.end].contains(ASCII.pipe)
        else { return nil }
        var alignments: [TableAlignment] = []
        for cell in cellRanges(of: line) {
            let cell = markers.trimmed(cell)
            var start = cell.start
            var end = cell.end
            let left = start < end && bytes[start] == ASCII.colon
            if left { start += 1 }
            let right = end > start && bytes[end - 1] == ASCII.colon
            if right { end -= 1 }
            guard start < end, bytes[start..<end].allSatisfy({ $0 == ASCII.minus }) else { return nil }
            alignments.append(left && right ? .center : left ? .left : right ? .right : .none)
        }
        return alignments.isEmpty ? nil : alignments
    }

    /// The cells of `line` read as a row: each trimmed, with `\|` made `|`.
    func cells(of line: Line) -> [[UInt8]] {
        cellRanges(of: line).map { range in
            let cell = markers.trimmed(range)
            var text: [UInt8] = []
            text.reserveCapacity(cell.end - cell.start)
            var index = cell.start
            while index < cell.end {
                if bytes[index] == ASCII.backslash, index + 1 < cell.end, bytes[index + 1] == ASCII.pipe { index += 1 }
                text.append(bytes[index])
                index += 1
            }
            return text
        }
    }

    /// The ranges between the unescaped pipes of `line`, without the empty ones a leading
    /// or trailing pipe makes.
    private func cellRanges(of line: Line) -> [Line] {
        let row = markers.trimmed(line)
        var cells: [Line] = []
        var start = row.start
        var index = row.start
        while index < row.end {
            if bytes[index] == ASCII.backslash {
                index += 2
                continue
            }
            if bytes[index] == ASCII.pipe {
                if index > row.start { cells.append(Line(start: start, end: index)) }
                start = index + 1
            }
            index += 1
        }
        if start < row.end { cells.append(Line(start: start, end: row.end)) }
        return cells
    }
}
