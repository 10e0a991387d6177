/// Writes ``Block``s as HTML or as plain text.
///
/// HTML follows CommonMark's layout: blocks on their own lines, joined by `\n`, with no
/// newline at the end; the paragraphs of a tight list item render without `<p>`.
/// Nesting is bounded by ``BlockParser/maxNesting``, which bounds the recursion here.
struct BlockRenderer {
    /// Added to the level of every heading; the result is kept within 1...6.
    let headingOffset: Int

    /// Writes `blocks` as HTML.
    func writeHTML(_ blocks: [Block], into output: inout OutputBuffer) {
        for (index, block) in blocks.enumerated() {
            if index > 0 { output.markup("\n") }
            writeHTML(block, into: &output)
        }
    }

    /// Writes the text of `blocks`, one block per line, without markup.
    func writePlainText(_ blocks: [Block], into output: inout OutputBuffer) {
        var isFirst = true
        writePlainText(blocks, into: &output, isFirst: &isFirst)
    }

    private func writeHTML(_ block: Block, into output: inout OutputBuffer) {
        switch block {
        case .paragraph(let text):
            output.markup("<p>")
            writeInline(text, into: &output)
            output.markup("</p>")
        case .heading(let level, let text):
            let level = min(6, max(1, level + min(6, max(-6, headingOffset))))
            output.markup("<h")
            output.markup(level)
            output.markup(">")
            writeInline(text, into: &output)
            output.markup("</h")
            output.markup(level)
            output.markup(">")
        case .code(let language, let text):
            output.markup("<pre><code")
            if !language.isEmpty {
                output.markup(" class=\"language-")
                output.attribute(language)
                output.markup("\"")
            }
            output.markup(">")
            output.text(text)
            output.markup("</code></pre>")
        case .quote(let children):
            output.markup("<blockquote>\n")
            writeHTML(children, into: &output)
            if !children.isEmpty { output.markup("\n") }
            output.markup("</blockquote>")
        case .list(let list):
            if !list.isOrdered {
                output.markup("<ul>\n")
            } else if list.start == 1 {
                output.markup("<ol>\n")
            } else {
                output.markup("<ol start=\"")
                output.markup(list.start)
                output.markup("\">\n")
            }
            for (index, item) in list.items.enumerated() {
                if index > 0 { output.markup("\n") }
                writeItem(item, isTight: list.isTight, into: &output)
            }
            output.markup(list.isOrdered ? "\n</ol>" : "\n</ul>")
        case .rule:
            output.markup("<hr>")
        case .table(let table):
            output.markup("<table>\n<thead>\n")
            writeRow(table.header, cell: "th", alignments: table.alignments, into: &output)
            output.markup("\n</thead>")
            if !table.rows.isEmpty {
                output.markup("\n<tbody>")
                for row in table.rows {
                    output.markup("\n")
                    writeRow(row, cell: "td", alignments: table.alignments, into: &output)
                }
                output.markup("\n</tbody>")
            }
            output.markup("\n</table>")
        }
    }

    /// Writes a table's row, each cell aligned as its column says.
    private func writeRow(_ cells: [[UInt8]], cell: StaticString, alignments: [TableAlignment], into output: inout OutputBuffer) {
        output.markup("<tr>\n")
        for (text, alignment) in zip(cells, alignments) {
            output.markup("<")
            output.markup(cell)
            switch alignment {
            case .none: break
            case .left: output.markup(" style=\"text-align: left\"")
            case .center: output.markup(" style=\"text-align: center\"")
            case .right: output.markup(" style=\"text-align: right\"")
            }
            output.markup(">")
            writeInline(text, into: &output)
            output.markup("</")
            output.markup(cell)
            output.markup(">\n")
        }
        output.markup("</tr>")
    }

    /// Writes a list item. In a tight list its paragraphs are bare text, and its other
    /// blocks sit on lines of their own.
    private func writeItem(_ blocks: [Block], isTight: Bool, into output: inout OutputBuffer) {
        output.markup("<li>")
        if isTight {
            for block in blocks {
                if case .paragraph(let text) = block {
                    writeInline(text, into: &output)
                } else {
                    if output.last != ASCII.newline { output.markup("\n") }
                    writeHTML(block, into: &output)
                    output.markup("\n")
                }
            }
        } else if !blocks.isEmpty {
            output.markup("\n")
            writeHTML(blocks, into: &output)
            output.markup("\n")
        }
        output.markup("</li>")
    }

    private func writePlainText(_ blocks: [Block], into output: inout OutputBuffer, isFirst: inout Bool) {
        for block in blocks {
            switch block {
            case .paragraph(let text), .heading(_, let text):
                if !isFirst { output.text(ASCII.newline) }
                isFirst = false
                writeInline(text, into: &output)
            case .code(_, let text):
                if !isFirst { output.text(ASCII.newline) }
                isFirst = false
                output.text(text.dropLast())
            case .quote(let children):
                writePlainText(children, into: &output, isFirst: &isFirst)
            case .list(let list):
                for item in list.items { writePlainText(item, into: &output, isFirst: &isFirst) }
            case .rule:
                break
            case .table(let table):
                for row in [table.header] + table.rows {
                    if !isFirst { output.text(ASCII.newline) }
                    isFirst = false
                    for (index, cell) in row.enumerated() {
                        if index > 0 { output.text(ASCII.space) }
                        writeInline(cell, into: &output)
                    }
                }
            }
        }
    }

    private func writeInline(_ text: [UInt8], into output: inout OutputBuffer) {
        InlineRenderer.render(InlineParser.parse(text), into: &output)
    }
}
