import CoopCLITestSupport
import CoopTestSupport
import Foundation
import Testing

/// `coop schema`: JSON Schemas that know the coop's own names.
@Suite struct SchemaCommandTests {
    @Test func schemasKnowTheCoopsNames() throws {
        let folder = TemporaryFolder(files: ["kinds.yaml": "- name: brown\n- name: blue\n", "hens.yaml": "- name: Pearl\n"])
        let out = TemporaryFolder()
        let run = runCoop(["schema", "--content", folder.path, "--output", out.url("s"), "--today", "2026-11-22"])
        #expect(run.status == 0 && run.out == "Wrote 10 JSON Schemas into \(out.url("s"))/\n")
        let eggs = try #require(out.text("s/eggs.schema.json"))
        #expect(eggs.contains("\"brown\": {\n") && eggs.contains("\"Pearl\": {\n") && eggs.contains("\"cracked\": {\n"))
        let hens = try #require(out.text("s/hens.schema.json"))
        #expect(hens.contains("\"enum\": [\"brown\", \"blue\"]") && hens.contains("\"required\": [\"name\"]"))
        let parsed = try JSONSerialization.jsonObject(with: Data(hens.utf8)) as? [String: Any]
        #expect(parsed?["type"] as? String == "array")
    }
}
