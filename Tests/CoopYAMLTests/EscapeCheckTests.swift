import CoopDiagnostics
import CoopYAML
import Testing

/// Control characters written as escapes in double-quoted values get the same located error as
/// raw ones (issue 19, point 3), at the escape.
@Suite struct EscapeCheckTests {
    private func failure(_ text: String) -> String? {
        guard case .failure(let diagnostic) = YAMLParser.parse(Array(text.utf8), path: "f.yaml") else { return nil }
        return "\(diagnostic.description) (length \(diagnostic.length))"
    }

    @Test(arguments: [
        (
            "a: \"x\\ey\"\n",
            "f.yaml:1:6: error: the escape \\e makes the control character U+001B, which coop files do not allow [control-character] (length 2)"
        ),
        (
            "a: \"x\\x07\"\n",
            "f.yaml:1:6: error: the escape \\x07 makes the control character U+0007, which coop files do not allow [control-character] (length 4)"
        ),
        (
            "a: \"é\\u0085\"\n",
            "f.yaml:1:6: error: the escape \\u0085 makes the control character U+0085, which coop files do not allow [control-character] (length 6)"
        ),
        (
            "a: \"one\n  two\\L\"\n",
            "f.yaml:2:6: error: the escape \\L makes the control character U+2028, which coop files do not allow [control-character] (length 2)"
        ),
        (
            "\u{FEFF}\"k\\r\": 1\n",
            "f.yaml:1:3: error: the escape \\r makes the control character U+000D, which coop files do not allow [control-character] (length 2)"
        ),
        (
            "a: \"\\\\\\U0000FFFF\"\n",
            "f.yaml:1:7: error: the escape \\U0000FFFF makes the non-character U+FFFF, which coop files do not allow [control-character] (length 10)"
        ),
    ])
    func refusedEscapes(_ text: String, _ expected: String) {
        #expect(failure(text) == expected)
    }

    @Test func tabsLineFeedsAndVisibleEscapesAreKept() {
        guard case .success(.mapping(let mapping)?) = YAMLParser.parse(Array("a: \"x\\ty\\nz\\u00e9\\\"\"\n".utf8), path: "f.yaml"),
            case .scalar(let value) = mapping.pairs[0].value
        else {
            Issue.record("did not parse")
            return
        }
        #expect(value.value == "x\ty\nzé\"")
    }

    @Test func aWindowsLineBreakIsALineBreak() {
        guard case .success(.mapping(let mapping)?) = YAMLParser.parse(Array("a: \"x\\r\\ny\"\n".utf8), path: "f.yaml"),
            case .scalar(let value) = mapping.pairs[0].value
        else {
            Issue.record("did not parse")
            return
        }
        #expect(value.value == "x\r\ny")
        #expect(failure("a: \"x\\r\\ty\"\n") != nil)
    }
}
