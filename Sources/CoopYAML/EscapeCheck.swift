import CoopDiagnostics
import CoopValues

/// Finds the escape that put a refused character into a double-quoted value.
///
/// ``YAMLTextCheck`` refuses control characters written into a file as they are; a
/// double-quoted YAML value can still make one with an escape (`"\0"`, `"\e[2J"`, `"\x07"`,
/// `"\u0085"`), which would reach the pages, the exports and the terminal. Those get the
/// same error, located at the escape.
enum EscapeCheck {
    /// Whether a value may not hold `scalar`: the characters ``YAMLTextCheck`` refuses in a
    /// file (C0 controls but tab and line feed, DEL, C1 controls, the non-characters U+FFFE and
    /// U+FFFF) and the line breaks editors do not show as one (a CR not followed by a LF, NEL,
    /// U+2028, U+2029).
    static func refuses(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0xFFFE, 0xFFFF: true
        default: false
        }
    }

    /// The first character `value` may not hold (``refuses(_:)``), where a CR followed by a
    /// LF (`"\r\n"`, a Windows line break) is a line break like LF alone; `nil` if there is none.
    static func firstRefused(in value: String) -> Unicode.Scalar? {
        var previous: Unicode.Scalar?
        for scalar in value.unicodeScalars {
            if let pending = previous {
                if !(pending == "\r" && scalar == "\n") { return pending }
                previous = nil
            }
            if scalar == "\r" {
                previous = scalar
            } else if refuses(scalar) {
                return scalar
            }
        }
        return previous
    }

    /// The error for a double-quoted scalar starting at `start` (its opening quote) whose value
    /// holds `refused`: located at the first escape making a refused character, or at the
    /// value when no escape can be found.
    static func problem(
        _ refused: Unicode.Scalar, in buffer: UnsafeBufferPointer<UInt8>, scalarAt start: YAMLMark, path: String
    ) -> Diagnostic {
        firstEscape(in: buffer, scalarAt: start, path: path)
            ?? .error(
                .controlCharacter, "this value holds the \(name(of: refused)), which coop files do not allow",
                at: SourceLocation(path: path, line: start.line, column: start.column), help: help)
    }

    private static let help = "delete it; a value holds only characters you can see (and tabs and line breaks)"

    /// "control character U+001B", "non-character U+FFFF".
    private static func name(of scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return (scalar.value >= 0xFFFE ? "non-character " : "control character ") + code
    }

    /// The error at the first escape making a refused character, if there is one.
    private static func firstEscape(in buffer: UnsafeBufferPointer<UInt8>, scalarAt start: YAMLMark, path: String) -> Diagnostic? {
        guard var index = offset(of: start, in: buffer), index < buffer.count, buffer[index] == UInt8(ascii: "\"") else {
            return nil
        }
        var line = start.line
        var column = start.column + 1
        index += 1
        while index < buffer.count {
            let byte = buffer[index]
            if byte == UInt8(ascii: "\"") { return nil }
            if byte == 0x0A {
                line += 1
                column = 1
                index += 1
                continue
            }
            guard byte == UInt8(ascii: "\\"), index + 1 < buffer.count else {
                if byte & 0xC0 != 0x80 { column += 1 }
                index += 1
                continue
            }
            let (scalar, width) = escape(in: buffer, at: index)
            let lineBreak =
                scalar == "\r" && index + width + 1 < buffer.count && buffer[index + width] == UInt8(ascii: "\\")
                && buffer[index + width + 1] == UInt8(ascii: "n")
            if let scalar, refuses(scalar), !lineBreak {
                let written = String(decoding: UnsafeBufferPointer(rebasing: buffer[index..<(index + width)]), as: UTF8.self)
                return .error(
                    .controlCharacter, "the escape \(written) makes the \(name(of: scalar)), which coop files do not allow",
                    at: SourceLocation(path: path, line: line, column: column), length: width, help: help)
            }
            column += width
            index += width
        }
        return nil
    }

    /// The character an escape starting at `index` (a backslash) makes, and how many bytes
    /// it takes; `nil` for an escape that makes no single character (a line continuation).
    private static func escape(in buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar?, Int) {
        let letter = buffer[index + 1]
        let simple: [UInt8: UInt32] = [
            UInt8(ascii: "0"): 0, UInt8(ascii: "a"): 7, UInt8(ascii: "b"): 8, UInt8(ascii: "t"): 9, UInt8(ascii: "n"): 10,
            UInt8(ascii: "v"): 11, UInt8(ascii: "f"): 12, UInt8(ascii: "r"): 13, UInt8(ascii: "e"): 0x1B,
            UInt8(ascii: "N"): 0x85, UInt8(ascii: "L"): 0x2028, UInt8(ascii: "P"): 0x2029,
        ]
        if let value = simple[letter] { return (Unicode.Scalar(value), 2) }
        let digits: Int
        switch letter {
        case UInt8(ascii: "x"): digits = 2
        case UInt8(ascii: "u"): digits = 4
        case UInt8(ascii: "U"): digits = 8
        default: return (nil, 2)
        }
        guard index + 2 + digits <= buffer.count else { return (nil, 2) }
        var value: UInt32 = 0
        for byte in buffer[(index + 2)..<(index + 2 + digits)] {
            guard let digit = Hexadecimal.value(ofDigit: byte) else { return (nil, 2) }
            value = value << 4 | UInt32(digit)
        }
        return (Unicode.Scalar(value), 2 + digits)
    }

    /// The byte offset of a line and column (columns count Unicode scalars, as libyaml's do);
    /// a byte-order mark at the start is not counted.
    private static func offset(of mark: YAMLMark, in buffer: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = buffer.count >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF ? 3 : 0
        var line = 1
        while line < mark.line {
            guard let newline = buffer[index...].firstIndex(of: 0x0A) else { return nil }
            index = newline + 1
            line += 1
        }
        var column = 1
        while column < mark.column, index < buffer.count {
            index += 1
            while index < buffer.count, buffer[index] & 0xC0 == 0x80 { index += 1 }
            column += 1
        }
        return index
    }
}
