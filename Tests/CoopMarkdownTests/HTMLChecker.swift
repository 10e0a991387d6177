/// A strict reader of the HTML that `Markdown` writes, for tests.
///
/// It knows exactly which elements and attributes the renderer may produce, and reports
/// anything else: unknown or unclosed tags, tags closed out of order, elements where
/// HTML5 does not allow them (a block inside `<em>`, a link inside a link, anything but
/// `<li>` inside a list), text outside any block, a `<` or `>` outside a tag, an `&`
/// that does not start one of the five entities the escaper writes, and unsafe links.
enum HTMLChecker {
    /// Elements without a closing tag.
    static let voidElements: Set<String> = ["br", "hr"]
    /// Phrasing elements the renderer writes.
    static let inlineElements: Set<String> = ["em", "strong", "del", "code", "a", "br"]
    /// Block elements the renderer writes.
    static let blockElements: Set<String> = [
        "p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "blockquote", "pre", "hr", "table",
    ]
    /// The parts of a table, each allowed only in the one before it: `thead` and `tbody`
    /// in `table`, `tr` in either, `th` in a `thead`'s row and `td` in a `tbody`'s.
    static let tableParts: [String: String] = ["thead": "table", "tbody": "table", "tr": "thead|tbody", "th": "thead", "td": "tbody"]
    /// The values of `style` a table cell may have.
    static let cellStyles: Set<String> = ["text-align: left", "text-align: center", "text-align: right"]
    /// Elements whose content is phrasing only.
    static let phrasingParents: Set<String> = ["p", "h1", "h2", "h3", "h4", "h5", "h6", "em", "strong", "del", "a", "th", "td"]
    /// Elements whose direct text may only be the newlines between their children.
    static let blockOnlyParents: Set<String> = ["ul", "ol", "blockquote", "pre", "table", "thead", "tbody", "tr"]
    /// The entities the escaper writes.
    static let entities = ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"].map { Array($0.utf8) }

    /// A parsed tag.
    struct Tag {
        var name: String
        var isClosing: Bool
        var attributes: [(name: String, value: String)]
    }

    /// Everything wrong with `html`; empty when it is well-formed and safe.
    static func problems(in html: String) -> [String] {
        let bytes = Array(html.utf8)
        var problems: [String] = []
        var stack: [String] = []
        var textAllowed = false
        var index = 0
        while index < bytes.count, problems.count < 5 {
            switch bytes[index] {
            case UInt8(ascii: "<"):
                guard let (tag, end) = parseTag(bytes, at: index) else {
                    problems.append("malformed tag at \(index)")
                    return problems
                }
                index = end
                if tag.isClosing {
                    if stack.last == tag.name {
                        stack.removeLast()
                    } else {
                        problems.append("</\(tag.name)> closes \(stack.last.map { "<\($0)>" } ?? "nothing")")
                    }
                } else {
                    problems += check(tag, in: stack)
                    if !voidElements.contains(tag.name) { stack.append(tag.name) }
                }
                textAllowed = !(stack.last.map(blockOnlyParents.contains) ?? true)
            case UInt8(ascii: ">"):
                problems.append("stray > at \(index)")
                index += 1
            case UInt8(ascii: "&"):
                if !startsEntity(bytes, at: index) { problems.append("bare & at \(index)") }
                if !textAllowed { problems.append("text outside a block at \(index)") }
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
            default:
                if !textAllowed { problems.append("text outside a block at \(index) in \(stack.last ?? "the document")") }
                index += 1
            }
        }
        if !stack.isEmpty { problems.append("unclosed \(stack)") }
        return problems
    }

