/// The blocks parsed from some lines, and how they were separated.
struct ParsedBlocks {
    /// The blocks, in order.
    var blocks: [Block]
    /// Whether a blank line stands between two of the blocks (which makes a list item loose).
    var hasBlankLineBetweenBlocks: Bool
}

/// Parses lines into ``Block``s.
///
/// Each container — block quote or list item — is parsed by collecting its lines with
/// the container's marker or indentation removed, and parsing those again one level
/// deeper. Nesting stops at ``maxNesting``: deeper `>` and list markers are text. The
/// recursion is therefore bounded, and every line is looked at a bounded number of
/// times per level, so parsing is linear in the size of the source.
struct BlockParser {
    /// How many block quotes and list items may nest.
    static let maxNesting = 16

    /// Recognizes the block markers.
    let markers: BlockMarkers
    /// Recognizes the rows of tables.
    let tables: TableSyntax

    /// A parser for lines of `bytes`.
    init(bytes: [UInt8]) {
        markers = BlockMarkers(bytes: bytes)
        tables = TableSyntax(markers: markers)
    }

    private var bytes: [UInt8] { markers.bytes }

    /// The blocks of `lines`, which sit inside `depth` containers.
    func parse(_ lines: [Line], depth: Int) -> ParsedBlocks {
        var blocks: [Block] = []
        var blankLineBetween = false
        var afterBlankLine = false
        var index = 0
        while index < lines.count {
            if markers.isBlank(lines[index]) {
                afterBlankLine = !blocks.isEmpty
                index += 1
                continue
            }
            if afterBlankLine {
                blankLineBetween = true
                afterBlankLine = false
            }
            let (block, next) = parseBlock(at: index, in: lines, depth: depth)
            blocks.append(block)
            index = next
        }
        return ParsedBlocks(blocks: blocks, hasBlankLineBetweenBlocks: blankLineBetween)
    }

    /// The block that starts at the non-blank line `index`, and the index of the line after it.
    private func parseBlock(at index: Int, in lines: [Line], depth: Int) -> (Block, Int) {
        let line = lines[index]
        if let fence = markers.fenceOpening(line) {
            return parseFence(fence, at: index, in: lines)
        }
        if let heading = markers.heading(line) {
            return (.heading(level: heading.level, text: Array(bytes[heading.text.start..<heading.text.end])), index + 1)
        }
        if markers.isThematicBreak(line) {
            return (.rule, index + 1)
        }
        if depth < Self.maxNesting {
            if markers.quoteContent(line) != nil {
                return parseQuote(at: index, in: lines, depth: depth)
            }
            if let marker = markers.listMarker(line) {
                return parseList(startingWith: marker, at: index, in: lines, depth: depth)
            }
        }
        if let table = parseTable(at: index, in: lines, depth: depth) {
            return table
        }
        return parseParagraph(at: index, in: lines, depth: depth)
    }

    /// Whether `line` starts a block that ends a paragraph before it. An ordered item
    /// starts one only when numbered 1, and an empty item never does, so a wrapped
    /// line like `2019. A good year` stays in its paragraph.
    private func interruptsParagraph(_ line: Line, depth: Int) -> Bool {
        if markers.fenceOpening(line) != nil || markers.heading(line) != nil || markers.isThematicBreak(line) {
            return true
        }
        guard depth < Self.maxNesting else { return false }
        if markers.quoteContent(line) != nil {
            return true
        }
        if let marker = markers.listMarker(line), !marker.isEmpty {
            if case .bullet = marker.kind { return true }
            return marker.number == 1
        }
        return false
    }

    /// Whether `line`, found where its container's marker or indentation is missing,
    /// still belongs to the container as the continuation of a paragraph (a "lazy" line):
    /// the container's last line so far, `previous`, must be paragraph text, not a code
    /// block's line (`fence` tells whether one is open).
    private func isLazyContinuation(_ line: Line, after previous: Line?, fence: FenceState, depth: Int) -> Bool {
        guard let previous, !fence.isOpen, !markers.isBlank(previous), !markers.isBlank(line),
            !interruptsParagraph(line, depth: depth)
        else { return false }
        return markers.fenceOpening(previous) == nil && markers.heading(previous) == nil
            && !markers.isThematicBreak(previous)
    }

    private func parseParagraph(at index: Int, in lines: [Line], depth: Int) -> (Block, Int) {
        var end = index + 1
        while end < lines.count, !markers.isBlank(lines[end]), !interruptsParagraph(lines[end], depth: depth),
            tableAlignments(at: end, in: lines) == nil
        {
            end += 1
        }
        var text: [UInt8] = []
        for line in lines[index..<end] {
            if !text.isEmpty { text.append(ASCII.newline) }
            text.append(contentsOf: bytes[markers.indentation(of: line).contentStart..<line.end])
        }
        while let last = text.last, ASCII.isSpaceOrTab(last) { text.removeLast() }
        return (.paragraph(text), end)
    }

    /// The alignments of the table whose header row is line `index`: the next line is a
    /// delimiter row with as many cells.
    private func tableAlignments(at index: Int, in lines: [Line]) -> [TableAlignment]? {
        guard index + 1 < lines.count, markers.indentation(of: lines[index]).columns <= BlockMarkers.maxMarkerIndent,
            let alignments = tables.delimiterRow(lines[index + 1]),
            tables.cells(of: lines[index]).count == alignments.count
        else { return nil }
        return alignments
    }

