/// Parses inline Markdown — emphasis, code spans, links, autolinks, line breaks — into
/// ``InlineContent``.
///
/// One pass over the text produces tokens, following CommonMark's algorithm: runs of
/// `*`, `_` and `~` go on a ``DelimiterStack``, `[` and `![` on a bracket stack, and a
/// `]` followed by a link tail turns the nearest bracket into a link. Emphasis is then
/// resolved, first inside each link, then for the whole text. Every scan is bounded as
/// described in ``LinkSyntax`` and ``BacktickIndex``, so parsing is linear in the text.
struct InlineParser {
    /// An unmatched `[` or `![`.
    private struct Bracket {
        /// The index of its token, replaced by ``InlineToken/linkStart(_:)`` if it becomes a link.
        var token: Int
        /// Whether it is `![`.
        var isImage: Bool
        /// The top of the delimiter stack when it was pushed.
        var delimiterBottom: Int
    }

    private let source: [UInt8]
    private var tokens: [InlineToken] = []
    private var delimiters = DelimiterStack()
    private var links: [LinkTarget] = []
    private var brackets: [Bracket] = []
    /// Brackets below this index that are `[` cannot become links: a link was made after
    /// them, and links do not nest.
    private var inactiveBelow = 0
    private var backticks: BacktickIndex
    /// The current position.
    private var index = 0
    /// Where the text not yet turned into a token starts.
    private var textStart = 0

    private init(source: [UInt8]) {
        self.source = source
        backticks = BacktickIndex(source)
    }

    /// Parses `source`.
    static func parse(_ source: [UInt8]) -> InlineContent {
        var parser = InlineParser(source: source)
        parser.run()
        return InlineContent(source: source, tokens: parser.tokens, runs: parser.delimiters.runs, links: parser.links)
    }

    private mutating func run() {
        while index < source.count {
            switch source[index] {
            case ASCII.backslash: backslash()
            case ASCII.backtick: codeSpan()
            case ASCII.asterisk, ASCII.underscore, ASCII.tilde: delimiterRun()
            case ASCII.openBracket: openBracket(width: 1)
            case ASCII.exclamation where index + 1 < source.count && source[index + 1] == ASCII.openBracket:
                openBracket(width: 2)
            case ASCII.closeBracket: closeBracket()
            case ASCII.lessThan: autolink()
            case ASCII.newline: lineBreak()
            case UInt8(ascii: "h"), UInt8(ascii: "H"): bareURL()
            default: index += 1
            }
        }
        flushText(upTo: source.count)
        delimiters.resolve(above: -1)
    }

    /// Ends the pending text at `end`.
    private mutating func flushText(upTo end: Int) {
        if textStart < end { tokens.append(.text(textStart..<end)) }
    }

    /// Ends the pending text at the current position, adds `token`, and continues at `next`.
    private mutating func emit(_ token: InlineToken, continuingAt next: Int) {
        flushText(upTo: index)
        tokens.append(token)
        index = next
        textStart = next
    }

    /// `\` escapes punctuation, and before a line break makes it hard.
    private mutating func backslash() {
        let next = index + 1
        if next < source.count, source[next] == ASCII.newline {
            emit(.hardBreak, continuingAt: next + 1)
        } else if next < source.count, ASCII.isPunctuation(source[next]) {
            emit(.text(next..<(next + 1)), continuingAt: next + 1)
        } else {
            index = next
        }
    }

    /// A run of backticks opens a code span if a run of the same length follows.
    private mutating func codeSpan() {
        var end = index + 1
        while end < source.count, source[end] == ASCII.backtick { end += 1 }
        if let closer = backticks.run(ofLength: end - index, from: end) {
            emit(.code(end..<closer), continuingAt: closer + (end - index))
        } else {
            index = end
        }
    }

