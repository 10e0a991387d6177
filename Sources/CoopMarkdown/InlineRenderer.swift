/// Writes ``InlineContent`` as HTML or as plain text.
///
/// Markup is written only into HTML and outside images: an image shows as its alt
/// text, which is the plain text of its content. Autolinks inside a link are text, as
/// links do not nest. Since tokens that open and close always come in nested pairs,
/// the tags written balance.
enum InlineRenderer {
    /// Writes `content` into `output`.
    static func render(_ content: InlineContent, into output: inout OutputBuffer) {
        var imageDepth = 0
        var linkDepth = 0
        for token in content.tokens {
            let writesMarkup = output.isHTML && imageDepth == 0
            switch token {
            case .text(let range):
                output.text(content.source[range])
            case .code(let range):
                if writesMarkup { output.markup("<code>") }
                output.text(codeText(content.source[range]))
                if writesMarkup { output.markup("</code>") }
            case .softBreak:
                output.text(ASCII.newline)
            case .hardBreak:
                if writesMarkup { output.markup("<br>") }
                output.text(ASCII.newline)
            case .delimiter(let index):
                let run = content.runs[index]
                if writesMarkup {
                    for kind in run.closes { closeTag(kind, into: &output) }
                }
                for _ in 0..<run.remaining { output.text(run.character) }
                if writesMarkup {
                    for kind in run.opens.reversed() { openTag(kind, into: &output) }
                }
            case .linkStart(let index):
                let link = content.links[index]
                if link.isImage {
                    imageDepth += 1
                } else {
                    if writesMarkup, let url = link.url { openAnchor(url, title: link.title, into: &output) }
                    linkDepth += 1
                }
            case .linkEnd(let index):
                let link = content.links[index]
                if link.isImage {
                    imageDepth -= 1
                } else {
                    linkDepth -= 1
                    if writesMarkup, link.url != nil { output.markup("</a>") }
                }
            case .autolink(let range, let index):
                if writesMarkup, linkDepth == 0, let url = content.links[index].url {
                    openAnchor(url, title: nil, into: &output)
                    output.text(content.source[range])
                    output.markup("</a>")
                } else {
                    output.text(content.source[range])
                }
            }
        }
    }

    /// The content of a code span as shown: line breaks become spaces, and one space is
    /// stripped from each end when both ends have one (so `` ` `` `` shows a backtick).
    private static func codeText(_ raw: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var text = raw
        if text.contains(ASCII.newline) {
            text = ArraySlice(text.map { $0 == ASCII.newline ? ASCII.space : $0 })
        }
        if text.count >= 2, text.first == ASCII.space, text.last == ASCII.space,
            text.contains(where: { $0 != ASCII.space })
        {
            text = text.dropFirst().dropLast()
        }
        return text
    }

    private static func openAnchor(_ url: SafeURL, title: [UInt8]?, into output: inout OutputBuffer) {
        output.markup("<a href=\"")
        output.attribute(url.href)
        output.markup("\"")
        if let title {
            output.markup(" title=\"")
            output.attribute(title)
            output.markup("\"")
        }
        if url.isExternal { output.markup(" rel=\"nofollow noopener\"") }
        output.markup(">")
    }

    private static func openTag(_ kind: EmphasisKind, into output: inout OutputBuffer) {
        switch kind {
        case .emphasis: output.markup("<em>")
        case .strong: output.markup("<strong>")
        case .strikethrough: output.markup("<del>")
        }
    }

    private static func closeTag(_ kind: EmphasisKind, into output: inout OutputBuffer) {
        switch kind {
        case .emphasis: output.markup("</em>")
        case .strong: output.markup("</strong>")
        case .strikethrough: output.markup("</del>")
        }
    }
}
