import CoopCLITestSupport
import CoopTestSupport
import Testing

/// `coop import csv`, end to end: spreadsheets into egg lines, bad rows reported by line.
@Suite struct ImportCommandTests {
    func run(_ folder: TemporaryFolder, _ csv: String, _ arguments: [String]) -> CommandRun {
        let input = TemporaryFolder(files: ["log.csv": csv])
        return runCoop(["import", "csv", input.url("log.csv"), "--content", folder.path, "--today", "2026-11-22"] + arguments)
    }

    @Test func aHeaderADayFirstFormatAndSomeBadRows() {
        let folder = TemporaryFolder(files: ["eggs/2026.yaml": "2026-11-01: 4\n"])
        let csv =
            "Date,Eggs,Comment\r\n03/11/2026,5,ok\r\n02/11/2026,\"6\",\"a, quoted comment\"\r\nyesterday,3,bad date\r\n04/11/2026,three,bad count\r\n01/11/2026,9,already there\r\n"
        let result = run(folder, csv, ["--day-first"])
        #expect(result.status == 0)
        #expect(
            result.err == """
                \(result.err.split(separator: ":").first ?? ""):4: skipped: 'yesterday' is not a date
                \(result.err.split(separator: ":").first ?? ""):5: skipped: 'three' is not a count of eggs
                \(result.err.split(separator: ":").first ?? ""):6: skipped: 2026-11-01 is already recorded (by the records)

                """)
        #expect(result.out == "Imported 2 entries into \(folder.path)/eggs/2026.yaml (2); 3 rows skipped.\n")
        #expect(folder.text("eggs/2026.yaml") == "2026-11-01: 4\n2026-11-02: 6\n2026-11-03: 5\n")
    }

    @Test func monthFirstByDefaultAndKindsMerged() {
        let folder = TemporaryFolder(files: ["kinds.yaml": "- name: brown\n- name: blue\n"])
        let csv = "day;kind;count\n11/02/2026;brown;3\n11/02/2026;blue;2\n2026-11-03;blue;1\n"
        let result = run(folder, csv, ["--kind-column", "kind"])
        #expect(result.status == 0)
        #expect(
            folder.text("eggs/2026.yaml")
                == "# Eggs collected in 2026. One line a day: date: count, or counts by kind.\n2026-11-02: {brown: 3, blue: 2}\n2026-11-03: {blue: 1}\n"
        )
    }

    @Test func theRealFrenchLogWithItsDuplicate() throws {
        // Tests/Fixtures/real/data-poule.csv: 132 rows from 25/01/22 to 30/09/22, days since the last
        // collection in column 2, a duplicated 09/02/22 (the second covers 06/02..09/02, already taken).
        let csv = try #require(TemporaryFolder.readFile(repositoryRoot + "/Tests/Fixtures/real/data-poule.csv"))
        let folder = TemporaryFolder()
        let input = TemporaryFolder()
        input.write("data-poule.csv", bytes: csv)
        let result = runCoop([
            "import", "csv", input.url("data-poule.csv"), "--content", folder.path, "--today", "2026-11-22",
            "--date-column", "Date ramassage", "--count-column", "3", "--days-column", "Durée", "--day-first",
        ])
        #expect(result.status == 0)
        #expect(
            result.err == "\(input.url("data-poule.csv")):15: skipped: 2022-02-06..2022-02-09 is already recorded (by the row on line 11)\n"
        )
        #expect(result.out == "Imported 131 entries into \(folder.path)/eggs/2022.yaml (131); 1 row skipped.\n")
        let text = folder.text("eggs/2022.yaml") ?? ""
        #expect(text.contains("\n2022-01-23..2022-01-25: 6\n2022-01-26: 2\n2022-01-27..2022-01-28: 2\n"))
        let check = runCoop(["check", "--content", folder.path, "--today", "2026-11-22"])
        #expect(check.status == 0 && check.err == "")
    }
}