    /// A run of `*` or `_`, or exactly two `~`, may open or close emphasis, depending on
    /// the characters around it: `snake_case_words` keep their underscores.
    private mutating func delimiterRun() {
        let character = source[index]
        var end = index + 1
        while end < source.count, source[end] == character { end += 1 }
        guard character != ASCII.tilde || end - index == 2 else {
            index = end
            return
        }
        let before = Flanking.before(index, in: source)
        let after = Flanking.at(end, in: source)
        let leftFlanking = after != .whitespace && (after != .punctuation || before != .other)
        let rightFlanking = before != .whitespace && (before != .punctuation || after != .other)
        let canOpen: Bool
        let canClose: Bool
        if character == ASCII.underscore {
            canOpen = leftFlanking && (!rightFlanking || before == .punctuation)
            canClose = rightFlanking && (!leftFlanking || after == .punctuation)
        } else {
            canOpen = leftFlanking
            canClose = rightFlanking
        }
        guard canOpen || canClose else {
            index = end
            return
        }
        let run = delimiters.push(character: character, length: end - index, canOpen: canOpen, canClose: canClose)
        emit(.delimiter(run), continuingAt: end)
    }

    /// `[` or `![` (of `width` 1 or 2) may start a link or image.
    private mutating func openBracket(width: Int) {
        brackets.append(
            Bracket(
                token: tokens.count + (textStart < index ? 1 : 0), isImage: width == 2,
                delimiterBottom: delimiters.top))
        emit(.text(index..<(index + width)), continuingAt: index + width)
    }

    /// `]` makes a link of the nearest bracket when a link tail follows; otherwise it is text.
    private mutating func closeBracket() {
        guard let opener = brackets.popLast() else {
            index += 1
            return
        }
        let isActive = opener.isImage || brackets.count >= inactiveBelow
        inactiveBelow = min(inactiveBelow, brackets.count)
        guard isActive, let tail = LinkSyntax.linkTail(in: source, at: index + 1) else {
            index += 1
            return
        }
        let link = links.count
        let url = opener.isImage ? nil : URLPolicy.safeURL(tail.destination)
        links.append(LinkTarget(isImage: opener.isImage, url: url, title: tail.title))
        tokens[opener.token] = .linkStart(link)
        emit(.linkEnd(link), continuingAt: tail.end)
        delimiters.resolve(above: opener.delimiterBottom)
        if !opener.isImage { inactiveBelow = brackets.count }
    }

    /// `<` may start an autolink, `<scheme:...>` or `<name@example.com>`. It shows its
    /// URL or address without the brackets, linked when ``URLPolicy`` allows it.
    private mutating func autolink() {
        let target: SafeURL?
        let url: Range<Int>
        if let uri = LinkSyntax.autolink(in: source, at: index) {
            (url, target) = (uri, URLPolicy.safeURL(Array(source[uri])))
        } else if let address = LinkSyntax.emailAutolink(in: source, at: index) {
            (url, target) = (address, URLPolicy.safeURL(Array("mailto:".utf8) + source[address]))
        } else {
            index += 1
            return
        }
        links.append(LinkTarget(isImage: false, url: target, title: nil))
        emit(.autolink(url, links.count - 1), continuingAt: url.upperBound + 1)
    }

    /// `http://` or `https://` after whitespace, `*`, `_`, `~` or `(` starts a bare URL.
    private mutating func bareURL() {
        if index > 0 {
            let previous = source[index - 1]
            guard
                ASCII.isWhitespace(previous) || previous == ASCII.asterisk || previous == ASCII.underscore
                    || previous == ASCII.tilde || previous == ASCII.openParenthesis
            else {
                index += 1
                return
            }
        }
        guard let url = LinkSyntax.bareURL(in: source, at: index, stopsAtBracket: !brackets.isEmpty),
            let target = URLPolicy.safeURL(Array(source[url]))
        else {
            index += 1
            return
        }
        links.append(LinkTarget(isImage: false, url: target, title: nil))
        emit(.autolink(url, links.count - 1), continuingAt: url.upperBound)
    }

    /// A newline is a soft break, or a hard one after two or more spaces; whitespace
    /// around it is dropped.
    private mutating func lineBreak() {
        var textEnd = index
        var spaces = 0
        while textEnd > textStart, ASCII.isSpaceOrTab(source[textEnd - 1]) {
            if source[textEnd - 1] == ASCII.space { spaces += 1 }
            textEnd -= 1
        }
        flushText(upTo: textEnd)
        textStart = index
        var next = index + 1
        while next < source.count, ASCII.isSpaceOrTab(source[next]) { next += 1 }
        emit(spaces >= 2 ? .hardBreak : .softBreak, continuingAt: next)
    }
}
