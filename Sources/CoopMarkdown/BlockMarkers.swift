/// The leading whitespace of a line.
struct Indentation {
    /// Its width in columns; a tab advances to the next multiple of four.
    var columns: Int
    /// The offset of the first byte that is not a space or a tab.
    var contentStart: Int
}

/// The kind of list a list item marker belongs to; an item of another kind starts a new list.
enum ListKind: Equatable {
    /// `-`, `+` or `*`, by its character.
    case bullet(UInt8)
    /// Digits followed by `.` or `)`, by that delimiter.
    case ordered(UInt8)
}

/// A list item marker at the start of a line.
struct ListMarker {
    /// The kind of list.
    var kind: ListKind
    /// The number of an ordered item; 1 for bullets.
    var number: Int
    /// The columns of whitespace before the marker.
    var indent: Int
    /// The column where the item's content starts.
    var contentIndent: Int
    /// The rest of the line after the marker and its spaces.
    var content: Line
    /// Whether nothing follows the marker on its line.
    var isEmpty: Bool
}

/// The opening line of a fenced code block.
struct FenceOpening {
    /// The columns of whitespace before the fence, removed from each content line.
    var indent: Int
    /// The fence's character, a backtick or a tilde; the closing fence uses the same.
    var character: UInt8
    /// The number of fence characters; the closing fence needs at least as many.
    var length: Int
    /// The first word of the info string (usually the language).
    var info: Line
}

/// Recognizes the markers that start blocks, on the lines of one source.
///
/// A marker may be indented by up to three columns; a line indented more is text.
/// Every function looks at one line only and takes time linear in its length.
struct BlockMarkers {
    /// The source the lines point into.
    let bytes: [UInt8]

    /// How far a block marker may be indented.
    static let maxMarkerIndent = 3

    /// The leading whitespace of `line`.
    func indentation(of line: Line) -> Indentation {
        var columns = 0
        var index = line.start
        while index < line.end {
            switch bytes[index] {
            case ASCII.space: columns += 1
            case ASCII.tab: columns += 4 - columns % 4
            default: return Indentation(columns: columns, contentStart: index)
            }
            index += 1
        }
        return Indentation(columns: columns, contentStart: index)
    }

    /// Whether `line` holds nothing but spaces and tabs.
    func isBlank(_ line: Line) -> Bool {
        indentation(of: line).contentStart == line.end
    }

    /// `line` without up to `columns` columns of leading whitespace (a tab that
    /// straddles the limit is removed whole).
    func removingIndentation(_ columns: Int, from line: Line) -> Line {
        var removed = 0
        var index = line.start
        while index < line.end, removed < columns {
            switch bytes[index] {
            case ASCII.space: removed += 1
            case ASCII.tab: removed += 4 - removed % 4
            default: return Line(start: index, end: line.end)
            }
            index += 1
        }
        return Line(start: index, end: line.end)
    }

    /// `line` without leading and trailing spaces and tabs.
    func trimmed(_ line: Line) -> Line {
        var start = line.start
        var end = line.end
        while start < end, ASCII.isSpaceOrTab(bytes[start]) { start += 1 }
        while end > start, ASCII.isSpaceOrTab(bytes[end - 1]) { end -= 1 }
        return Line(start: start, end: end)
    }

    /// The level and text of an ATX heading (`## Title ##`).
    func heading(_ line: Line) -> (level: Int, text: Line)? {
        let indent = indentation(of: line)
        guard indent.columns <= Self.maxMarkerIndent else { return nil }
        var index = indent.contentStart
        while index < line.end, index - indent.contentStart <= 6, bytes[index] == ASCII.hash { index += 1 }
        let level = index - indent.contentStart
        guard (1...6).contains(level), index == line.end || ASCII.isSpaceOrTab(bytes[index]) else { return nil }
        var text = trimmed(Line(start: index, end: line.end))
        // An optional closing sequence of `#`, after a space.
        var closing = text.end
        while closing > text.start, bytes[closing - 1] == ASCII.hash { closing -= 1 }
        if closing == text.start {
            text.end = text.start
        } else if closing < text.end, ASCII.isSpaceOrTab(bytes[closing - 1]) {
            text = trimmed(Line(start: text.start, end: closing))
        }
        return (level, text)
    }

    /// Whether `line` is a thematic break: three or more `-`, `*` or `_`, maybe spaced, alone.
    func isThematicBreak(_ line: Line) -> Bool {
        let indent = indentation(of: line)
        guard indent.columns <= Self.maxMarkerIndent, indent.contentStart < line.end else { return false }
        let marker = bytes[indent.contentStart]
        guard marker == ASCII.minus || marker == ASCII.asterisk || marker == ASCII.underscore else { return false }
        var count = 0
        for index in indent.contentStart..<line.end {
            if bytes[index] == marker {
                count += 1
            } else if !ASCII.isSpaceOrTab(bytes[index]) {
                return false
            }
        }
        return count >= 3
    }

