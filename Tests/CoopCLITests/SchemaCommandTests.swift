import CoopCLITestSupport
import CoopTestSupport
import Foundation
import Testing

/// `coop schema`: JSON Schemas that know the coop's own names.
@Suite struct SchemaCommandTests {
    @Test func schemasKnowTheCoopsNames() async throws {
        let folder = TemporaryFolder(files: ["kinds.yaml": "- name: brown\n- name: blue\n", "hens.yaml": "- name: Pearl\n"])
        let out = TemporaryFolder()
        let run = await runCoop(["schema", "--content", folder.path, "--output", out.url("s"), "--today", "2026-11-22"])
        #expect(run.status == 0 && run.out == "Wrote 13 JSON Schemas into \(out.url("s"))/\n")
        let eggs = try #require(out.text("s/eggs.schema.json"))
        #expect(eggs.contains("\"brown\": {\n") && eggs.contains("\"Pearl\": {\n") && eggs.contains("\"cracked\": {\n"))
        let hens = try #require(out.text("s/hens.schema.json"))
        #expect(hens.contains("\"enum\": [\"brown\", \"blue\"]") && hens.contains("\"required\": [\"name\"]"))
        let parsed = try JSONSerialization.jsonObject(with: Data(hens.utf8)) as? [String: Any]
        #expect(parsed?["type"] as? String == "array")
    }
}

