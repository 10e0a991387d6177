import CoopDiagnostics
import Testing

@Suite struct DiagnosticRendererTests {
    private func library(_ path: String, _ text: String) -> SourceLibrary {
        var sources = SourceLibrary()
        sources.add(SourceText(path: path, text: text))
        return sources
    }

    @Test func rendersTheDesignExample() {
        let sources = library("content/eggs/2026.yaml", String(repeating: "\n", count: 13) + "2026-11-21: {brown: 3, blu: 2}\n")
        let diagnostic = Diagnostic.error(
            "unknown-kind", "unknown egg kind 'blu'; did you mean 'blue'?",
            at: SourceLocation(path: "content/eggs/2026.yaml", line: 14, column: 24), length: 3)
        #expect(DiagnosticRenderer(sources: sources).render(diagnostic) == """
            content/eggs/2026.yaml:14:24: error: unknown egg kind 'blu'; did you mean 'blue'? [unknown-kind]
               14 | 2026-11-21: {brown: 3, blu: 2}
                  |                        ^~~

            """)
    }

    /// Found while fuzzing: a quoted line printed its control characters raw, so a lone CR
    /// sent the terminal's cursor back and an ESC could start an escape sequence.
    @Test func controlCharactersInQuotedLinesAreShownAsSymbols() {
        let sources = library("e.yaml", "2026-11-20: 5\r2026-11-21: \u{1B}[31m4\u{7F}\u{9B}\u{2028}\t#\n")
        let diagnostic = Diagnostic.error(
            "line-end", "a line ends with a lone carriage return (CR); line ends must be LF or CRLF",
            at: SourceLocation(path: "e.yaml", line: 1, column: 14))
        #expect(DiagnosticRenderer(sources: sources).render(diagnostic) == """
            e.yaml:1:14: error: a line ends with a lone carriage return (CR); line ends must be LF or CRLF [line-end]
                1 | 2026-11-20: 5\u{240D}2026-11-21: \u{241B}[31m4\u{2421}\u{FFFD}\u{2424}\t#
                  |              ^

            """)
    }

    @Test func notesHelpAndMissingLocations() {
        let sources = library("a.yaml", "\u{FEFF}one: 1\r\ntwo: 2\r\n")
        let diagnostic = Diagnostic.error(
            "duplicate-key", "'one' is given twice", at: SourceLocation(path: "a.yaml", line: 2, column: 1), length: 3,
            notes: [.init("first given here", at: SourceLocation(path: "a.yaml", line: 1, column: 1), length: 3)],
            help: "remove one of them")
        #expect(DiagnosticRenderer(sources: sources).render(diagnostic) == """
            a.yaml:2:1: error: 'one' is given twice [duplicate-key]
                2 | two: 2
                  | ^~~
                  = help: remove one of them
            a.yaml:1:1: note: first given here
                1 | one: 1
                  | ^~~

            """)
        let global = Diagnostic.error("unreadable", "there is no content folder 'x'", at: nil)
        #expect(DiagnosticRenderer(sources: sources).render(global) == "coop: error: there is no content folder 'x' [unreadable]\n")
    }

    @Test func caretsAlignUnderTabsAndAccentsAndStayOnTheLine() {
        let sources = library("b.yaml", "\tname: Señora Clucks\n")
        let diagnostic = Diagnostic.warning("x", "m", at: SourceLocation(path: "b.yaml", line: 1, column: 15), length: 40)
        #expect(DiagnosticRenderer(sources: sources).render(diagnostic) == """
            b.yaml:1:15: warning: m [x]
                1 | \tname: Señora Clucks
                  | \t             ^~~~~~

            """)
    }

    @Test func colorsOnlyWhenAsked() {
        let diagnostic = Diagnostic.error("x", "m", at: nil)
        let colored = DiagnosticRenderer(sources: SourceLibrary(), colors: true).render(diagnostic)
        #expect(colored == "coop: \u{1B}[1;31merror:\u{1B}[0m m [x]\n")
    }

    @Test func sortsByFileLineAndColumn() {
        let a = Diagnostic.error("x", "a", at: SourceLocation(path: "b.yaml", line: 1, column: 1))
        let b = Diagnostic.error("x", "b", at: SourceLocation(path: "a.yaml", line: 10, column: 1))
        let c = Diagnostic.error("x", "c", at: SourceLocation(path: "a.yaml", line: 2, column: 5))
        let d = Diagnostic.error("x", "d", at: nil)
        #expect([a, b, c, d].sorted().map(\.message) == ["d", "c", "b", "a"])
    }
}
