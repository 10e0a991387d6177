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
        ("bell\u{7}", "\"bell\\x07\""), ("del\u{7F}", "\"del\\x7F\""), ("mark\u{FEFF}", "\"mark\u{FEFF}\""),
    ])
    func textYAMLWouldReadOtherwiseIsQuoted(_ text: String, _ written: String) throws {
        #expect(YAMLText.scalar(text) == written)
        // Control characters written as escapes are refused when read (coop files may not hold them).
        if !text.unicodeScalars.contains(where: { ($0.value < 0x20 && $0 != "\t") || $0.value == 0x7F || $0.value == 0xFEFF }) {
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
        // A first line starting with a space, or a control character: one quoted line.
        #expect(FieldValue.text(" indented\nnext").lines(key: .text, indent: 2) == ["text: \" indented\\nnext\""])
        #expect(FieldValue.text("a\tb\nc").lines(key: .text, indent: 2) == ["text: \"a\\tb\\nc\""])
        #expect(FieldValue.text("one line").lines(key: .text, indent: 2) == ["text: one line"])
    }
}
