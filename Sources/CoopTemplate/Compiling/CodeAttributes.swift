/// Attributes whose value a browser runs or follows as code, where data may not go.
///
/// Escaping keeps data from ending an attribute, but not from meaning something inside it:
/// a coop title in `srcdoc` is a document (`<script>` and all), in `onclick` it is script,
/// in a meta refresh's `content` it is an address to go to (`javascript:` too), and in
/// `style` it is CSS (which can load addresses or restyle the whole page). The template
/// checker refuses `${}` and `c:attrs` values in them, with the reason; `style` takes numbers,
/// and text passed through the `css` filter, which keeps only a plain CSS value.
enum CodeAttribute {
    /// An attribute whose value is script: `onclick`, `onload`, every `on…`.
    case eventHandler
    /// `srcdoc`: a whole HTML document.
    case document
    /// A meta refresh's `content`: a delay and an address to go to.
    case refresh
    /// `style`: CSS declarations.
    case style

    /// The kind of code attribute `name` is on `element`, or `nil` for an ordinary attribute.
    static func of(_ name: String, on element: SourceElement) -> CodeAttribute? {
        let lower = name.lowercased()
        if lower.hasPrefix("on"), lower.count > 2 { return .eventHandler }
        switch lower {
        case "srcdoc": return .document
        case "style": return .style
        case "content" where element.localName == "meta":
            let equiv = element.attributes.first { $0.qualifiedName.lowercased() == "http-equiv" }?.value
            return equiv?.lowercased().trimmingCharacters(in: " ") == "refresh" ? .refresh : nil
        default: return nil
        }
    }

    /// Whether a value evaluated by `evaluation` (of `type`, when known) may go in: in `style`,
    /// a constant, a number, or a value whose last filter is `css` (or turns a number into
    /// text: `number`, `percent`); in the others, only a constant.
    func accepts(_ evaluation: Evaluation, _ type: TemplateType?) -> Bool {
        if case .constant = evaluation { return true }
        guard self == .style else { return false }
        if let type, [.int, .number].contains(type.unwrapped) { return true }
        switch evaluation {
        case .filter(_, .css), .filter(_, .number), .filter(_, .percent): return true
        case .slot, .field, .filter, .constant: return false
        }
    }

    /// Why data cannot go into the attribute `name`, for the error.
    func reason(_ name: String) -> String {
        switch self {
        case .eventHandler: "'\(name)' runs its value as script, so no value from the data may go in it"
        case .document: "'\(name)' holds a whole HTML document, scripts included, so no value from the data may go in it"
        case .refresh: "a meta refresh's 'content' is an address the browser goes to, so no value from the data may go in it"
        case .style:
            "'\(name)' is CSS, where text can load addresses or restyle the page, so text from the data goes in it only "
                + "through the css filter"
        }
    }

    /// What to do instead, for the error's help.
    var help: String {
        switch self {
        case .eventHandler: "put the value in a data- attribute, and read it from a script file"
        case .document: "link to a page with src instead"
        case .refresh: "link to the page with <a href> instead"
        case .style: "write ${value | css}, which keeps a plain CSS value (a colour, a length) and drops anything else"
        }
    }
}

extension String {
    /// The string without leading and trailing `characters`.
    fileprivate func trimmingCharacters(in characters: String) -> String {
        var text = Substring(self)
        while let first = text.first, characters.contains(first) { text = text.dropFirst() }
        while let last = text.last, characters.contains(last) { text = text.dropLast() }
        return String(text)
    }
}
