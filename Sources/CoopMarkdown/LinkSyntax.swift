/// The part of an inline link after `]`: `(destination "title")`.
struct LinkTail {
    /// The destination, backslash escapes resolved.
    var destination: [UInt8]
    /// The title, backslash escapes resolved, if there is one.
    var title: [UInt8]?
    /// The offset just past the closing `)`.
    var end: Int
}

/// Recognizes the syntax of link targets in inline text: inline link tails, autolinks
/// in angle brackets and bare `http(s)://` URLs.
///
/// The scans are bounded so that trying them everywhere stays linear: a destination
/// ends at whitespace or after at most ``maxParenthesisDepth`` unclosed parentheses, a
/// pointy destination or an autolink at the next `<`, and a title at the next quote of
/// its kind (a following link's title opener is always such a quote).
enum LinkSyntax {
    /// How deeply parentheses may nest in a destination.
    static let maxParenthesisDepth = 32

    /// The link tail that starts at `open` in `text`, which must be `(`.
    static func linkTail(in text: [UInt8], at open: Int) -> LinkTail? {
        guard open < text.count, text[open] == ASCII.openParenthesis else { return nil }
        var index = skippingWhitespace(in: text, from: open + 1)
        guard index < text.count else { return nil }

        let destination: Range<Int>
        if text[index] == ASCII.lessThan {
            var end = index + 1
            while end < text.count, text[end] != ASCII.greaterThan {
                if text[end] == ASCII.newline || text[end] == ASCII.lessThan { return nil }
                end += isEscape(in: text, at: end) ? 2 : 1
            }
            guard end < text.count else { return nil }
            destination = (index + 1)..<end
            index = end + 1
        } else {
            var end = index
            var depth = 0
            while end < text.count {
                let byte = text[end]
                if ASCII.isControlOrSpace(byte) { break }
                if isEscape(in: text, at: end) {
                    end += 2
                    continue
                }
                if byte == ASCII.openParenthesis {
                    depth += 1
                    if depth > maxParenthesisDepth { return nil }
                } else if byte == ASCII.closeParenthesis {
                    if depth == 0 { break }
                    depth -= 1
                }
                end += 1
            }
            guard depth == 0 else { return nil }
            destination = index..<end
            index = end
        }

        var title: Range<Int>?
        let afterDestination = index
        index = skippingWhitespace(in: text, from: index)
        if index > afterDestination, index < text.count, let close = closingQuote(for: text[index]) {
            var end = index + 1
            while end < text.count, text[end] != close {
                if close == ASCII.closeParenthesis, text[end] == ASCII.openParenthesis { return nil }
                end += isEscape(in: text, at: end) ? 2 : 1
            }
            guard end < text.count else { return nil }
            title = (index + 1)..<end
            index = skippingWhitespace(in: text, from: end + 1)
        }
        guard index < text.count, text[index] == ASCII.closeParenthesis else { return nil }
        return LinkTail(
            destination: BackslashEscapes.resolved(text[destination]), title: title.map { BackslashEscapes.resolved(text[$0]) },
            end: index + 1)
    }

    /// The URL of an autolink `<scheme:...>` that starts at `open` in `text`, which must
    /// be `<`: a scheme of 2 to 32 characters, then anything but whitespace, `<` and `>`.
    static func autolink(in text: [UInt8], at open: Int) -> Range<Int>? {
        var index = open + 1
        guard index < text.count, ASCII.isLetter(text[index]) else { return nil }
        while index < text.count, index - open <= 33,
            ASCII.isAlphanumeric(text[index]) || text[index] == ASCII.plus
                || text[index] == ASCII.period || text[index] == ASCII.minus
        {
            index += 1
        }
        guard (2...32).contains(index - open - 1), index < text.count, text[index] == ASCII.colon else { return nil }
        while index < text.count, text[index] != ASCII.greaterThan {
            if ASCII.isControlOrSpace(text[index]) || text[index] == ASCII.lessThan { return nil }
            index += 1
        }
        guard index < text.count else { return nil }
        return (open + 1)..<index
    }