/// The schemas refuse what `coop check` refuses (issue 19, point 7): an unknown key in a day's
/// eggs (`blu: 1`), an unknown person in `paid_by`, a day that does not exist (`2026-02-30`).
/// The same files are refused by `check-jsonschema` (docs/format.md, Editors).
@Suite struct SchemaStrictnessTests {
    /// The schema `name` of a coop with two kinds, a hen and two people, parsed.
    static func schema(_ name: String) async throws -> [String: Any] {
        let folder = TemporaryFolder(files: [
            "kinds.yaml": "- name: brown\n- name: blue\n", "hens.yaml": "- name: Pearl\n",
            "people.yaml": "- name: Alvarez family\n- name: Rivera (the family)\n",
        ])
        let out = TemporaryFolder()
        _ = await runCoop(["schema", "--content", folder.path, "--output", out.url("s"), "--today", "2026-11-22"])
        let text = try #require(out.text("s/\(name).schema.json"))
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func matches(_ pattern: String, _ text: String) throws -> Bool {
        let regex = try NSRegularExpression(pattern: pattern)
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    @Test func aDayMustExist() async throws {
        let items = try #require(try await Self.schema("notes")["items"] as? [String: Any])
        let date = try #require((items["properties"] as? [String: Any])?["date"] as? [String: Any])
        let pattern = try #require(date["pattern"] as? String)
        for day in ["2026-11-22", "2028-02-29", "2000-02-29", "1900-01-01", "9998-12-31", "2026-04-30", "1996-02-29"] {
            #expect(try Self.matches(pattern, day), "\(day)")
        }
        for day in [
            "2026-02-30", "2026-02-29", "1900-02-29", "2100-02-29", "2026-13-01", "2026-04-31", "2026-00-10", "1899-12-31", "9999-01-01",
        ] {
            #expect(try !Self.matches(pattern, day), "\(day)")
        }
    }

    @Test func aDaysKeysAreTheCoopsKindsAndHens() async throws {
        let days = try #require(try await Self.schema("eggs")["patternProperties"] as? [String: Any])
        #expect(try days.keys.allSatisfy { try Self.matches($0, "2026-11-22") && Self.matches($0, "2026-12-24..2026-12-27") })
        #expect(try days.keys.allSatisfy { try !Self.matches($0, "2026-02-30") })
        let entry = try #require(days.values.first as? [String: Any])
        let object = try #require((entry["anyOf"] as? [[String: Any]])?.last)
        let names = try #require((object["propertyNames"] as? [String: Any])?["pattern"] as? String)
        for key in ["brown", "Blue", "PEARL", "cracked"] { #expect(try Self.matches(names, key), "\(key)") }
        for key in ["blu", "brownish", "eggs", ""] { #expect(try !Self.matches(names, key), "\(key)") }
    }

    @Test func aPayerIsOneOfThePeople() async throws {
        let items = try #require(try await Self.schema("expenses")["items"] as? [String: Any])
        let payer = try #require((items["properties"] as? [String: Any])?["paid_by"] as? [String: Any])
        let choices = try #require(payer["anyOf"] as? [[String: Any]])
        #expect(choices.first?["enum"] as? [String] == ["Alvarez family", "Rivera (the family)"])
        let pattern = try #require(choices.last?["pattern"] as? String)
        for name in ["alvarez family", "RIVERA (THE FAMILY)"] { #expect(try Self.matches(pattern, name), "\(name)") }
        for name in ["Nobody", "Alvarez", "Rivera the family"] { #expect(try !Self.matches(pattern, name), "\(name)") }
    }

    /// Issue 28, point 5: an amount has two decimals at most, shares three; a colour is one
    /// `coop check` takes; an address has no space.
    @Test func amountsColoursAndAddressesAreCheckedAsCheckDoes() async throws {
        let expense = try #require(
            ((try await Self.schema("expenses")["items"] as? [String: Any])?["properties"] as? [String: Any])?["amount"]
                as? [String: Any])
        #expect((expense["multipleOf"] as? NSNumber)?.decimalValue == Decimal(string: "0.01"))
        let person = try #require(
            ((try await Self.schema("people")["items"] as? [String: Any])?["properties"] as? [String: Any])?["shares"]
                as? [String: Any])
        #expect((person["multipleOf"] as? NSNumber)?.decimalValue == Decimal(string: "0.001"))
        let color = try #require(
            ((try await Self.schema("kinds")["items"] as? [String: Any])?["properties"] as? [String: Any])?["color"]
                as? [String: Any])
        let choices = try #require(color["anyOf"] as? [[String: Any]])
        func isColour(_ text: String) throws -> Bool {
            try choices.contains { choice in
                if let pattern = choice["pattern"] as? String { return try Self.matches(pattern, text) }
                return (choice["enum"] as? [String])?.contains(text) == true
            }
        }
        for text in ["#9c5a2e", "#ABC", "#abcd", "#9c5a2e80", "saddlebrown", "SaddleBrown", "red"] {
            #expect(try isColour(text), "\(text)")
        }
        for text in ["#zzzzzz", "#12345", "#", "9c5a2e", "reddish", "#\u{FF21}BC", ""] { #expect(try !isColour(text), "\(text)") }
        let url = try #require((try await Self.schema("coop")["properties"] as? [String: Any])?["base_url"] as? [String: Any])
        let pattern = try #require(url["pattern"] as? String)
        for text in ["https://example.org/", "HTTP://example.org", "https://x"] { #expect(try Self.matches(pattern, text), "\(text)") }
        for text in ["https://example.org/our coop/", "javascript:alert(1)", "https://", "https://a\"b", "ftp://x"] {
            #expect(try !Self.matches(pattern, text), "\(text)")
        }
    }

    /// A kind, hen or person is not named `cracked`; a hen or person not `index` (their page
    /// would be the folder's index page), in any case.
    @Test func reservedNamesAreRefused() async throws {
        for (schema, refused, allowed) in [
            ("kinds", ["cracked", "Cracked"], ["index", "crackled"]), ("hens", ["cracked", "INDEX", "Index"], ["Indexa", "Pearl"]),
            ("people", ["index", "CRACKED"], ["Rivera family", "indexed"]),
        ] {
            let name = try #require(
                ((try await Self.schema(schema)["items"] as? [String: Any])?["properties"] as? [String: Any])?["name"]
                    as? [String: Any])
            let pattern = try #require((name["not"] as? [String: Any])?["pattern"] as? String)
            for text in refused { #expect(try Self.matches(pattern, text), "\(schema) \(text)") }
            for text in allowed { #expect(try !Self.matches(pattern, text), "\(schema) \(text)") }
        }
    }
}
