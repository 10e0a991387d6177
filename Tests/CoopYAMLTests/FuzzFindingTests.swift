import CoopYAML
import Testing

/// Inputs the fuzzer (Fuzzing/, docs/fuzzing.md) found mishandled, minimized, with the
/// exact diagnostic each must give now.
@Suite struct FuzzFindingTests {
    private func failure(_ bytes: [UInt8]) -> String? {
        guard case .failure(let diagnostic) = YAMLParser.parse(bytes, path: "f.yaml") else { return nil }
        return diagnostic.description + (diagnostic.help.map { " | help: " + $0 } ?? "")
    }

    /// libyaml breaks lines at a lone CR, U+0085, U+2028 and U+2029 too, so its line numbers
    /// pointed past the lines the diagnostic renderer (which splits at LF) could quote.
    @Test func lineEndsOtherThanLFAndCRLFAreRefused() {
        let help = " | help: save the file with Unix (LF) or Windows (CRLF) line ends"
        #expect(failure(Array("a: 1\rb: 2\r".utf8)) == "f.yaml:1:5: error: a line ends with a lone carriage return (CR); line ends must be LF or CRLF [line-end]" + help)
        #expect(failure(Array("a: 1\r\nb: 2\r".utf8)) == "f.yaml:2:5: error: a line ends with a lone carriage return (CR); line ends must be LF or CRLF [line-end]" + help)
        let unicode = " | help: replace it with an ordinary line break, or delete it"
        #expect(failure(Array("a: x\u{2028}y\n".utf8)) == "f.yaml:1:5: error: the file contains U+2028 (line separator), which YAML reads as a line break [line-end]" + unicode)
        #expect(failure(Array("a: 1\nb: \"x\u{2029}\"\n".utf8)) == "f.yaml:2:6: error: the file contains U+2029 (paragraph separator), which YAML reads as a line break [line-end]" + unicode)
        #expect(failure(Array("\u{FEFF}é: \u{85}".utf8)) == "f.yaml:1:4: error: the file contains U+0085 (next line), which YAML reads as a line break [line-end]" + unicode)
        #expect(failure(Array("a: 1\r\nb: 2\r\n".utf8)) == nil)
    }
}
