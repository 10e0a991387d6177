import CoopValues

/// Text written into the coop app's pages: every value from the coop or a request goes
/// through here, escaped for where it lands.
enum HTML {
    /// `text` escaped for an element's content.
    static func text(_ text: String) -> String { MarkupEscaping.content.escaping(text) }

    /// `text` escaped for a double-quoted attribute value.
    static func attribute(_ text: String) -> String { MarkupEscaping.attribute.escaping(text) }

    /// `text` percent-encoded for a query value (`?record=notes.yaml%3A12`).
    static func queryValue(_ text: String) -> String {
        Hexadecimal.percentEncoded(text) { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
            default: Array("-._~/".utf8).contains(byte)
            }
        }
    }

    /// A hidden field.
    static func hidden(_ name: String, _ value: String) -> String {
        "<input type=\"hidden\" name=\"\(attribute(name))\" value=\"\(attribute(value))\">"
    }
}
