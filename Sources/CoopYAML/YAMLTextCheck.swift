import CoopDiagnostics

/// Checks that a file's bytes are text YAML can read, before libyaml sees them, so that
/// each problem gets an exact position and a plain-English message.
///
/// Accepts UTF-8 with or without a byte-order mark, and LF or CRLF line ends. Rejects
/// malformed UTF-8, a byte-order mark anywhere but at the start, and the characters YAML does
/// not allow in a file (the C0 controls except tab, LF and CR, DEL, the C1 controls, and the
/// non-characters U+FFFE and U+FFFF), which
/// libyaml would refuse without saying where. Also rejects the line breaks other than LF and
/// CRLF that YAML 1.1 knows (a lone CR, NEL, U+2028, U+2029): libyaml would count lines by them
/// while editors do not, so every line number after one would be wrong.
enum YAMLTextCheck {
    /// The first problem in `bytes`, or `nil` if the text is fine.
    static func firstProblem(
        in bytes: UnsafeBufferPointer<UInt8>
    ) -> (code: DiagnosticCode, message: String, mark: YAMLMark, help: String?)? {
        // Most files are printable ASCII with LF line ends and tabs, where nothing can be wrong:
        // one quick look, without counting lines and columns.
        guard !isPlainASCII(bytes) else { return nil }
        var index = 0
        let count = bytes.count
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        var line = 1
        var column = 1
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else {
                    if byte == 0x0D, index + 1 == count || bytes[index + 1] != 0x0A {
                        return lineBreak(UInt32(byte), line, column)
                    }
                    if (byte < 0x20 && byte != 0x09 && byte != 0x0D) || byte == 0x7F {
                        return controlCharacter(UInt32(byte), line, column)
                    }
                    column += 1
                }
                index += 1
                continue
            }
            let width: Int
            let minimum: UInt32
            var scalar: UInt32
            switch byte {
            case 0xC2...0xDF:
                width = 2
                minimum = 0x80
                scalar = UInt32(byte & 0x1F)
            case 0xE0...0xEF:
                width = 3
                minimum = 0x800
                scalar = UInt32(byte & 0x0F)
            case 0xF0...0xF4:
                width = 4
                minimum = 0x10000
                scalar = UInt32(byte & 0x07)
            default: return notUTF8(byte, line, column)
            }
            guard index + width <= count else { return notUTF8(byte, line, column) }
            for offset in 1..<width {
                let next = bytes[index + offset]
                guard next & 0xC0 == 0x80 else { return notUTF8(byte, line, column) }
                scalar = scalar << 6 | UInt32(next & 0x3F)
            }
            guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
                return notUTF8(byte, line, column)
            }
            if scalar == 0x85 || scalar == 0x2028 || scalar == 0x2029 {
                return lineBreak(scalar, line, column)
            }
            if (0x80...0x9F).contains(scalar) || scalar == 0xFFFE || scalar == 0xFFFF {
                return controlCharacter(scalar, line, column)
            }
            if scalar == 0xFEFF {
                return (
                    .controlCharacter,
                    "the file has a byte-order mark (U+FEFF) here, in the middle of the text; it may only start a file",
                    YAMLMark(line: line, column: column),
                    "delete it: it is invisible in most editors, and often comes with text pasted from another file"
                )
            }
            index += width
            column += 1
        }
        return nil
    }

    /// Whether every byte is printable ASCII (0x20 to 0x7E), a tab or a line feed: one
    /// comparison for most bytes (`byte &- 0x20` wraps the controls above 0x5E).
    private static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte &- 0x20 >= 0x5F && byte != 0x0A && byte != 0x09 { return false }
        return true
    }

    private static func controlCharacter(
        _ scalar: UInt32, _ line: Int, _ column: Int
    )
        -> (code: DiagnosticCode, message: String, mark: YAMLMark, help: String?)
    {
        (
            .controlCharacter,
            "the file contains the \(scalar >= 0xFFFE ? "non-character" : "control character") U+\(hex(scalar, 4)), which YAML does not allow",
            YAMLMark(line: line, column: column), "delete it; it is invisible in most editors"
        )
    }

    private static func lineBreak(
        _ scalar: UInt32, _ line: Int, _ column: Int
    )
        -> (code: DiagnosticCode, message: String, mark: YAMLMark, help: String?)
    {
        let mark = YAMLMark(line: line, column: column)
        if scalar == 0x0D {
            return (
                .controlCharacter,
                "the file has a carriage return (U+000D) without a line feed after it; coop files end lines with LF or CRLF",
                mark, "save the file with LF (Unix) or CRLF (Windows) line ends"
            )
        }
        let name =
            [
                0x85: "the line break NEL (U+0085)", 0x2028: "the line separator U+2028",
                0x2029: "the paragraph separator U+2029",
            ][scalar] ?? "U+\(hex(scalar, 4))"
        return (
            .controlCharacter, "the file contains \(name), which YAML reads as a line break but most editors do not",
            mark, "replace it with a space, or with an ordinary line break"
        )
    }

    private static func notUTF8(
        _ byte: UInt8, _ line: Int, _ column: Int
    )
        -> (code: DiagnosticCode, message: String, mark: YAMLMark, help: String?)
    {
        (
            .notUTF8, "the file is not UTF-8 text: byte 0x\(hex(UInt32(byte), 2)) cannot appear here",
            YAMLMark(line: line, column: column),
            "save the file as UTF-8 (most editors offer it under 'Save with encoding')"
        )
    }

    private static func hex(_ value: UInt32, _ width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
