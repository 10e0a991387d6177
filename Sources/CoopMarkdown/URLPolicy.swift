/// A link target that passed ``URLPolicy``, ready for an `href` attribute.
struct SafeURL: Equatable {
    /// The URL: trimmed, scheme in lowercase, and percent-encoded where a URL may not
    /// hold a byte as it is. Not yet escaped for HTML.
    var href: [UInt8]
    /// Whether it leaves the site (`http:` or `https:`): such links get `rel="nofollow noopener"`.
    var isExternal: Bool
}

/// Which link targets may be written into an `href`.
///
/// Allowed are `http:`, `https:` and `mailto:` URLs, and relative URLs: no colon before
/// the first `/`, and not starting with two slashes (`//host` would leave the site
/// under the page's scheme; backslashes count as slashes, as browsers read them).
/// Everything else is refused — `javascript:`, `data:`, `vbscript:`, `file:`, any
/// unknown scheme — however it is disguised:
///
/// - case (`JaVaScRiPt:`) does not matter: schemes are compared in lowercase;
/// - leading and trailing spaces and control characters are ignored, as browsers do;
/// - whitespace or control characters inside the scheme (`java\tscript:`) make it no
///   known scheme, so the URL is refused;
/// - an entity before the first `/` (`java&#115;cript:`, `javascript&colon;`) refuses it,
///   although the renderer never decodes entities (it escapes every `&`).
enum URLPolicy {
    /// `destination` made safe for an `href`, or `nil` when it is not allowed.
    static func safeURL(_ destination: [UInt8]) -> SafeURL? {
        var start = 0
        var end = destination.count
        while start < end, ASCII.isControlOrSpace(destination[start]) { start += 1 }
        while end > start, ASCII.isControlOrSpace(destination[end - 1]) { end -= 1 }
        let url = destination[start..<end]

        if url.count >= 2, isSlash(url[start]), isSlash(url[start + 1]) { return nil }
        let firstSlash = url.firstIndex(of: ASCII.slash) ?? end
        let head = url[start..<firstSlash]
        if containsEntity(head) { return nil }

        var href: [UInt8] = []
        href.reserveCapacity(url.count)
        var isExternal = false
        var rest = start
        if let colon = head.firstIndex(of: ASCII.colon) {
            let scheme = url[start..<colon].map(ASCII.lowercased)
            switch scheme {
            case Array("http".utf8), Array("https".utf8): isExternal = true
            case Array("mailto".utf8): break
            default: return nil
            }
            href.append(contentsOf: scheme)
            rest = colon
        }
        for byte in url[rest...] {
            if isKeptInHref(byte) {
                href.append(byte)
            } else {
                href.append(contentsOf: percentEncoded(byte))
            }
        }
        return SafeURL(href: href, isExternal: isExternal)
    }

    /// Whether `byte` stays as it is in an `href`: letters, digits, `%` (an encoding
    /// already made) and the punctuation URLs use (`-_.~!*'();:@&=+$,/?#`). Everything
    /// else (spaces, controls, `\`, `` ` ``, `"`, `<`, `>`, `[`, `]`, `^`, `{`, `|`, `}`,
    /// and each byte of a character outside ASCII) is percent-encoded, as CommonMark's
    /// reference implementation does.
    private static func isKeptInHref(_ byte: UInt8) -> Bool {
        ASCII.isAlphanumeric(byte) || hrefPunctuation.contains(byte)
    }

    /// The punctuation ``isKeptInHref(_:)`` keeps.
    private static let hrefPunctuation = Set("-_.~!*'();:@&=+$,/?#%".utf8)

    /// `/` or `\`.
    private static func isSlash(_ byte: UInt8) -> Bool { byte == ASCII.slash || byte == ASCII.backslash }

    /// Whether `text` contains `&#` or `&colon;` (in any case).
    private static func containsEntity(_ text: ArraySlice<UInt8>) -> Bool {
        let colon = Array("&colon;".utf8)
        for index in text.indices where text[index] == ASCII.ampersand {
            let after = text[(index + 1)...]
            if after.first == ASCII.hash { return true }
            if after.count >= colon.count - 1,
                zip(after.prefix(colon.count - 1), colon.dropFirst()).allSatisfy({ ASCII.lowercased($0) == $1 })
            {
                return true
            }
        }
        return false
    }

    /// `%XX` for `byte`.
    private static func percentEncoded(_ byte: UInt8) -> [UInt8] {
        let digits = Array("0123456789ABCDEF".utf8)
        return [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
    }
}
