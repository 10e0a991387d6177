import CoopDiagnostics

/// Checks that a file's bytes are text YAML can read, before libyaml sees them, so that
/// each problem gets an exact position and a plain-English message.
///
/// Accepts UTF-8 with or without a byte-order mark. Rejects malformed UTF-8, the
/// control characters YAML forbids (everything below U+0020 except tab, LF and CR), and
/// line ends other than LF and CRLF: libyaml also breaks lines at a lone CR, U+0085,
/// U+2028 and U+2029, so its line numbers would not match the lines quoted under a message.
enum YAMLTextCheck {
    /// The first problem in `bytes`, or `nil` if the text is fine.
    static func firstProblem(in bytes: UnsafeBufferPointer<UInt8>) -> (code: DiagnosticCode, message: String, mark: YAMLMark, help: String?)? {
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
                        return (.lineEnd, "a line ends with a lone carriage return (CR); line ends must be LF or CRLF",
                                YAMLMark(line: line, column: column),
                                "save the file with Unix (LF) or Windows (CRLF) line ends")
                    }
                    if byte < 0x20, byte != 0x09, byte != 0x0D {
                        return (.controlCharacter,
                                "the file contains the control character U+\(hex(UInt32(byte), 4)), which YAML does not allow",
                                YAMLMark(line: line, column: column),
                                "delete it; it is invisible in most editors")
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
            case 0xC2...0xDF: width = 2; minimum = 0x80; scalar = UInt32(byte & 0x1F)
            case 0xE0...0xEF: width = 3; minimum = 0x800; scalar = UInt32(byte & 0x0F)
            case 0xF0...0xF4: width = 4; minimum = 0x10000; scalar = UInt32(byte & 0x07)
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
            if let name = Self.unicodeBreaks[scalar] {
                return (.lineEnd, "the file contains U+\(hex(scalar, 4)) (\(name)), which YAML reads as a line break",
                        YAMLMark(line: line, column: column), "replace it with an ordinary line break, or delete it")
            }
            index += width
            column += 1
        }
        return nil
    }

    /// The characters besides LF and CR that YAML 1.1 takes as line breaks.
    private static let unicodeBreaks: [UInt32: String] = [0x85: "next line", 0x2028: "line separator", 0x2029: "paragraph separator"]

    private static func notUTF8(_ byte: UInt8, _ line: Int, _ column: Int)
        -> (code: DiagnosticCode, message: String, mark: YAMLMark, help: String?) {
        (.notUTF8, "the file is not UTF-8 text: byte 0x\(hex(UInt32(byte), 2)) cannot appear here",
         YAMLMark(line: line, column: column),
         "save the file as UTF-8 (most editors offer it under 'Save with encoding')")
    }

    private static func hex(_ value: UInt32, _ width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
