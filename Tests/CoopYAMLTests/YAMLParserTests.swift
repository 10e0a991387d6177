import CoopDiagnostics
import CoopTestSupport
import CoopYAML
import Testing

@Suite struct YAMLParserTests {
    private func parse(_ text: String) -> Result<YAMLNode?, Diagnostic> {
        YAMLParser.parse(Array(text.utf8), path: "f.yaml")
    }

    private func failure(_ bytes: [UInt8]) -> String? {
        guard case .failure(let diagnostic) = YAMLParser.parse(bytes, path: "f.yaml") else { return nil }
        return diagnostic.description + (diagnostic.help.map { " | help: " + $0 } ?? "")
    }

    private func failure(_ text: String) -> String? { failure(Array(text.utf8)) }

    @Test func readsMappingsListsAndScalarsWithPositions() throws {
        let text = "# a comment\n\"2026-11-20\": 5\n2026-11-21: {brown: 3, blue: 2}\nlist:\n  - a\n  - 'b c'\nblock: |\n  one\n  two\n"
        guard case .success(let root?) = parse(text), case .mapping(let mapping) = root else {
            Issue.record("expected a mapping")
            return
        }
        #expect(mapping.pairs.count == 4)
        guard case .scalar(let key) = mapping.pairs[0].key else {
            Issue.record("key")
            return
        }
        #expect(key.value == "2026-11-20")
        #expect(key.style == .doubleQuoted)
        #expect(key.mark == YAMLMark(line: 2, column: 1))
        #expect(key.length == 12)
        guard case .mapping(let kinds) = mapping.pairs[1].value, case .scalar(let blue) = kinds.pairs[1].key else {
            Issue.record("flow mapping")
            return
        }
        #expect(kinds.isFlow)
        #expect(blue.mark == YAMLMark(line: 3, column: 24))
        guard case .sequence(let list) = mapping.pairs[2].value, case .scalar(let b) = list.items[1] else {
            Issue.record("sequence")
            return
        }
        #expect(b.value == "b c" && b.style == .singleQuoted && b.mark == YAMLMark(line: 6, column: 5))
        guard case .scalar(let block) = mapping.pairs[3].value else {
            Issue.record("block")
            return
        }
        #expect(block.value == "one\ntwo\n" && block.style == .literal)
    }

