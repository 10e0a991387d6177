/// One line of the source: a half-open range of byte offsets, without its line ending.
///
/// Containers strip their markers by moving `start`, so the lines of a block quote's
/// content are ranges into the same bytes as the document's.
struct Line: Equatable {
    /// Offset of the first byte.
    var start: Int
    /// Offset just past the last byte.
    var end: Int
}

/// Markdown source made ready for parsing: UTF-8 bytes split into lines.
///
/// Normalizing makes the output valid HTML for any input: `\r\n` and `\r` become `\n`,
/// and the characters HTML forbids in a document — NUL and the other control characters
/// except tab and line feed, the C1 controls and the noncharacters — become U+FFFD.
struct SourceText {
    /// The normalized bytes.
    let bytes: [UInt8]
    /// The lines of ``bytes``, in order.
    let lines: [Line]

    /// Normalizes `source` and splits it into lines.
    init(_ source: String) {
        bytes = Self.normalized(source)
        var lines: [Line] = []
        var start = 0
        for index in bytes.indices where bytes[index] == ASCII.newline {
            lines.append(Line(start: start, end: index))
            start = index + 1
        }
        // A final line ending ends the last line; it does not start an empty one.
        if start < bytes.count || lines.isEmpty { lines.append(Line(start: start, end: bytes.count)) }
        self.lines = lines
    }

    /// The UTF-8 encoding of U+FFFD REPLACEMENT CHARACTER.
    private static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// The bytes of `source` with line endings unified and forbidden characters replaced.
    static func normalized(_ source: String) -> [UInt8] {
        let input = Array(source.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(input.count)
        var index = 0
        while index < input.count {
            let byte = input[index]
            if byte < 0x80 {
                if byte == 0x0D {
                    output.append(ASCII.newline)
                    if index + 1 < input.count, input[index + 1] == ASCII.newline { index += 1 }
                } else if byte == ASCII.tab || byte == ASCII.newline || (byte >= ASCII.space && byte != ASCII.delete) {
                    output.append(byte)
                } else {
                    output.append(contentsOf: replacement)
                }
                index += 1
                continue
            }
            // A Swift string is valid UTF-8, so the lead byte tells the length.
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            let end = min(index + length, input.count)
            let character = input[index..<end]
            if isForbidden(character) {
                output.append(contentsOf: replacement)
            } else {
                output.append(contentsOf: character)
            }
            index = end
        }
        return output
    }

    /// Whether the encoded character is a C1 control (U+0080–U+009F) or a noncharacter
    /// (U+FDD0–U+FDEF, or U+FFFE and U+FFFF of any plane).
    private static func isForbidden(_ character: ArraySlice<UInt8>) -> Bool {
        let first = character.startIndex
        switch character.count {
        case 2:
            return character[first] == 0xC2 && character[first + 1] <= 0x9F
        case 3:
            let (lead, second, third) = (character[first], character[first + 1], character[first + 2])
            return lead == 0xEF && ((second == 0xB7 && third >= 0x90 && third <= 0xAF) || (second == 0xBF && third >= 0xBE))
        case 4:
            return character[first + 1] & 0x0F == 0x0F && character[first + 2] == 0xBF && character[first + 3] >= 0xBE
        default:
            return false
        }
    }
}
