import CoopValues

/// Text written into the coop app's pages: every value from the coop or a request goes
/// through here, escaped for where it lands.
enum HTML {
    /// `text` escaped for an element's content.
    static func text(_ text: String) -> String { MarkupEscaping.content.escaping(text) }

    /// `text` escaped for a double-quoted attribute value.
    static func attribute(_ text: String) -> String { MarkupEscaping.attribute.escaping(text) }

    /// A hidden field.
    static func hidden(_ name: String, _ value: String) -> String {
        "<input type=\"hidden\" name=\"\(attribute(name))\" value=\"\(attribute(value))\">"
    }
}
