/// One piece of parsed inline content. Tokens lie in source order; links and emphasis
/// are marked by tokens that open and close them, always properly nested.
enum InlineToken {
    /// Source text.
    case text(Range<Int>)
    /// The raw content of a code span (between its backtick runs).
    case code(Range<Int>)
    /// A line break inside a paragraph, rendered as a newline.
    case softBreak
    /// A hard line break (two trailing spaces or a trailing backslash): `<br>`.
    case hardBreak
    /// A run of `*`, `_` or `~`, by index in ``InlineContent/runs``: the emphasis it
    /// closes, its literal characters, and the emphasis it opens.
    case delimiter(Int)
    /// The start of a link or image, by index in ``InlineContent/links``.
    case linkStart(Int)
    /// The end of a link or image, by index in ``InlineContent/links``.
    case linkEnd(Int)
    /// An autolink or bare URL: its text, and its target by index in ``InlineContent/links``.
    case autolink(Range<Int>, Int)
}

/// What a link or image points to.
struct LinkTarget {
    /// Whether this is an image (`![alt](src)`), which renders as its alt text only.
    var isImage: Bool
    /// The target when ``URLPolicy`` allows it; otherwise the link renders as its text.
    var url: SafeURL?
    /// The title, shown as a tooltip.
    var title: [UInt8]?
}

/// Inline Markdown parsed into tokens, ready to render.
struct InlineContent {
    /// The text the tokens point into.
    var source: [UInt8]
    /// The tokens, in order.
    var tokens: [InlineToken]
    /// The delimiter runs, with their matched emphasis.
    var runs: [DelimiterRun]
    /// The targets of links, images and autolinks.
    var links: [LinkTarget]
}
