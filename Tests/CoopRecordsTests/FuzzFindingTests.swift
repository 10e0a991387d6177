import CoopTestSupport
import Testing

/// Content the fuzzer (Fuzzing/, docs/fuzzing.md) found mishandled, minimized, with the exact
/// diagnostics it must give now. Each also has a case in Tests/Corpus/bad-input/9NN-fuzz-*.
@Suite struct FuzzFindingTests {
    static let cases: [ContentCase] = [
        // The fuzzer's first find: an egg file with old-Mac line ends was reported at line 2 of
        // a file the renderer saw as one line, so no line was quoted under the message.
        ContentCase("a lone carriage return ends a line", ["eggs.yaml": "2026-11-20: 5\r2026-11-21: 4\r"], [
            "content/eggs.yaml:1:14: error: a line ends with a lone carriage return (CR); line ends must be LF or CRLF [line-end]",
        ]),
        ContentCase("a line separator inside a note", ["notes.yaml": "- date: 2026-11-20\n  title: Molt\u{2028}started\n"], [
            "content/notes.yaml:2:14: error: the file contains U+2028 (line separator), which YAML reads as a line break [line-end]",
        ]),
    ]

    @Test(arguments: cases)
    func finding(_ c: ContentCase) {
        #expect(diagnostics(c.files) == c.expected)
    }
}
