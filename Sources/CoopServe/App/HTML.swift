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

    /// A problem as ``AppWording/problem(_:)`` words it, for a phone's narrow screen: the
    /// messages (`eggs/2026.yaml:14:24: error: …`, `= help: …`) as paragraphs that wrap, a
    /// long path breaking after its slashes; the quoted source lines in a block, with what
    /// the caret line under a source line points at marked (`<mark>`) in the line itself
    /// instead, so that it still shows where the line wraps.
    static func problem(_ problem: String) -> String {
        var out = ""
        var excerpt: [String] = []
        func endExcerpt() {
            guard !excerpt.isEmpty else { return }
            out += "<pre class=\"app-excerpt\">\(excerpt.joined(separator: "\n"))</pre>"
            excerpt = []
        }
        var lines = problem.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let line = lines.popFirst() {
            guard let (gutter, source) = excerptParts(line) else {
                endExcerpt()
                let words = line.drop { $0 == " " }
                if !words.isEmpty { out += "<p>" + text(String(words)).replacing("/", with: "/<wbr>") + "</p>" }
                continue
            }
            if let next = lines.first, let (_, caret) = excerptParts(next), let (start, count) = caretRange(caret),
                start < source.count
            {
                lines.removeFirst()
                let from = source.index(source.startIndex, offsetBy: start)
                let to = source.index(from, offsetBy: min(count, source.distance(from: from, to: source.endIndex)))
                let marked = "<mark>" + text(String(source[from..<to])) + "</mark>"
                excerpt.append(text(String(gutter) + source[..<from]) + marked + text(String(source[to...])))
            } else {
                excerpt.append(text(String(line)))
            }
        }
        endExcerpt()
        return out
    }

    /// A line of a diagnostic's source excerpt split after its gutter (spaces, maybe a line
    /// number, a space, then `| `); `nil` for any other line.
    private static func excerptParts(_ line: Substring) -> (gutter: Substring, source: Substring)? {
        let numbers = line.prefix { $0 == " " || $0.isNumber }
        guard numbers.hasSuffix(" "), line.dropFirst(numbers.count).hasPrefix("|") else { return nil }
        let bar = line.index(line.startIndex, offsetBy: numbers.count + 1)
        let source = line[bar...].hasPrefix(" ") ? line.index(after: bar) : bar
        return (line[..<source], line[source...])
    }

    /// Where a caret line (`   ^~~`) points: its first column (from 0) and how many columns.
    private static func caretRange(_ caret: Substring) -> (start: Int, count: Int)? {
        let padding = caret.prefix { $0 == " " }
        let marks = caret.dropFirst(padding.count)
        guard marks.first == "^", marks.dropFirst().allSatisfy({ $0 == "~" }) else { return nil }
        return (padding.count, marks.count)
    }

    /// A hidden field.
    static func hidden(_ name: String, _ value: String) -> String {
        "<input type=\"hidden\" name=\"\(attribute(name))\" value=\"\(attribute(value))\">"
    }
}
