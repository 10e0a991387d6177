import CoopMarkdown
import Testing

/// Tables, as GitHub Flavored Markdown writes them: a note of a month's eggs pasted from
/// a spreadsheet becomes a table, not a paragraph of pipes.
@Suite struct TableTests {
    @Test(arguments: [
        (
            "| Month | Eggs |\n|-------|-----:|\n| March | 120 |\n| April | 131 |",
            "<table>\n<thead>\n<tr>\n<th>Month</th>\n<th style=\"text-align: right\">Eggs</th>\n</tr>\n</thead>\n<tbody>\n"
                + "<tr>\n<td>March</td>\n<td style=\"text-align: right\">120</td>\n</tr>\n"
                + "<tr>\n<td>April</td>\n<td style=\"text-align: right\">131</td>\n</tr>\n</tbody>\n</table>"
        ),
        // Outer pipes are optional; the colons align; a header alone has no body.
        (
            "a | b | c\n:- | :-: | --",
            "<table>\n<thead>\n<tr>\n<th style=\"text-align: left\">a</th>\n<th style=\"text-align: center\">b</th>\n"
                + "<th>c</th>\n</tr>\n</thead>\n</table>"
        ),
        // Short rows are filled, long ones cut; `\|` is a pipe, also in code; inline Markdown works.
        (
            "| a | b |\n| - | - |\n| *x* |\n| `1\\|2` | y | z |",
            "<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n</tr>\n</thead>\n<tbody>\n"
                + "<tr>\n<td><em>x</em></td>\n<td></td>\n</tr>\n<tr>\n<td><code>1|2</code></td>\n<td>y</td>\n</tr>\n</tbody>\n</table>"
        ),
        // A paragraph's last line can be the header; a blank line or another block ends the table.
        (
            "Eggs by hen:\n| Olive | Ruby |\n|---|---|\n| 3 | 4 |\n\nAfter.",
            "<p>Eggs by hen:</p>\n<table>\n<thead>\n<tr>\n<th>Olive</th>\n<th>Ruby</th>\n</tr>\n</thead>\n<tbody>\n"
                + "<tr>\n<td>3</td>\n<td>4</td>\n</tr>\n</tbody>\n</table>\n<p>After.</p>"
        ),
        (
            "| a |\n|---|\n| b |\n- item",
            "<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>b</td>\n</tr>\n</tbody>\n</table>\n"
                + "<ul>\n<li>item</li>\n</ul>"
        ),
        // Inside a list item and a quote.
        (
            "- | a |\n  |---|\n  | b |",
            "<ul>\n<li>\n<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>b</td>\n</tr>\n</tbody>\n</table>\n</li>\n</ul>"
        ),
    ])
    func tables(_ source: String, _ expected: String) {
        #expect(Markdown.html(source) == expected)
    }

    @Test(arguments: [
        // The delimiter row needs as many cells as the header, and a pipe.
        ("| a | b |\n|---|", "<p>| a | b |\n|---|</p>"),
        ("a\n---", "<p>a</p>\n<hr>"),
        ("| a |\n| -x- |", "<p>| a |\n| -x- |</p>"),
        ("| a |\n|:|", "<p>| a |\n|:|</p>"),
        // Four columns of indentation is not a table row.
        ("    | a |\n    |---|", "<p>| a |\n|---|</p>"),
        // Escaped pipes do not separate cells.
        ("a \\| b\n--|--", "<p>a | b\n--|--</p>"),
    ])
    func notTables(_ source: String, _ expected: String) {
        #expect(Markdown.html(source) == expected)
    }

    @Test func plainTextHasARowALine() {
        #expect(Markdown.plainText("| Month | Eggs |\n|---|---|\n| March | **120** |") == "Month Eggs\nMarch 120")
    }

    /// Whatever is written, the HTML is well formed.
    @Test(arguments: ["|", "||\n|-|", "| <b> |\n|---|\n| </td> |", "|`|\n|-|\n|`|", "| a |\n|---|\n| [x](javascript:y) |"])
    func wellFormed(_ source: String) {
        #expect(HTMLChecker.problems(in: Markdown.html(source)) == [])
    }
}
