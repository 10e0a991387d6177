/// A block of a parsed document, before rendering.
///
/// Text is kept as the UTF-8 bytes of its inline Markdown; the renderer parses it with
/// ``InlineParser`` when it writes the block.
enum Block {
    /// A paragraph: its lines, without leading whitespace, joined by `\n`.
    case paragraph([UInt8])
    /// An ATX heading, with its level as written (1 for `#`) before any offset.
    case heading(level: Int, text: [UInt8])
    /// A fenced code block: the first word of its info string, and its lines, each ended by `\n`.
    case code(language: [UInt8], text: [UInt8])
    /// A block quote and the blocks inside it.
    case quote([Block])
    /// A bullet or ordered list.
    case list(ListBlock)
    /// A thematic break (`---`).
    case rule
    /// A table (GitHub Flavored Markdown).
    case table(TableBlock)
}

/// A bullet or ordered list.
struct ListBlock {
    /// Whether the items are numbered.
    var isOrdered: Bool
    /// The number of the first item of an ordered list.
    var start: Int
    /// Whether no blank line separates the items or the blocks inside them; the
    /// paragraphs of a tight list render without `<p>`.
    var isTight: Bool
    /// The blocks of each item.
    var items: [[Block]]
}
