import CoopYAML
import Foundation

/// The words a person reads on a page, for checking that every one came from the
/// catalogue: the text and the `title`, `alt`, `aria-label` and `placeholder` attributes,
/// without scripts, styles, comments and code (`code`, `pre`, `kbd`, `samp`: commands and
/// file names, which are not translated). Shared by the pseudo-language tests of the site and
/// of the coop app.
public enum ReadableWords {
    /// The texts of `html` a person reads, entities decoded.
    public static func texts(of html: String) -> [String] {
        var page = html
        for pattern in [
            "<script[^>]*>[\\s\\S]*?</script>", "<style[^>]*>[\\s\\S]*?</style>", "<!--[\\s\\S]*?-->",
            "<pre[^>]*>[\\s\\S]*?</pre>", "<code[^>]*>[\\s\\S]*?</code>", "<kbd[^>]*>[\\s\\S]*?</kbd>", "<samp[^>]*>[\\s\\S]*?</samp>",
        ] {
            page = page.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
        }
        var texts: [String] = []
        let attribute = try! NSRegularExpression(pattern: "\\s(?:title|alt|aria-label|placeholder)=\"([^\"]*)\"")
        for match in attribute.matches(in: page, range: NSRange(page.startIndex..., in: page)) {
            if let range = Range(match.range(at: 1), in: page) { texts.append(decoded(String(page[range]))) }
        }
        texts.append(decoded(page.replacingOccurrences(of: "<[^>]*>", with: " ", options: .regularExpression)))
        return texts
    }

    /// `text` with character references decoded.
    public static func decoded(_ text: String) -> String {
        var out = text
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&nbsp;", "\u{A0}"), ("&amp;", "&")] {
            out = out.replacingOccurrences(of: entity, with: character)
        }
        return out
    }

    /// `text` without what stands between `⟦` and `⟧` (nested brackets counted).
    public static func outsideBrackets(_ text: String) -> String {
        var depth = 0
        var out = ""
        for character in text {
            if character == "⟦" {
                depth += 1
            } else if character == "⟧" {
                depth = max(0, depth - 1)
            } else if depth == 0 {
                out.append(character)
            } else {
                continue
            }
        }
        return out
    }

    /// The words of `text`: runs of two letters or more.
    public static func words(_ text: String) -> [String] {
        text.split { !$0.isLetter }.map(String.init).filter { $0.count >= 2 }
    }

    /// The words of the page `bytes` a person reads outside the brackets of the
    /// pseudo-language that are not among `dataWords`, as "page: word (in: text)": each a word
    /// that bypassed the catalogue.
    public static func englishLeft(in bytes: [UInt8], page path: String, dataWords data: Set<String>) -> [String] {
        var found: [String] = []
        for text in texts(of: String(decoding: bytes, as: UTF8.self)) {
            let outside = outsideBrackets(text)
            for word in words(outside) where !data.contains(word.lowercased()) {
                let context = outside.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                found.append("\(path): \(word) (in: \(context.prefix(120)))")
            }
        }
        return found
    }

    /// Every word written in the values of the YAML files under `folder` (lower case): the
    /// data's own words, which a page shows as they are.
    public static func dataWords(in folder: String) -> Set<String> {
        var words: Set<String> = []
        let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".yaml") || file.hasSuffix(".yml") {
            guard let data = FileManager.default.contents(atPath: folder + "/" + file),
                case .success(let root?) = YAMLParser.parse(Array(data), path: file)
            else { continue }
            collect(root, into: &words)
        }
        return words
    }

    private static func collect(_ node: YAMLNode, into words: inout Set<String>) {
        switch node {
        case .scalar(let scalar): for word in Self.words(scalar.value) { words.insert(word.lowercased()) }
        case .sequence(let sequence): for item in sequence.items { collect(item, into: &words) }
        case .mapping(let mapping):
            // Only values: keys are the format's words (title, shares), which a page must translate;
            // but the keys of a record's own `details:` are the family's words, shown as they are.
            for pair in mapping.pairs {
                collect(pair.value, into: &words)
                if case .scalar(let key) = pair.key, key.value == "details", case .mapping(let details) = pair.value {
                    for detail in details.pairs { collect(detail.key, into: &words) }
                }
            }
        }
    }
}
