import CoopCLITestSupport
import CoopTestSupport
import Foundation
import Testing

/// `coop new`, `coop share` and `coop schema`.
@Suite struct WorkflowCommandTests {
    @Test func newMakesACoopThatBuilds() throws {
        let place = TemporaryFolder()
        let run = runCoop(["new", place.url("farm"), "--today", "2026-11-22"])
        #expect(run.status == 0)
        for path in ["content/coop.yaml", "content/kinds.yaml", "content/hens.yaml", "content/eggs/2026.yaml", "README.md",
                     ".gitignore", "schemas/eggs.schema.json", "schemas/hen.schema.json"] {
            #expect(place.exists("farm/" + path), "\(path)")
        }
        #expect(place.text("farm/content/eggs/2026.yaml") == """
            # yaml-language-server: $schema=../../schemas/eggs.schema.json
            # Eggs collected in 2026. One line a day: date: count, or counts by kind.
            2026-11-15: 2
            2026-11-16: 1
            2026-11-17: 2
            2026-11-18: 2
            2026-11-19: 1
            2026-11-20: 0
            2026-11-21: 2

            """)
        let check = runCoop(["check", "--content", place.url("farm/content"), "--today", "2026-11-22"])
        #expect(check.status == 0 && check.err == "")
        #expect(check.out == "2 hens, 1 kind, 7 egg days, 10 eggs laid, 0 notes, 0 people, 0 expenses\n")
        // What `coop new` says to do next works: today is not recorded yet.
        let add = runCoop(["add", "--content", place.url("farm/content"), "--today", "2026-11-22", "3"])
        #expect(add.status == 0 && add.err == "")
        #expect(place.text("farm/content/eggs/2026.yaml")?.hasSuffix("2026-11-21: 2\n2026-11-22: 3\n") == true)
        let build = runCoop(["build", "--content", place.url("farm/content"), "--output", place.url("farm/public"), "--today", "2026-11-22"])
        #expect(build.status == 0 && place.exists("farm/public/index.html"))
        let again = runCoop(["new", place.url("farm")])
        #expect(again.status == 1 && again.err.contains("already exists; coop new never overwrites a coop"))
    }

    /// A sample week that starts in December and ends in January goes into two year files.
    @Test func newSplitsTheSampleWeekAtTheYearsEnd() {
        let place = TemporaryFolder()
        #expect(runCoop(["new", place.url("farm"), "--today", "2027-01-03"]).status == 0)
        #expect(place.text("farm/content/eggs/2026.yaml") == """
            # yaml-language-server: $schema=../../schemas/eggs.schema.json
            # Eggs collected in 2026. One line a day: date: count, or counts by kind.
            2026-12-27: 2
            2026-12-28: 1
            2026-12-29: 2
            2026-12-30: 2
            2026-12-31: 1

            """)
        #expect(place.text("farm/content/eggs/2027.yaml") == """
            # yaml-language-server: $schema=../../schemas/eggs.schema.json
            # Eggs collected in 2027. One line a day: date: count, or counts by kind.
            2027-01-01: 0
            2027-01-02: 2

            """)
        let check = runCoop(["check", "--content", place.url("farm/content"), "--today", "2027-01-03"])
        #expect(check.status == 0 && check.out == "2 hens, 1 kind, 7 egg days, 10 eggs laid, 0 notes, 0 people, 0 expenses\n")
    }

    @Test func shareSummarises() {
        let folder = TemporaryFolder(files: [
            "coop.yaml": "title: Pine Coop\n",
            "kinds.yaml": "- name: brown\n- name: blue\n",
            "hens.yaml": "- name: Pearl\n- name: Olive\n  kind: blue\n",
            "people.yaml": "- name: Ana\n- name: Ben\n",
            "eggs.yaml": "2026-11-10: {brown: 1, blue: 1}\n2026-11-11: 1\n2026-11-16: {brown: 1, blue: 1}\n2026-11-17: {brown: 2, cracked: 1}\n2026-11-18: 1\n",
            "expenses.yaml": "- date: 2026-11-16\n  item: Feed\n  amount: 10\n  paid_by: Ana\n",
            "deliveries.yaml": "- date: 2026-11-18\n  person: Ben\n  eggs: 2\n",
        ])
        let run = runCoop(["share", "week", "--content", folder.path, "--today", "2026-11-18"])
        #expect(run.status == 0)
        // Monday 16 to Wednesday 18: 2 + 2 + 1 = 5 eggs; the same days of the week before (10-11): 3.
        #expect(run.out == """
            # Pine Coop: week of Mon 16 Nov 2026

            Eggs: 5 (brown 4, blue 1), 1 cracked on 3 recorded days
            Best day: Mon 16 Nov 2026, 2 eggs
            Change on the same days of the week before: +2 (+66.7%)
            Laying: 0.83 eggs per hen a day, 2 hens laying
            Deliveries: Ben 2 eggs
            Owed to Ana: $5.00
            Ben owes: $5.00
            In the pot: $0.00

            """)
    }

    /// The sample coop laid 682 eggs from 1 Jan to 22 Nov 2026 and 685 on the same days of 2025:
    /// -3, and -3 / 685 = -0.44%, rounded to one decimal as stats.html shows it (there with a
    /// true minus sign; here plain '-', as in the count).
    @Test func shareRoundsTheChangeLikeTheStatsPage() {
        let run = runCoop(["share", "year", "--content", repositoryRoot + "/content", "--today", "2026-11-22"])
        #expect(run.status == 0)
        #expect(run.out.contains("\nChange on the same days of the year before: -3 (-0.4%)\n"))
    }

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
