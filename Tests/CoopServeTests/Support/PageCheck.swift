/// Whether a served HTML page is whole: every element opened is closed, in order, and the
/// page ends with `</html>`. Enough to catch a page cut short or two pages run together,
/// which is what a server swapping sites under load could get wrong.
enum PageCheck {
    /// Elements without a closing tag.
    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]
    /// Elements whose content is text up to their closing tag.
    static let rawTextElements: Set<String> = ["script", "style"]

    /// What is wrong with `html`: `nil` when the page is whole.
    static func problem(in html: String) -> String? {
        let bytes = Array(html.utf8)
        var stack: [String] = []
        var index = 0
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            if bytes[open...].starts(with: Array("<!--".utf8)) {
                guard let end = find("-->", in: bytes, from: open) else { return "unclosed comment at \(open)" }
                index = end + 3
                continue
            }
            guard let close = tagEnd(bytes, from: open) else { return "unclosed tag at \(open)" }
            index = close + 1
            var nameStart = open + 1
            if bytes[nameStart] == UInt8(ascii: "!") { continue }
            let isClosing = bytes[nameStart] == UInt8(ascii: "/")
            if isClosing { nameStart += 1 }
            let nameEnd = bytes[nameStart..<close].firstIndex { $0 == UInt8(ascii: "/") || $0 <= 0x20 } ?? close
            let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self).lowercased()
            guard !name.isEmpty else { return "empty tag at \(open)" }
            if isClosing {
                guard stack.last == name else { return "</\(name)> at \(open) closes <\(stack.last ?? "nothing")>" }
                stack.removeLast()
            } else if !voidElements.contains(name), bytes[close - 1] != UInt8(ascii: "/") {
                stack.append(name)
                if rawTextElements.contains(name) {
                    guard let end = find("</\(name)", in: bytes, from: index) else { return "unclosed <\(name)> at \(open)" }
                    index = end
                }
            }
        }
        if !stack.isEmpty { return "unclosed " + stack.map { "<\($0)>" }.joined(separator: " ") }
        return html.hasSuffix("</html>\n") || html.hasSuffix("</html>") ? nil : "the page does not end with </html>"
    }

    /// The index of the `>` ending the tag that starts at `start`, skipping quoted attribute values.
    private static func tagEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var quote: UInt8?
        for index in (start + 1)..<bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index
            }
        }
        return nil
    }

    private static func find(_ text: String, in bytes: [UInt8], from start: Int) -> Int? {
        let needle = Array(text.utf8)
        guard bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        return (start...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