    /// The address of an email autolink `<name@example.com>` that starts at `open` in
    /// `text`, which must be `<`: CommonMark's address, a name of letters, digits and
    /// ``emailNamePunctuation``, `@`, then labels of letters, digits and inner `-` (63 at
    /// most) separated by `.`.
    static func emailAutolink(in text: [UInt8], at open: Int) -> Range<Int>? {
        var index = open + 1
        while index < text.count, ASCII.isAlphanumeric(text[index]) || emailNamePunctuation.contains(text[index]) {
            index += 1
        }
        guard index > open + 1, index < text.count, text[index] == ASCII.at else { return nil }
        repeat {
            index += 1
            let label = index
            while index < text.count, index - label < 63,
                ASCII.isAlphanumeric(text[index]) || text[index] == ASCII.minus
            {
                index += 1
            }
            guard index > label, text[label] != ASCII.minus, text[index - 1] != ASCII.minus else { return nil }
        } while index < text.count && text[index] == ASCII.period
        guard index < text.count, text[index] == ASCII.greaterThan else { return nil }
        return (open + 1)..<index
    }

    /// The punctuation an email address's name may hold.
    private static let emailNamePunctuation = Set(".!#$%&'*+/=?^_`{|}~-".utf8)

    /// The bare URL that starts at `start` in `text`: `http://` or `https://` (in any
    /// case) and a host starting with a letter or digit, up to whitespace or `<` (or
    /// `]` when `stopsAtBracket`), without trailing punctuation and unbalanced `)`.
    static func bareURL(in text: [UInt8], at start: Int, stopsAtBracket: Bool) -> Range<Int>? {
        guard let hostStart = schemeEnd(in: text, at: start), hostStart < text.count,
            ASCII.isAlphanumeric(text[hostStart]) || text[hostStart] >= 0x80
        else { return nil }
        var end = hostStart
        var opened = 0
        var closed = 0
        while end < text.count {
            let byte = text[end]
            if ASCII.isWhitespace(byte) || byte == ASCII.lessThan || (stopsAtBracket && byte == ASCII.closeBracket) {
                break
            }
            if byte == ASCII.openParenthesis { opened += 1 }
            if byte == ASCII.closeParenthesis { closed += 1 }
            end += 1
        }
        while end > hostStart + 1 {
            let last = text[end - 1]
            if trailingPunctuation.contains(last) {
                end -= 1
            } else if last == ASCII.closeParenthesis, closed > opened {
                end -= 1
                closed -= 1
            } else {
                break
            }
        }
        return start..<end
    }

    /// Characters that end a sentence rather than a URL.
    private static let trailingPunctuation = Array("?!.,:;*_~'\"".utf8)

    /// The offset after `http://` or `https://` at `start`, if one is there.
    private static func schemeEnd(in text: [UInt8], at start: Int) -> Int? {
        for prefix in bareURLPrefixes where start + prefix.count <= text.count {
            if zip(text[start..<(start + prefix.count)], prefix).allSatisfy({ ASCII.lowercased($0) == $1 }) {
                return start + prefix.count
            }
        }
        return nil
    }

    /// The schemes a bare URL may start with.
    private static let bareURLPrefixes = [Array("http://".utf8), Array("https://".utf8)]

    /// Whether a backslash at `index` escapes the punctuation character after it.
    private static func isEscape(in text: [UInt8], at index: Int) -> Bool {
        text[index] == ASCII.backslash && index + 1 < text.count && ASCII.isPunctuation(text[index + 1])
    }

    /// The offset of the first byte at or after `index` that is not a space or tab,
    /// allowing one line break.
    private static func skippingWhitespace(in text: [UInt8], from index: Int) -> Int {
        var index = index
        var sawNewline = false
        while index < text.count {
            if ASCII.isSpaceOrTab(text[index]) {
                index += 1
            } else if text[index] == ASCII.newline, !sawNewline {
                sawNewline = true
                index += 1
            } else {
                break
            }
        }
        return index
    }

    /// The quote that closes a title opened by `byte`, if `byte` opens one.
    private static func closingQuote(for byte: UInt8) -> UInt8? {
        switch byte {
        case ASCII.quote, ASCII.apostrophe: byte
        case ASCII.openParenthesis: ASCII.closeParenthesis
        default: nil
        }
    }
}
