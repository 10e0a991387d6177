import CoopCLITestSupport
import CoopTestSupport
import Testing

/// `coop import csv`, end to end: spreadsheets into egg lines, bad rows reported by line.
@Suite struct ImportCommandTests {
    func run(_ folder: TemporaryFolder, _ csv: String, _ arguments: [String]) async -> CommandRun {
        let input = TemporaryFolder(files: ["log.csv": csv])
        return await runCoop(["import", "csv", input.url("log.csv"), "--content", folder.path, "--today", "2026-11-22"] + arguments)
    }

    @Test func aHeaderADayFirstFormatAndSomeBadRows() async {
        let folder = TemporaryFolder(files: ["eggs/2026.yaml": "2026-11-01: 4\n"])
        let csv =
            "Date,Eggs,Comment\r\n03/11/2026,5,ok\r\n02/11/2026,\"6\",\"a, quoted comment\"\r\nyesterday,3,bad date\r\n04/11/2026,three,bad count\r\n01/11/2026,9,already there\r\n"
        let result = await run(folder, csv, ["--day-first"])
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

    @Test func monthFirstByDefaultAndKindsMerged() async {
        let folder = TemporaryFolder(files: ["kinds.yaml": "- name: brown\n- name: blue\n"])
        let csv = "day;kind;count\n11/02/2026;brown;3\n11/02/2026;blue;2\n2026-11-03;blue;1\n"
        let result = await run(folder, csv, ["--kind-column", "kind"])
        #expect(result.status == 0)
        #expect(
            folder.text("eggs/2026.yaml")
                == "# Eggs collected in 2026. One line a day: date: count, or counts by kind.\n2026-11-02: {brown: 3, blue: 2}\n2026-11-03: {blue: 1}\n"
        )
    }

    @Test func theRealFrenchLogWithItsDuplicate() async throws {
        // Tests/Fixtures/real/data-poule.csv: 132 rows from 25/01/22 to 30/09/22, days since the last
        // collection in column 2, a duplicated 09/02/22 (the second covers 06/02..09/02, already taken).
        let csv = try #require(TemporaryFolder.readFile(repositoryRoot + "/Tests/Fixtures/real/data-poule.csv"))
        let folder = TemporaryFolder()
        let input = TemporaryFolder()
        input.write("data-poule.csv", bytes: csv)
        let result = await runCoop([
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
        let check = await runCoop(["check", "--content", folder.path, "--today", "2026-11-22"])
        #expect(check.status == 0 && check.err == "")
    }
}

/// `coop import csv` reads what spreadsheets save (issue 19, point 7): CRLF lines whose notes
/// hold semicolons, UTF-16 "Unicode text" with tabs, tab-separated UTF-8; and fails when no row
/// could be imported.
@Suite struct ImportFormatsTests {
    func run(_ folder: TemporaryFolder, bytes: [UInt8]) async -> CommandRun {
        let input = TemporaryFolder(files: [:])
        input.write("log.csv", bytes: bytes)
        return await runCoop(["import", "csv", input.url("log.csv"), "--content", folder.path, "--today", "2026-11-22"])
    }

    @Test func crlfLinesWithSemicolonsInTheNotes() async {
        let folder = TemporaryFolder(files: [:])
        let result = await run(folder, bytes: Array("Date,Eggs,Notes\r\n2026-11-02,5,molt; extra feed; rain\r\n2026-11-03,6,ok\r\n".utf8))
        #expect(result.status == 0, "\(result.err)")
        #expect(folder.text("eggs/2026.yaml")?.hasSuffix("2026-11-02: 5\n2026-11-03: 6\n") == true)
    }

    @Test func utf16UnicodeTextWithTabs() async {
        // Excel's "Unicode text": UTF-16, little-endian, with a byte-order mark, tab-separated.
        let text = "Date\tEggs\tNotes\r\n2026-11-02\t5\tSeñora laid\r\n"
        let folder = TemporaryFolder(files: [:])
        let result = await run(folder, bytes: [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(result.status == 0, "\(result.err)")
        #expect(folder.text("eggs/2026.yaml")?.hasSuffix("2026-11-02: 5\n") == true)
        let bigEndian = TemporaryFolder(files: [:])
        let second = await run(bigEndian, bytes: text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        #expect(second.status == 0, "\(second.err)")
        #expect(bigEndian.text("eggs/2026.yaml")?.hasSuffix("2026-11-02: 5\n") == true)
    }

    @Test func tabSeparatedUTF8() async {
        let folder = TemporaryFolder(files: [:])
        let result = await run(folder, bytes: Array("Date\tEggs\n2026-11-02\t5\n2026-11-03\t4\n".utf8))
        #expect(result.status == 0, "\(result.err)")
        #expect(folder.text("eggs/2026.yaml")?.hasSuffix("2026-11-02: 5\n2026-11-03: 4\n") == true)
    }

    @Test func noRowImportedIsAFailure() async {
        let folder = TemporaryFolder(files: ["eggs.yaml": "2026-11-02: 5\n"])
        let result = await run(folder, bytes: Array("Date,Eggs\n2026-11-02,5\n".utf8))
        #expect(result.status == 1)
        #expect(result.out == "Imported 0 entries; 1 row skipped.\n")
        #expect(
            result.err.hasSuffix(
                ":2: skipped: 2026-11-02 is already recorded (by the records)\ncoop: error: no row of '\(result.err.split(separator: ":").first ?? "")' could be imported\n"
            ))
    }
}