    /// The opening fence of a code block: three or more backticks or tildes and an
    /// optional info string (with no backtick after a backtick fence).
    func fenceOpening(_ line: Line) -> FenceOpening? {
        let indent = indentation(of: line)
        guard indent.columns <= Self.maxMarkerIndent, indent.contentStart < line.end else { return nil }
        let character = bytes[indent.contentStart]
        guard character == ASCII.backtick || character == ASCII.tilde else { return nil }
        let length = run(of: character, from: indent.contentStart, in: line)
        guard length >= 3 else { return nil }
        let info = trimmed(Line(start: indent.contentStart + length, end: line.end))
        if character == ASCII.backtick, bytes[info.start..<info.end].contains(ASCII.backtick) { return nil }
        var wordEnd = info.start
        while wordEnd < info.end, !ASCII.isSpaceOrTab(bytes[wordEnd]) { wordEnd += 1 }
        return FenceOpening(
            indent: indent.columns, character: character, length: length, info: Line(start: info.start, end: wordEnd))
    }

    /// Whether `line` closes the code block `fence` opened: as many of its characters or more, alone.
    func isFenceClosing(_ line: Line, of fence: FenceOpening) -> Bool {
        let indent = indentation(of: line)
        guard indent.columns <= Self.maxMarkerIndent else { return false }
        let count = run(of: fence.character, from: indent.contentStart, in: line)
        return count >= fence.length && isBlank(Line(start: indent.contentStart + count, end: line.end))
    }

    /// The content of a block quote line: what follows `>` and one optional space.
    func quoteContent(_ line: Line) -> Line? {
        let indent = indentation(of: line)
        guard indent.columns <= Self.maxMarkerIndent, indent.contentStart < line.end,
            bytes[indent.contentStart] == ASCII.greaterThan
        else { return nil }
        var start = indent.contentStart + 1
        if start < line.end, ASCII.isSpaceOrTab(bytes[start]) { start += 1 }
        return Line(start: start, end: line.end)
    }

    /// The list item marker that starts `line`: `-`, `+`, `*`, or one to nine digits and
    /// `.` or `)`, followed by whitespace or the end of the line.
    func listMarker(_ line: Line) -> ListMarker? {
        let indent = indentation(of: line)
        guard indent.columns <= Self.maxMarkerIndent, indent.contentStart < line.end else { return nil }
        var index = indent.contentStart
        let kind: ListKind
        var number = 1
        let first = bytes[index]
        if first == ASCII.minus || first == ASCII.plus || first == ASCII.asterisk {
            kind = .bullet(first)
            index += 1
        } else {
            var value = 0
            while index < line.end, index - indent.contentStart < 9, ASCII.isDigit(bytes[index]) {
                value = value * 10 + Int(bytes[index] - 0x30)
                index += 1
            }
            guard index > indent.contentStart, index < line.end,
                bytes[index] == ASCII.period || bytes[index] == ASCII.closeParenthesis
            else { return nil }
            kind = .ordered(bytes[index])
            number = value
            index += 1
        }
        let markerEnd = indent.columns + (index - indent.contentStart)
        let empty = ListMarker(
            kind: kind, number: number, indent: indent.columns, contentIndent: markerEnd + 1,
            content: Line(start: line.end, end: line.end), isEmpty: true)
        guard index < line.end else { return empty }
        guard ASCII.isSpaceOrTab(bytes[index]) else { return nil }
        var column = markerEnd
        var contentStart = index
        while contentStart < line.end, ASCII.isSpaceOrTab(bytes[contentStart]) {
            column += bytes[contentStart] == ASCII.tab ? 4 - column % 4 : 1
            contentStart += 1
        }
        guard contentStart < line.end else { return empty }
        if column - markerEnd > 4 {
            // Content after five or more spaces starts one space after the marker.
            return ListMarker(
                kind: kind, number: number, indent: indent.columns, contentIndent: markerEnd + 1,
                content: Line(start: index + 1, end: line.end), isEmpty: false)
        }
        return ListMarker(
            kind: kind, number: number, indent: indent.columns, contentIndent: column,
            content: Line(start: contentStart, end: line.end), isEmpty: false)
    }

    /// How many times `character` repeats in `line` from `start`.
    private func run(of character: UInt8, from start: Int, in line: Line) -> Int {
        var index = start
        while index < line.end, bytes[index] == character { index += 1 }
        return index - start
    }
}
