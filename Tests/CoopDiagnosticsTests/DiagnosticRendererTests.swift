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
        #expect(
            DiagnosticRenderer(sources: sources).render(diagnostic) == """
                content/eggs/2026.yaml:14:24: error: unknown egg kind 'blu'; did you mean 'blue'? [unknown-kind]
                   14 | 2026-11-21: {brown: 3, blu: 2}
                      |                        ^~~

                """)
    }

    @Test func notesHelpAndMissingLocations() {
        let sources = library("a.yaml", "\u{FEFF}one: 1\r\ntwo: 2\r\n")
        let diagnostic = Diagnostic.error(
            "duplicate-key", "'one' is given twice", at: SourceLocation(path: "a.yaml", line: 2, column: 1), length: 3,
            notes: [.init("first given here", at: SourceLocation(path: "a.yaml", line: 1, column: 1), length: 3)],
            help: "remove one of them")
        #expect(
            DiagnosticRenderer(sources: sources).render(diagnostic) == """
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
        #expect(
            DiagnosticRenderer(sources: sources).render(diagnostic) == """
                b.yaml:1:15: warning: m [x]
                    1 | \tname: Señora Clucks
                      | \t             ^~~~~~

                """)
    }

    @Test func longLinesAreCutAroundTheCaret() {
        let long = "description: " + String(repeating: "x", count: 1000) + ": oops"
        let sources = library("c.yaml", long + "\n")
        let far = Diagnostic.error("x", "m", at: SourceLocation(path: "c.yaml", line: 1, column: 1014))
        #expect(
            DiagnosticRenderer(sources: sources).render(far) == """
                c.yaml:1:1014: error: m [x]
                    1 | …\(String(repeating: "x", count: 154)): oops
                      | \(String(repeating: " ", count: 155))^

                """)
        let near = Diagnostic.error("x", "m", at: SourceLocation(path: "c.yaml", line: 1, column: 1), length: 11)
        #expect(
            DiagnosticRenderer(sources: sources).render(near) == """
                c.yaml:1:1: error: m [x]
                    1 | description: \(String(repeating: "x", count: 147))…
                      | ^\(String(repeating: "~", count: 10))

                """)
        let middle = Diagnostic.error("x", "m", at: SourceLocation(path: "c.yaml", line: 1, column: 500), length: 500)
        #expect(
            DiagnosticRenderer(sources: sources).render(middle) == """
                c.yaml:1:500: error: m [x]
                    1 | …\(String(repeating: "x", count: 160))…
                      | \(String(repeating: " ", count: 61))^\(String(repeating: "~", count: 99))

                """)
    }

    @Test func controlCharactersArePrintedAsSymbols() {
        let sources = library("\u{1B}[2Jd.yaml", "title: a\u{1B}[2J\u{7F}\u{9B}\u{202E}b\tc\n")
        let diagnostic = Diagnostic.error(
            "x", "'\u{1B}[31m\nred'", at: SourceLocation(path: "\u{1B}[2Jd.yaml", line: 1, column: 9),
            help: "one\ntwo\u{07}")
        #expect(
            DiagnosticRenderer(sources: sources).render(diagnostic) == """
                \u{241B}[2Jd.yaml:1:9: error: '\u{241B}[31m\u{240A}red' [x]
                    1 | title: a\u{241B}[2J\u{2421}\u{FFFD}\u{FFFD}b\tc
                      |         ^
                      = help: one
                two\u{2407}

                """)
    }

    @Test func longLineNumbersKeepTheGutterAligned() {
        let sources = library("e.yaml", String(repeating: "\n", count: 123_455) + "a: 1\n")
        let diagnostic = Diagnostic.error("x", "m", at: SourceLocation(path: "e.yaml", line: 123_456, column: 4))
        #expect(
            DiagnosticRenderer(sources: sources).render(diagnostic) == """
                e.yaml:123456:4: error: m [x]
                123456 | a: 1
                       |    ^

                """)
    }

    @Test func quotesEveryLineOfALongFile() {
        let source = SourceText(path: "f.yaml", text: (1...20_000).map { "line \($0)\n" }.joined())
        #expect((1...20_000).allSatisfy { source.line($0) == "line \($0)" })
        #expect(source.line(0) == nil)
        #expect(source.line(20_001) == nil)
        let unterminated = SourceText(path: "g.yaml", bytes: Array("a\r\nb".utf8) + [0xFF] + Array("c".utf8))
        #expect(unterminated.line(1) == "a")
        #expect(unterminated.line(2) == "b\u{FFFD}c")
        #expect(unterminated.line(3) == nil)
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

/// ``DiagnosticRenderer/layout(_:)``: the same diagnostic as the text, in parts.
@Suite struct DiagnosticLayoutTests {
    @Test func aDiagnosticInParts() {
        var sources = SourceLibrary()
        sources.add(SourceText(path: "content/eggs/2026.yaml", bytes: Array("2026-11-21: {brown: 3, blu: 2}\n".utf8)))
        let diagnostic = Diagnostic.error(
            DiagnosticCode("unknown-kind"), "unknown egg kind 'blu'; did you mean 'blue'?",
            at: SourceLocation(path: "content/eggs/2026.yaml", line: 1, column: 24), length: 3, help: "known: brown, blue")
        let layout = DiagnosticRenderer(sources: sources).layout(diagnostic)
        #expect(
            layout.blocks == [
                .init(
                    severity: .error, location: "content/eggs/2026.yaml:1:24",
                    message: "unknown egg kind 'blu'; did you mean 'blue'? [unknown-kind]",
                    excerpt: .init(line: 1, before: "2026-11-21: {brown: 3, ", marked: "blu", after: ": 2}"))
            ])
        #expect(layout.help == "known: brown, blue")
    }
}
