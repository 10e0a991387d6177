/// The part of a source line a diagnostic quotes, and where its caret goes.
///
/// A line longer than ``maximumWidth`` scalars (a minified file, one 10 MB line) is cut to a
/// window around the caret, with `…` where text is left out, so that one diagnostic prints a
/// few short lines whatever the file looks like. Control characters are shown as visible
/// symbols; tabs are kept, and mirrored in the caret's padding so the caret stays aligned.
struct SourceExcerpt {
    /// The most scalars of a line that are quoted.
    static let maximumWidth = 160
    /// How many scalars before the caret a cut line keeps, for context.
    static let contextBefore = 60

    /// The quoted text.
    let text: String
    /// What goes before the caret: spaces, and tabs where the quoted text has tabs.
    let padding: String
    /// How many columns the caret and its `~` cover (at least 1).
    let width: Int

    /// The excerpt of `line` for a caret at 1-based `column` covering `length` columns.
    init(line: String, column: Int, length: Int) {
        let scalars = Array(line.unicodeScalars)
        let caret = min(max(column - 1, 0), scalars.count)
        var first = 0
        var end = scalars.count
        if scalars.count > Self.maximumWidth {
            first = max(0, min(caret - Self.contextBefore, scalars.count - Self.maximumWidth))
            end = first + Self.maximumWidth
        }
        let cutBefore = first > 0
        let cutAfter = end < scalars.count
        var shown = String.UnicodeScalarView()
        shown.append(contentsOf: scalars[first..<end])
        text = (cutBefore ? "…" : "") + PrintableText.visible(String(shown), keeping: ["\t"]) + (cutAfter ? "…" : "")
        var pad = cutBefore ? " " : ""
        for scalar in scalars[first..<max(first, caret)] { pad.unicodeScalars.append(scalar == "\t" ? "\t" : " ") }
        padding = pad
        width = max(1, min(length, end - caret))
    }
}
