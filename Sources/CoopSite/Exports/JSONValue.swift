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
        var out = ""
        write(into: &out, depth: 0)
        out += "\n"
        return Array(out.utf8)
    }

    /// How deep containers are still spread over lines.
    private static let spreadDepth = 2

    /// Writes the value at nesting `depth` (0 for the document).
    private func write(into out: inout String, depth: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let text): out += text
        case .string(let text): Self.quote(text, into: &out)
        case .array(let items):
            Self.container(items.map { (nil, $0) }, open: "[", close: "]", depth: depth, into: &out)
        case .object(let members):
            Self.container(members.map { ($0.0, $0.1) }, open: "{", close: "}", depth: depth, into: &out)
        }
    }

    /// Writes an array (no keys) or an object, spread over lines when `depth` is shallow.
    private static func container(_ members: [(String?, JSONValue)], open: String, close: String, depth: Int,
                                  into out: inout String) {
        out += open
        guard !members.isEmpty else { out += close; return }
        let spread = depth < spreadDepth
        let indent = String(repeating: "  ", count: depth + 1)
        for (index, (key, value)) in members.enumerated() {
            if index > 0 { out += "," }
            out += spread ? "\n" + indent : (index > 0 ? " " : "")
            if let key {
                quote(key, into: &out)
                out += ": "
            }
            value.write(into: &out, depth: depth + 1)
        }
        out += spread ? "\n" + String(repeating: "  ", count: depth) + close : close
    }

    /// Writes `text` as a JSON string: `"` and `\` escaped, control characters as `\u00XX`,
    /// and `<`, `>`, `&`, U+2028 and U+2029 as `\u` escapes too, so the document stays inert
    /// if it is ever pasted into an HTML `<script>` element or a JavaScript string.
    static func quote(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "<", ">", "&", "\u{2028}", "\u{2029}": out += unicodeEscape(scalar.value)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += unicodeEscape(scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    /// `\u003c` for `<`: four lower-case hexadecimal digits.
    private static func unicodeEscape(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
    }
}
