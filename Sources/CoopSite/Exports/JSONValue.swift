/// A JSON value with its object keys in a fixed order, and a writer with a fixed layout,
/// so that the same records always give the same bytes.
///
/// Layout: the top-level object and the arrays and objects directly in it are spread one
/// member per line, indented by two spaces; anything deeper (each record) is written on one
/// line, `{"name": "Pearl", "kind": "eggs"}`. So a record is a line, which diffs and greps
/// well. Numbers are written as given: integers, and decimals that are already exact text.
enum JSONValue {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as its exact JSON text (`12`, `1.5`, `45.52`).
    case number(String)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, its members in this order.
    case object([(String, JSONValue)])

    /// A whole number.
    static func int(_ value: Int) -> JSONValue { .number(String(value)) }

    /// A string, or `null` when absent.
    static func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// The value as a UTF-8 document ending in a newline.
    var bytes: [UInt8] {
        var out: [UInt8] = []
        write(into: &out, depth: 0)
        out.append(0x0A)
        return out
    }

    /// How deep containers are still spread over lines.
    private static let spreadDepth = 2

    /// Writes the value at nesting `depth` (0 for the document).
    private func write(into out: inout [UInt8], depth: Int) {
        switch self {
        case .null: out += "null".utf8
        case .bool(let value): out += (value ? "true" : "false").utf8
        case .number(let text): out += text.utf8
        case .string(let text): Self.quote(text, into: &out)
        case .array(let items):
            Self.container(items.count, open: "[", close: "]", depth: depth, into: &out) { index, out in
                items[index].write(into: &out, depth: depth + 1)
            }
        case .object(let members):
            Self.container(members.count, open: "{", close: "}", depth: depth, into: &out) { index, out in
                Self.quote(members[index].0, into: &out)
                out += ": ".utf8
                members[index].1.write(into: &out, depth: depth + 1)
            }
        }
    }

    /// Writes an array or an object of `count` members, spread over lines when `depth` is
    /// shallow; `member` writes the member at an index (with its key, for an object).
    private static func container(_ count: Int, open: Unicode.Scalar, close: Unicode.Scalar, depth: Int, into out: inout [UInt8],
                                  member: (Int, inout [UInt8]) -> Void) {
        out.append(UInt8(ascii: open))
        guard count > 0 else { out.append(UInt8(ascii: close)); return }
        let spread = depth < spreadDepth
        for index in 0..<count {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            if spread {
                out.append(0x0A)
                out += repeatElement(0x20, count: 2 * (depth + 1))
            } else if index > 0 {
                out.append(0x20)
            }
            member(index, &out)
        }
        if spread {
            out.append(0x0A)
            out += repeatElement(0x20, count: 2 * depth)
        }
        out.append(UInt8(ascii: close))
    }

    /// Writes `text` as a JSON string: `"` and `\` escaped, control characters as `\u00XX`,
    /// and `<`, `>`, `&`, U+2028 and U+2029 as `\u` escapes too, so the document stays inert
    /// if it is ever pasted into an HTML `<script>` element or a JavaScript string.
    static func quote(_ text: String, into out: inout [UInt8]) {
        var text = text
        text.withUTF8 { quote(bytes: $0, into: &out) }
    }

    /// ``quote(_:into:)`` on the text's UTF-8 bytes, read in place.
    private static func quote(bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""): out += #"\""#.utf8
            case UInt8(ascii: "\\"): out += #"\\"#.utf8
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), 0x00..<0x20, 0x7F: unicodeEscape(UInt32(byte), into: &out)
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                // U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR end a JavaScript line.
                unicodeEscape(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029, into: &out)
                index += 2
            default: out.append(byte)
            }
            index += 1
        }
        out.append(UInt8(ascii: "\""))
    }

    /// `\u003c` for `<`: four lower-case hexadecimal digits.
    private static func unicodeEscape(_ value: UInt32, into out: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        out += #"\u"#.utf8
        for shift in stride(from: 12, through: 0, by: -4) { out.append(hex[Int((value >> UInt32(shift)) & 0xF)]) }
    }
}
