/// The start tags of an HTML5 document, found the way a browser's tokenizer finds them
/// (WHATWG HTML, "Tokenization"), for tests that ask what a page would run.
///
/// It follows the states that decide where a tag starts and ends and what its attributes
/// are: data, tag open, tag name, the attribute states with double-quoted, single-quoted
/// and unquoted values, self-closing tags, comments, bogus comments, the doctype, and the
/// raw text of `script`, `style`, `xmp`, `iframe`, `noembed`, `noframes`, `noscript`,
/// `title` and `textarea`, which ends only at the matching end tag. Attribute values have
/// their character references decoded, so `&#106;avascript:` reads as `javascript:`; a
/// named reference it does not know is kept as written and reported in ``unknownEntities``.
/// It does not build a tree; it reports every start tag in order, with the raw text that
/// followed a `script` or `style` start tag.
struct HTMLTokenizer {
    /// A start tag.
    struct StartTag {
        /// The lower-case name.
        var name: String
        /// The attributes in order, names in lower case, values decoded.
        var attributes: [(name: String, value: String)]
        /// For raw-text elements (`script`, `style`, ...): the text up to the end tag.
        var rawText: String?

        /// The first value of `attribute`, as a browser keeps it.
        func value(_ attribute: String) -> String? { attributes.first { $0.name == attribute }?.value }
    }

    /// Every start tag of the document.
    private(set) var tags: [StartTag] = []
    /// Named character references in attribute values that this tokenizer does not decode.
    private(set) var unknownEntities: [String] = []

    private static let rawTextElements: Set<String> = [
        "script", "style", "xmp", "iframe", "noembed", "noframes", "noscript", "title", "textarea",
    ]
    private static let namedEntities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "colon": ":", "tab": "\t",
        "newline": "\n", "sol": "/", "lpar": "(", "rpar": ")", "period": ".", "comma": ",", "num": "#", "percnt": "%",
    ]

    private let bytes: [UInt8]
    private var index = 0

    /// Tokenizes `html`.
    init(_ html: String) {
        bytes = Array(html.utf8)
        run()
    }

    private mutating func run() {
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count else {
                index += 1
                continue
            }
            let next = bytes[index + 1]
            if next == UInt8(ascii: "!") {
                markupDeclaration()
            } else if next == UInt8(ascii: "/") {
                index += 2
                if index < bytes.count, Self.isAlpha(bytes[index]) {
                    _ = tag()  // an end tag: its attributes mean nothing
                } else if index < bytes.count, bytes[index] == UInt8(ascii: ">") {
                    index += 1
                } else {
                    skip(past: ">")  // a bogus comment
                }
            } else if next == UInt8(ascii: "?") {
                skip(past: ">")
            } else if Self.isAlpha(next) {
                index += 1
                var start = tag()
                if Self.rawTextElements.contains(start.name) { start.rawText = rawText(until: start.name) }
                tags.append(start)
            } else {
                index += 1
            }
        }
    }

    /// `<!--...-->`, `<!DOCTYPE ...>`, or a bogus comment.
    private mutating func markupDeclaration() {
        index += 2
        if bytes[index...].starts(with: "--".utf8) {
            index += 2
            // `<!-->` and `<!--->` end at once.
            if index < bytes.count, bytes[index] == UInt8(ascii: ">") {
                index += 1
                return
            }
            if bytes[index...].starts(with: "->".utf8) {
                index += 2
                return
            }
            while index < bytes.count {
                if bytes[index...].starts(with: "-->".utf8) {
                    index += 3
                    return
                }
                if bytes[index...].starts(with: "--!>".utf8) {
                    index += 4
                    return
                }
                index += 1
            }
        } else {
            skip(past: ">")
        }
    }

    /// A tag from its name (at `index`) to its `>`.
    private mutating func tag() -> StartTag {
        var start = StartTag(name: name(), attributes: [])
        while index < bytes.count {
            let byte = bytes[index]
            if Self.isSpace(byte) || byte == UInt8(ascii: "/") {
                index += 1
                continue
            }
            if byte == UInt8(ascii: ">") {
                index += 1
                return start
            }
            // An attribute name runs to a space, `/`, `>` or `=`; a leading `=` belongs to it.
            let nameStart = index
            index += 1
            while index < bytes.count, !Self.isSpace(bytes[index]),
                ![UInt8(ascii: "/"), UInt8(ascii: ">"), UInt8(ascii: "=")].contains(bytes[index])
            {
                index += 1
            }
            let attribute = String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased()
            while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
            var value = ""
            if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
                index += 1
                while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
                value = attributeValue()
            }
            start.attributes.append((attribute, value))
        }
        return start
    }

    /// A quoted or unquoted attribute value, decoded.
    private mutating func attributeValue() -> String {
        guard index < bytes.count else { return "" }
        let quote = bytes[index]
        var raw: ArraySlice<UInt8>
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            index += 1
            let start = index
            while index < bytes.count, bytes[index] != quote { index += 1 }
            raw = bytes[start..<index]
            index += 1
        } else {
            let start = index
            while index < bytes.count, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
            raw = bytes[start..<index]
        }
        return decode(String(decoding: raw, as: UTF8.self))
    }

    /// A tag name: everything up to a space, `/` or `>`, in lower case.
    private mutating func name() -> String {
        let start = index
        while index < bytes.count, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: "/"), bytes[index] != UInt8(ascii: ">") {
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self).lowercased()
    }

    /// The raw text up to `</name` followed by a space, `/` or `>` (any case), which is left
    /// for the main loop.
    private mutating func rawText(until name: String) -> String {
        let start = index
        let end = Array("</\(name)".utf8)
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), index + end.count <= bytes.count,
                bytes[index..<index + end.count].map(Self.lower) == end,
                index + end.count == bytes.count || Self.isSpace(bytes[index + end.count])
                    || bytes[index + end.count] == UInt8(ascii: "/") || bytes[index + end.count] == UInt8(ascii: ">")
            {
                break
            }
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Decodes numeric character references and the named ones in ``namedEntities``.
    private mutating func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            rest = rest[rest.index(after: amp)...]
            let reference = rest.prefix { $0.isLetter || $0.isNumber || $0 == "#" }
            let hasSemicolon = rest.dropFirst(reference.count).first == ";"
            if reference.hasPrefix("#") {
                let digits = reference.dropFirst()
                let isHex = digits.first == "x" || digits.first == "X"
                let number = isHex ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
                if let number, let scalar = Unicode.Scalar(number) {
                    out.unicodeScalars.append(scalar)
                    rest = rest.dropFirst(reference.count + (hasSemicolon ? 1 : 0))
                    continue
                }
            } else if let character = Self.namedEntities[reference.lowercased()] {
                out += character
                rest = rest.dropFirst(reference.count + (hasSemicolon ? 1 : 0))
                continue
            } else if !reference.isEmpty {
                unknownEntities.append("&" + reference)
            }
            out += "&"
        }
        return out + rest
    }

    private mutating func skip(past byte: Character) {
        while index < bytes.count, bytes[index] != byte.asciiValue { index += 1 }
        index += 1
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    private static func isAlpha(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    private static func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte + 32 : byte }
}