    /// The `href` values in `html`, as written (escaped).
    static func hrefs(in html: String) -> [String] {
        var hrefs: [String] = []
        var rest = Substring(html)
        while let start = rest.firstRange(of: " href=\"") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            hrefs.append(String(rest[..<end]))
            rest = rest[end...]
        }
        return hrefs
    }

    /// Whether an `href` is one the renderer may write: `http:`, `https:` or `mailto:`,
    /// or relative — no colon before the first `/`, and not starting with `//`.
    static func isAllowed(href: String) -> Bool {
        if href.hasPrefix("http://") || href.hasPrefix("https://") || href.hasPrefix("mailto:") { return true }
        if href.hasPrefix("//") || href.hasPrefix("\\\\") || href.hasPrefix("/\\") { return false }
        return !href.prefix { $0 != "/" }.contains(":")
    }

    /// The problems with opening `tag` inside the elements of `stack`.
    private static func check(_ tag: Tag, in stack: [String]) -> [String] {
        var problems: [String] = []
        let name = tag.name
        let parent = stack.last
        if let part = tableParts[name] {
            let expected = name == "th" || name == "td" ? stack.dropLast().last : parent
            let isInPlace =
                name == "th" || name == "td"
                ? parent == "tr" && expected == part : part.split(separator: "|").contains { $0 == parent ?? "" }
            return isInPlace ? attributeProblems(tag) : ["<\(name)> in \(parent.map { "<\($0)>" } ?? "the document")"]
        }
        guard inlineElements.contains(name) || blockElements.contains(name) else { return ["unknown element <\(name)>"] }
        if ["table", "thead", "tbody", "tr"].contains(parent ?? "") { return ["<\(name)> in <\(parent ?? "")>"] }
        switch parent {
        case nil, "blockquote":
            if !blockElements.contains(name) || name == "li" { problems.append("<\(name)> in \(parent ?? "the document")") }
        case "ul", "ol":
            if name != "li" { problems.append("<\(name)> in <\(parent ?? "")>") }
        case "pre":
            if name != "code" { problems.append("<\(name)> in <pre>") }
        case "code":
            problems.append("<\(name)> in <code>")
        case let parent? where phrasingParents.contains(parent):
            if !inlineElements.contains(name) { problems.append("<\(name)> in <\(parent)>") }
        default:
            if name == "li" { problems.append("<li> in <\(parent ?? "")>") }
        }
        if name == "a", stack.contains("a") { problems.append("<a> inside <a>") }
        return problems + attributeProblems(tag)
    }

    /// The problems with the attributes of `tag`.
    private static func attributeProblems(_ tag: Tag) -> [String] {
        var problems: [String] = []
        let name = tag.name
        var allowed: Set<String> = []
        switch name {
        case "a": allowed = ["href", "title", "rel"]
        case "ol": allowed = ["start"]
        case "code": allowed = ["class"]
        case "th", "td": allowed = ["style"]
        default: break
        }
        for (attribute, value) in tag.attributes {
            guard allowed.contains(attribute) else {
                problems.append("attribute \(attribute) on <\(name)>")
                continue
            }
            switch attribute {
            case "href" where !isAllowed(href: value): problems.append("unsafe href \(value)")
            case "rel" where value != "nofollow noopener": problems.append("rel \(value)")
            case "start" where value.isEmpty || !value.allSatisfy(\.isWholeNumber): problems.append("start \(value)")
            case "class" where !value.hasPrefix("language-"): problems.append("class \(value)")
            case "style" where !cellStyles.contains(value): problems.append("style \(value)")
            default: break
            }
            let valueBytes = Array(value.utf8)
            for offset in valueBytes.indices where valueBytes[offset] == UInt8(ascii: "&") {
                if !startsEntity(valueBytes, at: offset) { problems.append("bare & in attribute \(attribute)") }
            }
        }
        if name == "a", !tag.attributes.contains(where: { $0.name == "href" }) { problems.append("<a> without href") }
        return problems
    }

    /// The tag starting at `start` (a `<`), and the offset after it: `<name>`,
    /// `</name>` or `<name attribute="value" ...>`, with values free of `"`, `<` and `>`.
    private static func parseTag(_ bytes: [UInt8], at start: Int) -> (Tag, Int)? {
        var index = start + 1
        let isClosing = index < bytes.count && bytes[index] == UInt8(ascii: "/")
        if isClosing { index += 1 }
        let name = word(bytes, from: &index)
        guard !name.isEmpty else { return nil }
        var attributes: [(name: String, value: String)] = []
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: ">") {
                return (Tag(name: name, isClosing: isClosing, attributes: attributes), index + 1)
            }
            guard !isClosing, bytes[index] == UInt8(ascii: " ") else { return nil }
            index += 1
            let attribute = word(bytes, from: &index)
            guard !attribute.isEmpty, bytes[index...].starts(with: "=\"".utf8) else { return nil }
            index += 2
            let valueStart = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] == UInt8(ascii: "<") || bytes[index] == UInt8(ascii: ">") { return nil }
                index += 1
            }
            guard index < bytes.count else { return nil }
            attributes.append((attribute, String(decoding: bytes[valueStart..<index], as: UTF8.self)))
            index += 1
        }
        return nil
    }

    /// Whether one of the five entities starts at `index`.
    private static func startsEntity(_ bytes: [UInt8], at index: Int) -> Bool {
        for entity in entities where index + entity.count <= bytes.count {
            var offset = 0
            while offset < entity.count, bytes[index + offset] == entity[offset] { offset += 1 }
            if offset == entity.count { return true }
        }
        return false
    }

    /// The lowercase letters and digits at `index`, moving past them.
    private static func word(_ bytes: [UInt8], from index: inout Int) -> String {
        let start = index
        while index < bytes.count,
            (bytes[index] >= UInt8(ascii: "a") && bytes[index] <= UInt8(ascii: "z"))
                || (bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9"))
        {
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }
}