    @Test func byteOrderMarkAndCRLFKeepPositions() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a: 1\r\nb: [x, \r\n  y]\r\nc: 3\r\n".utf8)
        guard case .success(.mapping(let mapping)?) = YAMLParser.parse(bytes, path: "f.yaml") else {
            Issue.record("expected a mapping")
            return
        }
        #expect(
            mapping.pairs.map(\.key.mark) == [YAMLMark(line: 1, column: 1), YAMLMark(line: 2, column: 1), YAMLMark(line: 4, column: 1)])
    }

    @Test func emptyAndCommentOnlyFilesHaveNoRoot() {
        guard case .success(nil) = parse(""), case .success(nil) = parse("# nothing yet\n\n") else {
            Issue.record("expected no root")
            return
        }
    }

    @Test func nullScalars() {
        guard case .success(.mapping(let m)?) = parse("a:\nb: ~\nc: null\nd: ''\n") else {
            Issue.record("mapping")
            return
        }
        let nulls = m.pairs.map { pair -> Bool in
            if case .scalar(let s) = pair.value { return s.isNull }
            return false
        }
        #expect(nulls == [true, true, true, false])
    }

    @Test(arguments: [
        (
            "a: 1\n  b: 2\n",
            "f.yaml:2:4: error: unexpected ': ' in a value [yaml-syntax] | help: put the value in quotes if it contains ': ', or check the indentation of this line"
        ),
        (
            "a: 1\nb: {x: 1, y: 2\n",
            "f.yaml:2:4: error: the file ends before the { } mapping that opens here is closed [yaml-syntax] | help: add the closing '}'"
        ),
        (
            "a: [1, 2\n",
            "f.yaml:1:4: error: the file ends before the [ ] list that opens here is closed [yaml-syntax] | help: add the closing ']'"
        ),
        ("a: [1, 2\nb: 3\n", "f.yaml:2:2: error: expected ',' or ']' in the [ ] list [yaml-syntax]"),
        (
            "a: [1,\n\n",
            "f.yaml:1:7: error: the file ends where a value should follow [yaml-syntax] | help: close the '[' or '{' that is still open, or remove the ',' at the end"
        ),
        (
            "a: \"x\" y\n",
            "f.yaml:1:8: error: unexpected text after the value [yaml-syntax] | help: a quoted or bracketed value must end its line; to keep the text, put the whole value in quotes"
        ),
        (
            "- [a] b\n",
            "f.yaml:1:7: error: unexpected text after the value [yaml-syntax] | help: a quoted or bracketed value must end its line; to keep the text, put the whole value in quotes"
        ),
        (
            "a: 1\nb 2\n",
            "f.yaml:2:1: error: expected ':' after this key [yaml-syntax] | help: write 'key: value', with a space after the colon"
        ),
        (
            "a: |\nb\n",
            "f.yaml:2:1: error: the text of the '|' or '>' block above must be indented more than its key [yaml-syntax] | help: indent the block's lines by two more spaces than the key"
        ),
        (
            "a: 1\n...\nb: 2\n",
            "f.yaml:3:1: error: more text follows the end of the file's mapping or list [yaml-syntax] | help: a coop file holds one mapping or one list; look above this line for a stray '}', ']' or '...'"
        ),
        (
            "a: \"open\nb: 2\n",
            "f.yaml:1:4: error: the file ends before the quoted value that starts here is closed [yaml-syntax] | help: add the closing quote"
        ),
        (
            "- a\n b: 1\n",
            "f.yaml:2:3: error: unexpected ': ' in a value [yaml-syntax] | help: put the value in quotes if it contains ': ', or check the indentation of this line"
        ),
        (
            "a: 1\n- b\n",
            "f.yaml:2:1: error: this line does not line up with the keys above it [yaml-syntax] | help: check the indentation: keys of one mapping start in the same column"
        ),
        ("a: @home\n", "f.yaml:1:4: error: '@' cannot start a value [yaml-syntax] | help: put the value in quotes"),
        (
            "a: \"\\q\"\n",
            "f.yaml:1:5: error: unknown escape sequence in a double-quoted value [yaml-syntax] | help: write a backslash as '\\\\', or use single quotes"
        ),
        (
            "a: 1\n---\nb: 2\n",
            "f.yaml:2:1: error: a coop file holds one YAML document, but a second one starts here [multiple-documents] | help: remove this '---' line, or move what follows to its own file"
        ),
        (
            "a: &x 1\nb: *x\n",
            "f.yaml:2:4: error: aliases ('*name') are not supported in coop files [yaml-alias] | help: write the value out in full"
        ),
    ])
    func syntaxErrorsInPlainEnglish(_ text: String, _ expected: String) {
        #expect(failure(text) == expected)
    }

    @Test func notesSayWhereTheValueStarted() throws {
        guard case .failure(let diagnostic) = parse("a: \"C:\\q\"\n") else {
            Issue.record("expected a failure")
            return
        }
        #expect(diagnostic.notes.map(\.message) == ["the quoted value starts here"])
        #expect(diagnostic.notes.first?.location == SourceLocation(path: "f.yaml", line: 1, column: 4))
        guard case .failure(let unclosed) = parse("a: 1\nb: {x: 1\nc: 2\n") else {
            Issue.record("expected a failure")
            return
        }
        #expect(unclosed.notes.map(\.message) == ["the mapping opens here"])
    }

    @Test func lineBreaksEditorsDoNotShowAreRefused() {
        let help = " | help: replace it with a space, or with an ordinary line break"
        #expect(
            failure("a: x\u{2028}y\n")
                == "f.yaml:1:5: error: the file contains the line separator U+2028, which YAML reads as a line break but most editors do not [control-character]"
                + help)
        #expect(
            failure("a: x\u{2029}y\n")
                == "f.yaml:1:5: error: the file contains the paragraph separator U+2029, which YAML reads as a line break but most editors do not [control-character]"
                + help)
        #expect(
            failure("a: 1\nb: x\u{85}y\n")
                == "f.yaml:2:5: error: the file contains the line break NEL (U+0085), which YAML reads as a line break but most editors do not [control-character]"
                + help)
        #expect(
            failure("a: 1\rb: 2\r")
                == "f.yaml:1:5: error: the file has a carriage return (U+000D) without a line feed after it; coop files end lines with LF or CRLF [control-character] | help: save the file with LF (Unix) or CRLF (Windows) line ends"
        )
        #expect(failure("a: 1\r") != nil)
        if case .failure = parse("a: 1\r\nb: 2\r\n") { Issue.record("CRLF line ends are fine") }
    }

    @Test func controlCharactersLibyamlWouldRefuseAreLocated() {
        let help = " | help: delete it; it is invisible in most editors"
        #expect(
            failure("a: 1\nb: x\u{7F}\n")
                == "f.yaml:2:5: error: the file contains the control character U+007F, which YAML does not allow [control-character]" + help
        )
        #expect(
            failure("a: x\u{9B}2J\n")
                == "f.yaml:1:5: error: the file contains the control character U+009B, which YAML does not allow [control-character]" + help
        )
        #expect(
            failure("a: x\u{FFFE}\n")
                == "f.yaml:1:5: error: the file contains the non-character U+FFFE, which YAML does not allow [control-character]" + help)
    }

    @Test func tabsUsedForIndentation() {
        #expect(
            failure("a:\n\tb: 1\n")
                == "f.yaml:2:1: error: a tab is used for indentation; YAML indents with spaces only [tab-indent] | help: replace the tab with spaces (set your editor to insert spaces)"
        )
        #expect(
            failure("- name: x\n  \tbreed: y\n")
                == "f.yaml:2:3: error: a tab is used for indentation; YAML indents with spaces only [tab-indent] | help: replace the tab with spaces (set your editor to insert spaces)"
        )
    }

    @Test func encodingProblemsAreLocated() {
        let latin1: [UInt8] = Array("name: Se".utf8) + [0xF1] + Array("ora\n".utf8)
        #expect(
            failure(latin1)
                == "f.yaml:1:9: error: the file is not UTF-8 text: byte 0xF1 cannot appear here [not-utf8] | help: save the file as UTF-8 (most editors offer it under 'Save with encoding')"
        )
        let overlong: [UInt8] = Array("a: 1\nb: ".utf8) + [0xC0, 0xAF]
        #expect(
            failure(overlong)
                == "f.yaml:2:4: error: the file is not UTF-8 text: byte 0xC0 cannot appear here [not-utf8] | help: save the file as UTF-8 (most editors offer it under 'Save with encoding')"
        )
        let truncated: [UInt8] = Array("é: ".utf8) + [0xE2, 0x82]
        #expect(
            failure(truncated)
                == "f.yaml:1:4: error: the file is not UTF-8 text: byte 0xE2 cannot appear here [not-utf8] | help: save the file as UTF-8 (most editors offer it under 'Save with encoding')"
        )
        let nul: [UInt8] = Array("a: 1\nb: x".utf8) + [0x00]
        #expect(
            failure(nul)
                == "f.yaml:2:5: error: the file contains the control character U+0000, which YAML does not allow [control-character] | help: delete it; it is invisible in most editors"
        )
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(
            failure(deep)
                == "f.yaml:1:65: error: lists and mappings are nested more than 64 levels deep here [too-deep] | help: coop files need only a few levels; check for stray '[' or '{'"
        )
        let unclosed = "a: " + String(repeating: "{b: ", count: 10_000)
        #expect(failure(unclosed)?.contains("[too-deep]") == true)
    }

    @Test func largeFilesParse() {
        var text = ""
        for day in 0..<20_000 { text += "k\(day): {brown: 3, blue: 2, cracked: 1}\n" }
        guard case .success(.mapping(let mapping)?) = parse(text) else {
            Issue.record("mapping")
            return
        }
        #expect(mapping.pairs.count == 20_000)
        #expect(mapping.pairs.last?.key.mark == YAMLMark(line: 20_000, column: 1))
    }

    @Test func arbitraryBytesNeverCrash() {
        var generator = SplitMix64(seed: 42)
        let alphabet = Array("ab: -[]{},'\"\n\t#&*!|>%@`?\\é".utf8) + [0xFF, 0x00, 0xC3]
        for _ in 0..<3000 {
            let length = Int(generator.next() % 60)
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            _ = YAMLParser.parse(bytes, path: "f.yaml")
        }
    }
}
