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
        #expect(run.status == 0 && run.out == "Wrote 10 JSON Schemas into \(out.url("s"))/\n")
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
}