    /// The table whose header row is line `index`, with the rows up to a blank line or
    /// the start of another block; each row cut or filled with empty cells to the
    /// header's number.
    private func parseTable(at index: Int, in lines: [Line], depth: Int) -> (Block, Int)? {
        guard let alignments = tableAlignments(at: index, in: lines) else { return nil }
        var rows: [[[UInt8]]] = []
        var next = index + 2
        while next < lines.count, !markers.isBlank(lines[next]), !interruptsParagraph(lines[next], depth: depth) {
            let cells = tables.cells(of: lines[next])
            rows.append(Array(cells.prefix(alignments.count)) + Array(repeating: [], count: max(0, alignments.count - cells.count)))
            next += 1
        }
        let table = TableBlock(alignments: alignments, header: tables.cells(of: lines[index]), rows: rows)
        return (.table(table), next)
    }

    private func parseFence(_ fence: FenceOpening, at index: Int, in lines: [Line]) -> (Block, Int) {
        var text: [UInt8] = []
        var next = index + 1
        while next < lines.count {
            let line = lines[next]
            next += 1
            if markers.isFenceClosing(line, of: fence) { break }
            let content = markers.removingIndentation(fence.indent, from: line)
            text.append(contentsOf: bytes[content.start..<content.end])
            text.append(ASCII.newline)
        }
        return (.code(language: BackslashEscapes.resolved(bytes[fence.info.start..<fence.info.end]), text: text), next)
    }

    private func parseQuote(at index: Int, in lines: [Line], depth: Int) -> (Block, Int) {
        var inner: [Line] = []
        var fence = FenceState()
        var next = index
        while next < lines.count {
            let line = lines[next]
            if let content = markers.quoteContent(line) {
                inner.append(content)
                fence.see(content, markers: markers)
            } else if isLazyContinuation(line, after: inner.last, fence: fence, depth: depth) {
                inner.append(line)
            } else {
                break
            }
            next += 1
        }
        return (.quote(parse(inner, depth: depth + 1).blocks), next)
    }

    /// A list: items of the same kind as `first`, each with the lines under it, as
    /// CommonMark reads them.
    ///
    /// A line belongs to the current item when indented at least to the item's content
    /// column (where the text after its marker starts), and loses that indentation. A line
    /// indented less ends the item: a marker of the same kind starts the next item, any
    /// other marker or block ends the list, and paragraph text continues the item's
    /// paragraph lazily. An item that starts with a blank line (`-` alone) and meets
    /// another is empty: what follows is no longer inside it.
    private func parseList(startingWith first: ListMarker, at index: Int, in lines: [Line], depth: Int) -> (Block, Int) {
        var itemLines: [[Line]] = []
        var current = [first.content]
        var marker = first
        var fence = FenceState()
        fence.see(first.content, markers: markers)
        var isClosed = false
        var isLoose = false
        var blankLines = 0
        var next = index + 1
        var end = next
        while next < lines.count {
            let line = lines[next]
            if markers.isBlank(line) {
                if marker.isEmpty, current.count == 1 { isClosed = true }
                if !isClosed { current.append(line) }
                blankLines += 1
                next += 1
                continue
            }
            if !isClosed, markers.indentation(of: line).columns >= marker.contentIndent {
                let content = markers.removingIndentation(marker.contentIndent, from: line)
                current.append(content)
                fence.see(content, markers: markers)
            } else if markers.isThematicBreak(line) {
                break
            } else if let sibling = markers.listMarker(line) {
                guard sibling.kind == first.kind else { break }
                if blankLines > 0 { isLoose = true }
                itemLines.append(current)
                current = [sibling.content]
                marker = sibling
                fence = FenceState()
                fence.see(sibling.content, markers: markers)
                isClosed = false
            } else if blankLines == 0, !isClosed, isLazyContinuation(line, after: current.last, fence: fence, depth: depth) {
                current.append(line)
            } else {
                break
            }
            blankLines = 0
            next += 1
            end = next
        }
        itemLines.append(current)

        var items: [[Block]] = []
        for lines in itemLines {
            let parsed = parse(lines, depth: depth + 1)
            if parsed.hasBlankLineBetweenBlocks { isLoose = true }
            items.append(parsed.blocks)
        }
        let isOrdered = if case .ordered = first.kind { true } else { false }
        let list = ListBlock(isOrdered: isOrdered, start: first.number, isTight: !isLoose, items: items)
        return (.list(list), end)
    }
}

/// Whether the lines gathered for a container so far leave a fenced code block open, so
/// that a line missing the container's marker cannot continue a paragraph.
struct FenceState {
    /// The fence of the open code block.
    private var open: FenceOpening?

    /// Whether a code block is open.
    var isOpen: Bool { open != nil }

    /// Takes the container's next line.
    mutating func see(_ line: Line, markers: BlockMarkers) {
        if let fence = open {
            if markers.isFenceClosing(line, of: fence) { open = nil }
        } else {
            open = markers.fenceOpening(line)
        }
    }
}
