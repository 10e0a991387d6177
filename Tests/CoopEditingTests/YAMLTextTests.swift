import CoopYAML
import Testing

@testable import CoopEditing

/// ``YAMLText`` and ``FieldValue``: what the editor writes reads back as exactly what was
/// typed: plain when YAML would read it so, quoted (with escapes) when it would read
/// something else (a number, a date, `yes`, a comment), a `|` block for several lines.
@Suite struct YAMLTextTests {
    /// What YAML reads back from `key: <written>` (several lines allowed).
    static func readBack(_ lines: [String]) throws -> String? {
        let root = try YAMLParser.parse(Array((lines.joined(separator: "\n") + "\n").utf8), path: "f.yaml").get()
        guard case .mapping(let mapping)? = root, case .scalar(let scalar) = mapping.pairs.first?.value else { return nil }
        return scalar.value
    }

    @Test(arguments: [
        ("Molt started", "Molt started"),
        ("Señora Clucks 🐔", "Señora Clucks 🐔"),
        ("it's fine", "it's fine"),
        ("a-b c.d", "a-b c.d"),
        ("say \"hi\" \\ bye", "say \"hi\" \\ bye"),
    ])
    func plainTextStaysPlain(_ text: String, _ written: String) throws {
        #expect(YAMLText.scalar(text) == written)
        #expect(try Self.readBack(["k: " + written]) == text)
    }

    @Test(arguments: [
        ("yes", "\"yes\""), ("No", "\"No\""), ("null", "\"null\""), ("~", "\"~\""), ("off", "\"off\""),
        ("12", "\"12\""), ("4.50", "\"4.50\""), ("1e3", "\"1e3\""), ("2026-11-22", "\"2026-11-22\""),
        ("2026-11-22..2026-11-24", "\"2026-11-22..2026-11-24\""),
        ("Molt: day 1", "\"Molt: day 1\""), ("see #3", "\"see #3\""), ("ends with:", "\"ends with:\""),
        ("- a dash", "\"- a dash\""), ("[x]", "\"[x]\""), ("{x}", "\"{x}\""), ("#tag", "\"#tag\""), ("&a", "\"&a\""),
        ("*a", "\"*a\""), ("!t", "\"!t\""), ("|x", "\"|x\""), (">x", "\">x\""), ("'q'", "\"'q'\""), ("%p", "\"%p\""),
        ("@x", "\"@x\""), ("`x`", "\"`x`\""), ("?x", "\"?x\""), (",x", "\",x\""),
        (" lead", "\" lead\""), ("trail ", "\"trail \""), ("", "\"\""),
        ("tab\there", "\"tab\\there\""), ("cr\rlf", "\"cr\\rlf\""),
        ("bell\u{7}", "\"bell\\x07\""), ("del\u{7F}", "\"del\\x7F\""), ("mark\u{FEFF}", "\"mark\\uFEFF\""),
        // Direction controls and YAML's other line breaks: escaped, so that the file shows them.
        ("a\u{202E}b", "\"a\\u202Eb\""), ("\u{2066}x\u{2069}", "\"\\u2066x\\u2069\""), ("a\u{2028}b", "\"a\\Lb\""),
        ("a\u{2029}b", "\"a\\Pb\""), ("a\u{85}b", "\"a\\Nb\""), ("שלום", "שלום"),
    ])
    func textYAMLWouldReadOtherwiseIsQuoted(_ text: String, _ written: String) throws {
        #expect(YAMLText.scalar(text) == written)
        // Control characters written as escapes are refused when read (coop files may not hold them).
        if YAMLText.refused(in: text) == nil {
            #expect(try Self.readBack(["k: " + written]) == text)
        }
    }

    @Test func listsAreFlowListsOfScalars() throws {
        #expect(YAMLText.list(["molt", "health"]) == "[molt, health]")
        #expect(YAMLText.list([]) == "[]")
        // In a flow list a comma or a bracket would end the item: such items are quoted.
        let names = ["Pearl, Jr.", "yes", "Señora", "a]b", "{c}", "d[e"]
        let written = YAMLText.list(names)
        #expect(written == "[\"Pearl, Jr.\", \"yes\", Señora, \"a]b\", \"{c}\", \"d[e\"]")
        let root = try YAMLParser.parse(Array("k: \(written)\n".utf8), path: "f.yaml").get()
        guard case .mapping(let mapping)? = root, case .sequence(let list) = mapping.pairs[0].value else {
            Issue.record("not a list: \(written)")
            return
        }
        #expect(list.items.map { if case .scalar(let item) = $0 { item.value } else { "" } } == names)
    }

