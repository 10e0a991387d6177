import CoopValues

/// What the HTML5 writer needs to know about elements, escaping and URLs.
enum HTMLSyntax {
    /// Elements that have no end tag: `<br>`, never `<br></br>`.
    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]

    /// Elements whose text is written as is, never escaped.
    static let rawTextElements: Set<String> = ["script", "style"]

    /// Elements whose white space matters.
    static let preformattedElements: Set<String> = ["pre", "textarea"]

    /// Attributes that hold a URL, checked when their value comes from data.
    static let urlAttributes: Set<String> = [
        "href", "src", "action", "formaction", "poster", "cite", "data", "xlink:href", "background",
    ]

    /// Appends `text` escaped for `context`.
    static func append(_ text: String, escapedFor context: TextContext, to out: inout ByteBuffer) {
        out.appendEscapingMarkup(text, context.escaping)
    }

    /// Appends the UTF-8 `bytes` escaped for `context`.
    static func append(_ bytes: UnsafeBufferPointer<UInt8>, escapedFor context: TextContext, to out: inout ByteBuffer) {
        out.appendEscapingMarkup(bytes, context.escaping)
    }

    /// Appends `text` escaped for `context` to an array (what the compiler's static text takes).
    static func append(_ text: String, escapedFor context: TextContext, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { out.appendEscapingMarkup($0, context.escaping) }
    }

    /// Whether a URL taken from data is safe to link to: http(s), mailto and tel, or a
    /// relative address. Tabs and line breaks, which browsers ignore, are ignored here too,
    /// so `java\tscript:` is caught.
    static func isSafeURL(_ url: String) -> Bool {
        url.utf8.withContiguousStorageIfAvailable(isSafeURL) ?? Array(url.utf8).withUnsafeBufferPointer(isSafeURL)
    }

    /// ``isSafeURL(_:)`` on the URL's UTF-8 bytes. Only the bytes before the first `:`, `/`,
    /// `?` or `#` can be a scheme, and only an ASCII scheme can match, so no string is made
    /// unless there is a colon.
    static func isSafeURL(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let end = bytes.firstIndex(where: { $0 == 0x3A || $0 == 0x2F || $0 == 0x3F || $0 == 0x23 }),
            bytes[end] == 0x3A
        else { return true }
        var scheme: [UInt8] = []
        for byte in bytes[..<end] {
            if byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
            if scheme.isEmpty, byte <= 0x20 { continue }
            scheme.append((0x41...0x5A).contains(byte) ? byte | 0x20 : byte)
        }
        return safeSchemes.contains(scheme)
    }

    private static let safeSchemes: [[UInt8]] = ["http", "https", "mailto", "tel"].map { Array($0.utf8) }
}

extension TextContext {
    /// How text written here is escaped.
    var escaping: MarkupEscaping {
        switch self {
        case .content, .isolatedContent, .isolatedPlainContent: .content
        case .attribute: .attribute
        }
    }
}

extension TextContext {
    /// The context's number in a linked program's `text` instruction.
    var code: Int32 {
        switch self {
        case .content: 0
        case .attribute: 1
        case .isolatedContent: 2
        case .isolatedPlainContent: 3
        }
    }

    /// The context numbered `code` (see ``code``).
    init(code: Int32) {
        switch code {
        case 1: self = .attribute
        case 2: self = .isolatedContent
        case 3: self = .isolatedPlainContent
        default: self = .content
        }
    }

    /// Appends `text` escaped, isolated when this context isolates and the text needs it
    /// (``BidiText/needsIsolation(_:)``).
    func append(_ text: String, to out: inout ByteBuffer) {
        let isolation: (open: [UInt8], close: [UInt8])?
        switch self {
        case .isolatedContent where BidiText.needsIsolation(text): isolation = (Array("<bdi>".utf8), Array("</bdi>".utf8))
        case .isolatedPlainContent where BidiText.needsIsolation(text):
            isolation = (BidiText.firstStrongIsolate, BidiText.popDirectionalIsolate)
        default: isolation = nil
        }
        if let isolation { isolation.open.withUnsafeBufferPointer { out.append($0) } }
        HTMLSyntax.append(text, escapedFor: self, to: &out)
        if let isolation { isolation.close.withUnsafeBufferPointer { out.append($0) } }
    }
}