    @Test func fieldValuesAreWrittenAsTheirKindSays() throws {
        #expect(FieldValue.literal("24.99").lines(key: .amount, indent: 2) == ["amount: 24.99"])
        #expect(FieldValue.literal("true").lines(key: .consumable, indent: 2) == ["consumable: true"])
        #expect(FieldValue.list(["feed"]).lines(key: .tags, indent: 2) == ["tags: [feed]"])
        #expect(FieldValue.text("Fox: seen").lines(key: .title, indent: 2) == ["title: \"Fox: seen\""])
        // Several lines: a `|-` block (no final line end), or `|` when the text ends with one,
        // indented two spaces under the key; blank lines stay blank.
        #expect(
            FieldValue.text("One.\n\nTwo: yes").lines(key: .text, indent: 2) == ["text: |-", "    One.", "", "    Two: yes"])
        #expect(FieldValue.text("One.\nTwo.\n").lines(key: .text, indent: 0) == ["text: |", "  One.", "  Two."])
        #expect(try Self.readBack(FieldValue.text("One.\n\nTwo: yes").lines(key: .text, indent: 0)) == "One.\n\nTwo: yes")
        #expect(try Self.readBack(FieldValue.text("One.\nTwo.\n").lines(key: .text, indent: 0)) == "One.\nTwo.\n")
        // A first line starting with a space: the block says its indentation (`|2-`), so the
        // spaces stay; a tab in a block stays as typed.
        #expect(FieldValue.text(" indented\nnext").lines(key: .text, indent: 2) == ["text: |2-", "     indented", "    next"])
        #expect(try Self.readBack(FieldValue.text("    code\nnext").lines(key: .text, indent: 0)) == "    code\nnext")
        #expect(try Self.readBack(FieldValue.text("\n\n  later\n").lines(key: .text, indent: 0)) == "\n\n  later\n")
        #expect(FieldValue.text("a\tb\nc").lines(key: .text, indent: 2) == ["text: |-", "    a\tb", "    c"])
        #expect(try Self.readBack(FieldValue.text("a\tb\nc").lines(key: .text, indent: 0)) == "a\tb\nc")
        // What a block would lose or edits would mistake for what follows the record (several
        // line ends at the end, a last line that is blank or reads as a comment): one quoted line.
        #expect(FieldValue.text("a\n\n").lines(key: .text, indent: 2) == ["text: \"a\\n\\n\""])
        #expect(FieldValue.text("a\n# b").lines(key: .text, indent: 2) == ["text: \"a\\n# b\""])
        #expect(FieldValue.text("a\n  ").lines(key: .text, indent: 2) == ["text: \"a\\n  \""])
        #expect(FieldValue.text("a\u{202E}\nb").lines(key: .text, indent: 2) == ["text: \"a\\u202E\\nb\""])
        #expect(FieldValue.text("one line").lines(key: .text, indent: 2) == ["text: one line"])
    }

    @Test func literalsAreWrittenAsTypedOnlyWhenOnePlainToken() throws {
        for plain in ["24.99", "-3", "0.5", "2026-11-01", "true", "12", "1e3", "-.5"] {
            #expect(FieldValue.literal(plain).lines(key: .amount, indent: 2) == ["amount: \(plain)"])
        }
        // Anything else is one quoted value, which the content check refuses where it wants a
        // number: it never becomes another key.
        #expect(FieldValue.literal("12\n  paid_by: Jen").lines(key: .amount, indent: 2) == ["amount: \"12\\n  paid_by: Jen\""])
        #expect(FieldValue.literal("12 # x").lines(key: .amount, indent: 2) == ["amount: \"12 # x\""])
        #expect(FieldValue.literal("null").lines(key: .amount, indent: 2) == ["amount: \"null\""])
        #expect(FieldValue.literal("-").lines(key: .amount, indent: 2) == ["amount: \"-\""])
        #expect(FieldValue.literal("").lines(key: .amount, indent: 2) == ["amount: \"\""])
        #expect(FieldValue.literal("[1]").lines(key: .amount, indent: 2) == ["amount: \"[1]\""])
    }

    @Test func charactersContentFilesDoNotAllowAreRefusedNamingTheField() {
        #expect(FieldValue.text("a\u{7}b").refusal(key: .title) == .valueHoldsCharacter(.title, character: 7))
        #expect(FieldValue.list(["ok", "a\u{2028}"]).refusal(key: .tags) == .valueHoldsCharacter(.tags, character: 0x2028))
        #expect(FieldValue.literal("1\r").refusal(key: .amount) == .valueHoldsCharacter(.amount, character: 0x0D))
        #expect(FieldValue.text("a\tb\nc\u{202E}").refusal(key: .text) == nil)
        #expect(
            EditRefusal.valueHoldsCharacter(.title, character: 0x85).commandLineText
                == "'title' holds the invisible character U+0085, which coop files do not allow; delete it")
    }
}

/// ``ContentEditor/trailingComment(of:)``: the comment a one-line field keeps when its value changes.
@Suite struct TrailingCommentTests {
    @Test(arguments: [
        ("  tags: [molt]   # hers", "   # hers"), ("  title: Molt # x", " # x"), ("  title: a#b", nil),
        ("  title: \"a # b\"", nil), ("  title: \"a \\\" # b\"  # c", "  # c"), ("  title: 'it''s # x' # y", " # y"),
        ("  tags: [\"x, # y\", z]\t# t", "\t# t"), ("  title: plain", nil),
    ])
    func commentsAfterTheValue(_ line: String, _ comment: String?) {
        #expect(ContentEditor.trailingComment(of: line) == comment)
    }
}
